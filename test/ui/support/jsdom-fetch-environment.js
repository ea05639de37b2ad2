import JsdomEnvironment from 'jest-environment-jsdom';

// Node's own classes, handed to the page: react-router's data routers build a fetch Request for every
// navigation, which jsdom lacks. The signal must be Node's too, or Request rejects it.
const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone', 'TextEncoder', 'TextDecoder'];

/** jsdom with the fetch classes every real browser has. Use with `@jest-environment ./test/ui/support/jsdom-fetch-environment.js`. */
export default class JsdomFetchEnvironment extends (JsdomEnvironment.default ?? JsdomEnvironment) {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll } from '@jest/globals';

/**
 * Issue 22: an AsyncLocalStorage that has run once (React's server renderer keeps one, so does the request deadline,
 * infrastructure/http/request-deadline.ts) stays registered with Node's async hooks until it is disabled. Jest loads
 * every module anew for each test file, but Node's hooks are the worker's: each storage a file enabled stayed, and
 * every promise the worker made afterwards visited all of them (36 s of the fast suite's CPU, by profile). The
 * storages a file enabled are disabled when it ends; a storage that runs again enables itself again.
 */
const ENABLED = Symbol.for('test.enabledAsyncLocalStorages');
type Methods = Pick<AsyncLocalStorage<unknown>, 'run' | 'enterWith'>;
const prototype = AsyncLocalStorage.prototype as AsyncLocalStorage<unknown> & { [ENABLED]?: Set<AsyncLocalStorage<unknown>> };

function enabledStorages(): Set<AsyncLocalStorage<unknown>> {
  const known = prototype[ENABLED];
  if (known) return known;
  const enabled = new Set<AsyncLocalStorage<unknown>>();
  prototype[ENABLED] = enabled;
  for (const method of ['run', 'enterWith'] as const) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    (prototype as unknown as Record<keyof Methods, unknown>)[method] = function (this: AsyncLocalStorage<unknown>, ...args: unknown[]) {
      enabled.add(this);
      return original.apply(this, args);
    };
  }
  return enabled;
}

const enabled = enabledStorages();
afterAll(() => {
  for (const storage of enabled) storage.disable();
  enabled.clear();
});

/**
 * The cluster primary's bundle (`npm run build` → build/primary/primary.js, run by `npm start` with plain node):
 * the site's configuration and the fork of the workers; the embedded database's preparation (migrations, the demo
 * seed) is a chunk of its own, loaded only by the short-lived process that prepares it. None of the site: React, the routes and the core load in the workers only (issue 8: cold start
 * and memory).
 */
export { prepareAndExit, runPrimary } from './primary';
export { readSiteConfig } from '../bridge/primary';

/**
 * The cluster primary's bundle (`npm run build` → build/primary/primary.js, run by `npm start` with plain node):
 * the site's configuration, the embedded database's preparation (migrations, the demo seed) and the fork of
 * the workers. None of the site: React, the routes and the core load in the workers only (issue 8: cold start
 * and memory).
 */
export { runPrimary } from './primary';
export { readSiteConfig } from './site-config';

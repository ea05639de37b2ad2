/**
 * The server bundle's entry (`npm run build` → build/server/index.js, plain JavaScript run by `npm start`
 * with `node`, no loader): React Router's server build of ui/ and the runtime that serves it. The bundle
 * carries React Router's production build (vite.config.ts); React's is chosen by NODE_ENV=production.
 */
import * as build from 'virtual:react-router/server-build';

export { build };
export { runSite, drain } from './main';
export { createSiteServer } from './create-site-server';
export { openSiteServerRoot, readSiteConfig } from '../bridge/site-server';

// `npm start`: builds the site when build/ is missing or was made from other sources (its source stamp), then
// serves the compiled server (build/server/index.js) with plain node: React's and React Router's production
// builds, a cluster of WEB_CONCURRENCY workers (ui/server/main.ts). Plain JavaScript: no loader at run time.
import cluster from 'node:cluster';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildSite } from './build.mjs';
import { buildIsCurrent } from './source-stamp.mjs';

// React renders its production build only with NODE_ENV=production (the development build is ~1.5× slower).
process.env.NODE_ENV = 'production';

// SITE_BUILD_DIR: serve a copy of a build (the tests do); the default build/ is rebuilt when stale.
const buildDir = resolve(process.env.SITE_BUILD_DIR || 'build');
// The process the primary forks to prepare the embedded database once, before the workers (ui/server/primary.ts).
const preparing = process.env.SITE_PREPARES_DATABASE === '1';
// The cold start is counted from here: a build, when one is needed, comes before it.
let startedAt = 0;
if (cluster.isPrimary && !preparing && !process.env.SITE_BUILD_DIR && !buildIsCurrent()) {
  console.log('Building the site (no build yet, or the sources changed since the last one)…');
  try {
    buildSite();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  startedAt = performance.now();
}
if (preparing) {
  const primary = await import(pathToFileURL(join(buildDir, 'primary', 'primary.js')).href);
  await primary.prepareAndExit(primary.readSiteConfig());
} else if (cluster.isPrimary) {
  // The primary has the database prepared and forks the workers: its own small bundle, not the site's (issue 8: cold start, memory).
  const primary = await import(pathToFileURL(join(buildDir, 'primary', 'primary.js')).href);
  await primary.runPrimary({ config: primary.readSiteConfig(), startedAt });
} else {
  const server = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
  await server.runSite({ config: server.readSiteConfig(), build: server.build, clientDir: join(buildDir, 'client') });
}

/**
 * `npm run fuzz [-- --count N --seed S]` (issue 9 item 7): the production build in its own process over the
 * embedded demo catalogue, hit with N (default 10,000) seeded hostile requests; prints the answers per status,
 * the 5xx and unanswered ones, p50/p99 and the site process's RSS before and after. Exits 1 on any 5xx,
 * any unanswered request, or RSS growth above 20 %.
 */
import { writeFileSync } from 'node:fs';
import { siteBuild } from '../e2e/support/site-build';
import { describeOutcome, runFuzz } from './run-fuzz';
import { removeDir, startSiteProcess, tempDataDir } from './site-process';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const count = Number(argument('count', '10000'));
const seed = argument('seed', 'issue-9');

const build = await siteBuild();
const dataDir = tempDataDir();
const site = await startSiteProcess({ buildDir: build.dir, dataDir, demoEstates: 2000 });
try {
  const port = site.port;
  // Warm-up with another seed: the caches every visitor fills, compiled code, the database's pages.
  await runFuzz({ port, count: 1000, seed: `${seed}-warm-up` });
  const before = site.rssMb();
  const started = performance.now();
  const report = await runFuzz({ port, count, seed });
  const seconds = (performance.now() - started) / 1000;
  const after = site.rssMb();
  const growth = ((after - before) / before) * 100;
  console.log(`${report.total} hostile requests (seed ${JSON.stringify(seed)}) in ${seconds.toFixed(1)} s`);
  console.log(`statuses: ${[...report.statuses].map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`).join(', ')}`);
  console.log(`5xx: ${report.serverErrors.length}, unanswered: ${report.unanswered.length}`);
  console.log(`p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms, longest response head ${report.longestHead} bytes`);
  console.log(`RSS before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`);
  for (const outcome of [...report.serverErrors, ...report.unanswered].slice(0, 40)) console.log(`  ${describeOutcome(outcome)}`);
  process.exitCode = report.serverErrors.length > 0 || report.unanswered.length > 0 || growth > 20 ? 1 : 0;
  if (process.env.FUZZ_STDERR) writeFileSync(process.env.FUZZ_STDERR, site.stderr());
} finally {
  await site.close();
  build.remove();
  removeDir(dataDir);
}

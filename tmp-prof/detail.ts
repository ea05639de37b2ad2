import { Session } from 'node:inspector/promises';
import { writeFileSync, copyFileSync, mkdtempSync } from 'node:fs';
import { detailPage } from '../application/pages/detail-page';
import { shownEstates } from '../application/shown-estates';
import { estateDetailPath } from '../domain/routing/estate-detail-path';
import { FixedClock } from '../infrastructure/memory/clocks';
import { MemoryLogger } from '../infrastructure/memory/memory-logger';
import { openEmbeddedCatalogue } from '../infrastructure/catalogue/server/embedded-catalogue';
import { withSiteVisibility } from '../test/support/site-ports';

async function main() {
  const dir = mkdtempSync('/tmp/prof-demo-');
  copyFileSync('data/catalogue.sqlite', `${dir}/catalogue.sqlite`);
  const embedded = await openEmbeddedCatalogue({ dataDir: dir, siteId: 'demo', seed: true, clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
  const deps = () => ({ ...withSiteVisibility(embedded.adapters), clock: new FixedClock(new Date('2026-11-21T10:00:00Z')), logger: new MemoryLogger() });
  const groups = await shownEstates(deps(), 'nl');
  const run = async (n: number) => { const t = performance.now(); for (const g of groups.slice(0, n)) { const r = await detailPage(deps(), { locale: 'nl', origin: 'https://x', path: estateDetailPath(g, 'nl'), search: '', estateId: String(g.general.id) }); if (r.kind !== 'page') throw new Error(r.kind); } return (performance.now() - t) / n; };
  await run(300);
  const session = new Session(); session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start');
  const ms = await run(groups.length);
  const { profile } = await session.post('Profiler.stop'); writeFileSync('/tmp/detail2.cpuprofile', JSON.stringify(profile));
  console.log(`${groups.length} pages: ${ms.toFixed(3)} ms a page`);
  await embedded.close();
}
main();

import { copyFileSync, mkdtempSync } from 'node:fs';
import { FixedClock } from '../infrastructure/memory/clocks';
import { openEmbeddedCatalogue } from '../infrastructure/catalogue/server/embedded-catalogue';
import { viewingDays } from '../domain/agenda/viewing-days';

async function main() {
  const dir = mkdtempSync('/tmp/prof-demo-');
  copyFileSync('data/catalogue.sqlite', `${dir}/catalogue.sqlite`);
  const now = new Date('2026-11-21T10:00:00Z');
  const embedded = await openEmbeddedCatalogue({ dataDir: dir, siteId: 'demo', seed: true, clock: new FixedClock(now) });
  const a = embedded.adapters;
  const time = async (name: string, f: () => unknown, n = 2000) => { for (let i = 0; i < 200; i++) await f(); const t = performance.now(); for (let i = 0; i < n; i++) await f(); console.log(name, ((performance.now() - t) / n).toFixed(4), 'ms'); };
  const slots = await a.agenda.slots(1);
  await time('slots', () => a.agenda.slots(1));
  await time('viewingDays', () => viewingDays(slots, 5, now));
  await time('similar', () => a.requests.similarEstates(5, 'nl'));
  await time('estate', () => a.catalogue.estate(5, 'nl'));
  await time('site', () => a.directory.site());
  await time('priceHistory', () => a.catalogue.priceHistory(5));
  await embedded.close();
}
main();

/**
 * `npm run bench:catalogue [-- --pg]`: search and filter-value latency of the catalogue storage at scale.
 * 40 sites × 5,000 estates (200,000) plus one site at 1,000 / 5,000 / 20,000 for the growth curve, on the
 * embedded SQLite (default) or PostgreSQL (DATABASE_URL with --pg). Prints tables; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseListFilter } from '../../domain/search/parse-list-filter';
import { buildSearchBody, type SearchBody } from '../../domain/search/search-body';
import { generateDemoCatalogue } from '../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { createMailComposer } from '../../infrastructure/catalogue/mail/compose-mails';
import { SqlCatalogue } from '../../infrastructure/catalogue/sql/sql-catalogue';
import { systemClock } from '../../infrastructure/memory/clocks';

const usePostgres = process.argv.includes('--pg');
const SITES = Number(process.env.BENCH_SITES ?? 40);
const PER_SITE = Number(process.env.BENCH_PER_SITE ?? 5000);
const GROWTH = [1000, 5000, 20000];
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

let peakRss = 0;
const sampleRss = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Ten representative searches of a list page, plus the filter-values call. */
function representativeBodies(cityId: number, lat: number, lon: number): [string, SearchBody][] {
  const body = (query: string, page = 0) => buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)), from: page * 15, size: 15 });
  return [
    ['trans=kopen', body('trans=kopen')],
    ['city', body(`city=${cityId}`)],
    ['type=2 (apartments)', body('type=2')],
    ['price 200k–400k', body('price-min=200000&price-max=400000')],
    ['bed-min=3', body('bed-min=3')],
    ['combined', body(`trans=kopen&type=1&price-max=600000&bed-min=2`)],
    [`geo 10 km`, body(`geo_range=10km;${lat};${lon}`)],
    ['sort price asc', body('trans=kopen&sortType=price&sortOrder=asc')],
    ['sort city', body('sortType=city')],
    ['page 2', body('trans=kopen', 1)],
    ['page 10', body('trans=kopen', 9)],
  ];
}

async function time(run: () => Promise<unknown>, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
    if (i % 10 === 0) sampleRss();
  }
  return samples;
}

const ms = (value: number) => value.toFixed(2).padStart(8);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const catalogue = await SqlCatalogue.open({
    dataDir,
    databaseUrl: usePostgres ? process.env.DATABASE_URL : undefined,
    mails: createMailComposer({}),
    clock: systemClock,
  });
  try {
    const seedStart = performance.now();
    const sites: { id: string; estates: number }[] = [];
    for (let i = 1; i <= SITES; i++) sites.push({ id: `site-${String(i).padStart(2, '0')}`, estates: PER_SITE });
    for (const size of GROWTH) sites.push({ id: `growth-${size}`, estates: size });
    for (const [index, site] of sites.entries()) {
      const [data] = generateDemoCatalogue({ seed: 1000 + index, estates: site.estates, siteId: site.id }).sites;
      if (data) await catalogue.replaceSite({ ...data, site: { ...data.site, hostnames: [`${site.id}.bench.test`] } });
      sampleRss();
    }
    await catalogue.optimize();
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const total = sites.reduce((sum, s) => sum + s.estates, 0);
    console.log(`\n${usePostgres ? 'PostgreSQL' : 'SQLite (embedded)'}: seeded ${sites.length} sites, ${total.toLocaleString('en')} estates in ${seedSeconds.toFixed(1)} s\n`);

    const measure = async (siteId: string) => {
      const port = catalogue.forSite(siteId).catalogue;
      const first = (await port.search(buildSearchBody({ filter: {}, size: 1 }))).results[0];
      const unit = first?.children?.[0] ?? first;
      const city = unit?.address?.city?.id ?? 1;
      const geo = unit?.address?.geoLocation ?? { lat: 51.05, lon: 3.72 };
      const rows: { name: string; coldP50: number; coldP95: number; warmP50: number; warmP95: number }[] = [];
      const run = async (name: string, call: () => Promise<unknown>) => {
        catalogue.cache.enabled = false;
        const cold = await time(call, RUNS);
        catalogue.cache.enabled = true;
        await call();
        const warm = await time(call, RUNS);
        rows.push({ name, coldP50: percentile(cold, 50), coldP95: percentile(cold, 95), warmP50: percentile(warm, 50), warmP95: percentile(warm, 95) });
      };
      for (const [name, body] of representativeBodies(city, geo.lat, geo.lon)) await run(name, () => port.search(body));
      await run('filter values (trans=kopen)', () => port.filterValues(buildSearchBody({ filter: parseListFilter(new URLSearchParams('trans=kopen')) })));
      return rows;
    };

    const rows = await measure('site-20');
    console.log(`Site of ${PER_SITE.toLocaleString('en')} estates inside the ${(SITES * PER_SITE).toLocaleString('en')} catalogue (ms, ${RUNS} runs each)`);
    console.log(`${'query'.padEnd(30)} ${'cold p50'.padStart(8)} ${'cold p95'.padStart(8)} ${'warm p50'.padStart(8)} ${'warm p95'.padStart(8)}`);
    for (const r of rows) console.log(`${r.name.padEnd(30)} ${ms(r.coldP50)} ${ms(r.coldP95)} ${ms(r.warmP50)} ${ms(r.warmP95)}`);

    console.log('\nGrowth: cold p95 (ms) of the same searches by site size');
    const growth: Record<number, number[]> = {};
    for (const size of GROWTH) growth[size] = (await measure(`growth-${size}`)).map((r) => r.coldP95);
    const names = rows.map((r) => r.name);
    console.log(`${'query'.padEnd(30)} ${GROWTH.map((s) => `${s}`.padStart(8)).join(' ')}  20k/5k`);
    names.forEach((name, i) => {
      const values = GROWTH.map((s) => growth[s]?.[i] ?? 0);
      console.log(`${name.padEnd(30)} ${values.map(ms).join(' ')}  ${((values[2] ?? 0) / (values[1] || 1)).toFixed(2)}×`);
    });
    sampleRss();
    console.log(`\nPeak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await catalogue.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

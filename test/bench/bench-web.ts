/**
 * `npm run bench:web`: the site's weight and speed (issue 5 item 9). Builds the site, serves it on the embedded
 * demo (2,000 estates) and prints: the gzip bytes of the list page's initial JavaScript and CSS beside the floor of
 * react + react-dom + react-router alone; Lighthouse mobile scores with LCP, CLS and TBT for home, list and
 * favourites (Debian's Chromium); server render time of the list page; its requests per second under autocannon.
 * Prints tables; asserts nothing.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build as viteBuild } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startSite, type RunningSite } from '../e2e/support/site';
import { ROOT, siteBuild } from '../e2e/support/site-build';

const DEMO_ESTATES = Number(process.env.BENCH_ESTATES ?? 2000);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 200);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LIST = '/nl/aanbod';
/** What a browser asks for; the site compresses HTML as it would for a visitor. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** gzip at zlib's default level, as the site's compression middleware sends it. */
const gzipBytes = (data: Buffer | string) => gzipSync(data).length;

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const median = (values: readonly number[]) => percentile(values, 50);

function table(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

interface InitialLoad {
  readonly js: { readonly file: string; readonly raw: number; readonly gzip: number }[];
  readonly css: { readonly file: string; readonly raw: number; readonly gzip: number }[];
  readonly htmlGzip: number;
  readonly inlineScriptGzip: number;
}

/** The list page's initial load, from its HTML: module scripts, modulepreloads and stylesheets, each file gzipped. */
async function initialLoad(site: RunningSite): Promise<InitialLoad> {
  const html = await (await fetch(`${site.url}${LIST}`)).text();
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const jsFiles = new Set<string>();
  const cssFiles = new Set<string>();
  for (const tag of tags) {
    const rel = attr(tag, 'rel');
    const url = tag.startsWith('<script') ? attr(tag, 'src') : attr(tag, 'href');
    if (!url?.startsWith('/assets/')) continue;
    if (tag.startsWith('<script') || rel === 'modulepreload') jsFiles.add(url);
    else if (rel === 'stylesheet') cssFiles.add(url);
  }
  // The inline module script imports the route modules too.
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) jsFiles.add(match[1]!);
  const measure = async (url: string) => {
    const data = Buffer.from(await (await fetch(`${site.url}${url}`)).arrayBuffer());
    return { file: url.replace('/assets/', ''), raw: data.length, gzip: gzipBytes(data) };
  };
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').join('\n');
  return {
    js: await Promise.all([...jsFiles].map(measure)),
    css: await Promise.all([...cssFiles].map(measure)),
    htmlGzip: gzipBytes(html),
    inlineScriptGzip: gzipBytes(inline),
  };
}

/**
 * The floor: a throwaway Vite production build (same target and minifier as the site) of the smallest React
 * Router framework client there is, hydrateRoot(document, <HydratedRouter />): react, react-dom and react-router,
 * no app code. Built in node_modules/.cache so the repository's packages resolve; removed afterwards.
 */
async function runtimeFloor(): Promise<{ raw: number; gzip: number; files: number }> {
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'bench-floor-'));
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      [
        "import { StrictMode, createElement, startTransition } from 'react';",
        "import { hydrateRoot } from 'react-dom/client';",
        "import { HydratedRouter } from 'react-router/dom';",
        'startTransition(() => { hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))); });',
      ].join('\n'),
    );
    await viteBuild({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir: join(dir, 'out'), target: 'es2022', modulePreload: false, rollupOptions: { input: join(dir, 'entry.js') } },
    });
    const assets = join(dir, 'out', 'assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const data = files.map((file) => readFileSync(join(assets, file)));
    return { raw: data.reduce((sum, d) => sum + d.length, 0), gzip: data.reduce((sum, d) => sum + gzipBytes(d), 0), files: files.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcp: number;
  readonly cls: number;
  readonly tbt: number;
}

/** Lighthouse's default (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU) on Debian's Chromium. */
async function lighthouseRun(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
  };
}

/** Which audits kept a category below 100, to say where a gap is. */
async function lighthouseGaps(url: string, port: number): Promise<string[]> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'best-practices', 'seo'] });
  if (!result) return [];
  return Object.values(result.lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => `${audit.id}: ${audit.title}`);
}

async function lighthouseTable(site: RunningSite): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'] });
  try {
    const pages = { home: '/nl', list: LIST, favourites: '/nl/favorieten' };
    const rows: string[][] = [];
    const gaps: string[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(`${site.url}${path}`, chrome.port));
      const m = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
      rows.push([
        name,
        String(m((r) => r.performance)),
        String(m((r) => r.accessibility)),
        String(m((r) => r.bestPractices)),
        String(m((r) => r.seo)),
        `${(m((r) => r.lcp) / 1000).toFixed(2)} s`,
        m((r) => r.cls).toFixed(3),
        ms(m((r) => r.tbt)),
      ]);
      if (runs.some((r) => r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100)) {
        gaps.push(...(await lighthouseGaps(`${site.url}${path}`, chrome.port)).map((gap) => `${name}: ${gap}`));
      }
    }
    table(
      `Lighthouse ${LIGHTHOUSE_RUNS > 1 ? `(median of ${LIGHTHOUSE_RUNS} runs) ` : ''}mobile — targets: performance ≥ 95, the others 100, LCP ≤ 2.0 s, CLS 0`,
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT'],
      rows,
    );
    if (gaps.length > 0) console.log(`failed audits:\n  ${gaps.join('\n  ')}`);
  } finally {
    chrome.kill();
  }
}

async function renderTimes(site: RunningSite): Promise<number[]> {
  const get = async () => {
    const response = await fetch(`${site.url}${LIST}`, { headers: BROWSER_ENCODING });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${LIST} answered ${response.status}`);
  };
  for (let i = 0; i < 20; i++) await get(); // warm-up: JIT, connection, caches of the site and its translations
  const samples: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    const start = performance.now();
    await get();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * The backend's share of a list render: the two calls the list loader makes (§7 search of the first page and
 * the filter values), made directly to the embedded catalogue with the bodies the site sends for /nl/aanbod.
 */
async function backendTimes(site: RunningSite): Promise<number[]> {
  const headers = { 'x-site-id': 'demo', 'content-type': 'application/json', 'accept-language': 'nl', 'x-property-software-client': 'true' };
  const query = { terms: { 'children.general.transaction.id': [1, 2, 3, 4, 7, 8, 10] } };
  const sort = [{ 'children.general.publicationDate': { order: 'desc' } }];
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${site.api}/sites/demo/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await response.arrayBuffer();
  };
  const both = () => Promise.all([post('estates', { query, sort, from: 0, size: 15 }), post('estate-filters', { query, sort })]);
  for (let i = 0; i < 20; i++) await both();
  const samples: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    const start = performance.now();
    await both();
    samples.push(performance.now() - start);
  }
  return samples;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types; this is the part of its result the table shows.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

async function main(): Promise<void> {
  console.log(`Building the site and seeding the demo (${DEMO_ESTATES} estates)…`);
  const fresh = await siteBuild({ force: true });
  fresh.remove();
  const site = await startSite({ demoEstates: DEMO_ESTATES });
  try {
    const [load, floor] = await Promise.all([initialLoad(site), runtimeFloor()]);
    const jsGzip = load.js.reduce((sum, f) => sum + f.gzip, 0);
    const cssGzip = load.css.reduce((sum, f) => sum + f.gzip, 0);
    table(
      `List page ${LIST}: initial load, gzip per file (zlib default level, as served)`,
      ['file', 'raw', 'gzip'],
      [...load.js, ...load.css].sort((a, b) => b.gzip - a.gzip).map((f) => [f.file, kb(f.raw), kb(f.gzip)]),
    );
    table('Initial load vs the runtime floor — target: JS ≤ 140 KB gzip, ≤ 1.3 × floor', ['what', 'gzip', '× floor'], [
      [`JavaScript (${load.js.length} files)`, kb(jsGzip), (jsGzip / floor.gzip).toFixed(2)],
      [`CSS (${load.css.length} file${load.css.length === 1 ? '' : 's'})`, kb(cssGzip), ''],
      ['HTML document (inline data and scripts included)', kb(load.htmlGzip), ''],
      ['  of which inline scripts (route manifest, loader data)', kb(load.inlineScriptGzip), ''],
      [`floor: react + react-dom + react-router (${floor.files} file${floor.files === 1 ? '' : 's'})`, kb(floor.gzip), '1.00'],
    ]);

    await lighthouseTable(site);

    const samples = await renderTimes(site);
    const backend = await backendTimes(site);
    const row = (what: string, values: number[]) => [what, ms(percentile(values, 50)), ms(percentile(values, 95)), ms(percentile(values, 99)), ms(Math.max(...values))];
    table(`Server render of ${LIST} (${RENDER_RUNS} sequential GETs each)`, ['what', 'p50', 'p95', 'p99', 'max'], [
      row('whole page (HTML complete, gzip/br as a browser asks)', samples),
      row('  of which backend: search + filter values (in parallel)', backend),
    ]);

    const load10 = await autocannon({ url: `${site.url}${LIST}`, connections: 10, duration: LOAD_SECONDS, headers: BROWSER_ENCODING });
    table(`autocannon ${LIST}: ${LOAD_SECONDS} s, 10 connections, uncached — target: ≥ 200 req/s, p99 ≤ 200 ms`, ['req/s', 'p50', 'p90', 'p99', 'max', 'non-2xx', 'errors'], [
      [
        load10.requests.average.toFixed(1),
        `${load10.latency.p50} ms`,
        `${load10.latency.p90} ms`,
        `${load10.latency.p99} ms`,
        `${load10.latency.max} ms`,
        String(load10.non2xx),
        String(load10.errors + load10.timeouts),
      ],
    ]);
    const errors = site.stderr().trim();
    if (errors) console.log(`\nThe site logged on stderr:\n${errors.slice(0, 2000)}`);
  } finally {
    await site.close();
  }
}

await main();

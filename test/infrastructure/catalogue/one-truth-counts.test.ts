import { homePage } from '../../../application/pages/home-page';
import { listPage, type ListView } from '../../../application/pages/list-page';
import { countGroups } from '../../../domain/grouping/group-estates';
import type { Grouping } from '../../../domain/grouping/grouping';
import type { ListFilter } from '../../../domain/search/list-filter';
import { buildSearchBody } from '../../../domain/search/search-body';
import { withoutHiddenStatuses } from '../../../domain/site/hidden-status';
import { openEmbeddedCatalogue, type EmbeddedCatalogue } from '../../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../../infrastructure/memory/memory-logger';
import { Client } from 'pg';

/**
 * Issue 13 item 2, one truth for every count, on the embedded demo data (as `npm start` seeds it): the home
 * page's figure, the list's total, every filter count and every group heading come from the same search
 * with the same §5 rules, so each count is what its link or choice then shows.
 */
const SLOW = 120_000;

/** A database of its own on the PostgreSQL of DATABASE_URL, dropped afterwards. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const name = `truth_${process.pid}_${Date.now().toString(36)}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name}`) };
}

const DIALECTS = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(DIALECTS)('issue 13 item 2 on %s: one truth for every count on the embedded demo catalogue', (dialect) => {
  let embedded: EmbeddedCatalogue;
  let drop: (() => Promise<void>) | undefined;
  const deps = () => ({ ...embedded.adapters, logger: new MemoryLogger() });
  const list = async (filter: ListFilter, grouping: Grouping | null = null): Promise<ListView> => {
    const result = await listPage(deps(), { locale: 'nl', filter, grouping });
    if (result.kind !== 'page') throw new Error(`list page: ${result.kind}`);
    return result.view;
  };

  beforeAll(async () => {
    const pg = dialect === 'postgres' ? await freshPostgres() : undefined;
    drop = pg?.drop;
    embedded = await openEmbeddedCatalogue({
      dataDir: ':memory:',
      ...(pg && { databaseUrl: pg.url }),
      siteId: 'demo',
      seed: true,
      clock: new FixedClock(new Date('2026-11-21T10:00:00Z')),
    });
  }, SLOW);
  afterAll(async () => {
    await embedded?.close();
    await drop?.();
  }, SLOW);

  it('the home page\'s "see all N estates" is the total of the list it opens', async () => {
    const home = await homePage(deps(), { locale: 'nl' });
    if (home.kind !== 'page') throw new Error(home.kind);
    const all = await list({});
    expect(all.list.total).toBeGreaterThan(1000);
    expect(home.view.total).toBe(all.list.total);
  });

  it.each<[string, ListFilter]>([
    ['no filter', {}],
    ['for sale', { transactionIds: [1] }],
    ['for rent', { transactionIds: [2] }],
  ])('every type count of the filter (%s) is the total its choice shows', async (_title, filter) => {
    const shown = await list(filter);
    const { types, locations } = shown.filters.values;
    expect(types.length).toBeGreaterThan(2);
    // Issue 8: the page shows no city counts (the city field searches the cities, none ship with the page).
    expect(locations).toEqual([]);
    const checks = types.map((t) => ({ what: `type ${t.id}`, count: t.count, filter: { ...filter, types: [t.id] } }));
    const totals = await Promise.all(checks.map(async (check) => ({ what: check.what, count: (await list(check.filter)).list.total })));
    expect(totals).toEqual(checks.map(({ what, count }) => ({ what, count })));
  }, SLOW);

  it('the home page\'s "Project" chip (type=6) finds the projects, and the type filter counts them', async () => {
    const projects = await list({ types: [6] });
    expect(projects.list.total).toBeGreaterThan(0);
    expect(projects.list.estates.every((estate) => (estate.children ?? []).length > 0 || estate.general.headType?.id === 6)).toBe(true);
    expect((await list({})).filters.values.types.find((t) => t.id === 6)?.count).toBe(projects.list.total);
  });

  it.each<Grouping>(['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE'])('group headings (%s) count their whole group, adding up to the total', async (grouping) => {
    const shown = await list({}, grouping);
    expect(shown.groupCounts).not.toBeNull();
    const counts = shown.groupCounts ?? {};
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(shown.list.total);
    // Every hit, placed as the page places the cards it loads.
    const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
    const body = withoutHiddenStatuses(buildSearchBody({ filter: {}, grouping, from: 0, size: shown.list.total }), hidden);
    const all = await embedded.adapters.catalogue.search(body, 'nl');
    expect(counts).toEqual(countGroups(all.results, grouping));
    // The first page shows fewer cards than its first group holds: the heading says the group's total.
    expect(Math.max(...Object.values(counts))).toBeGreaterThan(shown.list.estates.length);
  }, SLOW);
});

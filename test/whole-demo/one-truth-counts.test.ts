import type { Core } from '../../application/core';
import type { ListView } from '../../application/pages/list-page';
import { cityNameIn } from '../../domain/display/city-name';
import { HEAD_TYPE_ID } from '../../domain/enumerations/head-types';
import { countGroups, type GroupCounts } from '../../domain/grouping/group-estates';
import type { Grouping } from '../../domain/grouping/grouping';
import { estateKind } from '../../domain/routing/estate-kind';
import type { IdBucket } from '../../domain/search/filter-data';
import type { ListFilter } from '../../domain/search/list-filter';
import { buildSearchBody } from '../../domain/search/search-body';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import { withoutHiddenStatuses } from '../../domain/site/hidden-status';
import { openEmbeddedCatalogue, type EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { createContainer, resolve } from '../../infrastructure/container/create-container';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { DEMO_SITE, DEMO_TODAY, openDemoCatalogue } from '../support/demo-catalogue';
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
  // The core as the site composes it (infrastructure/container): its catalogue applies §5.
  let core: Core;
  const list = async (filter: ListFilter, grouping: Grouping | null = null, locale: Locale = 'nl'): Promise<ListView> => {
    const result = await core.pages.list({ locale, filter, grouping });
    if (result.kind !== 'page') throw new Error(`list page: ${result.kind}`);
    return result.view;
  };

  beforeAll(async () => {
    if (dialect === 'sqlite') embedded = await openDemoCatalogue();
    else {
      const pg = await freshPostgres();
      drop = pg.drop;
      embedded = await openEmbeddedCatalogue({ dataDir: ':memory:', databaseUrl: pg.url, siteId: DEMO_SITE, seed: true, clock: new FixedClock(DEMO_TODAY) });
    }
    core = resolve(createContainer({ adapters: { ...embedded.adapters, logger: new MemoryLogger() } }), 'core');
  }, SLOW);
  afterAll(async () => {
    await embedded?.close();
    await drop?.();
  }, SLOW);

  it('the home page\'s "see all N estates" is the total of the list it opens', async () => {
    const home = await core.pages.home({ locale: 'nl' });
    if (home.kind !== 'page') throw new Error(home.kind);
    const all = await list({});
    expect(all.total).toBeGreaterThan(1000);
    expect(home.view.total).toBe(all.total);
  });

  it.each<[string, ListFilter]>([
    ['no filter', {}],
    ['for sale', { transactionIds: [1] }],
    ['for rent', { transactionIds: [2] }],
  ])('every type count of the filter (%s) is the total its choice shows', async (_title, filter) => {
    const shown = await list(filter);
    const { types, locations } = shown.filterValues;
    expect(types.length).toBeGreaterThan(2);
    // Issue 8: the page shows no city counts (the city field searches the cities, none ship with the page).
    expect(locations).toEqual([]);
    const checks = types.map((t) => ({ what: `type ${t.id}`, count: t.count, filter: { ...filter, types: [t.id] } }));
    const totals = await Promise.all(checks.map(async (check) => ({ what: check.what, count: (await list(check.filter)).total })));
    expect(totals).toEqual(checks.map(({ what, count }) => ({ what, count })));
  }, SLOW);

  it('the home page\'s "Project" chip (type=6) finds the projects, and the type filter counts them', async () => {
    const projects = await list({ types: [6] });
    expect(projects.total).toBeGreaterThan(0);
    const shownIds = new Set(projects.cards.map(({ card }) => Number(card.id)));
    const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
    const found = await embedded.adapters.catalogue.search(withoutHiddenStatuses(buildSearchBody({ filter: { types: [6] }, from: 0, size: projects.total }), hidden), 'nl');
    const shownEstates = found.results.filter((estate) => shownIds.has(Number(estate.general.id)));
    expect(shownEstates).toHaveLength(projects.cards.length);
    expect(shownEstates.every((estate) => (estate.children ?? []).length > 0 || estate.general.headType?.id === 6)).toBe(true);
    expect((await list({})).filterValues.types.find((t) => t.id === 6)?.count).toBe(projects.total);
  });

  it.each<Grouping>(['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE'])('group headings (%s) count their whole group, adding up to the total', async (grouping) => {
    const shown = await list({}, grouping);
    expect(shown.groupCounts).not.toBeNull();
    const counts = shown.groupCounts ?? {};
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(shown.total);
    // Every hit, placed as the page places the cards it loads.
    const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
    const body = withoutHiddenStatuses(buildSearchBody({ filter: {}, grouping, from: 0, size: shown.total }), hidden);
    const all = await embedded.adapters.catalogue.search(body, 'nl');
    expect(counts).toEqual(countGroups(all.results, grouping));
    // The first page shows fewer cards than its first group holds: the heading says the group's total.
    expect(Math.max(...Object.values(counts))).toBeGreaterThan(shown.cards.length);
  }, SLOW);

  /** What the list page shows beside its results for `filter`: the filter values of its own search, §5 applied. */
  const filterValues = async (filter: ListFilter, locale: Locale) => {
    const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
    return embedded.adapters.catalogue.filterValues(withoutHiddenStatuses(buildSearchBody({ filter }), hidden), locale);
  };
  const byId = (buckets: readonly IdBucket[]): GroupCounts => Object.fromEntries(buckets.map((bucket) => [String(bucket.id), bucket.count]));

  describe.each<[string, ListFilter]>([
    ['no filter', {}],
    ['for rent', { transactionIds: [2] }],
  ])('issue 20 item 3, §9 TYPE grouping, §7 a hit matches on its units (%s)', (_title, filter) => {
    it.each(LOCALES)(
      '%s: every group heading equals the type filter\'s count for that type; the projects its choice also finds are said apart and counted once, under Project',
      async (locale) => {
        const shown = await list(filter, 'TYPE', locale);
        const { types } = shown.filterValues;
        const headings = shown.groupCounts ?? {};
        expect(types.length).toBeGreaterThan(2);
        // The option reads "Woning (654 + 9 projecten)": its first number is the heading of the group "Woning".
        // A type whose choice finds only projects ("2 projecten") has no group of its own.
        const ownCounts = Object.fromEntries(types.map((type) => [String(type.id), type.count - (type.projects ?? 0)]));
        expect(headings).toEqual(Object.fromEntries(Object.entries(ownCounts).filter(([, count]) => count > 0)));
        // Counted so, the options add up to the results: each project once, under Project.
        expect(Object.values(ownCounts).reduce((a, b) => a + b, 0)).toBe(shown.total);
        const project = types.find((type) => type.id === HEAD_TYPE_ID.PROJECT);
        expect(project?.projects).toBeUndefined();
        for (const type of types) expect(type.projects ?? 0).toBeLessThanOrEqual(project?.count ?? 0);
      },
      SLOW,
    );

    it('choosing a type finds its own estates and the projects said beside them, grouped under that type and under Project', async () => {
      const { types } = (await list(filter, 'TYPE')).filterValues;
      expect(types.some((type) => (type.projects ?? 0) > 0)).toBe(true);
      const checks = types.filter((type) => type.id !== HEAD_TYPE_ID.PROJECT);
      const chosen = await Promise.all(checks.map(async (type) => ({ type, view: await list({ ...filter, types: [type.id] }, 'TYPE') })));
      expect(chosen.map(({ type, view }) => ({ id: type.id, total: view.total, headings: view.groupCounts }))).toEqual(
        checks.map((type) => ({
          id: type.id,
          total: type.count,
          headings: {
            ...(type.count > (type.projects ?? 0) && { [String(type.id)]: type.count - (type.projects ?? 0) }),
            ...(type.projects && { [String(HEAD_TYPE_ID.PROJECT)]: type.projects }),
          },
        })),
      );
    }, SLOW);
  });

  it.each(LOCALES)('issue 20 item 3, §9 CITY grouping (%s): every city heading, named in that language, equals the city filter\'s count', async (locale) => {
    const shown = await list({}, 'CITY', locale);
    const { locations } = await filterValues({}, locale);
    const expected: Record<string, number> = {};
    for (const city of locations) expected[cityNameIn(city, locale)] = (expected[cityNameIn(city, locale)] ?? 0) + city.count;
    expect(shown.groupCounts).toEqual(expected);
  }, SLOW);

  it.each<[Grouping, (values: Awaited<ReturnType<typeof filterValues>>) => readonly IdBucket[]]>([
    ['SUBTYPE', (values) => values.subTypes],
    ['STATUS', (values) => values.transactions],
  ])(
    'issue 20 item 3, §9 %s grouping: the headings count the estates of each value as the filter counts them, and each project once, where §9 puts it',
    async (grouping, facet) => {
      const shown = await list({}, grouping);
      const [all, projectsOnly] = await Promise.all([filterValues({}, 'nl'), filterValues({ types: [HEAD_TYPE_ID.PROJECT] }, 'nl')]);
      // The projects as the grouping places them (their own value, else their first unit's, §9), one each.
      const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
      const body = withoutHiddenStatuses(buildSearchBody({ filter: { types: [HEAD_TYPE_ID.PROJECT] }, from: 0, size: 1000 }), hidden);
      const projects = (await embedded.adapters.catalogue.search(body, 'nl')).results;
      expect(projects.every((estate) => estateKind(estate) === 'project')).toBe(true);
      const placed = countGroups(projects, grouping);
      const counts = byId(facet(all));
      const inProjects = byId(facet(projectsOnly));
      const expected: Record<string, number> = {};
      for (const key of new Set([...Object.keys(counts), ...Object.keys(placed)])) {
        const n = (counts[key] ?? 0) - (inProjects[key] ?? 0) + (placed[key] ?? 0);
        if (n > 0) expected[key] = n;
      }
      expect(shown.groupCounts).toEqual(expected);
    },
    SLOW,
  );
});

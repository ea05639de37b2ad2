import { listPage } from '../../application/pages/list-page';
import type { Estate, Room } from '../../domain/estate/estate';
import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS, tableFilter, type TableFilterKey } from '../../domain/search/list-filter-table';
import { readListUrl } from '../../domain/search/list-url';
import { buildSearchBody } from '../../domain/search/search-body';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { openDemoCatalogue } from '../support/demo-catalogue';
import { withSiteVisibility } from '../support/site-ports';

/**
 * Issue 19 item 7 (§2 incoming URL filters, §7 search body, §5 hidden statuses), headless over EVERY estate of the
 * embedded demo (as `npm start` seeds it): for every choice of energy label at most, with garden, with parking and
 * bathrooms at least, the list the URL asks for holds exactly the shown estates that satisfy the rule, written here
 * from the estate's data as a visitor reads it; and each filter finds some estates and not all. One truth for their
 * counts: every choice's count in the filter panel (the list view's filter values) is the total the list shows when
 * that choice is made, with other filters set and with the filter itself set to another choice.
 */
const SLOW = 300_000;
const EVERYTHING = 1_000_000;

/** The class a label names, a pair ('C/B') by its worse class; the EU scale from best to worst. */
const WORSE_CLASS: Readonly<Record<string, string>> = {
  A_PLUS_PLUS: 'A++', A_PLUS: 'A+', A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', F: 'F', G: 'G',
  A_PLUS_A_PLUS_PLUS: 'A+', A_A_PLUS: 'A', B_A: 'B', C_B: 'C', D_C: 'D', E_D: 'E', F_E: 'F', G_F: 'G',
};
const SCALE = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
const CHOSEN: Readonly<Record<string, string>> = { A_PLUS: 'A+', A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', F: 'F', G: 'G' };

const rooms = (unit: Estate, type: number): number =>
  (unit.rooms ?? []).filter((room: Room) => room.value.id === type).reduce((sum, room) => sum + (room.count && room.count > 0 ? room.count : 1), 0);
const atLeastOne = (value: number | undefined): boolean => (value ?? 0) > 0;

/** Each filter's rule on one unit (a property, or one unit of a project), for one choice. */
const RULES: Readonly<Record<TableFilterKey, (unit: Estate, choice: never) => boolean>> = {
  energyMax: (unit, choice: string) => {
    const label = unit.energy?.energyLabel || unit.fields?.certification?.energy_label;
    const worse = typeof label === 'string' ? WORSE_CLASS[label.toUpperCase()] : undefined;
    return worse !== undefined && SCALE.indexOf(worse) <= SCALE.indexOf(CHOSEN[choice] ?? '');
  },
  garden: (unit) => unit.fields?.other?.garden === true || atLeastOne(unit.fields?.other?.garden_surface),
  parking: (unit) => {
    const other = unit.fields?.other;
    return rooms(unit, 6) + rooms(unit, 14) > 0 || [other?.garages_count, other?.parking_spaces_count, other?.carports_count].some(atLeastOne);
  },
  bathMin: (unit, choice: number) => (rooms(unit, 5) || (unit.fields?.construction?.bathrooms_count ?? 0)) >= choice,
};

const unitsOf = (group: Estate): readonly Estate[] => (group.children?.length ? group.children : [group]);
const idsOf = (groups: readonly Estate[]): number[] => groups.map((group) => Number(group.general.id)).sort((a, b) => a - b);

describe('issue 19 item 7, §2 §5 §7: every filter of the table over every estate of the embedded demo catalogue', () => {
  let embedded: EmbeddedCatalogue;
  let shown: readonly Estate[];
  // The catalogue as the site's core sees it: §5 bound (application/visible-catalogue.ts).
  const catalogue = () => withSiteVisibility(embedded.adapters).catalogue;
  const listOf = async (query: string) => catalogue().search(buildSearchBody({ filter: readListUrl(new URLSearchParams(query)).filter, from: 0, size: EVERYTHING }));

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    shown = (await listOf('')).results;
  }, SLOW);
  afterAll(() => embedded?.close());

  const cases = TABLE_FILTER_KEYS.flatMap((key) => tableFilter(key).choices.map((choice) => [key, `${LIST_FILTER_TABLE[key].param}=${tableFilter(key).write(choice)}`, choice] as const));

  it.each(cases)('%s: ?%s lists exactly the shown estates with a unit that satisfies the rule', async (key, query, choice) => {
    const rule = RULES[key] as (unit: Estate, choice: unknown) => boolean;
    const expected = shown.filter((group) => unitsOf(group).some((unit) => rule(unit, choice)));
    const { total, results } = await listOf(query);
    expect(total).toBe(expected.length);
    expect(idsOf(results)).toEqual(idsOf(expected));
  });

  it.each([
    ['no filter', ''],
    ['for sale (trans=kopen)', 'trans=kopen'],
    ['to rent in one type (trans=huren&type=2)', 'trans=huren&type=2'],
    ['energy label at most C with a garden', 'epc-max=C&garden=1'],
    ['with parking and at least 2 bathrooms', 'parking=1&bath-min=2'],
  ])('issue 19 item 7, one truth: over %s, each choice\'s count in the panel is what the list shows when it is chosen', async (_title, query) => {
    const view = await listPage(
      { ...withSiteVisibility(embedded.adapters), logger: new MemoryLogger() },
      { locale: 'nl', filter: readListUrl(new URLSearchParams(query)).filter, grouping: null },
    );
    if (view.kind !== 'page') throw new Error(view.kind);
    const shownCounts: [string, number | undefined][] = [];
    const listed: [string, number | undefined][] = [];
    for (const [key, chosen, choice] of cases) {
      shownCounts.push([chosen, view.view.filterValues.tableChoices[key]?.find((bucket) => bucket.value === tableFilter(key).write(choice))?.count]);
      const params = new URLSearchParams(query);
      params.set(LIST_FILTER_TABLE[key].param, tableFilter(key).write(choice));
      const { total } = await catalogue().search(buildSearchBody({ filter: readListUrl(params).filter, from: 0, size: 0 }));
      listed.push([chosen, total]);
    }
    expect(shownCounts).toEqual(listed);
    expect(listed.filter(([, total]) => (total ?? 0) > 0).length).toBeGreaterThan(cases.length / 2);
  });

  it.each(TABLE_FILTER_KEYS)('%s finds some of the demo and not all of it', async (key) => {
    expect(shown.length).toBeGreaterThan(1000);
    const [first] = tableFilter(key).choices;
    const { total } = await listOf(`${LIST_FILTER_TABLE[key].param}=${tableFilter(key).write(first)}`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(shown.length);
  });
});

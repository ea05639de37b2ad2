import type { SearchResult } from '../../application/ports/estate-catalogue';
import { listCards } from '../../domain/display/list-card';
import { listHit } from '../../domain/display/list-hit';
import type { Estate } from '../../domain/estate/estate';
import { TRANSACTION_ID } from '../../domain/estate/estate-status';
import { GROUPINGS } from '../../domain/grouping/grouping';
import { buildSearchBody } from '../../domain/search/search-body';
import { LOCALES } from '../../domain/shared/locale';
import { visibleEstates } from '../../domain/visibility/site-visibility';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { openDemoCatalogue } from '../support/demo-catalogue';

// Issue 21 item 1: the list, "load more", the map and the home page read their hits as a list reads them (listHit: a
// project's units without their descriptions, rooms and fields). Over every estate of the embedded demo in four
// languages, under every §5 hidden status and §9 grouping, those hits make the cards, groups and map markers that the
// whole documents make, and the catalogue's hits are listHit of its search.

const SLOW = 300_000;
const HIDDEN: readonly (readonly number[])[] = [[], ...Object.values(TRANSACTION_ID).map((id) => [id])];
const bytes = (estates: readonly Estate[]) => estates.reduce((sum, estate) => sum + JSON.stringify(estate).length, 0);

describe('issue 21 item 1: every hit of the demo as a list reads it', () => {
  let embedded: EmbeddedCatalogue;
  beforeAll(async () => {
    embedded = await openDemoCatalogue();
  }, SLOW);
  afterAll(() => embedded?.close());

  const everything = buildSearchBody({ filter: {}, from: 0, size: 10_000 });
  const both = async (locale: (typeof LOCALES)[number]): Promise<{ whole: SearchResult; hits: SearchResult }> => {
    const { catalogue } = embedded.adapters;
    if (!catalogue.searchHits) throw new Error('the embedded catalogue has no searchHits');
    return { whole: await catalogue.search(everything, locale), hits: await catalogue.searchHits(everything, locale) };
  };

  it.each(LOCALES)('%s: the catalogue\'s hits are listHit of its search, and make the same cards, §9 groups, markers, §5 included', async (locale) => {
    const { whole, hits } = await both(locale);
    expect(whole.results).toHaveLength(whole.total);
    expect(hits.total).toBe(whole.total);
    expect(hits.results).toEqual(whole.results.map(listHit));
    for (const hidden of HIDDEN) {
      for (const grouping of [null, ...GROUPINGS]) {
        const cards = (estates: readonly Estate[]) => listCards(visibleEstates(estates, hidden), locale, { grouping, markers: true });
        expect(cards(hits.results)).toEqual(cards(whole.results));
      }
    }
  }, SLOW);

  it('a project\'s hit is under a fifth of its document; a property\'s is its document', async () => {
    const { whole, hits } = await both('nl');
    const projects = whole.results.filter((estate) => (estate.children ?? []).some((unit) => unit.general.id !== estate.general.id));
    expect(projects.length).toBeGreaterThan(10);
    const ids = new Set(projects.map((estate) => estate.general.id));
    expect(bytes(hits.results.filter((estate) => ids.has(estate.general.id)))).toBeLessThan(bytes(projects) / 5);
    const properties = (found: SearchResult) => found.results.filter((estate) => !ids.has(estate.general.id));
    expect(properties(hits)).toEqual(properties(whole));
  }, SLOW);
});

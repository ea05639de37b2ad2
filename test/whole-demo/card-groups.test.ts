import type { Core } from '../../application/core';
import { listCards, type ListCard } from '../../domain/display/list-card';
import { mapMarkerOf } from '../../domain/display/map-location';
import type { Estate } from '../../domain/estate/estate';
import { groupEstates } from '../../domain/grouping/group-estates';
import { groupLabeller } from '../../domain/grouping/group-labels';
import { GROUPINGS, type Grouping } from '../../domain/grouping/grouping';
import { listCardGroups } from '../../domain/grouping/list-groups';
import { PAGE_SIZE } from '../../domain/search/pagination';
import { buildSearchBody } from '../../domain/search/search-body';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { demoCore, openDemoCatalogue } from '../support/demo-catalogue';
import { withSiteVisibility } from '../support/site-ports';

/**
 * §1, §9 and issue 23 item 2, over every estate of the embedded demo, in every language and every grouping: a page
 * ships cards, not estates, and groups the cards it has loaded by the group each card carries. The groups it draws
 * (keys, headings, order, cards) are the groups of the estates themselves (groupEstates with its labels), whether the
 * cards came at once or fifteen at a time as "load more" brings them; the core's ajax search gives the same cards
 * their groups and, asked for, their map markers.
 */
const SLOW = 120_000;

interface Drawn {
  readonly key: string;
  readonly label: string;
  readonly ids: readonly string[];
}

const drawn = (groups: readonly { key: string; label: string; estates: readonly ListCard[] }[]): Drawn[] =>
  groups.map((group) => ({ key: group.key, label: group.label, ids: group.estates.map(({ card }) => card.id) }));

describe('§9 the groups a page draws from its cards are the groups of its estates, over the whole demo', () => {
  let embedded: EmbeddedCatalogue;
  let core: Core;
  /** Every estate the site shows (§5 applied), sorted as the grouped list sorts them. */
  const shown = async (grouping: Grouping, locale: Locale): Promise<readonly Estate[]> => {
    const catalogue = withSiteVisibility(embedded.adapters).catalogue;
    const { total } = await catalogue.search(buildSearchBody({ filter: {}, grouping, from: 0, size: 0 }), locale);
    return (await catalogue.search(buildSearchBody({ filter: {}, grouping, from: 0, size: total }), locale)).results;
  };

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    core = demoCore(embedded);
  }, SLOW);
  afterAll(() => embedded?.close());

  describe.each(LOCALES)('%s', (locale) => {
    it.each([...GROUPINGS])('%s: at once, fifteen at a time, and through the ajax search', async (grouping) => {
      const estates = await shown(grouping, locale);
      expect(estates.length).toBeGreaterThan(1000);
      const expected: Drawn[] = groupEstates(estates, grouping, groupLabeller(estates, locale)).map((group) => ({
        key: group.key,
        label: group.label,
        ids: group.estates.map((estate) => String(estate.general.id)),
      }));
      expect(expected.length).toBeGreaterThan(1);

      expect(drawn(listCardGroups(listCards(estates, locale, { grouping }), grouping, null))).toEqual(expected);

      const byPages: ListCard[] = [];
      for (let from = 0; from < estates.length; from += PAGE_SIZE) byPages.push(...listCards(estates.slice(from, from + PAGE_SIZE), locale, { grouping }));
      expect(drawn(listCardGroups(byPages, grouping, null))).toEqual(expected);

      const viaAjax: ListCard[] = [];
      for (let from = 0; from < estates.length; from += 500) {
        const found = await core.queries.search({ locale, body: buildSearchBody({ filter: {}, grouping, from, size: 500 }), grouping });
        if (found.kind !== 'page') throw new Error(found.kind);
        viaAjax.push(...found.view.cards);
      }
      expect(drawn(listCardGroups(viaAjax, grouping, null))).toEqual(expected);
    }, SLOW);
  });

  it('§3 the ajax search gives each card its map marker when asked (none for an estate without coordinates), and none when not', async () => {
    const estates = await shown('TYPE', 'nl');
    const cards = listCards(estates, 'nl', { markers: true });
    expect(cards.map((entry) => entry.marker)).toEqual(estates.map(mapMarkerOf));
    expect(cards.filter((entry) => entry.marker).length).toBeGreaterThan(1000);
    // §3 address.visible: an estate whose address is hidden has its marker at the rounded point, never at the house.
    const everyEstate = estates.flatMap((estate) => [estate, ...(estate.children ?? [])]);
    const point = (estate: Estate) => `${estate.address!.geoLocation!.lat},${estate.address!.geoLocation!.lon}`;
    const placed = (visible: boolean) => everyEstate.filter((estate) => (estate.address?.visible !== false) === visible && estate.address?.geoLocation);
    // The points only hidden addresses have (a unit's hidden address may share its visible project's point).
    const shownPoints = new Set(placed(true).map(point));
    const exact = new Set(placed(false).map(point).filter((at) => !shownPoints.has(at) && !/^-?\d+(\.\d{1,2})?,-?\d+(\.\d{1,2})?$/.test(at)));
    expect(exact.size).toBeGreaterThan(10);
    expect(cards.flatMap(({ marker }) => (marker && exact.has(`${marker.lat},${marker.lng}`) ? [marker.id] : []))).toEqual([]);
    const hiddenGroups = estates.filter((estate) => estate.address?.visible === false && estate.address.geoLocation);
    for (const group of hiddenGroups) {
      const marker = cards[estates.indexOf(group)]?.marker;
      expect(marker && [marker.lat, marker.lng]).toEqual([Math.round(group.address!.geoLocation!.lat * 100) / 100, Math.round(group.address!.geoLocation!.lon * 100) / 100]);
    }
    const found = await core.queries.search({ locale: 'nl', body: buildSearchBody({ filter: {}, from: 0, size: 50 }) });
    expect(found.kind === 'page' && found.view.cards.every((entry) => entry.marker === undefined && entry.group === undefined)).toBe(true);
  });
});

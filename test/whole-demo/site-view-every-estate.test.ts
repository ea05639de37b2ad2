import type { Core } from '../../application/core';
import type { ListView } from '../../application/pages/list-page';
import { listingCard } from '../../domain/display/listing-card';
import { priceLine, priceText } from '../../domain/display/price-line';
import { enumLabel } from '../../domain/enumerations/enumeration';
import { HEAD_TYPE, HEAD_TYPE_ID } from '../../domain/enumerations/head-types';
import type { Estate } from '../../domain/estate/estate';
import type { Grouping } from '../../domain/grouping/grouping';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { PROJECTS_GROUP_LABEL } from '../../domain/grouping/group-labels';
import type { ListFilter } from '../../domain/search/list-filter';
import { MAX_SHOWN_PAGES, PAGE_SIZE } from '../../domain/search/pagination';
import { buildSearchBody, favouritesSearchBody } from '../../domain/search/search-body';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { createContainer, resolve } from '../../infrastructure/container/create-container';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { DEMO_TODAY, openDemoCatalogue } from '../support/demo-catalogue';

/**
 * Issue 19, headless over the whole embedded demo catalogue (as `npm start` seeds it), through the core as the site
 * composes it (infrastructure/container): item 2, no query answers an estate the site hides (§5), whatever it is
 * asked; item 1, the list page's view: every group heading equals the filter's count for the same value, and every
 * card carries the domain's price line.
 */
const SLOW = 300_000;
const clock = new FixedClock(DEMO_TODAY);
const unitsOf = (group: Estate): readonly Estate[] => [group, ...(group.children ?? [])];
const idOf = (estate: Estate): number => Number(estate.general.id);

describe('issue 19 over every estate of the embedded demo catalogue', () => {
  let embedded: EmbeddedCatalogue;
  let core: Core;
  /** Every group the backend holds, as it answers in Dutch, §5 not applied: what the site must keep apart. */
  let everyGroup: readonly Estate[];
  let hiddenIds: ReadonlySet<number>;

  const list = async (filter: ListFilter, grouping: Grouping | null, locale: Locale = 'nl', pages = 1): Promise<ListView> => {
    const result = await core.pages.list({ locale, filter, grouping, pages });
    if (result.kind !== 'page') throw new Error(`list: ${result.kind}`);
    return result.view;
  };

  /**
   * The estates behind cards as the core's own catalogue answers each (§5 applied: a project without its hidden units).
   * A card of an estate the site hides would be not found, and fail here.
   */
  const behind = (cards: readonly { readonly card: { readonly id: string } }[]): Promise<Estate[]> =>
    Promise.all(
      cards.map(async ({ card }) => {
        const found = await core.queries.estate({ locale: 'nl', estateId: Number(card.id) });
        if (found.kind !== 'page') throw new Error(`card ${card.id}: ${found.kind}`);
        return found.view;
      }),
    );

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    core = resolve(createContainer({ adapters: { ...embedded.adapters, clock, logger: new MemoryLogger() } }), 'core');
    const raw = embedded.adapters.catalogue;
    const { total } = await raw.search(buildSearchBody({ filter: {}, from: 0, size: 0 }), 'nl');
    everyGroup = (await raw.search(buildSearchBody({ filter: {}, from: 0, size: total }), 'nl')).results;
    const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
    hiddenIds = new Set(everyGroup.flatMap(unitsOf).filter((unit) => hidden.includes(unit.general.transaction?.id ?? -1)).map(idOf));
  }, SLOW);
  afterAll(() => embedded?.close());

  describe('item 2: §5 in one place, no query answers a hidden estate', () => {
    const hiddenAmong = (estates: readonly Estate[]): number[] => estates.flatMap(unitsOf).map(idOf).filter((id) => hiddenIds.has(id));

    it('the demo hides some estates (its hiddenStatus: taken over)', () => {
      expect(hiddenIds.size).toBeGreaterThan(5);
    });

    it('the browser\'s search ("load more", the map\'s markers) holds every shown estate and no hidden one; favourites of hidden ids find nothing', async () => {
      const shown: Estate[] = [];
      for (let from = 0; ; from += 500) {
        const result = await core.queries.search({ locale: 'nl', body: buildSearchBody({ filter: {}, from, size: 500 }) });
        if (result.kind !== 'page') throw new Error(result.kind);
        shown.push(...(await behind(result.view.cards)));
        if (result.view.cards.length === 0 || shown.length >= result.view.total) break;
      }
      expect(hiddenAmong(shown)).toEqual([]);
      expect(shown.flatMap(unitsOf).length).toBe(everyGroup.flatMap(unitsOf).length - hiddenIds.size);
      const favourites = favouritesSearchBody([...hiddenIds].map(String));
      const found = await core.queries.search({ locale: 'nl', body: favourites ?? buildSearchBody({ filter: {} }) });
      expect(found.kind === 'page' && found.view.cards.map(({ card }) => Number(card.id)).filter((id) => hiddenIds.has(id))).toEqual([]);
    });

    it('no list page shows, counts or groups a hidden estate; choosing the hidden status finds nothing', async () => {
      const byStatus = await list({}, 'STATUS', 'nl', MAX_SHOWN_PAGES);
      expect(hiddenAmong(await behind(byStatus.cards))).toEqual([]);
      const hidden = (await embedded.adapters.directory.site()).settings.hiddenStatus;
      for (const status of hidden) expect(byStatus.groupCounts?.[String(status)]).toBeUndefined();
      expect(Object.values(byStatus.groupCounts ?? {}).reduce((a, b) => a + b, 0)).toBe(byStatus.total);
      expect((await list({ transactionIds: [...hidden] }, null)).total).toBe(0);
    });

    it('a hidden estate has no detail page, no ajax estate, no similar estates and no compare column', async () => {
      for (const id of hiddenIds) {
        const input = { locale: 'nl' as const, origin: 'http://x', path: '', search: '', estateId: String(id) };
        expect([id, (await core.pages.detail(input)).kind]).toEqual([id, 'not_found']);
        expect([id, (await core.queries.estate({ locale: 'nl', estateId: id })).kind]).toEqual([id, 'not_found']);
        expect([id, (await core.queries.similarEstates({ locale: 'nl', estateId: id })).kind]).toEqual([id, 'not_found']);
      }
      const [first] = hiddenIds;
      const shown = everyGroup.find((group) => !hiddenIds.has(idOf(group)) && !group.children) as Estate;
      const compared = await core.pages.compare({ locale: 'nl', ids: [first as number, idOf(shown)], situation: 'other' });
      expect(compared.kind === 'page' && compared.view.columns.map((column) => column.kind)).toEqual(['unavailable', 'estate']);
    });

    it('the similar estates of shown estates, the home page, the notary sales and the sitemap hold no hidden estate', async () => {
      const sample = everyGroup.filter((group) => !hiddenIds.has(idOf(group))).filter((_, index) => index % 25 === 0);
      for (const group of sample) {
        const similar = await core.queries.similarEstates({ locale: 'nl', estateId: idOf(group) });
        expect(similar.kind === 'page' ? hiddenAmong(similar.view) : similar.kind).toEqual([]);
      }
      const home = await core.pages.home({ locale: 'nl' });
      expect(home.kind === 'page' && hiddenAmong(await behind(home.view.featured))).toEqual([]);
      const notary = await core.pages.notarySales({ locale: 'nl', search: { kinds: [], pages: MAX_SHOWN_PAGES } });
      expect(notary.kind === 'page' && hiddenAmong(await behind(notary.view.cards))).toEqual([]);
      const sitemap = await core.pages.sitemap({});
      if (sitemap.kind !== 'page') throw new Error(sitemap.kind);
      const listed = new Set(sitemap.view.entries.map((entry) => entry.paths.nl));
      const hiddenPaths = everyGroup.flatMap((group) => [
        ...(hiddenIds.has(idOf(group)) ? [estateDetailPath(group, 'nl')] : []),
        ...(group.children ?? [])
          .filter((unit) => hiddenIds.has(idOf(unit)) && unit.general.id !== group.general.id)
          .map((unit) => estateDetailPath({ ...unit, general: { ...unit.general, parentId: group.general.id } }, 'nl', group)),
      ]);
      expect(hiddenPaths.length).toBe(hiddenIds.size);
      expect(hiddenPaths.filter((path) => listed.has(path))).toEqual([]);
    });
  });

  describe('item 1: the list page\'s view', () => {
    /** The heading a §9 TYPE group must show: the type filter's own count (its projects said apart, issue 20 item 3). */
    const typeHeadings = (view: ListView) =>
      Object.fromEntries(view.filterValues.types.filter((type) => type.count > (type.projects ?? 0)).map((type) => [String(type.id), type.count - (type.projects ?? 0)]));

    it.each(LOCALES)('%s: every TYPE group heading equals the type filter\'s count for the same value and is named as the filter names it', async (locale) => {
      for (const filter of [{}, { transactionIds: [1] }, { transactionIds: [2] }, { transactionIds: [3, 4, 5] }] as ListFilter[]) {
        const view = await list(filter, 'TYPE', locale);
        const headings = Object.fromEntries((view.groups ?? []).filter((group) => group.count !== null).map((group) => [group.key, group.count]));
        // The loaded cards' groups are some of the headings; every heading is the whole group's count.
        for (const [key, count] of Object.entries(headings)) expect([key, count]).toEqual([key, typeHeadings(view)[key]]);
        expect(view.groupCounts).toEqual(typeHeadings(view));
        for (const group of view.groups ?? []) {
          const expected = Number(group.key) === HEAD_TYPE_ID.PROJECT || group.key === 'Projecten' ? [enumLabel(HEAD_TYPE, HEAD_TYPE_ID.PROJECT, locale), PROJECTS_GROUP_LABEL[locale]] : [enumLabel(HEAD_TYPE, Number(group.key), locale)];
          expect(expected).toContain(group.label);
        }
      }
    }, SLOW);

    it('for every city of the demo, the list\'s cards (all of them) carry the domain\'s price line and card, and its headings equal its type counts', async () => {
      const full = new Map(everyGroup.map((group) => [idOf(group), group]));
      const cities = (await embedded.adapters.catalogue.filterValues(buildSearchBody({ filter: {} }), 'nl')).locations;
      expect(cities.length).toBeGreaterThan(100);
      const seen = new Set<number>();
      const wrong: string[] = [];
      for (const city of cities) {
        const view = await list({ cities: [city.id] }, 'TYPE', 'nl', MAX_SHOWN_PAGES);
        if (view.total > MAX_SHOWN_PAGES * PAGE_SIZE) throw new Error(`city ${city.id}: more cards than an address shows`);
        expect([city.id, view.cards.length, view.urls.loadMore]).toEqual([city.id, view.total, null]);
        expect(view.groupCounts).toEqual(typeHeadings(view));
        expect((view.groups ?? []).flatMap((group) => group.cardIds).sort()).toEqual(view.cards.map((card) => card.card.id).sort());
        for (const { card } of view.cards) {
          const id = Number(card.id);
          const whole = full.get(id) as Estate;
          seen.add(id);
          const line = priceLine(whole, 'nl');
          if (JSON.stringify(card.priceLine) !== JSON.stringify(line) || card.price !== priceText(line, 'nl')) wrong.push(`${id}: ${card.price}`);
          if (JSON.stringify(card) !== JSON.stringify(listingCard(whole, 'nl'))) wrong.push(`${id}: card`);
        }
      }
      expect(wrong).toEqual([]);
      // Every shown estate is a card of its city's list (an estate without a city is on no city's list).
      const shownWithCity = everyGroup.filter((group) => !hiddenIds.has(idOf(group)) && group.address?.city?.id !== undefined);
      expect(shownWithCity.filter((group) => !seen.has(idOf(group))).map(idOf)).toEqual([]);
    }, SLOW);
  });
});

import { detailPage } from '../../application/pages/detail-page';
import { withSiteVisibility } from '../support/site-ports';
import { subscriptionPage } from '../../application/pages/subscription-page';
import { searchCity } from '../../application/queries/search-city';
import { similarEstates } from '../../application/queries/similar-estates';
import { listingCard } from '../../domain/display/listing-card';
import { enumLabel } from '../../domain/enumerations/enumeration';
import { SUB_TYPE } from '../../domain/enumerations/sub-types';
import type { Estate } from '../../domain/estate/estate';
import { buildSearchBody } from '../../domain/search/search-body';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { DEMO_TODAY, openDemoCatalogue } from '../support/demo-catalogue';

/**
 * Issue 13 item 3 (one language per page) and item 8 (the language switcher without a 301) on the embedded
 * demo data: the ajax fragments and the city names of a page are in the page's language (§3 city alias).
 */
const SLOW = 120_000;
const OTHERS: readonly Locale[] = ['fr', 'en', 'de'];

describe('issue 13 items 3 and 8: one language per page on the embedded demo catalogue', () => {
  let embedded: EmbeddedCatalogue;
  const clock = new FixedClock(DEMO_TODAY);
  // The ports as the site's core sees them: §5 bound (application/visible-catalogue.ts).
  const deps = () => ({ ...withSiteVisibility(embedded.adapters), clock, logger: new MemoryLogger() });
  let sample: Estate[];

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    sample = [...(await embedded.adapters.catalogue.search(buildSearchBody({ filter: {}, from: 0, size: 40 }), 'nl')).results];
  }, SLOW);
  afterAll(() => embedded?.close());

  it.each(OTHERS)('§7 similar estates on a %s page: every card title in that language', async (locale) => {
    for (const estate of sample.filter((e) => !e.children?.length).slice(0, 10)) {
      const result = await similarEstates(deps(), { locale, estateId: Number(estate.general.id) });
      if (result.kind !== 'page') throw new Error(result.kind);
      for (const similar of result.view) {
        const card = listingCard(similar, locale);
        const subTypeId = similar.general.subType?.id;
        const dutch = enumLabel(SUB_TYPE, subTypeId, 'nl');
        if (dutch !== enumLabel(SUB_TYPE, subTypeId, locale)) expect(card.subType).not.toBe(dutch);
        const city = similar.address?.city;
        if (city?.alias?.[locale]) expect(card.city).toBe(city.alias[locale]);
      }
    }
  });

  it.each([
    ['fr', 'namu', 'Namur'],
    ['en', 'antw', 'Antwerp'],
    ['fr', 'antw', 'Anvers'],
    ['de', 'luik', 'Lüttich'],
    ['nl', 'namur', 'Namen'],
  ] as const)('§7 search-city on a %s page names %s as %s (§3 city alias)', async (locale, q, name) => {
    expect((await searchCity(deps(), { locale, q })).map((city) => city.name)).toContain(name);
  });

  it.each(OTHERS)('the subscription page (new and edit) offers the cities in %s', async (locale) => {
    const result = await subscriptionPage(deps(), { locale });
    if (result.kind !== 'page') throw new Error(result.kind);
    const names = result.view.cities.map((city) => city.alias?.[locale] || city.name);
    expect(names).toContain('Namur');
    expect(names).not.toContain('Namen');
    expect(names).toContain(locale === 'fr' ? 'Anvers' : locale === 'en' ? 'Antwerp' : 'Antwerpen');
  });

  it('issue 13 item 8: each language\'s link of a detail page is that language\'s own address (no 301)', async () => {
    const estates = [...sample.slice(0, 12), ...sample.filter((e) => (e.children?.length ?? 0) > 0).slice(0, 3)];
    for (const estate of estates) {
      for (const shown of LOCALES) {
        const first = await detailPage(deps(), { locale: shown, origin: 'http://x', path: `/${shown}/x`, search: '', estateId: String(estate.general.id) });
        if (first.kind !== 'redirect') throw new Error(`expected the canonical redirect, got ${first.kind}`);
        const opened = await detailPage(deps(), { locale: shown, origin: 'http://x', path: first.location, search: '', estateId: String(estate.general.id) });
        if (opened.kind !== 'page') throw new Error(opened.kind);
        for (const target of LOCALES) {
          const path = opened.view.alternates[target];
          const [, , , id] = path.split('/');
          const answer = await detailPage(deps(), { locale: target, origin: 'http://x', path, search: '', estateId: id });
          expect({ shown, target, path, kind: answer.kind }).toEqual({ shown, target, path, kind: 'page' });
        }
      }
    }
  }, SLOW);
});

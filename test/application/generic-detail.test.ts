import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { LOCALES } from '../../domain/shared/locale';
import { aListedEstate, aWorld } from './harness';

// Issue 20 ("Also"): §2 "Generic detail" (/detail in each language) answered 404.

const LIST = { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' } as const;

describe('§2 generic detail: /detail leads somewhere (302), never to a 404', () => {
  const world = aWorld({ estates: [aListedEstate(1), aListedEstate(5, 5)], hiddenStatus: [5] });
  const answer = (locale: (typeof LOCALES)[number], id: string | null) => world.core.pages.genericDetail({ locale, origin: 'https://immo.test', id });

  it.each(LOCALES)('%s: without ?id= it leads to the list page of the language', async (locale) => {
    expect(await answer(locale, null)).toEqual({ kind: 'redirect', location: LIST[locale], status: 302 });
  });

  it.each(LOCALES)('%s: ?id= of a shown estate leads to its canonical page', async (locale) => {
    expect(await answer(locale, '1')).toEqual({ kind: 'redirect', location: estateDetailPath(aListedEstate(1), locale), status: 302 });
  });

  it('an unknown, hidden (§5) or malformed id leads to the list', async () => {
    for (const id of ['999', '5', 'abc', '0', '']) expect(await answer('nl', id)).toEqual({ kind: 'redirect', location: '/nl/aanbod', status: 302 });
  });
});

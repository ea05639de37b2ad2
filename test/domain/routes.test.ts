import { LOCALES } from '../../domain/shared/locale';
import type { Locale } from '../../domain/shared/locale';
import { ROUTE_NAMES, isRouteName, localizedPath, matchRoute, routePath, routePattern } from '../../domain/routing/routes';
import type { RouteName, RouteParams } from '../../domain/routing/routes';

const PARAMS: Readonly<Record<RouteName, Readonly<Record<string, string>>>> = {
  home: {},
  list: {},
  privacy: {},
  terms: {},
  favorites: {},
  compare: {},
  subscribe: {},
  subscribeSuccess: {},
  unsubscribe: { token: 'tok123' },
  editSubscriptions: { token: 'tok123' },
  confirmSubscription: { token: 'tok123' },
  estate: { estateId: '42' },
  estateWithSlug: { estateId: '42', slug: 'villa-te-koop-in-gent' },
  projectEntity: { estateId: '42', slug: 'villa-te-koop-in-gent', entityId: '7' },
  cancelAppointment: { appointmentId: 'ap-9' },
  rentalUnit: { rentalUnitId: '13' },
  holidayList: {},
  contact: {},
  appointment: { appointmentId: 'ap-9' },
  detail: {},
  notarySales: {},
};

// §2 table, written out by hand so that the test does not repeat the implementation.
const PATHS: Readonly<Record<RouteName, readonly [nl: string, fr: string, en: string, de: string]>> = {
  home: ['/nl', '/fr', '/en', '/de'],
  list: ['/nl/aanbod', '/fr/offre', '/en/offer', '/de/angebot'],
  privacy: [
    '/nl/privacy-verklaring',
    '/fr/declaration-de-confidentialite',
    '/en/privacy-statement',
    '/de/datenschutzerklarung',
  ],
  terms: ['/nl/gebruiksvoorwaarden', '/fr/conditions-d-utilisation', '/en/terms-of-use', '/de/agb'],
  favorites: ['/nl/favorieten', '/fr/favoris', '/en/favorites', '/de/favoriten'],
  // Issue 10: the compare page.
  compare: ['/nl/vergelijken', '/fr/comparer', '/en/compare', '/de/vergleichen'],
  // Issue 12: the holiday rentals list is the holiday path without an id.
  holidayList: ['/nl/vakantie', '/fr/vacances', '/en/holiday', '/de/feiertage'],
  // Issue 12 item 5: the notary sales.
  notarySales: ['/nl/notariele-verkopen', '/fr/ventes-notariales', '/en/notary-sales', '/de/notarielle-versteigerungen'],
  // Issue 13 item 1: the contact page at the address of the demo navigation's menu item.
  contact: ['/nl/contact', '/fr/contact', '/en/contact', '/de/kontakt'],
  // Issue 12: a booked viewing's confirmation.
  appointment: ['/nl/afspraak/ap-9', '/fr/rendez-vous/ap-9', '/en/appointment/ap-9', '/de/termin/ap-9'],
  subscribe: [
    '/nl/hou-me-op-de-hoogte',
    '/fr/tenez-moi-au-courant',
    '/en/keep-me-informed',
    '/de/halte-mich-auf-dem-laufenden',
  ],
  subscribeSuccess: [
    '/nl/hou-me-op-de-hoogte/succes',
    '/fr/tenez-moi-au-courant/reussi',
    '/en/keep-me-informed/success',
    '/de/halte-mich-auf-dem-laufenden/gelungen',
  ],
  unsubscribe: [
    '/nl/hou-me-op-de-hoogte/uitschrijven/tok123',
    '/fr/tenez-moi-au-courant/desinscrire/tok123',
    '/en/keep-me-informed/unsubscribe/tok123',
    '/de/halte-mich-auf-dem-laufenden/abbestellen/tok123',
  ],
  editSubscriptions: [
    '/nl/hou-me-op-de-hoogte/tok123',
    '/fr/tenez-moi-au-courant/tok123',
    '/en/keep-me-informed/tok123',
    '/de/halte-mich-auf-dem-laufenden/tok123',
  ],
  // Issue 11: the double opt-in link.
  confirmSubscription: [
    '/nl/hou-me-op-de-hoogte/bevestigen/tok123',
    '/fr/tenez-moi-au-courant/confirmer/tok123',
    '/en/keep-me-informed/confirm/tok123',
    '/de/halte-mich-auf-dem-laufenden/bestatigen/tok123',
  ],
  estate: ['/nl/aanbod/42', '/fr/offre/42', '/en/offer/42', '/de/angebot/42'],
  estateWithSlug: [
    '/nl/aanbod/42/villa-te-koop-in-gent',
    '/fr/offre/42/villa-te-koop-in-gent',
    '/en/offer/42/villa-te-koop-in-gent',
    '/de/angebot/42/villa-te-koop-in-gent',
  ],
  projectEntity: [
    '/nl/aanbod/42/villa-te-koop-in-gent/7',
    '/fr/offre/42/villa-te-koop-in-gent/7',
    '/en/offer/42/villa-te-koop-in-gent/7',
    '/de/angebot/42/villa-te-koop-in-gent/7',
  ],
  cancelAppointment: [
    '/nl/afspraak-annuleren/ap-9',
    '/fr/annuler-rendez-vous/ap-9',
    '/en/cancel-appointment/ap-9',
    '/de/termin-absagen/ap-9',
  ],
  rentalUnit: ['/nl/vakantie/13', '/fr/vacances/13', '/en/holiday/13', '/de/feiertage/13'],
  detail: ['/nl/detail', '/fr/detail', '/en/detail', '/de/detail'],
};

const pathOf = (name: RouteName, locale: Locale): string => PATHS[name][LOCALES.indexOf(locale)] ?? '';

const TABLE = ROUTE_NAMES.flatMap((name) =>
  LOCALES.map((locale) => [name, locale, pathOf(name, locale)] as const),
);

// A pattern is the path with each parameter value replaced by ':name'.
function patternOf(name: RouteName, locale: Locale): string {
  const byValue = new Map(Object.entries(PARAMS[name]).map(([param, value]) => [value, `:${param}`]));
  return pathOf(name, locale)
    .split('/')
    .map((segment) => byValue.get(segment) ?? segment)
    .join('/');
}

describe('§2 routes: every route in every language', () => {
  it('covers the whole table', () => {
    expect(TABLE).toHaveLength(21 * 4);
  });

  it.each(TABLE)('§2 routePath(%s, %s) is %s', (name, locale, path) => {
    expect(routePath(name, locale, PARAMS[name])).toBe(path);
  });

  it.each(TABLE)('§2 matchRoute reads %s/%s back from %s', (name, locale, path) => {
    expect(matchRoute(path)).toEqual({ name, locale, params: PARAMS[name] });
  });

  it.each(TABLE)('§2 routePattern(%s, %s) has :params in place of %s values', (name, locale) => {
    expect(routePattern(name, locale)).toBe(patternOf(name, locale));
  });

  it.each([
    ['estate', 'nl', '/nl/aanbod/:estateId'],
    ['projectEntity', 'fr', '/fr/offre/:estateId/:slug/:entityId'],
    ['unsubscribe', 'de', '/de/halte-mich-auf-dem-laufenden/abbestellen/:token'],
    ['home', 'en', '/en'],
  ] as const)('§2 routePattern(%s, %s) is %s', (name, locale, pattern) => {
    expect(routePattern(name, locale)).toBe(pattern);
  });
});

describe('§2 routePath: unknown names and parameters', () => {
  it.each(['unknown', '', 'Home', 'toString', 'constructor'])('§2 unknown name %j gives /', (name) => {
    expect(routePath(name, 'nl')).toBe('/');
  });

  it.each<[RouteName, RouteParams]>([
    ['estate', {}],
    ['estate', { estateId: '' }],
    ['estateWithSlug', { estateId: 42 }],
    ['estateWithSlug', { estateId: 42, slug: '' }],
    ['projectEntity', { estateId: 42, slug: 'x' }],
    ['unsubscribe', {}],
    ['cancelAppointment', {}],
    ['rentalUnit', {}],
  ])('§2 %s with a missing parameter %j fails safe to /', (name, params) => {
    expect(routePath(name, 'nl', params)).toBe('/');
  });

  it.each<[RouteName, RouteParams]>([
    ['estate', { estateId: 'abc' }],
    ['estate', { estateId: '12a' }],
    ['estate', { estateId: -1 }],
    ['estate', { estateId: 1.5 }],
    ['projectEntity', { estateId: 1, slug: 'x', entityId: 'y' }],
    ['rentalUnit', { rentalUnitId: 'r1' }],
  ])('§2 %s with a non-numeric id %j fails safe to /', (name, params) => {
    expect(routePath(name, 'nl', params)).toBe('/');
  });

  it('§2 without params a route with none still works', () => {
    expect(routePath('favorites', 'fr')).toBe('/fr/favoris');
  });

  it('§2 numbers are accepted for ids and extra params are ignored', () => {
    const params = { estateId: 5, entityId: 0, slug: 'a', token: 'ignored' };
    expect(routePath('projectEntity', 'en', params)).toBe('/en/offer/5/a/0');
  });

  it.each([
    ['a b', 'a%20b'],
    ['a/b', 'a%2Fb'],
    ['x?y#z', 'x%3Fy%23z'],
    ['é&=', '%C3%A9%26%3D'],
    ['100%', '100%25'],
  ])('§2 parameter %j is URL-encoded as %s and read back', (token, encoded) => {
    const path = routePath('editSubscriptions', 'nl', { token });
    expect(path).toBe(`/nl/hou-me-op-de-hoogte/${encoded}`);
    expect(matchRoute(path)).toEqual({ name: 'editSubscriptions', locale: 'nl', params: { token } });
  });
});

describe('§2 matchRoute: edge cases', () => {
  it.each([
    ['/nl/aanbod/', 'list', 'nl', {}],
    ['/nl/', 'home', 'nl', {}],
    ['/fr/offre/12/', 'estate', 'fr', { estateId: '12' }],
    ['/nl/aanbod/12/slug?trans=kopen#top', 'estateWithSlug', 'nl', { estateId: '12', slug: 'slug' }],
    ['/nl/aanbod?city=1', 'list', 'nl', {}],
    ['/nl#x', 'home', 'nl', {}],
    ['/nl/%61anbod/12', 'estate', 'nl', { estateId: '12' }],
    ['/de/angebot/1/sch%C3%B6n', 'estateWithSlug', 'de', { estateId: '1', slug: 'schön' }],
    ['/nl/hou-me-op-de-hoogte/succes', 'subscribeSuccess', 'nl', {}],
    ['/en/keep-me-informed/success/', 'subscribeSuccess', 'en', {}],
    ['/nl/hou-me-op-de-hoogte/success', 'editSubscriptions', 'nl', { token: 'success' }],
    ['/fr/tenez-moi-au-courant/desinscrire/t', 'unsubscribe', 'fr', { token: 't' }],
    ['/de/termin-absagen/abc', 'cancelAppointment', 'de', { appointmentId: 'abc' }],
  ] as const)('§2 %s is %s in %s', (path, name, locale, params) => {
    expect(matchRoute(path)).toEqual({ name, locale, params });
  });

  it.each([
    '',
    '/',
    '/xx/aanbod',
    '/NL/aanbod',
    '/nl/offer',
    '/fr/aanbod',
    '/nl/aanbod/abc',
    '/nl/aanbod/12a/slug',
    '/nl/aanbod/12/slug/abc',
    '/nl/aanbod/12/slug/7/extra',
    '/nl/vakantie/x1',
    '/nl/vakantie/extra/deel',
    '/nl/privacy-verklaring/extra',
    '/nl/onbekend',
    '/nl/aanbod/%E0%A4%A',
  ])('§2 %j is no route', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('§2 localizedPath: the language switcher', () => {
  const PAIRS = TABLE.flatMap(([name, from, path]) =>
    LOCALES.filter((to) => to !== from).map((to) => [path, to, pathOf(name, to)] as const),
  );

  it.each(PAIRS)('§2 %s in %s is %s', (path, to, expected) => {
    expect(localizedPath(path, to)).toBe(expected);
  });

  it.each([
    ['/nl/aanbod?trans=kopen&city=3', 'fr', '/fr/offre?trans=kopen&city=3'],
    ['/nl/aanbod/12/villa-in-gent/#photos', 'en', '/en/offer/12/villa-in-gent#photos'],
    ['/fr/offre/12/maison-a-liege', 'fr', '/fr/offre/12/maison-a-liege'],
    ['/nl/hou-me-op-de-hoogte/a%20b', 'de', '/de/halte-mich-auf-dem-laufenden/a%20b'],
  ] as const)('§2 %s in %s keeps params, query and hash: %s', (path, to, expected) => {
    expect(localizedPath(path, to)).toBe(expected);
  });

  it.each([
    ['/nl/onbekend', 'fr', '/fr'],
    ['/', 'de', '/de'],
    ['/xx/aanbod', 'en', '/en'],
  ] as const)('§2 unknown %s leads to the home page: %s → %s', (path, to, expected) => {
    expect(localizedPath(path, to)).toBe(expected);
  });
});

describe('§2 route names', () => {
  it.each([
    ['estate', true],
    ['detail', true],
    ['nope', false],
    [3, false],
    [undefined, false],
  ])('isRouteName(%j) is %s', (value, expected) => {
    expect(isRouteName(value)).toBe(expected);
  });
});

import type { Estate } from '../../domain/estate/estate';
import { bidditUrlIn } from '../../domain/estate/notary-sale';
import { legalSections } from '../../domain/legal/legal-view';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import { FIXTURE_ESTATES, NOTARY_ONLINE } from '../fixtures/estates';

/**
 * Issue 20 ("Also"): an online notary sale (biddit) was labelled "Zitdag" and "Plaats van de verkoop: biddit.be", as
 * the demo and some upstreams write a session and place for it; and its biddit link went to /nl/ in every language.
 */
const byId = (id: number) => FIXTURE_ESTATES.find((estate) => Number(estate.general.id) === id) as Estate;
// The demo writes an online sale so: its bid period, and a "session" on the closing day at "biddit.be".
const ONLINE_WITH_SESSION: Estate = {
  ...byId(2),
  fields: { ...byId(2).fields, notary: { ...NOTARY_ONLINE, session_date: '2025-03-11', location_public_auction: 'biddit.be', bid_url: 'https://www.biddit.be/nl/catalog' } },
};
const notaryRows = (estate: Estate, locale: Locale) => legalSections(estate, locale, '2025-03-01').find((section) => section.id === 'notary')?.rows ?? [];

describe('issue 20: an online notary sale has no session day or place; its biddit link speaks the page\'s language', () => {
  it.each(LOCALES)('%s: the detail rows of an online sale name its bid period, never a session day or place', (locale) => {
    const keys = notaryRows(ONLINE_WITH_SESSION, locale).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['fields.notary.interactive_sale_bid_start_date', 'fields.notary.interactive_sale_bid_end_date', 'fields.notary.bid_url']));
    expect(keys).not.toContain('fields.notary.session_date');
    expect(keys).not.toContain('fields.notary.location_public_auction');
  });

  it('a public sale keeps its session day and place', () => {
    const keys = notaryRows(byId(5), 'nl').map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['fields.notary.session_date', 'fields.notary.location_public_auction']));
  });

  it.each<[Locale, string]>([
    ['nl', 'https://www.biddit.be/nl/catalog'],
    ['fr', 'https://www.biddit.be/fr/catalog'],
    ['de', 'https://www.biddit.be/fr/catalog'],
    ['en', 'https://www.biddit.be/nl/catalog'],
  ])('%s: the bid link goes to biddit in %s', (locale, href) => {
    const row = notaryRows(ONLINE_WITH_SESSION, locale).find((candidate) => candidate.key === 'fields.notary.bid_url');
    expect(row?.href).toBe(href);
  });

  it('only biddit\'s own addresses change language', () => {
    expect(bidditUrlIn('https://biddit.be/fr/catalog/detail/123', 'nl')).toBe('https://biddit.be/nl/catalog/detail/123');
    expect(bidditUrlIn('https://www.notaris.be/nl/verkoop', 'fr')).toBe('https://www.notaris.be/nl/verkoop');
  });
});

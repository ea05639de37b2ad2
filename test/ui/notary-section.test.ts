import type { Estate } from '../../domain/estate/estate';
import { legalSections } from '../../domain/legal/legal-view';
import { aListedEstate } from '../application/harness';
import { NOTARY_ONLINE, NOTARY_PUBLIC } from '../fixtures/estates';

// Issue 12 item 5: the detail section of a notary sale (§3 notary group): its session, starting price, bid period and
// link, visit day and higher-bid rule, dates dd/mm/yyyy (§2) and times in Brussels.

const rows = (estate: Estate) =>
  Object.fromEntries(
    (legalSections(estate, 'nl', '2026-11-01').find((section) => section.id === 'notary')?.rows ?? []).map((row) => [row.label, row.href ?? row.value]),
  );

describe('issue 12 item 5: the notary section', () => {
  it('§3 an online sale: the bid period in Brussels time, the bid link, the starting price and bid step, the visit day', () => {
    expect(rows(aListedEstate(1, 1, { fields: { notary: NOTARY_ONLINE } }))).toEqual({
      'detail.notary.settingPrice': '€ 250.000',
      'detail.notary.increment': '€ 2.500',
      'detail.notary.bidStart': '03/03/2025 14:00',
      'detail.notary.bidEnd': '11/03/2025 14:00',
      'detail.notary.bidUrl': 'https://www.biddit.be/nl/catalog',
      'detail.notary.visitDate': '27/02/2025',
      'detail.notary.soldBy': 'Notariskantoor Brugge',
    });
  });

  it('§3 a public sale: the session with its place and time, the higher-bid rule and its deadline', () => {
    expect(rows(aListedEstate(1, 1, { fields: { notary: { ...NOTARY_PUBLIC, session_date: '2025-02-20T14:00:00Z' } } }))).toEqual({
      'detail.notary.sessionDate': '20/02/2025 15:00',
      'detail.notary.location': 'Vredegerecht Merelbeke',
      'detail.notary.settingPrice': '€ 180.000',
      'detail.notary.barringHigherBid': 'Ja',
      'detail.notary.higherBidDate': '07/03/2025',
    });
  });

  it('§4 a sold estate hides the starting price; the rest of the sale stays', () => {
    const sold = rows(aListedEstate(1, 5, { fields: { notary: NOTARY_PUBLIC } }));
    expect(sold['detail.notary.settingPrice']).toBeUndefined();
    expect(sold['detail.notary.sessionDate']).toBe('20/02/2025 15:00');
  });
});

describe('issue 20 item 1: the financial section\'s price reads as the price line does', () => {
  const price = (transaction: number, locale: 'nl' | 'de') =>
    legalSections(aListedEstate(1, transaction, { price: { value: 960 }, fields: { financial: { price: 960, warranty: 1920 } } }), locale, '2026-11-01')
      .find((section) => section.id === 'financial')
      ?.rows.find((row) => row.key === 'fields.financial.price')?.value;

  it.each([
    [1, 'nl', '€ 960'],
    [2, 'nl', '€ 960 per maand'],
    [4, 'de', '€ 960 pro Monat'],
    [5, 'nl', undefined],
  ] as const)('transaction %i (%s): %p', (transaction, locale, expected) => {
    expect(price(transaction, locale)).toBe(expected);
  });
});

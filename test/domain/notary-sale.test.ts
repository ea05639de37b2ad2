import type { NotaryFields } from '../../domain/estate/fields/notary-fields';
import { isNotarySale, isNotarySaleKind, notarySaleKind, notarySaleSchedule, type NotarySaleSchedule } from '../../domain/estate/notary-sale';

const withNotary = (notary: NotaryFields | undefined) => ({ fields: notary === undefined ? {} : { notary } });

describe('issue 12 item 5: an estate sold by public or online auction (§3 notary group)', () => {
  it.each<[string, NotaryFields | undefined, 'public' | 'online' | undefined]>([
    ['§3 session_date: a public auction', { session_date: '2026-12-05' }, 'public'],
    ['§3 location_public_auction: a public auction', { location_public_auction: 'Vredegerecht Gent' }, 'public'],
    ['§3 interactive sale bid start date: online', { interactive_sale_bid_start_date: '2026-12-01T14:00:00+01:00' }, 'online'],
    ['§3 interactive sale bid end date: online', { interactive_sale_bid_end_date: '2026-12-09T14:00:00+01:00' }, 'online'],
    ['§3 bid url: online', { bid_url: 'https://www.biddit.be/nl/catalog/detail/1' }, 'online'],
    ['§3 bid dates and a session (biddit closes on a session day): online', { session_date: '2026-12-09', location_public_auction: 'biddit.be', interactive_sale_bid_end_date: '2026-12-09T14:00:00+01:00' }, 'online'],
    ['§3 an annuity sale alone is no auction', { annuity: true, annuity_advance_amount: 50_000 }, undefined],
    ['§3 a setting price, notary and visit date alone are no auction', { setting_price: 200_000, sold_by: 'Notaris X', visit_date: '2026-12-01' }, undefined],
    ['§3 blank texts count as empty', { session_date: ' ', bid_url: '', location_public_auction: '  ' }, undefined],
    ['§3 no notary group', undefined, undefined],
  ])('%s', (_title, notary, kind) => {
    expect(notarySaleKind(withNotary(notary))).toBe(kind);
    expect(isNotarySale(withNotary(notary))).toBe(kind !== undefined);
  });

  it.each<[unknown, boolean]>([
    ['public', true],
    ['online', true],
    ['PUBLIC', false],
    ['', false],
    [1, false],
  ])('the kinds of sale the filter takes: %p is one: %p', (value, expected) => {
    expect(isNotarySaleKind(value)).toBe(expected);
  });
});

describe('issue 12 item 5: the next session or bid period, in Brussels time', () => {
  const online: NotaryFields = {
    interactive_sale_bid_start_date: '2026-12-01T14:00:00+01:00',
    interactive_sale_bid_end_date: '2026-12-09T14:00:00+01:00',
    session_date: '2026-12-09',
    location_public_auction: 'biddit.be',
    bid_url: 'https://www.biddit.be/x',
  };
  it.each<[string, NotaryFields, string, Partial<NotarySaleSchedule> | undefined]>([
    ['online, before the first bid', online, '2026-12-01T12:59:59Z', { kind: 'online', phase: 'upcoming', bidStart: online.interactive_sale_bid_start_date, bidEnd: online.interactive_sale_bid_end_date }],
    ['online, bids open at 14:00 Brussels (13:00 UTC)', online, '2026-12-01T13:00:00Z', { kind: 'online', phase: 'open' }],
    ['online, the last minute', online, '2026-12-09T12:59:00Z', { kind: 'online', phase: 'open' }],
    ['online, over at the end moment', online, '2026-12-09T13:00:00Z', { kind: 'online', phase: 'closed' }],
    ['online with zone-less dates: Brussels wall time (summer, UTC+2)', { interactive_sale_bid_start_date: '2026-07-01T14:00:00', interactive_sale_bid_end_date: '2026-07-09T14:00:00' }, '2026-07-01T12:00:00Z', { phase: 'open' }],
    ['online with zone-less dates, one minute early', { interactive_sale_bid_start_date: '2026-07-01T14:00:00' }, '2026-07-01T11:59:00Z', { phase: 'upcoming' }],
    ['public, the session day still to come', { session_date: '2026-12-05', location_public_auction: 'Gent' }, '2026-12-04T22:59:00Z', { kind: 'public', phase: 'upcoming', sessionDate: '2026-12-05', location: 'Gent' }],
    ['public, during the session day in Brussels', { session_date: '2026-12-05' }, '2026-12-05T22:59:00Z', { phase: 'upcoming' }],
    ['public, the session day over in Brussels (23:00 UTC in winter)', { session_date: '2026-12-05' }, '2026-12-05T23:00:00Z', { phase: 'closed' }],
    ['public, a place without a date stays upcoming', { location_public_auction: 'Gent' }, '2030-01-01T00:00:00Z', { phase: 'upcoming', location: 'Gent' }],
    ['no auction: no schedule', { annuity: true }, '2026-12-01T00:00:00Z', undefined],
  ])('%s', (_title, notary, now, expected) => {
    const schedule = notarySaleSchedule(withNotary(notary), new Date(now));
    if (expected === undefined) expect(schedule).toBeUndefined();
    else expect(schedule).toMatchObject(expected);
  });
});

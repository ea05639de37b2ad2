import { digestItems } from '../../domain/alerts/alert-digest';
import { digestDueAt, isAlertRhythm, isDigestDue, type AlertRhythm } from '../../domain/alerts/alert-rhythm';
import { CONFIRMATION_TOKEN_BYTES, confirmationExpiresAt, isConfirmationValid } from '../../domain/alerts/confirmation';
import {
  estateChanges,
  isAlertedStatusChange,
  isPriceDrop,
  latestPriceDrop,
  marketStatus,
  type EstateChange,
  type MarketStatus,
  type RecordedChange,
} from '../../domain/alerts/estate-change';
import { consentRecord, consentText } from '../../domain/alerts/subscription-consent';
import { CONSENT_TEXT_VERSION } from '../../domain/requests/consent';
import { estateId, type Estate } from '../../domain/estate/estate';
import { validateFollowed, validateSubscriptionRequest } from '../../domain/requests/visitor-requests';
import { mailSender } from '../../domain/site/mail-sender';
import { LOCALES } from '../../domain/shared/locale';
import { DEMO_SITE } from '../fixtures/site';

const CONFIRMED = '2026-11-20T08:00:00.000Z';
const estate = (id: number, transaction: number, price?: number, sticker?: string): Estate => ({
  general: { id: estateId(id), transaction: { id: transaction }, ...(sticker && { sticker: { id: 1, name: sticker } }) },
  ...(price !== undefined && { price: { value: price } }),
});

describe('issue 11 digest due times (clock passed in)', () => {
  it.each<[AlertRhythm, string | null, string, boolean]>([
    ['immediately', null, '2026-11-20T08:00:00.000Z', true],
    ['daily', null, '2026-11-21T07:59:59.999Z', false],
    ['daily', null, '2026-11-21T08:00:00.000Z', true],
    ['daily', '2026-11-22T09:00:00.000Z', '2026-11-23T08:59:00.000Z', false],
    ['weekly', null, '2026-11-26T08:00:00.000Z', false],
    ['weekly', null, '2026-11-27T08:00:00.000Z', true],
  ])('issue 11: %s after last digest %s is due at %s: %s', (rhythm, last, now, due) => {
    expect(isDigestDue(rhythm, last, CONFIRMED, new Date(now))).toBe(due);
  });

  it('issue 11: the due time counts from the last digest, or from the confirmation', () => {
    expect(digestDueAt('daily', '2026-11-22T09:00:00.000Z', CONFIRMED).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(digestDueAt('weekly', undefined, CONFIRMED).toISOString()).toBe('2026-11-27T08:00:00.000Z');
  });

  it.each([['daily', true], ['weekly', true], ['immediately', true], ['hourly', false], [3, false]])('issue 11: %s is a rhythm: %s', (value, ok) => {
    expect(isAlertRhythm(value)).toBe(ok);
  });
});

describe('issue 11 double opt-in and consent (GDPR Art. 7)', () => {
  it.each([
    ['2026-11-27T07:59:59.999Z', true],
    ['2026-11-27T08:00:00.000Z', false],
  ])('issue 11: a link sent at the confirmation time is valid at %s: %s', (now, valid) => {
    expect(isConfirmationValid(confirmationExpiresAt(new Date(CONFIRMED)).toISOString(), new Date(now))).toBe(valid);
  });

  it('issue 11: tokens carry at least 128 bits', () => {
    expect(CONFIRMATION_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it.each(LOCALES)('issue 11: the consent text exists in %s, with its version and time', (locale) => {
    const consent = consentRecord({ version: CONSENT_TEXT_VERSION }, locale, new Date(CONFIRMED));
    expect(consent).toEqual({ version: CONSENT_TEXT_VERSION, text: consentText(locale), at: CONFIRMED });
    expect(consent.text?.length).toBeGreaterThan(40);
    expect(consentText(locale, 'unknown-version')).toBe(consent.text);
  });
});

describe('issue 11 price history: what is a change, what is a drop', () => {
  it.each<[string, Estate, MarketStatus]>([
    ['for sale', estate(1, 1), 'available'],
    ['sold (5)', estate(1, 5), 'sold'],
    ['rented (4)', estate(1, 4), 'rented'],
    ['taken over (6)', estate(1, 6), 'taken-over'],
    ['a sticker "Onder optie"', estate(1, 1, undefined, 'Onder optie'), 'under-option'],
    ['a sticker "Sous option"', estate(1, 1, undefined, 'Sous option'), 'under-option'],
    ['a sticker "Optional garden"', estate(1, 1, undefined, 'Optional garden'), 'available'],
  ])('issue 11: %s is %s', (_title, e, status) => {
    expect(marketStatus(e)).toBe(status);
  });

  const AT = new Date('2026-11-21T10:00:00Z');
  it.each<[string, Estate | undefined, Estate, EstateChange['kind'][]]>([
    ['a new estate is listed', undefined, estate(1, 1, 100), ['listed']],
    ['a lower price', estate(1, 1, 100), estate(1, 1, 90), ['price']],
    ['a higher price', estate(1, 1, 90), estate(1, 1, 100), ['price']],
    ['the same price', estate(1, 1, 100), estate(1, 1, 100), []],
    ['a price appearing (no comparison)', estate(1, 1), estate(1, 1, 100), []],
    ['sold and cheaper', estate(1, 1, 100), estate(1, 5, 90), ['price', 'status']],
  ])('issue 11: %s', (_title, before, after, kinds) => {
    expect(estateChanges(before, after, AT).map((c) => c.kind)).toEqual(kinds);
  });

  const change = (id: number, kind: 'price' | 'status', at: string, from: number | MarketStatus, to: number | MarketStatus, estate = 1): RecordedChange =>
    ({ id, kind, estateId: estate, at, from, to }) as RecordedChange;

  it.each<[string, RecordedChange, boolean, boolean]>([
    ['100 → 90 is a drop', change(1, 'price', AT.toISOString(), 100, 90), true, false],
    ['90 → 100 is no drop', change(1, 'price', AT.toISOString(), 90, 100), false, false],
    ['to sold is alerted', change(1, 'status', AT.toISOString(), 'available', 'sold'), false, true],
    ['back on the market is not', change(1, 'status', AT.toISOString(), 'under-option', 'available'), false, false],
  ])('issue 11: %s', (_title, c, drop, alerted) => {
    expect(isPriceDrop(c)).toBe(drop);
    expect(isAlertedStatusChange(c)).toBe(alerted);
  });

  it('issue 11 detail page: the latest price change, when it was a drop', () => {
    const drop = change(1, 'price', '2026-11-01T10:00:00Z', 300, 280);
    const rise = change(2, 'price', '2026-11-10T10:00:00Z', 280, 290);
    expect(latestPriceDrop([drop])).toEqual(drop);
    expect(latestPriceDrop([drop, rise])).toBeNull();
    expect(latestPriceDrop([])).toBeNull();
  });
});

describe('issue 11 digest items: new, drops, statuses; nothing twice, nothing hidden', () => {
  const listed = (id: number, estate: number): RecordedChange => ({ id, kind: 'listed', estateId: estate, at: CONFIRMED, price: 1, status: 'available' });
  const price = (id: number, estate: number, from: number, to: number): RecordedChange => ({ id, kind: 'price', estateId: estate, at: CONFIRMED, from, to });
  const status = (id: number, estate: number, to: MarketStatus): RecordedChange => ({ id, kind: 'status', estateId: estate, at: CONFIRMED, from: 'available', to });
  const base = { listed: [listed(1, 20), listed(2, 21)], matching: new Set([20]), followedChanges: [], shown: new Set<number>(), delivered: new Set<string>() };

  it.each<[string, Partial<Parameters<typeof digestItems>[0]>, string[]]>([
    ['a listed estate the search finds is new; one it does not find is not', {}, ['new:20']],
    ['a new estate already delivered is left out', { delivered: new Set(['new:20']) }, []],
    ['two drops of a followed estate are one item from the first price to the last', { followedChanges: [price(3, 10, 300, 290), price(4, 10, 290, 280)], shown: new Set([10]) }, ['new:20', 'price:3,price:4']],
    ['a drop then a rise back is no drop', { followedChanges: [price(3, 10, 300, 290), price(4, 10, 290, 300)], shown: new Set([10]) }, ['new:20']],
    ['a change of a hidden estate is left out (§5)', { followedChanges: [price(3, 10, 300, 290)], shown: new Set() }, ['new:20']],
    ['sold is told; back on the market is not', { followedChanges: [status(5, 10, 'sold'), status(6, 11, 'available')], shown: new Set([10, 11]) }, ['new:20', 'status:5']],
    ['a delivered drop is not told again', { followedChanges: [price(3, 10, 300, 290)], shown: new Set([10]), delivered: new Set(['price:3']) }, ['new:20']],
  ])('issue 11: %s', (_title, input, keys) => {
    expect(digestItems({ ...base, ...input }).map((item) => item.keys.join(','))).toEqual(keys);
  });
});

describe('issue 11 sender and reply-to from the site settings', () => {
  it.each([
    ['defaults: the site name at no-reply, the agency replies', {}, { from: '"Immo Demo" <no-reply@immo-demo.be>', replyTo: 'info@immo-demo.be' }],
    ['settings win', { mailFrom: 'Alerts <alerts@x.be>', mailReplyTo: 'desk@x.be' }, { from: 'Alerts <alerts@x.be>', replyTo: 'desk@x.be' }],
    ['no header injection', { mailFrom: 'A <a@x.be>\r\nBcc: b@y.be' }, { from: 'A <a@x.be> Bcc: b@y.be', replyTo: 'info@immo-demo.be' }],
  ])('issue 11: %s', (_title, settings, expected) => {
    expect(mailSender({ ...DEMO_SITE, settings: { ...DEMO_SITE.settings, ...settings } }, 'https://www.immo-demo.be')).toEqual(expected);
  });
});

describe('issue 11 subscription input: rhythm and followed estates', () => {
  it.each([
    [{ rhythm: 'weekly' }, { ok: true }],
    [{ rhythm: 'hourly' }, { ok: false, errors: { rhythm: 'invalid' } }],
    [{ followed: '3, 7,3' }, { ok: true, value: expect.objectContaining({ followed: [3, 7] }) }],
    [{ followed: [1, 'x'] }, { ok: false, errors: { followed: 'invalid' } }],
  ])('issue 11: %j', (extra, expected) => {
    expect(validateSubscriptionRequest({ email: 'a@b.be', criteria: '', ...extra })).toMatchObject(expected);
  });

  it('issue 11: at most 100 followed estates', () => {
    expect(validateFollowed({ followed: Array.from({ length: 101 }, (_, i) => i + 1) })).toEqual({ ok: false, errors: { followed: 'too_large' } });
    expect(validateFollowed({})).toEqual({ ok: true, value: [] });
  });
});

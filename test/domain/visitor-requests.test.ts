import { CONSENT_TEXT_VERSION } from '../../domain/requests/consent';
import {
  validateAppointmentRequest,
  validateContactRequest,
  validateSendToFriendRequest,
  validateNewSubscription,
  validateSubscriptionRequest,
} from '../../domain/requests/visitor-requests';
import { FieldReader } from '../../domain/requests/validation';
import { criteriaOfForm, hasOtherCriteria } from '../../domain/requests/subscription-criteria';

// The spec leaves form validation "not shown" (§5); these are the rules we chose for every form.
describe('§5 form validation: contact request', () => {
  const valid = { name: 'An Peeters', email: 'An@Example.be', message: 'Is de woning nog vrij?', locale: 'nl' };

  it('accepts a complete request, trimming text and lower-casing the e-mail', () => {
    expect(validateContactRequest({ ...valid, name: '  An Peeters ', phone: '+32 470 12 34 56', estateId: '42' })).toEqual({
      ok: true,
      value: { ...valid, email: 'an@example.be', phone: '+32 470 12 34 56', estateId: 42 },
    });
  });

  it.each([
    ['missing name', { ...valid, name: undefined }, { name: 'required' }],
    ['blank message', { ...valid, message: '   ' }, { message: 'required' }],
    ['bad e-mail', { ...valid, email: 'an@' }, { email: 'invalid_email' }],
    ['bad phone', { ...valid, phone: 'call me' }, { phone: 'invalid' }],
    ['estate id not a number', { ...valid, estateId: 'abc' }, { estateId: 'invalid' }],
    ['estate id below 1', { ...valid, estateId: 0 }, { estateId: 'too_small' }],
    ['unknown locale', { ...valid, locale: 'es' }, { locale: 'invalid' }],
    ['locale of the wrong type', { ...valid, locale: 3 }, { locale: 'invalid' }],
    ['name too long', { ...valid, name: 'x'.repeat(121) }, { name: 'too_long' }],
    ['name of the wrong type', { ...valid, name: { first: 'An' } }, { name: 'invalid' }],
  ])('rejects %s with a field error', (_title, input, errors) => {
    expect(validateContactRequest(input)).toEqual({ ok: false, errors });
  });

  it.each([[null], ['text'], [[1, 2]], [42]])('reports every required field for a non-object body %p', (input) => {
    expect(validateContactRequest(input)).toEqual({
      ok: false,
      errors: { name: 'required', email: 'required', message: 'required' },
    });
  });

  it('defaults the locale to Dutch (§9)', () => {
    const result = validateContactRequest({ ...valid, locale: undefined });
    expect(result.ok && result.value.locale).toBe('nl');
  });
});

describe('§5 form validation: send to a friend, subscription, appointment', () => {
  it('accepts a send-to-a-friend request and names every missing field', () => {
    expect(
      validateSendToFriendRequest({ estateId: 7, senderName: 'Jan', senderEmail: 'jan@x.be', friendEmail: 'piet@y.be', locale: 'fr' }),
    ).toEqual({ ok: true, value: { estateId: 7, senderName: 'Jan', senderEmail: 'jan@x.be', friendEmail: 'piet@y.be', locale: 'fr' } });
    expect(validateSendToFriendRequest({})).toEqual({
      ok: false,
      errors: { estateId: 'required', senderName: 'required', senderEmail: 'required', friendEmail: 'required' },
    });
  });

  it('accepts a subscription with search criteria and requires the e-mail', () => {
    expect(validateSubscriptionRequest({ email: 'a@b.be', criteria: 'trans=kopen&city=1', locale: 'de' })).toEqual({
      ok: true,
      value: { email: 'a@b.be', criteria: 'trans=kopen&city=1', locale: 'de' },
    });
    expect(validateSubscriptionRequest({ criteria: 'x' })).toEqual({ ok: false, errors: { email: 'required' } });
  });

  it('requires slot, name, e-mail and phone for an appointment', () => {
    expect(validateAppointmentRequest({ slotId: 3, name: 'Els', email: 'els@x.be', phone: '09 123 45 67' })).toEqual({
      ok: true,
      value: { slotId: 3, name: 'Els', email: 'els@x.be', phone: '09 123 45 67', locale: 'nl' },
    });
    expect(validateAppointmentRequest({ slotId: 1.5 })).toEqual({
      ok: false,
      errors: { slotId: 'invalid', name: 'required', email: 'required', phone: 'required' },
    });
  });
});

describe('issue 9 item 3: send-to-a-friend relays no text but the sender\'s name, to one friend per post', () => {
  const valid = { estateId: 7, senderName: 'Jan', senderEmail: 'jan@x.be', friendEmail: 'piet@y.be', locale: 'nl' };

  it('a message field is not read: no free text reaches the friend', () => {
    expect(validateSendToFriendRequest({ ...valid, message: '<a href="http://spam.example">win</a>' })).toEqual({ ok: true, value: { ...valid } });
  });

  it.each([
    ['two addresses after a comma', 'piet@y.be, an@z.be'],
    ['two addresses after a semicolon', 'piet@y.be;an@z.be'],
    ['a list', ['piet@y.be', 'an@z.be']],
    ['a display name with an address', 'Piet <piet@y.be>'],
  ])('issue 9: one friend per post: %s is refused', (_case, friendEmail) => {
    const result = validateSendToFriendRequest({ ...valid, friendEmail });
    expect(result.ok ? undefined : result.errors.friendEmail).toMatch(/invalid/);
  });

  it.each([
    ['Jan Peeters', true],
    ['Marie-Claire d\'Hondt', true],
    ['J. Peeters', true],
    ['Jürgen Müller-Lüdenscheidt', true],
    ['Visit http://spam.example', false],
    ['www.spam', false],
    ['cheap-pills.com', false],
    ['Jan (jan@spam.example)', false],
    ['<b>Jan</b>', false],
    ['a/b', false],
    ['x'.repeat(61), false],
  ])('issue 9: the sender name %j reaches the friend: %s', (senderName, accepted) => {
    const result = validateSendToFriendRequest({ ...valid, senderName });
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(result.errors.senderName).toMatch(/invalid|too_long/);
  });
});

describe('FieldReader building blocks', () => {
  it.each([
    ['2026-02-28', '2026-02-28', undefined],
    ['2026-02-30', undefined, 'invalid'],
    ['28/02/2026', undefined, 'invalid'],
  ])('reads the date %s', (input, value, error) => {
    const r = new FieldReader({ from: input });
    expect(r.date('from')).toBe(value);
    expect(r.errors.from).toBe(error);
  });

  it('requires a date when asked and tolerates its absence otherwise', () => {
    const r = new FieldReader({});
    expect(r.date('from')).toBeUndefined();
    expect(r.date('to', { required: true })).toBeUndefined();
    expect(r.errors).toEqual({ to: 'required' });
  });

  it.each([
    [true, true],
    ['on', true],
    ['1', true],
    ['true', true],
    [false, false],
    [undefined, false],
  ])('reads the checkbox value %p as %p', (input, expected) => {
    expect(new FieldReader({ consent: input }).boolean('consent')).toBe(expected);
  });

  it('flags a checkbox that must be ticked, and a number above its maximum', () => {
    const r = new FieldReader({ persons: 30 });
    r.boolean('consent', { mustBeTrue: true });
    r.integer('persons', { max: 20 });
    expect(r.errors).toEqual({ consent: 'required', persons: 'too_large' });
  });

  it('keeps the first error of a field', () => {
    const r = new FieldReader({});
    r.fail('x', 'invalid');
    r.fail('x', 'required');
    expect(r.errors).toEqual({ x: 'invalid' });
  });
});

describe('issue 13 item 7: consent is checked where the request is validated, and its text version kept', () => {
  const fields = { email: 'a@b.be', criteria: 'trans=kopen', locale: 'fr' };

  it.each([
    ['the ticked box of a form', 'on', { version: CONSENT_TEXT_VERSION }],
    ['true from a JSON client', true, { version: CONSENT_TEXT_VERSION }],
    ['a consent relayed with its version', { version: 'privacy-2025-01' }, { version: 'privacy-2025-01' }],
  ])('accepts %s', (_title, consent, stored) => {
    expect(validateNewSubscription({ ...fields, consent })).toEqual({ ok: true, value: { ...fields, consent: stored } });
  });

  it.each([
    ['no consent', undefined, 'required'],
    ['an unticked box', '', 'required'],
    ['false', false, 'required'],
    ['a version that is no version', { version: '<script>' }, 'invalid'],
  ])('refuses a new subscription with %s', (_title, consent, code) => {
    expect(validateNewSubscription({ ...fields, consent })).toEqual({ ok: false, errors: { consent: code } });
  });

  it('editing the criteria of a subscription asks no new consent', () => {
    expect(validateSubscriptionRequest(fields)).toMatchObject({ ok: true });
  });
});

describe('§2 the criteria a subscription stores: the list query string', () => {
  it.each([
    ['the shown fields, canonical', 'status=2&type=2&type=1&city=11&price-max=250000&bed-min=3', '', 'trans=huren&city=11&type=1&type=2&price-max=250000&bed-min=3'],
    ['criteria the form does not show are kept', 'status=1', 'subType=101&price-min=100000&country=BE&trans=huren', 'trans=kopen&subType=101&country=BE&price-min=100000'],
    ['a sort means nothing to a mail', '', 'trans=kopen&sortType=price&sortOrder=DESC', ''],
    ['a chosen city replaces a distance search', 'city=12', 'geo_range=10km;51.05;3.72', 'city=12'],
    ['empty choices add nothing', 'status=&city=&price-max=&bed-min=', 'type=3', ''],
    ['issue 19 item 7: energy label, garden, parking and bathrooms are kept', 'status=1', 'bath-min=2&parking=1&garden=1&epc-max=C', 'trans=kopen&epc-max=C&garden=1&parking=1&bath-min=2'],
  ])('§2 %s', (_title, shown, base, stored) => {
    expect(criteriaOfForm(new URLSearchParams(shown), base)).toBe(stored);
  });

  it('issue 19 item 7: a search with a filter of the table says its other criteria are kept', () => {
    expect([hasOtherCriteria({ transactionIds: [1] }), hasOtherCriteria({ garden: true }), hasOtherCriteria({ energyMax: 'C' })]).toEqual([false, true, true]);
  });
});

/** @jest-environment node */
import { createIntl } from 'react-intl';
import { outcomeOfAnswer, outcomeOfHttp, retryAfterSeconds } from '../../ui/components/forms/form-outcome';
import { refusedText } from '../../ui/components/forms/form-problems';
import { messagesFor } from '../../ui/i18n/messages';
import '../../ui/i18n/all-messages';

// Issue 12 item 8: one outcome for every form, whichever way it was posted; issue 9 item 3: a 429 says when to retry.

describe('issue 9 item 3: Retry-After (RFC 9110 §10.2.3) as seconds to wait', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it.each([
    ['delay-seconds', '120', 120],
    ['zero', '0', 0],
    ['an HTTP date 90 s ahead', 'Mon, 23 Nov 2026 10:01:30 GMT', 90],
    ['an HTTP date already past', 'Mon, 23 Nov 2026 09:00:00 GMT', 0],
    ['absent', null, undefined],
    ['garbage', 'soon', undefined],
    ['a negative number', '-5', undefined],
  ])('%s: %p → %p', (_title, header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe('issue 12 item 8: an ajax answer as a FormOutcome', () => {
  it.each([
    ['200', 200, { ok: true }, null, { kind: 'accepted' }],
    ['400 with field errors (unknown codes read as invalid)', 400, { fields: { email: 'invalid_email', name: 'weird' } }, null, { kind: 'invalid', errors: { email: 'invalid_email', name: 'invalid' } }],
    ['400 without field errors', 400, { error: 'Bad Request' }, null, { kind: 'unavailable' }],
    ['429 with Retry-After', 429, { retryAfter: 30 }, '600', { kind: 'refused', reason: 'too_many', retryAfterSeconds: 600 }],
    ['429 with the seconds in the body only', 429, { retryAfter: 30 }, null, { kind: 'refused', reason: 'too_many', retryAfterSeconds: 30 }],
    ['429 saying nothing', 429, null, null, { kind: 'refused', reason: 'too_many' }],
    ['403 cross-site (issue 9 item 4)', 403, { error: 'Forbidden', reason: 'cross_site' }, null, { kind: 'refused', reason: 'forbidden' }],
    ['409', 409, { reason: 'period_taken' }, null, { kind: 'conflict', conflict: 'period_taken' }],
    ['503', 503, null, '30', { kind: 'unavailable' }],
  ])('%s', (_title, status, body, retryAfter, outcome) => {
    expect(outcomeOfHttp(status, body, retryAfter)).toEqual(outcome);
  });

  it('a route answer for another form of the page is not this form’s', () => {
    const answer = { ok: false as const, errors: { name: 'required' as const }, values: {}, intent: 'contact' };
    expect(outcomeOfAnswer(answer, 'send-to-a-friend')).toBeUndefined();
    expect(outcomeOfAnswer(answer, 'contact')).toEqual({ kind: 'invalid', errors: { name: 'required' } });
    expect(outcomeOfAnswer({ ok: false, retryAfterSeconds: 61, values: {} })).toEqual({ kind: 'refused', reason: 'too_many', retryAfterSeconds: 61 });
  });
});

describe('issue 9 item 3: when to try again, in the page language', () => {
  const text = (locale: 'nl' | 'fr' | 'en' | 'de', seconds: number | undefined) =>
    refusedText(createIntl({ locale, defaultLocale: 'nl', messages: messagesFor(locale) }), seconds);
  it.each([
    ['nl', 30, 'U hebt dit formulier kort na elkaar te vaak verstuurd. Probeer het opnieuw over 1 minuut, of bel ons.'],
    ['fr', 600, 'Vous avez envoyé ce formulaire trop souvent en peu de temps. Réessayez dans 10 minutes, ou appelez-nous.'],
    ['en', 5_340, 'You have sent this form too often in a short time. Please try again in 89 minutes, or call us.'],
    ['de', 5_400, 'Sie haben dieses Formular in kurzer Zeit zu oft gesendet. Bitte versuchen Sie es in 2 Stunden erneut oder rufen Sie uns an.'],
    ['en', undefined, 'You have sent this form too often in a short time. Please try again later, or call us.'],
  ] as const)('%s, Retry-After %p s', (locale, seconds, expected) => {
    expect(text(locale, seconds)).toBe(expected);
  });
});

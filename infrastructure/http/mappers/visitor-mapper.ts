import type { City } from '../../../domain/estate/estate';
import type { Consent } from '../../../domain/requests/consent';
import type { SubscriptionRequest } from '../../../domain/requests/visitor-requests';
import { LOCALES } from '../../../domain/shared/locale';
import type { Subscription, SubscriptionAlerts } from '../../../application/ports/visitor-requests';
import { ALERT_RHYTHMS } from '../../../domain/alerts/alert-rhythm';
import { field, list, num, object, oneOf, str } from './codec';
import { city } from './estate-groups-codec';

/** Our visitor-request endpoints (see http-visitor-requests.ts) answer with the domain's shapes. */
const subscription = object<Subscription, Subscription>(
  {
    token: field('token', str),
    name: field('name', str),
    email: field('email', str),
    criteria: field('criteria', str),
    locale: field('locale', oneOf(LOCALES)),
    rhythm: field('rhythm', oneOf(ALERT_RHYTHMS)),
    followed: field('followed', list(num)),
    consent: field('consent', object<Consent, Consent>({ version: field('version', str), text: field('text', str), at: field('at', str) }, ['version'])),
    // Issue 11: only our catalogue answers with the alert state; an external backend's answer has none.
    alerts: field(
      'alerts',
      object<SubscriptionAlerts, SubscriptionAlerts>(
        {
          status: field('status', oneOf(['pending', 'active'] as const)),
          rhythm: field('rhythm', oneOf(ALERT_RHYTHMS)),
          followed: field('followed', list(num), []),
          confirmedAt: field('confirmedAt', str),
        },
        ['status', 'rhythm'],
      ),
    ),
  },
  ['token'],
);

const NOTHING_SENT: SubscriptionRequest = { email: '', criteria: '', locale: 'nl' };

/**
 * A subscription; without a token it is unreadable (null). What the answer does not echo is what
 * was just sent.
 */
export function toSubscription(raw: unknown, sent: SubscriptionRequest = NOTHING_SENT): Subscription | null {
  const read = subscription.decode(raw);
  return read && read.token !== '' ? { ...sent, ...read } : null;
}

export function toCities(raw: unknown): readonly City[] {
  return list(city).decode(raw) ?? [];
}

import { consentRecord } from '../../domain/alerts/subscription-consent';
import { validateContactRequest, validateNewSubscription, validateSendToFriendRequest, validateSubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { CoreDeps } from '../core-deps';
import type { Subscription } from '../ports/visitor-requests';
import { notFound, submit, type Submission } from '../use-cases/submission';

type Deps = Pick<CoreDeps, 'requests'>;

/** §1 contact form: validated, then handed to the agency. */
export const contact = ({ requests }: Deps, input: unknown): Promise<Submission<true>> =>
  submit(validateContactRequest(input), async (request) => {
    await requests.contact(request);
    return true as const;
  });

/** §1 send a listing to a friend. */
export const sendToFriend = ({ requests }: Deps, input: unknown): Promise<Submission<true>> =>
  submit(validateSendToFriendRequest(input), async (request) => {
    await requests.sendToFriend(request);
    return true as const;
  });

/**
 * §1 keep me informed: a subscription to new listings; its token lets the visitor edit or leave it. Issue 13
 * item 7: refused without the visitor's consent, whichever adapter posts it. Where this site sends the alerts
 * (issue 11), the consent is recorded with the text shown and its time (GDPR Art. 7) and the subscription stays
 * inactive until confirmed from the mail; against an agency platform the §7 call goes out as specified.
 */
export const subscribe = ({ requests, clock }: Pick<CoreDeps, 'requests' | 'clock'>, input: unknown): Promise<Submission<Subscription>> =>
  submit(validateNewSubscription(input), (request) =>
    requests.subscribe(requests.alertsBy === 'site' && request.consent ? { ...request, consent: consentRecord(request.consent, request.locale, clock.now()) } : request),
  );

/** §2 edit subscriptions: new criteria for the subscription of the token; not_found for an unknown token. */
export const editSubscription = ({ requests }: Deps, { token, ...input }: { readonly token: string } & Record<string, unknown>): Promise<Submission<Subscription>> =>
  submit(validateSubscriptionRequest(input), (request) => requests.editSubscription(token, request));

/** §2 unsubscribe (on POST only): not_found for an unknown token. */
export const unsubscribe = async ({ requests }: Deps, { token }: { readonly token: string }): Promise<Submission<true>> =>
  (await requests.unsubscribe(token)) ? { ok: true, value: true } : notFound;

import { validateFollowed } from '../../domain/requests/visitor-requests';
import type { CoreDeps } from '../core-deps';
import type { Subscription } from '../ports/visitor-requests';
import { notFound, submit, type Submission } from '../use-cases/submission';

type Deps = Pick<CoreDeps, 'requests'>;

/** Issue 11 double opt-in: the link in the confirmation mail activates the subscription; not_found when unknown or expired. */
export const confirmSubscription = async ({ requests }: Deps, { token }: { readonly token: string }): Promise<Submission<Subscription>> => {
  if (requests.alertsBy !== 'site') return notFound;
  const subscription = await requests.confirmSubscription(token);
  return subscription ? { ok: true, value: subscription } : notFound;
};

/** Issue 11: the visitor attaches favourites to a subscription (from the favourites page), so their changes are alerted. */
export const followEstates = ({ requests }: Deps, { token, followed }: { readonly token: string; readonly followed: unknown }): Promise<Submission<Subscription>> => {
  return submit(validateFollowed({ followed }), (estateIds) => (requests.alertsBy === 'site' ? requests.followEstates(token, estateIds) : Promise.resolve(null)));
};

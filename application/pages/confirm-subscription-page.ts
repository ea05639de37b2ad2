import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from './page-result';

export interface ConfirmSubscriptionView {
  readonly token: string;
}

/**
 * Issue 11 double opt-in: the page the confirmation mail links to. It confirms on POST only (its button):
 * mail scanners open every link, and a confirmation they made would prove no consent. Not found where the
 * agency platform sends the alerts (an external backend has no confirmation).
 */
export function confirmSubscriptionPage(
  { requests, logger }: Pick<CoreDeps, 'requests' | 'logger'>,
  { token }: { readonly token: string },
): Promise<PageResult<ConfirmSubscriptionView>> {
  return pageQuery<ConfirmSubscriptionView>(logger, 'the subscription', async () => (requests.alertsBy === 'site' && token !== '' ? page({ token }) : NOT_FOUND));
}

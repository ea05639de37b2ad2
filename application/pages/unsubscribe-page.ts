import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from './page-result';

export interface UnsubscribeView {
  readonly state: 'confirm' | 'done';
  readonly token: string;
  readonly email: string;
}

/**
 * §2 unsubscribe: the confirmation for the subscription of the token (never an unsubscription on GET: mail
 * scanners open every link). An unknown token is not found, unless the visitor has just unsubscribed with it.
 */
export function unsubscribePage(
  { requests, logger }: Pick<CoreDeps, 'requests' | 'logger'>,
  { token, done }: { readonly token: string; readonly done: boolean },
): Promise<PageResult<UnsubscribeView>> {
  return pageQuery<UnsubscribeView>(logger, 'the subscription', async () => {
    const subscription = await requests.subscription(token);
    if (subscription) return page({ state: 'confirm', token, email: subscription.email });
    return done ? page({ state: 'done', token, email: '' }) : NOT_FOUND;
  });
}

import type { CoreDeps } from '../core-deps';
import { page, pageQuery, type PageResult } from './page-result';

/**
 * What the favourites page gets from the server; the favourites themselves live in the visitor's browser (§4
 * local storage), so the page renders them there.
 */
export interface FavouritesView {
  /** Issue 11: who sends alerts. Only this site's alerts follow estates; an agency platform's do not. */
  readonly alertsBy: 'site' | 'agency-platform';
  /** Issue 11: after "follow these estates", how many the subscription follows now (read back from the address). */
  readonly followedCount?: number;
}

const COUNT = /^[1-9]\d{0,2}$/;

/** The favourites page (§2): who sends alerts, and the outcome of following the favourites (issue 11). */
export function favouritesPage({ requests, logger }: Pick<CoreDeps, 'requests' | 'logger'>, { followed }: { readonly followed?: string | null }): Promise<PageResult<FavouritesView>> {
  return pageQuery<FavouritesView>(logger, 'the favourites', async () =>
    page({ alertsBy: requests.alertsBy, ...(followed && COUNT.test(followed) && requests.alertsBy === 'site' && { followedCount: Number(followed) }) }),
  );
}

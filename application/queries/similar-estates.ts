import type { Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import { visibleEstates } from '../../domain/visibility/site-visibility';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from '../pages/page-result';
import { hiddenStatusOf } from '../site-settings';
import { visibleEstate } from './estate';

type Deps = Pick<CoreDeps, 'catalogue' | 'directory' | 'requests' | 'logger'>;

/** §7 similar estates of one the visitor may see, without the estate itself and those the site hides (§5). */
export async function visibleSimilarEstates(
  { requests, directory }: Pick<Deps, 'requests' | 'directory'>,
  estateId: number,
  locale: Locale,
): Promise<readonly Estate[]> {
  const [similar, hiddenStatus] = await Promise.all([requests.similarEstates(estateId, locale), hiddenStatusOf(directory)]);
  return visibleEstates(similar, hiddenStatus).filter((other) => Number(other.general.id) !== estateId);
}

/** §7 ajax similar-estate/{id}: not_found for an estate the visitor may not see (§5). */
export function similarEstates(
  deps: Deps,
  { locale, estateId }: { readonly locale: Locale; readonly estateId: number },
): Promise<PageResult<readonly Estate[]>> {
  return pageQuery(deps.logger, `the estates similar to ${estateId}`, async () => {
    const [shown, similar] = await Promise.all([visibleEstate(deps, estateId, locale), visibleSimilarEstates(deps, estateId, locale)]);
    return shown ? page(similar) : NOT_FOUND;
  });
}

import type { Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from '../pages/page-result';

type Deps = Pick<CoreDeps, 'catalogue' | 'requests' | 'logger'>;

/** §7 similar estates of one, without the estate itself (those the site hides never come: §5, visible-catalogue.ts). */
export async function otherSimilarEstates({ requests }: Pick<Deps, 'requests'>, estateId: number, locale: Locale): Promise<readonly Estate[]> {
  return (await requests.similarEstates(estateId, locale)).filter((other) => Number(other.general.id) !== estateId);
}

/** §7 ajax similar-estate/{id}: not_found for an estate the visitor may not see (§5). */
export function similarEstates(
  deps: Deps,
  { locale, estateId }: { readonly locale: Locale; readonly estateId: number },
): Promise<PageResult<readonly Estate[]>> {
  return pageQuery(deps.logger, `the estates similar to ${estateId}`, async () => {
    const [shown, similar] = await Promise.all([deps.catalogue.estate(estateId, locale), otherSimilarEstates(deps, estateId, locale)]);
    return shown ? page(similar) : NOT_FOUND;
  });
}

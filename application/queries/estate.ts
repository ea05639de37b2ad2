import type { Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from '../pages/page-result';

type Deps = Pick<CoreDeps, 'catalogue' | 'logger'>;

/** §7 ajax estate/{id}: the whole estate; one the site hides (§5) is not found, as the catalogue the core sees says. */
export function estate(deps: Deps, { locale, estateId }: { readonly locale: Locale; readonly estateId: number }): Promise<PageResult<Estate>> {
  return pageQuery(deps.logger, `estate ${estateId}`, async () => {
    const found = await deps.catalogue.estate(estateId, locale);
    return found ? page(found) : NOT_FOUND;
  });
}

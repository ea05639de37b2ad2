import type { Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import { isShownForSite } from '../../domain/visibility/site-visibility';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from '../pages/page-result';
import { hiddenStatusOf } from '../site-settings';

type Deps = Pick<CoreDeps, 'catalogue' | 'directory' | 'logger'>;

/** One estate as visitors may see it: unknown, or with a status the site hides (§5), it does not exist. */
export async function visibleEstate({ catalogue, directory }: Omit<Deps, 'logger'>, estateId: number, locale: Locale): Promise<Estate | null> {
  const [estate, hiddenStatus] = await Promise.all([catalogue.estate(estateId, locale), hiddenStatusOf(directory)]);
  return estate && isShownForSite(estate, hiddenStatus) ? estate : null;
}

/** §7 ajax estate/{id}: the whole estate, §5 applied. */
export function estate(deps: Deps, { locale, estateId }: { readonly locale: Locale; readonly estateId: number }): Promise<PageResult<Estate>> {
  return pageQuery(deps.logger, `estate ${estateId}`, async () => {
    const found = await visibleEstate(deps, estateId, locale);
    return found ? page(found) : NOT_FOUND;
  });
}

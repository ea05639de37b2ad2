import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { EstateListStore } from '../../stores/estate-list-store';

export interface EstateListDeps {
  /** The browser searches through the site's own ajax route (§5 applied there); only `search` is needed. */
  readonly catalogue: Pick<EstateCatalogue, 'search'>;
  readonly estateList: EstateListStore;
  readonly locale: Locale;
}

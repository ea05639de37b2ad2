import type { Locale } from '../../../domain/shared/locale';
import type { CardSearch } from '../../ports/card-search';
import type { EstateListStore } from '../../stores/estate-list-store';

export interface EstateListDeps {
  /** The browser searches through the site's own ajax route (§5 applied and the cards decided there). */
  readonly catalogue: CardSearch;
  readonly estateList: EstateListStore;
  readonly locale: Locale;
}

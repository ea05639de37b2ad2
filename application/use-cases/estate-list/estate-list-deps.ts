import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { EstateListStore } from '../../stores/estate-list-store';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export interface EstateListDeps {
  /** The browser searches through the site's own ajax route; only `search` is needed. */
  readonly catalogue: Pick<EstateCatalogue, 'search'>;
  readonly estateList: EstateListStore;
  readonly siteSettings: SiteSettingsStore;
  readonly locale: Locale;
}

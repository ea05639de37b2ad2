import { buildSearchBody } from '../../../domain/search/search-body';
import { withoutHiddenStatuses } from '../../../domain/site/hidden-status';
import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { Logger } from '../../ports/logger';
import { toErrorInfo } from '../../stores/error-info';
import { EMPTY_FILTER_VALUES, type FilterValues, type FiltersStore } from '../../stores/filters-store';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export interface LoadFilterValuesDeps {
  readonly catalogue: EstateCatalogue;
  readonly filters: FiltersStore;
  readonly siteSettings: SiteSettingsStore;
  readonly logger: Logger;
  readonly locale: Locale;
}

/** §4 filter loading: values for the current query, or (§8) the error logged and the empty model. */
export class LoadFilterValues {
  constructor(private readonly deps: LoadFilterValuesDeps) {}

  async execute(): Promise<FilterValues> {
    const { catalogue, filters, siteSettings, logger, locale } = this.deps;
    filters.dispatch({ type: 'valuesRequested' });
    try {
      const body = withoutHiddenStatuses(
        buildSearchBody({ filter: filters.getSnapshot().filterQuery }),
        siteSettings.getSnapshot().hiddenStatus,
      );
      const data = await catalogue.filterValues(body, locale);
      const values: FilterValues = {
        types: data.headTypes,
        locations: data.locations,
        prices: data.prices,
        countries: data.countries,
      };
      filters.dispatch({ type: 'valuesLoaded', values });
      return values;
    } catch (error) {
      logger.error('Loading filter values failed', error);
      filters.dispatch({ type: 'valuesFailed', error: toErrorInfo(error) });
      return EMPTY_FILTER_VALUES;
    }
  }
}

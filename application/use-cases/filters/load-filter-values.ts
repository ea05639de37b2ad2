import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { IdBucket } from '../../../domain/search/filter-data';
import type { ListFilter } from '../../../domain/search/list-filter';
import { buildSearchBody } from '../../../domain/search/search-body';
import { withoutHiddenStatuses } from '../../../domain/site/hidden-status';
import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { Logger } from '../../ports/logger';
import { toErrorInfo } from '../../stores/error-info';
import { EMPTY_FILTER_VALUES, type FilterValues, type FiltersStore, type TypeBucket } from '../../stores/filters-store';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export interface LoadFilterValuesDeps {
  readonly catalogue: EstateCatalogue;
  readonly filters: FiltersStore;
  readonly siteSettings: SiteSettingsStore;
  readonly logger: Logger;
  readonly locale: Locale;
}

/** Each type's count with the projects among them (issue 20 item 3); PROJECT itself counts projects only. */
function withProjects(types: readonly IdBucket[], projectTypes: readonly IdBucket[]): readonly TypeBucket[] {
  const projects = new Map(projectTypes.map((bucket) => [bucket.id, bucket.count]));
  return types.map((bucket) => {
    const among = bucket.id === HEAD_TYPE_ID.PROJECT ? 0 : Math.min(projects.get(bucket.id) ?? 0, bucket.count);
    return among > 0 ? { ...bucket, projects: among } : bucket;
  });
}

/** §4 filter loading: values for the current query, or (§8) the error logged and the empty model. */
export class LoadFilterValues {
  constructor(private readonly deps: LoadFilterValuesDeps) {}

  async execute(): Promise<FilterValues> {
    const { catalogue, filters, siteSettings, logger, locale } = this.deps;
    filters.dispatch({ type: 'valuesRequested' });
    const bodyOf = (filter: ListFilter) => withoutHiddenStatuses(buildSearchBody({ filter }), siteSettings.getSnapshot().hiddenStatus);
    const filterQuery = filters.getSnapshot().filterQuery;
    try {
      // Issue 20 item 3: the same query with the Project type instead of the chosen ones counts, per type, the
      // projects that choosing it finds (a project is found by each type of its units); without them, no split.
      const [data, projects] = await Promise.all([
        catalogue.filterValues(bodyOf(filterQuery), locale),
        catalogue.filterValues(bodyOf({ ...filterQuery, types: [HEAD_TYPE_ID.PROJECT] }), locale).catch((error: unknown) => ({ failed: error })),
      ]);
      // Only this count failing (the filter values came): the types keep their counts, without the split.
      if ('failed' in projects) logger.error('Counting the projects per type failed', projects.failed);
      const values: FilterValues = {
        types: withProjects(data.headTypes, 'failed' in projects ? [] : projects.headTypes),
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

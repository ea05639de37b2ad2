import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigation } from 'react-router';
import { routePath } from '../../../domain/routing/routes';
import { listFilterToQuery } from '../../../domain/search/list-filter-query';
import type { ListFilter } from '../../../domain/search/list-filter';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import type { Locale } from '../../../domain/shared/locale';
import { useListServices } from '../../bridge/list-services';
import { useStore } from '../../bridge/services';
import type { TypedCity } from './city-field';
import type { CityChoice, CitySearch } from './city-search';
import { EstateResults } from './estate-results';
import { ListMapToggle } from '../map/list-map-toggle';
import { useListView } from '../map/use-list-view';
import { useMapTiles } from '../map/map-tiles';
import { FilterPanelSlot } from './filter-panel-slot';
import { listHeadingText } from './list-heading';
import { EmptyList, ListError } from './list-states';
import { activeFilterCount, type ListUrlState } from '../../../domain/search/list-url';
import { LoadMore } from './load-more';
import type { ListHeading } from '../../../domain/search/list-heading';

/** The map view (issue 8): its code loads when a visitor opens it, not with every list page. */
const EstateMap = lazy(() => import('../map/estate-map').then(({ EstateMap }) => ({ default: EstateMap })));

export interface ListPageProps {
  readonly locale: Locale;
  readonly state: ListUrlState;
  /** The first load failed (§8): the page says so instead of showing an empty list. */
  readonly failed: boolean;
  /** The one city the URL narrows the list to, when its name is known. */
  readonly city?: CityChoice;
  /** The page's heading, as the core decided it. */
  readonly heading: ListHeading;
  /** A city typed without JavaScript that named no single city. */
  readonly typedCity?: TypedCity | null;
  readonly citySearch?: CitySearch;
  /** Every group's hits when grouped (issue 13 item 2). */
  readonly groupCounts?: GroupCounts | null;
}

/** The list page: heading, filters, result count and the results, inside the page's own services. */
/** The list's search as the subscribe form's prefill (§2 keep me informed). */
function queryOf(filter: ListFilter): string {
  const query = listFilterToQuery(filter).toString();
  return query ? `?${query}` : '';
}

export function ListPage({ locale, state, failed, city, heading: headingOf, typedCity = null, citySearch, groupCounts = null }: ListPageProps) {
  const intl = useIntl();
  const services = useListServices();
  const list = useStore(services.estateList);
  const { values } = useStore(services.filters);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  // Stable, so that the filter form's slot (memo) is not re-rendered for nothing (filter-panel-slot.tsx).
  const showResults = useCallback(() => resultsTitle.current?.focus(), []);
  const [announcement, setAnnouncement] = useState('');
  const updating = navigation.state === 'loading' && navigation.location.pathname === pathname;

  // New filters, new results: say how many (the first render is the page itself, nothing to announce).
  const shownState = useRef(state);
  useEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    setAnnouncement(
      intl.formatMessage(
        { id: 'list.announce.results', defaultMessage: '{count, plural, =0 {Geen panden gevonden} one {# pand gevonden} other {# panden gevonden}}' },
        { count: list.total },
      ),
    );
  }, [state, list.total, intl]);

  const [view] = useListView();
  const tiles = useMapTiles();
  const heading = listHeadingText(intl, headingOf);
  const filtered = activeFilterCount(state.filter) > 0;
  const loaded = list.estates.length;
  return (
    <div className="page list-page">
      <h1 className="list-page__title">{heading}</h1>
      <FilterPanelSlot
        state={state}
        values={values}
        locale={locale}
        city={city}
        typedCity={typedCity}
        citySearch={citySearch}
        onShowResults={showResults}
      />
      <section className="list-results" aria-labelledby="list-results-title" aria-busy={updating || list.isLoadingNextPage}>
        <div className="list-results__bar">
          <h2 id="list-results-title" className="list-results__count" tabIndex={-1} ref={resultsTitle}>
            {intl.formatMessage(
              { id: 'list.count', defaultMessage: '{count, plural, =0 {Geen panden} one {# pand} other {# panden}}' },
              { count: list.total },
            )}
          </h2>
          {list.total > 0 && (
            <p id="list-loaded" className="list-results__loaded">
              {intl.formatMessage({ id: 'list.loaded', defaultMessage: '{loaded, number} van {total, number} getoond' }, { loaded, total: list.total })}
            </p>
          )}
        </div>
        <div className="list-results__tools">
          <ListMapToggle />
          <Link className="list-results__subscribe" to={`${routePath('subscribe', locale)}${queryOf(state.filter)}`}>
            {intl.formatMessage({ id: 'list.keepInformed', defaultMessage: 'Hou me op de hoogte van deze zoekopdracht' })}
          </Link>
        </div>
        {view === 'map' ? (
          <Suspense fallback={<div className="map-view" />}>
            <EstateMap {...tiles} />
          </Suspense>
        ) : (
        <div className={updating ? 'list-results__body list-results__body--updating' : 'list-results__body'}>
          {failed || (list.error && loaded === 0) ? (
            <ListError />
          ) : loaded === 0 ? (
            <EmptyList filtered={filtered} />
          ) : (
            <EstateResults estates={list.estates} grouping={state.grouping} groupCounts={groupCounts} loadingMore={list.isLoadingNextPage} />
          )}
        </div>
        )}
        {!failed && view !== 'map' && <LoadMore announce={setAnnouncement} />}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

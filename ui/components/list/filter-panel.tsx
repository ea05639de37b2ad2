import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FilterValues } from '../../../domain/search/shown-filter-values';
import { priceChoices } from '../../../domain/search/filter-choices';
import { formatGeoRange } from '../../../domain/search/geo-range';
import { effectiveSort, type ListFilter } from '../../../domain/search/list-filter';
import { compactFilter } from '../../../domain/search/list-filter-fields';
import { withCities, withPriceRange, withSort, withSubTypes, withTransactionIds, withTypes } from '../../../domain/search/list-filter-updaters';
import type { Locale } from '../../../domain/shared/locale';
import { BedroomField } from './bedroom-field';
import { CityField, type TypedCity } from './city-field';
import { ajaxCitySearch, type CityChoice, type CitySearch } from './city-search';
import { activeFilterCount, listSearch, otherParams, type ListUrlState } from '../../../domain/search/list-url';
import { NotarySaleField } from './notary-sale-field';
import { OrderFields } from './order-fields';
import { PriceFields } from './price-fields';
import { TransactionField } from './transaction-field';
import { SubTypeField } from './sub-type-field';
import { TableFilterFields } from './table-filter-fields';
import { TypeField } from './type-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

export interface FilterPanelProps {
  /** The state the URL holds. */
  readonly state: ListUrlState;
  readonly values: FilterValues;
  readonly locale: Locale;
  /** The URL's city with its name, for the city field. */
  readonly city?: CityChoice;
  /** A city typed without JavaScript that named no single city (the page found none, or several). */
  readonly typedCity?: TypedCity | null;
  /** City suggestions; the site's ajax route unless a test hands its own. */
  readonly citySearch?: CitySearch;
  /** After "show results": move the visitor to them. */
  readonly onShowResults?: () => void;
}

/** A choice on its way to the URL: its state and address, and the addresses of the choices made before it. */
interface Draft {
  readonly state: ListUrlState;
  readonly search: string;
  readonly earlier: readonly string[];
}

/** Runs `work` in a task after the next frame is painted (a task queued from the frame's callback runs after it). */
const afterNextPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * The filter form. Its controls are named after the §2 URL parameters, so without JavaScript it is a plain
 * GET form; with it, every change navigates to the canonical URL at once (the URL is the state, so back
 * and forward work and links can be shared) and the loader runs again.
 */
export function FilterPanel({ state, values, locale, city, typedCity = null, citySearch, onShowResults }: FilterPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const search = useMemo(() => citySearch ?? ajaxCitySearch(locale), [citySearch, locale]);
  // What the visitor chose last, shown until the URL holds it (controls must not jump back meanwhile), and the addresses
  // of the choices before it, whose answers may land first.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [shownKey, setShownKey] = useState(location.key);
  const [picked, setPicked] = useState<CityChoice | undefined>(undefined);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    // The URL moved to the last choice, or elsewhere (back, a link): it is the state again. An earlier choice's answer
    // keeps the draft: the last choice is still on its way, and the next one is made on it.
    if (draft && !draft.earlier.includes(location.search)) setDraft(null);
  }
  const current = draft?.state ?? state;
  const { filter, grouping } = current;
  const other = otherParams(new URLSearchParams(location.search));

  const apply = (next: ListUrlState) => {
    const search = listSearch(next, other);
    setDraft({ state: next, search, earlier: draft ? [...draft.earlier, draft.search] : [] });
    // The navigation starts after the control's change is painted: React Router's own work for it (its matches, the
    // data request, its state) was half a filter click's processing, ≈ 45 ms at 4× CPU (issue 23: input to next paint).
    afterNextPaint(() => void navigate({ pathname: location.pathname, search }, { preventScrollReset: true }));
  };
  const change = (update: (filter: ListFilter) => ListFilter) => apply({ filter: update(filter), grouping });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(current);
    if (details.current) details.current.open = false;
    onShowResults?.();
  };

  const count = activeFilterCount(filter);
  const id = 'list-filter';
  const transactionIds = filter.transactionIds ?? [];
  const types = filter.types ?? [];
  return (
    <div className="list-filters">
      {/* A typed city that named no single city: open, so the visitor sees the cities to choose from. */}
      <details className="list-filters__details" ref={details} open={typedCity ? true : undefined}>
        <summary className="list-filters__summary">
          {/* Issue 13 item 8: the button says what it does now; CSS shows one of the two, with or without JavaScript. */}
          <span className="list-filters__when-closed">
            {intl.formatMessage(
              { id: 'list.filters.toggle', defaultMessage: '{count, plural, =0 {Filters tonen} other {Filters tonen (# actief)}}' },
              { count },
            )}
          </span>
          <span className="list-filters__when-open">{intl.formatMessage({ id: 'list.filters.hide', defaultMessage: 'Filters verbergen' })}</span>
        </summary>
        <form method="get" action={location.pathname} role="search" aria-labelledby={`${id}-title`} className="list-filters__form" onSubmit={submit}>
          <h2 id={`${id}-title`} className="visually-hidden">
            {intl.formatMessage({ id: 'list.filters.title', defaultMessage: 'Zoeken en filteren' })}
          </h2>
          <div className="list-filters__fields">
            <div className="list-filters__choices">
              <TransactionField
                idPrefix={id}
                transactionIds={transactionIds}
                locale={locale}
                onChange={(ids) => change((f) => withTransactionIds(f, ids))}
              />
              <TypeField
                idPrefix={id}
                types={types}
                buckets={values.types}
                locale={locale}
                onChange={(next) => change((f) => withTypes(f, next))}
              />
              {(count > 0 || grouping) && (
                <Link
                  to={{ pathname: location.pathname, search: listSearch({ filter: {}, grouping: null }, other) }}
                  className="button button--quiet list-filters__clear"
                  preventScrollReset
                >
                  {intl.formatMessage({ id: 'list.filters.clear', defaultMessage: 'Wis alle filters' })}
                </Link>
              )}
            </div>
            <SubTypeField
              id={`${id}-subtype`}
              types={types}
              subTypes={filter.subTypes ?? []}
              locale={locale}
              onChange={(subTypes) => change((f) => withSubTypes(f, subTypes))}
            />
            <CityField
              id={`${id}-city`}
              cityId={filter.cities?.[0]}
              selected={[picked, city].find((choice) => choice !== undefined && choice.id === filter.cities?.[0])}
              typed={typedCity}
              hrefFor={(choice) => `${location.pathname}${listSearch({ filter: withCities(filter, [choice.id]), grouping }, other)}`}
              locale={locale}
              search={search}
              onChange={(choice) => {
                setPicked(choice);
                change((f) => withCities(f, choice ? [choice.id] : []));
              }}
            />
            <PriceFields
              idPrefix={id}
              priceMin={filter.priceMin}
              priceMax={filter.priceMax}
              choices={priceChoices(values.prices, filter)}
              onChange={(min, max) => change((f) => withPriceRange(f, min, max))}
            />
            <BedroomField id={`${id}-${LIST_PARAM.bedMin}`} bedMin={filter.bedMin} onChange={(bedMin) => change((f) => compactFilter({ ...f, bedMin }))} />
            <TableFilterFields idPrefix={id} filter={filter} counts={values.tableChoices} onChange={(key, value) => change((f) => compactFilter({ ...f, [key]: value }))} />
            <NotarySaleField
              id={`${id}-notary`}
              kinds={filter.notarySales ?? []}
              onChange={(notarySales) => change((f) => compactFilter({ ...f, notarySales: [...notarySales] }))}
            />
            <OrderFields
              idPrefix={id}
              sort={effectiveSort(filter)}
              grouping={grouping}
              onSortChange={(sortType, sortOrder) => change((f) => withSort(f, sortType, sortOrder))}
              onGroupingChange={(next) => apply({ filter, grouping: next })}
            />
            <div className="list-filters__actions">
              <button type="submit" className="button">
                {intl.formatMessage({ id: 'list.filters.apply', defaultMessage: 'Toon resultaten' })}
              </button>
            </div>
          </div>
          {/* Filters the panel has no control for still travel with the form (§2: every URL filter is read). */}
          {filter.countries?.map((country) => (
            <input key={country} type="hidden" name={LIST_PARAM.country} value={country} />
          ))}
          {filter.bedrooms !== undefined && <input type="hidden" name={LIST_PARAM.bedrooms} value={filter.bedrooms} />}
          {filter.geoRange && <input type="hidden" name={LIST_PARAM.geoRange} value={formatGeoRange(filter.geoRange)} />}
          {[...other].map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
        </form>
      </details>
    </div>
  );
}

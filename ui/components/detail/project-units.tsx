import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { formatUnitSort, nextUnitSort, UNIT_SORT_PARAM, type UnitSort, type UnitSortKey, type VatRate } from '../../../domain/estate/unit-picker';
import type { UnitRow } from './detail-data';
import { FloorName } from './floor-name';

/** Where a sort link brings the visitor back to: the picker itself, not the top of the page. */
const TABLE_ID = 'project-units';

/** The address of this page with the unit picker sorted so (other parameters, e.g. the cost situation, kept). */
function sortHref(pathname: string, search: string, sort: UnitSort): string {
  const params = new URLSearchParams(search);
  params.set(UNIT_SORT_PARAM, formatUnitSort(sort));
  return `${pathname}?${params.toString()}#${TABLE_ID}`;
}

const vatText = (intl: IntlShape, rates: readonly VatRate[]): string =>
  rates.map((rate) => intl.formatNumber(rate / 100, { style: 'percent' })).join(' / ');

interface SortLinkProps {
  readonly label: string;
  readonly column: UnitSortKey;
  readonly sort: UnitSort | undefined;
}

/** A column header that sorts (issue 12 item 4): a link, so it works without JavaScript; it says what it will do. */
function SortLink({ label, column, sort }: SortLinkProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const next = nextUnitSort(sort, column);
  const active = sort?.key === column;
  const action = intl.formatMessage(
    { id: 'detail.units.sortAction', defaultMessage: '{order, select, asc {sorteer oplopend} other {sorteer aflopend}}' },
    { order: next.order },
  );
  return (
    <Link to={sortHref(pathname, search, next)} preventScrollReset className="detail-units__sort" rel="nofollow">
      {label}
      <span className="visually-hidden">, {action}</span>
      <span className="detail-units__arrow" aria-hidden="true">
        {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </Link>
  );
}

const ariaSort = (sort: UnitSort | undefined, column: UnitSortKey): 'ascending' | 'descending' | undefined =>
  sort?.key === column ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

export interface ProjectUnitsProps {
  readonly units: readonly UnitRow[];
  readonly currentId?: string;
  /** Issue 12 item 4: the sort from the URL; the rows come sorted already. */
  readonly sort?: UnitSort;
  /** §9 the VAT rates the project states for its new builds. */
  readonly projectVatRates?: readonly VatRate[];
}

/**
 * §2 a project's units, issue 12 item 4 its unit picker: type, floor, bedrooms, area, VAT regime (§9, where
 * stated) and price or status (a sold unit keeps its row with its status, its price hidden, §4), each linking
 * to the unit's own page. Every column sorts through a link in its header (`aria-sort` on the sorted one); on
 * a phone, where each row is a block, the header row becomes a bar of those sort links above the list.
 */
export function ProjectUnits({ units, currentId, sort, projectVatRates = [] }: ProjectUnitsProps) {
  const intl = useIntl();
  if (units.length === 0) return null;
  // A column nobody fills (e.g. the floor of houses) is left out rather than shown empty.
  const has = {
    floor: units.some((u) => u.floor !== undefined),
    bedrooms: units.some((u) => u.bedrooms !== undefined),
    area: units.some((u) => u.area !== undefined),
    vat: units.some((u) => u.vatRates !== undefined),
  };
  const title = intl.formatMessage(
    { id: 'detail.units.title', defaultMessage: '{count, plural, one {# eenheid in dit project} other {# eenheden in dit project}}' },
    { count: units.length },
  );
  const label = {
    unit: intl.formatMessage({ id: 'detail.units.unit', defaultMessage: 'Eenheid' }),
    floor: intl.formatMessage({ id: 'detail.units.floor', defaultMessage: 'Verdieping' }),
    bedrooms: intl.formatMessage({ id: 'detail.units.bedrooms', defaultMessage: 'Slaapkamers' }),
    area: intl.formatMessage({ id: 'detail.units.area', defaultMessage: 'Oppervlakte' }),
    vat: intl.formatMessage({ id: 'detail.units.vat', defaultMessage: 'Btw' }),
    price: intl.formatMessage({ id: 'detail.units.price', defaultMessage: 'Prijs' }),
  };
  const header = (column: UnitSortKey, className?: string) => (
    <th scope="col" role="columnheader" aria-sort={ariaSort(sort, column)} className={className}>
      <SortLink label={label[column]} column={column} sort={sort} />
    </th>
  );
  return (
    // The scrolling table is the region (named by the heading); a second landmark with that name would repeat it.
    <div className="detail-block" id={TABLE_ID}>
      <h2 id="detail-units-title">{title}</h2>
      {projectVatRates.length > 0 && (
        <p className="detail-units__vat-note">
          <FormattedMessage
            id="detail.units.vatNote"
            defaultMessage="Nieuwbouw onder het btw-stelsel: {rates} btw."
            values={{ rates: vatText(intl, projectVatRates) }}
          />
        </p>
      )}
      {/* Focusable so that keyboard users can scroll it (WCAG 2.1.1). */}
      <div className="table-scroll" role="region" aria-labelledby="detail-units-title" tabIndex={0}>
        {/* Explicit roles keep the table's meaning where a phone's stylesheet lays each row out as a block. */}
        <table className="detail-table detail-units" role="table">
          <thead role="rowgroup">
            <tr role="row">
              {header('unit')}
              {has.floor && header('floor')}
              {has.bedrooms && header('bedrooms', 'detail-table__number')}
              {has.area && header('area', 'detail-table__number')}
              {has.vat && (
                <th scope="col" role="columnheader" className="detail-table__number detail-units__vat">
                  {label.vat}
                </th>
              )}
              {header('price', 'detail-table__number')}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {units.map((unit) => {
              const current = unit.id === currentId;
              return (
                <tr key={unit.id} role="row" className={current ? 'detail-units__current' : undefined}>
                  <th scope="row" role="rowheader">
                    <Link to={unit.href} aria-current={current ? 'page' : undefined}>
                      {[unit.subType, unit.entityNumber].filter(Boolean).join(' ')}
                    </Link>
                  </th>
                  {has.floor && <td role="cell" data-label={label.floor}>{unit.floor !== undefined && <FloorName floor={unit.floor} ground={unit.groundFloor === true} />}</td>}
                  {has.bedrooms && <td role="cell" data-label={label.bedrooms} className="detail-table__number">{unit.bedrooms}</td>}
                  {has.area && <td role="cell" data-label={label.area} className="detail-table__number">{unit.area}</td>}
                  {has.vat && (
                    <td role="cell" data-label={label.vat} className="detail-table__number">
                      {unit.vatRates && vatText(intl, unit.vatRates)}
                    </td>
                  )}
                  <td role="cell" data-label={label.price} className="detail-table__number detail-units__price">
                    {/* Issue 20 item 1: a sold unit shows its status, a rented one its status and its rent. */}
                    {unit.statusLabel && <span className="status-badge">{unit.statusLabel}</span>}
                    {unit.statusLabel && unit.price && ' '}
                    {unit.price}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

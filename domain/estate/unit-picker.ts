import type { PriceLine } from '../display/price-line';
import { priceSortGroup } from '../display/price-line';
import type { Estate } from './estate';
import { once } from '../shared/once';

/**
 * Issue 12 item 4: a project's unit picker. The visitor sorts the units by a column; the choice lives in the
 * URL (`?units=price-desc`), so sorting works without JavaScript and survives reload, back and a shared link.
 */
export const UNIT_SORT_KEYS = ['unit', 'floor', 'bedrooms', 'area', 'price'] as const;
export type UnitSortKey = (typeof UNIT_SORT_KEYS)[number];
export type UnitSortOrder = 'asc' | 'desc';

export interface UnitSort {
  readonly key: UnitSortKey;
  readonly order: UnitSortOrder;
}

/** The URL parameter that carries the unit picker's sort. */
export const UNIT_SORT_PARAM = 'units';

const SORT_TEXT = new RegExp(`^(${UNIT_SORT_KEYS.join('|')})-(asc|desc)$`);

/** Reads `price-desc` and the like; anything else is no sort (the project's own order), not an error. */
export function parseUnitSort(text: string | null | undefined): UnitSort | undefined {
  const match = SORT_TEXT.exec(text ?? '');
  return match ? { key: match[1] as UnitSortKey, order: match[2] as UnitSortOrder } : undefined;
}

export const formatUnitSort = (sort: UnitSort): string => `${sort.key}-${sort.order}`;

/** What a column's header link asks for: the other order when the column is sorted already, else ascending. */
export function nextUnitSort(current: UnitSort | undefined, key: UnitSortKey): UnitSort {
  return { key, order: current?.key === key && current.order === 'asc' ? 'desc' : 'asc' };
}

/**
 * The values a unit is sorted by. `price` is absent when the site does not show it (a sold unit, §4): sorting
 * by a hidden price would tell its rank among the others, so such a unit sorts as "no price". `priceKind` keeps
 * sales and rents apart (issue 20 item 1): a € 90 parking rent is no cheap sale.
 */
export interface UnitSortValues {
  readonly unit: string;
  readonly floor?: number;
  readonly bedrooms?: number;
  readonly area?: number;
  readonly price?: number;
  readonly priceKind?: 'sale' | 'rent';
}

const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** A floor as a number ('-1', '0', '3'); a floor an agency wrote as words has none. */
function floorNumber(estate: Estate): number | undefined {
  const floor = estate.general.floor ?? estate.fields?.construction?.floor;
  if (floor === undefined || floor === null || floor === '') return undefined;
  const value = typeof floor === 'number' ? floor : Number(String(floor).trim());
  return Number.isInteger(value) && value >= -5 && value < 200 ? value : undefined;
}

/** `shown` is what the row displays for the unit's name, bedrooms and price, so the order matches what is read. */
export function unitSortValues(
  estate: Estate,
  shown: { readonly name: string; readonly bedrooms?: number | undefined; readonly priceLine: PriceLine },
): UnitSortValues {
  const priceKind = priceSortGroup(shown.priceLine);
  const price = priceKind && shown.priceLine.amount;
  const { bedrooms, name } = shown;
  const area = positive(estate.dimensions?.areaBuild ?? estate.fields?.construction?.living_area_surface);
  const floor = floorNumber(estate);
  return {
    unit: name,
    ...(floor !== undefined && { floor }),
    ...(typeof bedrooms === 'number' && bedrooms >= 0 && { bedrooms }),
    ...(area !== undefined && { area }),
    ...(priceKind && price !== undefined && { price, priceKind }),
  };
}

const byName = once(() => new Intl.Collator('nl', { numeric: true, sensitivity: 'base' }));

/** Sales first, then rents, in either order of the price column (issue 20 item 1). */
const PRICE_KIND_ORDER = { sale: 0, rent: 1 } as const;

/**
 * Sorts rows by one column, stable (equal rows keep the project's order). A row without a value for the
 * column comes last in either order: an unknown area or a hidden price is not "the smallest". By price, the
 * sales come first and the rents after them, each sorted in the order asked.
 */
export function sortUnits<Row extends { readonly sortValues: UnitSortValues }>(rows: readonly Row[], sort: UnitSort | undefined): readonly Row[] {
  if (!sort) return rows;
  const sign = sort.order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row.sortValues[sort.key];
      const y = b.row.sortValues[sort.key];
      if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || a.index - b.index;
      if (sort.key === 'price') {
        const kinds = PRICE_KIND_ORDER[a.row.sortValues.priceKind ?? 'sale'] - PRICE_KIND_ORDER[b.row.sortValues.priceKind ?? 'sale'];
        if (kinds !== 0) return kinds;
      }
      const compared = typeof x === 'string' || typeof y === 'string' ? byName().compare(String(x), String(y)) : x - y;
      return sign * compared || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** §9 VAT regimes of new builds. */
export const VAT_RATES = [6, 12, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];

/**
 * §3 financial, §9: the VAT rates an estate states for its building, from the regime flags or from a construction
 * cost at that rate. An estate that states none gets none (we do not guess 21 % for it).
 */
export function statedVatRates(estate: Estate): readonly VatRate[] {
  const financial = estate.fields?.financial;
  if (!financial) return [];
  const stated: Record<VatRate, boolean> = {
    6: financial.vat_regime_6 === true || positive(financial.construction_costs_vat_6) !== undefined,
    12: financial.vat_regime_12 === true || positive(financial.construction_costs_vat_12) !== undefined,
    21: financial.vat_regime_21 === true || positive(financial.construction_costs_vat_21) !== undefined,
  };
  return VAT_RATES.filter((rate) => stated[rate]);
}

import { CONFORMITY } from '../enumerations/installations';
import { enumLabel, type Enumeration, type EnumValue } from '../enumerations/enumeration';
import { translationOrEmpty } from '../enumerations/field-label';
import { formatDate, formatDateTime } from './format-date';
import { formatNumber } from './format-number';
import {
  formatArea,
  formatCo2PerAreaPerYear,
  formatDistance,
  formatEnergyPerAreaPerYear,
  formatEnergyPerYear,
  formatLiquid,
  formatPercentage,
  formatPrice,
  formatPricePerArea,
} from './format-units';
import { yesNo } from './labels';
import type { Locale, Translated } from '../shared/locale';

/** How a detail value is written (§2 detail display rules); an enumeration shows its label (§3). */
export type FieldFormat =
  | 'text'
  | 'translated'
  | 'yesNo'
  | 'price'
  | 'pricePerArea'
  | 'area'
  | 'distance'
  | 'liquid'
  | 'energyPerYear'
  | 'epc'
  | 'co2'
  | 'date'
  /** dd/mm/yyyy HH:mm in Brussels time (a moment, e.g. when online bidding closes). */
  | 'dateTime'
  | 'year'
  | 'count'
  | 'percentage'
  | 'conformity'
  | 'link'
  | Enumeration;

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** An enumeration answer arrives as its id, its key or (technical groups) a reference {id, name}. */
function enumValue(value: unknown): EnumValue {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number') return value.id;
  return undefined;
}

const NUMBER_FORMATS: Readonly<Record<string, (value: number | undefined, locale: Locale) => string>> = {
  price: formatPrice,
  pricePerArea: formatPricePerArea,
  area: formatArea,
  distance: formatDistance,
  liquid: formatLiquid,
  energyPerYear: formatEnergyPerYear,
  epc: formatEnergyPerAreaPerYear,
  co2: formatCo2PerAreaPerYear,
  percentage: formatPercentage,
  count: (value) => formatNumber(value),
  // A year is not an amount: no thousands separator.
  year: (value) => (value === undefined || value <= 0 ? '' : String(value)),
};

/** The text of a value in the page's language; '' when the format cannot show it (e.g. an unknown enum id, §3). */
export function formatFieldValue(value: unknown, format: FieldFormat, locale: Locale): string {
  if (typeof format === 'object') return enumLabel(format, enumValue(value), locale);
  const byNumber = NUMBER_FORMATS[format];
  if (byNumber) return byNumber(asNumber(value), locale);
  switch (format) {
    case 'yesNo':
      return typeof value === 'boolean' ? yesNo(value, locale) : '';
    case 'conformity':
      // Technical groups answer conform yes/no; the certification group gives the Conformity id.
      return enumLabel(CONFORMITY, typeof value === 'boolean' ? (value ? 'VALID' : 'INVALID') : enumValue(value), locale);
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '';
    case 'dateTime':
      return typeof value === 'string' ? formatDateTime(value) : '';
    case 'translated':
      return typeof value === 'string' || (typeof value === 'object' && value !== null)
        ? translationOrEmpty(value as Partial<Translated> | string, locale)
        : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  }
}

import type { Locale } from '../shared/locale';
import { formatNumber, shownNumber, type Amount } from './format-number';

function withSuffix(value: Amount, suffix: string): string {
  return shownNumber(value) === undefined ? '' : `${formatNumber(value)} ${suffix}`;
}

/** §2 currency: euro sign prefix, decimals only when not whole ('€ 250.000', '€ 1.234,50'). */
export function formatPrice(value: Amount): string {
  return shownNumber(value) === undefined ? '' : `€ ${formatNumber(value, 'fixed')}`;
}

/** §2 price per area: '€ 2.150/m²'. */
export function formatPricePerArea(value: Amount): string {
  return shownNumber(value) === undefined ? '' : `${formatPrice(value)}/m²`;
}

/** §2 area: '120,5 m²'. */
export const formatArea = (value: Amount): string => withSuffix(value, 'm²');
/** §2 distance: '500 m'. */
export const formatDistance = (value: Amount): string => withSuffix(value, 'm');
/** §2 liquid: '2.000 l'. */
export const formatLiquid = (value: Amount): string => withSuffix(value, 'l');
/** §2 energy: '250 kWh/m²'. */
export const formatEnergy = (value: Amount): string => withSuffix(value, 'kWh/m²');

/** §2 percentage, written against the number ('21%'). */
export function formatPercentage(value: Amount): string {
  return shownNumber(value) === undefined ? '' : `${formatNumber(value)}%`;
}

const PER_YEAR: Readonly<Record<Locale, string>> = { nl: 'jaar', fr: 'an', en: 'year', de: 'Jahr' };

/** §2 energy per year: 'kWh/jaar', 'kWh/an', 'kWh/year', 'kWh/Jahr'. */
export function formatEnergyPerYear(value: Amount, locale: Locale): string {
  return withSuffix(value, `kWh/${PER_YEAR[locale]}`);
}

/** §2 energy use per area and year (EPC value): 'kWh/m²/jaar' … */
export function formatEnergyPerAreaPerYear(value: Amount, locale: Locale): string {
  return withSuffix(value, `kWh/m²/${PER_YEAR[locale]}`);
}

/** §2 CO2 emission per area and year: 'kg/m²/jaar' … */
export function formatCo2PerAreaPerYear(value: Amount, locale: Locale): string {
  return withSuffix(value, `kg/m²/${PER_YEAR[locale]}`);
}

import {
  formatArea,
  formatCo2PerAreaPerYear,
  formatDistance,
  formatEnergy,
  formatEnergyPerAreaPerYear,
  formatEnergyPerYear,
  formatLiquid,
  formatPercentage,
  formatPrice,
  formatPricePerArea,
} from '../../domain/display/format-units';
import type { Amount } from '../../domain/display/format-number';
import type { Locale } from '../../domain/shared/locale';

describe('§2 detail display units', () => {
  it.each<[string, (value: Amount) => string, Amount, string]>([
    ['currency, whole', formatPrice, 250000, '€ 250.000'],
    ['currency, with cents', formatPrice, 1234.5, '€ 1.234,50'],
    ['currency, -1', formatPrice, -1, ''],
    ['currency, missing', formatPrice, undefined, ''],
    ['price per area', formatPricePerArea, 2150, '€ 2.150/m²'],
    ['price per area, missing', formatPricePerArea, null, ''],
    ['area', formatArea, 120.5, '120,5 m²'],
    ['area, -1', formatArea, -1, ''],
    ['distance', formatDistance, 1500, '1.500 m'],
    ['percentage', formatPercentage, 21, '21%'],
    ['percentage, missing', formatPercentage, undefined, ''],
    ['liquid', formatLiquid, 2000, '2.000 l'],
    ['energy', formatEnergy, 250, '250 kWh/m²'],
  ])('§2 %s: %p → %p', (_, format, value, expected) => {
    expect(format(value)).toBe(expected);
  });

  it.each<[Locale, string, string, string]>([
    ['nl', '12.345 kWh/jaar', '250 kWh/m²/jaar', '35 kg/m²/jaar'],
    ['fr', '12.345 kWh/an', '250 kWh/m²/an', '35 kg/m²/an'],
    ['en', '12.345 kWh/year', '250 kWh/m²/year', '35 kg/m²/year'],
    ['de', '12.345 kWh/Jahr', '250 kWh/m²/Jahr', '35 kg/m²/Jahr'],
  ])('§2 per-year units in %s', (locale, perYear, perAreaPerYear, co2) => {
    expect(formatEnergyPerYear(12345, locale)).toBe(perYear);
    expect(formatEnergyPerAreaPerYear(250, locale)).toBe(perAreaPerYear);
    expect(formatCo2PerAreaPerYear(35, locale)).toBe(co2);
    expect(formatEnergyPerYear(-1, locale)).toBe('');
  });
});

import { estatePurchaseCost } from '../costs/estate-purchase-cost';
import type { CostRates } from '../costs/cost-rates';
import type { BuyerSituation } from '../costs/registration-duties';
import { formatArea, formatEnergyPerAreaPerYear, formatPrice, formatPricePerArea } from '../display/format-units';
import { yesNo } from '../display/labels';
import { listingCard } from '../display/listing-card';
import { priceSummary, type PriceLine } from '../display/price-line';
import { roomCounts } from '../display/rooms';
import { CONDITION } from '../enumerations/building';
import { enumLabel } from '../enumerations/enumeration';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import type { Estate } from '../estate/estate';
import type { EstateFieldPath } from '../estate/estate-field-path';
import type { Locale } from '../shared/locale';
import { valueWithFallback } from '../visibility/fallback-fields';
import { isFieldHidden } from '../visibility/hidden-fields';
import { isVisibleValue } from '../visibility/visible-value';

/** Issue 10: the facts a comparison shows, one row each, in this order. */
export const COMPARE_FACTS = [
  'price',
  'pricePerArea',
  'totalCost',
  'bedrooms',
  'livingArea',
  'landArea',
  'epc',
  'floodParcel',
  'floodBuilding',
  'condition',
  'constructionYear',
  'garden',
  'parking',
  'monthlyCosts',
] as const;
export type CompareFact = (typeof COMPARE_FACTS)[number];

/** One estate's facts as text in the page's language; '' where it has none (or §2/§5 hide it). */
export type CompareFactValues = Readonly<Record<CompareFact, string>>;

/** A value to show: its own or its fallback's (§2), unless §5 hides it or it is empty. */
function shown(estate: Estate, path: EstateFieldPath): unknown {
  const value = valueWithFallback(estate, path);
  return isFieldHidden(path, estate, value) || !isVisibleValue(value) ? undefined : value;
}

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A sale's price per m². §4: a sold estate hides its price, so its price per m² too; issue 20 item 1: a rent is a
 * monthly amount, and its "€ 9/m²" would read as a sale's.
 */
function pricePerArea(estate: Estate, line: PriceLine): string {
  if (line.kind !== 'sale') return '';
  const given = positive(shown(estate, 'fields.financial.price_per_square_meter'));
  const price = positive(estate.price?.value);
  const area = positive(shown(estate, 'dimensions.areaBuild')) ?? positive(shown(estate, 'fields.construction.land_surface'));
  return formatPricePerArea(given ?? (price !== undefined && area !== undefined ? Math.round(price / area) : undefined));
}

function epc(estate: Estate, locale: Locale): string {
  const label = shown(estate, 'energy.energyLabel');
  const labelText = typeof label === 'string' ? enumLabel(ENERGY_LABEL, label, locale) : '';
  const value = formatEnergyPerAreaPerYear(positive(shown(estate, 'energy.epcValue')), locale);
  return [labelText, value].filter(Boolean).join(' · ');
}

function garden(estate: Estate, locale: Locale): string {
  const has = estate.fields?.other?.garden;
  if (typeof has !== 'boolean') return '';
  const surface = formatArea(positive(estate.fields?.other?.garden_surface));
  return has && surface ? `${yesNo(true, locale)} (${surface})` : yesNo(has, locale);
}

function parking(estate: Estate): string {
  const other = estate.fields?.other;
  const counts = roomCounts(estate.rooms);
  const places =
    (positive(other?.garages_count) ?? positive(counts.garages) ?? 0) +
    (positive(other?.parking_spaces_count) ?? positive(counts.parkingSpaces) ?? 0) +
    (positive(other?.carports_count) ?? 0);
  return places > 0 ? String(places) : '';
}

function numberText(value: unknown): string {
  const number = positive(value);
  return number === undefined ? '' : String(number);
}

/**
 * Issue 10: an estate's row values for the comparison. The price follows §2/§4 (prefix, rent period, a sold
 * estate's status instead); the total cost is the estimate for `situation` (issue 10) where the estate is for sale.
 */
export function compareFactValues(estate: Estate, locale: Locale, rates: CostRates, situation: BuyerSituation): CompareFactValues {
  const card = listingCard(estate, locale);
  const cost = estatePurchaseCost(estate, { situation }, rates);
  const flood = (part: 'parcel' | 'building') => text(shown(estate, `general.flooding.${part}`));
  return {
    price: priceSummary(card.priceLine, locale),
    pricePerArea: pricePerArea(estate, card.priceLine),
    totalCost: cost ? formatPrice(cost.total) : '',
    bedrooms: numberText(shown(estate, 'general.bedroomCount') ?? roomCounts(estate.rooms).bedrooms),
    livingArea: formatArea(positive(shown(estate, 'dimensions.areaBuild'))),
    landArea: formatArea(positive(shown(estate, 'fields.construction.land_surface'))),
    epc: epc(estate, locale),
    floodParcel: flood('parcel'),
    floodBuilding: flood('building'),
    condition: enumLabel(CONDITION, (shown(estate, 'technical.condition.id') ?? shown(estate, 'fields.construction.condition')) as number | undefined, locale),
    constructionYear: numberText(shown(estate, 'fields.construction.construction_year')),
    garden: garden(estate, locale),
    parking: parking(estate),
    monthlyCosts: formatPrice(positive(shown(estate, 'fields.financial.monthly_costs'))),
  };
}

/** Issue 10 "differences highlighted": a row differs when at least two estates have a value and they are not all the same. */
export function factDiffers(values: readonly string[]): boolean {
  return new Set(values).size > 1 && values.filter((value) => value !== '').length >= 2;
}

import { enumLabel } from '../enumerations/enumeration';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import type { Estate } from '../estate/estate';
import type { EstateFieldPath } from '../estate/estate-field-path';
import { isDwellingUnit } from '../estate/project-price';
import type { LegalSection } from '../legal/legal-view';
import type { Locale } from '../shared/locale';
import { valueWithFallback } from '../visibility/fallback-fields';
import { isFieldHidden } from '../visibility/hidden-fields';
import { isVisibleValue } from '../visibility/visible-value';
import { epcBarPercentage, EPC_SCALE_MAX } from './energy-bar';
import { formatArea, formatCo2PerAreaPerYear, formatEnergyPerAreaPerYear } from './format-units';
import { roomCounts } from './rooms';

/** One fact a visitor scans first, decided (§2 fallback fields, §5 hidden fields): plain JSON. */
export interface KeyFact {
  /** What it is (a front-end's hook for its look): one kind per fact, 'flooding' for both scores. */
  readonly kind: 'bedrooms' | 'bathrooms' | 'area' | 'land' | 'year' | 'epc' | 'co2' | 'flooding';
  /** The label's key (message id). */
  readonly label: string;
  /** The value as written; '' for an EPC that states only its label. */
  readonly value: string;
  /** A flooding score after C: the official flood symbol goes with it (§2). */
  readonly warning?: boolean;
  /** The EPC's label (A+ … G): its code and its name in the page's language. */
  readonly energyLabel?: { readonly code: string; readonly text: string };
  /** The EPC on the §2 energy bar: where it sits (percent) on the scale 0 to `max` kWh/m². */
  readonly scale?: { readonly percent: number; readonly max: number };
}

/** The facts' label keys (message ids). */
export const KEY_FACT_LABELS = {
  bedrooms: 'detail.facts.bedrooms',
  bathrooms: 'detail.facts.bathrooms',
  livingArea: 'detail.facts.livingArea',
  area: 'detail.facts.area',
  land: 'detail.facts.landArea',
  year: 'detail.facts.constructionYear',
  epc: 'detail.facts.epc',
  co2: 'detail.facts.co2',
  parcel: 'detail.facts.parcelScore',
  building: 'detail.facts.buildingScore',
} as const;

/** A value to show: its own or its fallback's (§2), unless §5 hides it or it is empty. */
function shown(estate: Estate, path: EstateFieldPath): unknown {
  const value = valueWithFallback(estate, path);
  return isFieldHidden(path, estate, value) || !isVisibleValue(value) ? undefined : value;
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

/** The EPC: its label, its value and where it sits on the 0–700 scale (§2 energy bar, §9). */
function epcFact(estate: Estate, locale: Locale): KeyFact | undefined {
  const code = shown(estate, 'energy.energyLabel');
  const text = typeof code === 'string' ? enumLabel(ENERGY_LABEL, code, locale) : '';
  const epc = asNumber(shown(estate, 'energy.epcValue'));
  if (!text && epc === undefined) return undefined;
  return {
    kind: 'epc',
    label: KEY_FACT_LABELS.epc,
    value: formatEnergyPerAreaPerYear(epc, locale),
    ...(text && { energyLabel: { code: String(code), text } }),
    ...(epc !== undefined && { scale: { percent: epcBarPercentage(epc), max: EPC_SCALE_MAX } }),
  };
}

/**
 * Issue 19: the facts a visitor scans first, in their order: rooms, areas, year, energy, CO2 and the flooding scores
 * (§2), these as the legal information decided them (issue 24: only where the region's rules ask for them).
 */
export function keyFacts(estate: Estate, locale: Locale, legal: readonly LegalSection[]): readonly KeyFact[] {
  const counts = roomCounts(estate.rooms);
  const bedrooms = asNumber(shown(estate, 'general.bedroomCount')) ?? asNumber(counts.bedrooms);
  const bathrooms = asNumber(counts.bathrooms) ?? asNumber(shown(estate, 'fields.construction.bathrooms_count'));
  const area = formatArea(asNumber(shown(estate, 'dimensions.areaBuild')));
  const land = formatArea(asNumber(shown(estate, 'fields.construction.land_surface')));
  const year = asNumber(shown(estate, 'fields.construction.construction_year'));
  const co2 = formatCo2PerAreaPerYear(asNumber(shown(estate, 'energy.co2')), locale);
  const floodRows = legal.find((section) => section.id === 'flooding')?.rows ?? [];
  const scores = (['parcel', 'building'] as const).flatMap((part): KeyFact[] => {
    const row = floodRows.find((candidate) => candidate.key === `general.flooding.${part}` && !candidate.placeholder);
    return row ? [{ kind: 'flooding', label: KEY_FACT_LABELS[part], value: row.value, ...(row.warning && { warning: true }) }] : [];
  });
  const epc = epcFact(estate, locale);
  const fact = (kind: KeyFact['kind'], label: string, value: string | number | undefined): KeyFact[] =>
    value === undefined || value === '' ? [] : [{ kind, label, value: String(value) }];
  return [
    ...fact('bedrooms', KEY_FACT_LABELS.bedrooms, bedrooms),
    ...fact('bathrooms', KEY_FACT_LABELS.bathrooms, bathrooms),
    // Issue 13 item 8: only a dwelling has a living area; a garage, a parking space or a shop has an area.
    ...fact('area', isDwellingUnit(estate) ? KEY_FACT_LABELS.livingArea : KEY_FACT_LABELS.area, area),
    ...fact('land', KEY_FACT_LABELS.land, land),
    ...fact('year', KEY_FACT_LABELS.year, year),
    ...(epc ? [epc] : []),
    ...fact('co2', KEY_FACT_LABELS.co2, co2),
    ...scores,
  ];
}

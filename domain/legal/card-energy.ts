import { formatCo2PerAreaPerYear, formatEnergyPerAreaPerYear } from '../display/format-units';
import { enumLabel } from '../enumerations/enumeration';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import type { Estate, Region } from '../estate/estate';
import type { Locale, Translated } from '../shared/locale';
import { valueWithFallback } from '../visibility/fallback-fields';
import type { LegalItem } from './legal-items';
import { rulesFor } from './region-tables';

/** What the certificate is called in each region, in each language. */
const SCHEME: Readonly<Record<Region, Translated>> = {
  FLANDERS: { nl: 'EPC', fr: 'PEB', en: 'EPC', de: 'EPC' },
  WALLONIA: { nl: 'EPB', fr: 'PEB', en: 'EPB', de: 'GEE' },
  BRUSSELS: { nl: 'EPB', fr: 'PEB', en: 'EPB', de: 'GEE' },
};

/** The figures a card may carry, in the order it writes them. */
const CARD_ITEMS: readonly LegalItem[] = ['energyLabel', 'energyScore', 'co2'];

/** A figure to show: CO₂ above 0; a score other than 0 (a Flemish A+ score is below 0). */
const shownFigure = (value: unknown, item: LegalItem): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && (value > 0 || (item === 'energyScore' && value < 0)) ? value : undefined;

/**
 * Issue 24 item 2: the energy figures the estate's region requires of every advertisement, as one short line for a
 * card ("EPC B · 210 kWh/m²/jaar" in Flanders, "PEB C · CO₂ 38 kg/m²/an" in Brussels, "PEB C · 250 kWh/m²/an" in
 * Wallonia); undefined when it has none of them, or lies abroad. A card has no clock: it follows the rules that
 * have no end date (the table as it stands).
 */
export function cardEnergyLine(estate: Estate, locale: Locale): string | undefined {
  const table = rulesFor(estate);
  if (table === undefined) return undefined;
  const asked = CARD_ITEMS.filter((item) => table.rules.some((rule) => rule.item === item && rule.duty === 'must' && rule.until === undefined));
  const labelKey = asked.includes('energyLabel') ? valueWithFallback(estate, 'energy.energyLabel') : undefined;
  const label = typeof labelKey === 'string' ? enumLabel(ENERGY_LABEL, labelKey, locale) : '';
  const figures = asked.flatMap((item): string[] => {
    if (item === 'energyLabel') return [];
    const value = shownFigure(valueWithFallback(estate, item === 'co2' ? 'energy.co2' : 'energy.epcValue'), item);
    if (value === undefined) return [];
    return [item === 'co2' ? `CO₂ ${formatCo2PerAreaPerYear(value, locale)}` : formatEnergyPerAreaPerYear(value, locale)];
  });
  if (!label && figures.length === 0) return undefined;
  // "EPC B · 210 kWh/m²/jaar": the class goes with the scheme's name, the figures follow.
  const scheme = SCHEME[table.region][locale];
  return [label ? `${scheme} ${label}` : scheme, ...figures].join(' · ');
}

import { enumLabel } from '../enumerations/enumeration';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import { PLANNING } from '../enumerations/planning';
import { RECENT_DESTINATION } from '../enumerations/recent-destination';
import type { Estate, Region } from '../estate/estate';
import { valueWithFallback } from '../visibility/fallback-fields';
import { isVisibleValue } from '../visibility/visible-value';
import { LEGAL_ITEMS, type LegalItem } from './legal-items';
import { dutyOf } from './legal-rule';
import { rulesFor } from './region-tables';

export type Problem = 'missing' | 'invalid';

/** A mandatory item of the listing's region that its advertisement lacks, or states with something that is no value. */
export interface Finding {
  readonly item: LegalItem;
  readonly problem: Problem;
  /** What it says instead, when invalid. */
  readonly value?: string;
}

/** Words that stand for a certificate not yet there: "PEB en cours", "EPC aangevraagd", "pending" … are no value. */
const NOT_A_VALUE = /en cours|demand|in aanvraag|aangevraagd|aan te vragen|volgt|pending|requested|to follow|beantragt|folgt|onbekend|inconnu|unknown|n\/a|^-+$|^\?+$/i;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A number the certificate states (an energy score may be negative in Flanders, A+). */
const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/** Whether the value of each kind of mandatory item is one: a known label, a figure, a code with digits, an answer. */
const VALID: Partial<Record<LegalItem, (value: unknown) => boolean>> = {
  energyScore: isNumber,
  energyTotal: (value) => isNumber(value) && (value as number) > 0,
  co2: (value) => isNumber(value) && (value as number) >= 0,
  energyLabel: (value) => typeof value === 'string' && enumLabel(ENERGY_LABEL, value, 'nl') !== '',
  energyCertificate: (value) => !NOT_A_VALUE.test(text(value)) && (text(value).match(/\d/g)?.length ?? 0) >= 6,
  planningPermit: (value) => enumLabel(PLANNING, value as number, 'nl') !== '',
  subdivisionPermit: (value) => enumLabel(PLANNING, value as number, 'nl') !== '',
  priorityPurchase: (value) => enumLabel(PLANNING, value as number, 'nl') !== '',
  planningZone: (value) => enumLabel(RECENT_DESTINATION, value as number, 'nl') !== '',
};

/** The field a mandatory item is checked on (the first of its fields, with its §2 fallback). */
const CHECKED_PATH = {
  energyScore: 'energy.epcValue',
  energyLabel: 'energy.energyLabel',
  energyCertificate: 'energy.epcReference',
  energyTotal: 'fields.certification.epc_year_value',
  co2: 'energy.co2',
  planningPermit: 'fields.planning.permission',
  planningZone: 'fields.planning.most_recent_destination',
  subdivisionPermit: 'fields.planning.subdivision_permit',
  priorityPurchase: 'fields.planning.priority_purchase',
  floodScores: 'general.flooding.parcel',
} as const;

/** A value an item holds, as the page would read it; the empty ones count as missing (§2 visible values). */
function findingOf(estate: Estate, item: LegalItem): Finding | null {
  if (item === 'floodScores') return floodScoresFinding(estate);
  const path = CHECKED_PATH[item as keyof typeof CHECKED_PATH];
  // planningMeasures: §2 states that no measure was imposed when the agency wrote nothing, so it is never missing.
  if (path === undefined) return null;
  const value = valueWithFallback(estate, path);
  if (!isVisibleValue(value) && !(item === 'energyScore' && value === 0)) return { item, problem: 'missing' };
  const valid = VALID[item];
  return valid === undefined || valid(value) ? null : { item, problem: 'invalid', value: text(value) };
}

/** The P-score always, the G-score when there is a building (a plot has none); both are classes A to D. */
function floodScoresFinding(estate: Estate): Finding | null {
  const parcel = text(estate.general.flooding?.parcel);
  if (parcel === '') return { item: 'floodScores', problem: 'missing' };
  const scores = [parcel, text(estate.general.flooding?.building)].filter(Boolean);
  const bad = scores.find((score) => !/^[A-D]$/i.test(score));
  return bad === undefined ? null : { item: 'floodScores', problem: 'invalid', value: bad };
}

/** Issue 24: the mandatory items of the estate's region (on `day`) its advertisement lacks or states wrongly. */
export function complianceFindings(estate: Estate, day: string): readonly Finding[] {
  const table = rulesFor(estate);
  if (table === undefined) return [];
  return LEGAL_ITEMS.filter((item) => dutyOf(table, item, estate, day) === 'must')
    .map((item) => findingOf(estate, item))
    .filter((finding): finding is Finding => finding !== null);
}

/** One listing that may not be published as it is. */
export interface NonCompliantListing {
  readonly id: string;
  readonly reference?: string;
  readonly region: Region;
  readonly findings: readonly Finding[];
}

/** How often one rule (an item of a region, missing or invalid) is broken. */
export interface RuleCount {
  readonly region: Region;
  readonly item: LegalItem;
  readonly problem: Problem;
  readonly count: number;
}

export interface ComplianceReport {
  /** The ISO day whose rules were applied. */
  readonly day: string;
  /** Listings checked, per region (listings abroad have no Belgian rules and are not counted). */
  readonly checked: Readonly<Record<Region, number>>;
  readonly listings: readonly NonCompliantListing[];
  readonly counts: readonly RuleCount[];
}

/** Issue 24 item 3: the compliance report over a site's listings, with a count per rule. */
export function complianceReport(estates: readonly Estate[], day: string): ComplianceReport {
  const checked: Record<Region, number> = { FLANDERS: 0, WALLONIA: 0, BRUSSELS: 0 };
  const listings: NonCompliantListing[] = [];
  const counts = new Map<string, RuleCount>();
  for (const estate of estates) {
    const region = rulesFor(estate)?.region;
    if (region === undefined) continue;
    checked[region] += 1;
    const findings = complianceFindings(estate, day);
    if (findings.length === 0) continue;
    const reference = estate.general.reference;
    listings.push({ id: String(estate.general.id), ...(reference && { reference }), region, findings });
    for (const { item, problem } of findings) {
      const key = `${region}/${item}/${problem}`;
      const count = counts.get(key);
      counts.set(key, { region, item, problem, count: (count?.count ?? 0) + 1 });
    }
  }
  listings.sort((a, b) => a.region.localeCompare(b.region) || Number(a.id) - Number(b.id));
  return { day, checked, listings, counts: [...counts.values()].sort((a, b) => b.count - a.count || a.region.localeCompare(b.region) || a.item.localeCompare(b.item)) };
}

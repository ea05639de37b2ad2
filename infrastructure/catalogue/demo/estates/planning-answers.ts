import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { PlanningFields } from '../../../../domain/estate/property-fields';
import type { Place } from '../geo/places';
import { compact } from '../numbers';
import type { Prng } from '../prng';
import { t } from '../text/phrase';
import type { PhysicalTraits } from './physical-traits';
import { isCoastal } from '../geo/holiday-places';
import { isRental } from './price-ranges';

/** Planning answers (Planning enumeration). */
const UNKNOWN = 1;
const NO = 2;
const YES = 3;
const BEFORE_1962 = 5;

/** Zone codes (RecentDestination ids) by what lies on the land. */
const ZONES_BY_SUB_TYPE: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AGRICULTURAL_LAND: [[1, 70], [20, 30]],
  PASTURE: [[1, 60], [20, 40]],
  FARM: [[1, 60], [20, 40]],
  SQUARE_FARM: [[1, 60], [20, 40]],
  WOODLAND: [[5, 100]],
  NATURE_AREA: [[9, 80], [21, 20]],
  RECREATIONAL_LAND: [[7, 50], [18, 25], [19, 25]],
  DEVELOPMENT_LAND: [[4, 70], [11, 30]],
  INDUSTRIAL_LAND: [[6, 60], [2, 40]],
  COMMERCIAL_LAND: [[2, 60], [17, 40]],
  CASTLE: [[10, 50], [15, 50]],
  MANOR: [[12, 60], [10, 40]],
};

const RESIDENTIAL_ZONES: readonly (readonly [number, number])[] = [[11, 75], [12, 12], [4, 5], [15, 5], [8, 3]];
const COMMERCIAL_ZONES: readonly (readonly [number, number])[] = [[8, 35], [2, 30], [17, 20], [6, 15]];

/** The zoning of the land; the coast's residential zones often carry a recreational character (WGR). */
export function zoneFor(rng: Prng, subType: SubTypeEntry, place: Place): number {
  const special = ZONES_BY_SUB_TYPE[subType.key];
  if (special !== undefined) return rng.weighted(special);
  if (subType.headTypeId === HEAD_TYPE_ID.COMMERCIAL) return rng.weighted(COMMERCIAL_ZONES);
  if (isCoastal(place) && rng.chance(0.35)) return 13;
  return rng.weighted(RESIDENTIAL_ZONES);
}

const mostlyNo = (rng: Prng, yes = 0.03): number => rng.weighted([[NO, 1 - yes - 0.02], [YES, yes], [UNKNOWN, 0.02]]);

function permission(rng: Prng, subType: SubTypeEntry, traits: PhysicalTraits): number {
  if (subType.headTypeId === HEAD_TYPE_ID.PLOT) return rng.weighted([[NO, 70], [UNKNOWN, 30]]);
  const year = traits.constructionYear;
  if (year !== undefined && year < 1962) return rng.chance(0.6) ? BEFORE_1962 : YES;
  return rng.weighted([[YES, 88], [UNKNOWN, 8], [4, 4]]);
}

const permissionComment = (year: number) =>
  t(
    `Stedenbouwkundige vergunning afgeleverd in ${year}.`,
    `Permis d'urbanisme délivré en ${year}.`,
    `Planning permission granted in ${year}.`,
    `Baugenehmigung erteilt im Jahr ${year}.`,
  );

const subdivisionInformation = (lot: number) =>
  t(
    `Lot ${lot} van een goedgekeurde verkaveling.`,
    `Lot ${lot} d'un lotissement approuvé.`,
    `Lot ${lot} of an approved subdivision.`,
    `Los ${lot} einer genehmigten Parzellierung.`,
  );

/**
 * The town-planning answers a Belgian sale must disclose. Flanders and Brussels fill them; only 40 % of
 * Walloon listings do (§5 hides the empty group there); rentals carry only the destination, because §5
 * hides the permit answers for them; estates abroad carry none.
 */
export function drawPlanning(
  rng: Prng,
  subType: SubTypeEntry,
  transactionId: number,
  traits: PhysicalTraits,
  place: Place,
  destination: number,
  zoneId: number,
): PlanningFields | undefined {
  if (place.country !== 'BE') return undefined;
  if (subType.headTypeId !== HEAD_TYPE_ID.PLOT && subType.headTypeId !== HEAD_TYPE_ID.GARAGE && isRental(transactionId)) return { destination };
  if (place.region === 'WALLONIA' && !rng.chance(0.4)) return undefined;
  const answer = permission(rng, subType, traits);
  const plotInSubdivision = subType.key === 'BUILDING_PLOT' && rng.chance(0.7);
  const heritage = subType.key === 'CASTLE' || subType.key === 'MANOR' || subType.key === 'MILL' ? rng.weighted([[YES, 50], [NO, 50]]) : NO;
  const year = traits.constructionYear;
  return compact({
    permission: answer,
    permission_comment: answer === YES && year !== undefined && year >= 1962 ? permissionComment(year - 1) : undefined,
    subdivision_permit: plotInSubdivision ? YES : mostlyNo(rng, 0.08),
    subdivision_information: plotInSubdivision ? subdivisionInformation(rng.int(1, 24)) : undefined,
    priority_purchase: mostlyNo(rng, 0.04),
    proceeding: mostlyNo(rng, 0.01),
    administrative_order: mostlyNo(rng, 0.01),
    penalty_payment: mostlyNo(rng, 0.01),
    remedial_action: mostlyNo(rng, 0.01),
    amicable_settlement: mostlyNo(rng, 0.01),
    protected_heritage: heritage,
    protected_monument: heritage,
    conservation_area: mostlyNo(rng, 0.03),
    decree_complex_project: NO,
    most_recent_destination: zoneId,
    destination,
  });
}

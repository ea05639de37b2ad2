import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { Place } from '../geo/places';
import type { Prng } from '../prng';
import { addDays, compactDate } from '../time/calendar';
import { energyLabelFor, energyScheme } from './energy-scale';
import type { EnergyScheme } from './energy-scale';
import type { PhysicalTraits } from './physical-traits';
import { compact, max, min, round } from '../numbers';

/** The energy certificate of a unit (EPC in Flanders, PEB in Wallonia and Brussels). */
export interface EnergyFacts {
  readonly scheme: EnergyScheme;
  /** Primary energy use in kWh/m²/year. */
  readonly epcValue: number;
  /** Label key on the scheme's scale ('B', 'A_PLUS'). */
  readonly label: string;
  /** kg CO2/m²/year. */
  readonly co2: number;
  readonly reference: string;
  /** ISO date the certificate was issued. */
  readonly issuedOn: string;
  /** Flemish E-level of a new build. */
  readonly eLevel?: number;
}

/** Bounds of a demo EPC value: Flanders' existing stock spans 50–700; new builds go lower, down to A+ (< 0). */
export const EPC_BOUNDS: Readonly<Record<EnergyScheme, readonly [number, number]>> = {
  FLANDERS: [-20, 700],
  WALLONIA: [-20, 800],
  BRUSSELS: [-20, 800],
  FR: [30, 800],
  NL: [30, 800],
};

function newBuildValue(rng: Prng, scheme: EnergyScheme): number {
  switch (scheme) {
    case 'FLANDERS':
      return rng.chance(0.06) ? rng.int(-20, -1) : rng.int(15, 95);
    case 'WALLONIA':
      return rng.chance(0.8) ? rng.int(10, 85) : rng.int(86, 120);
    case 'BRUSSELS':
      return rng.int(20, 95);
    default:
      return rng.int(40, 150);
  }
}

/** Older, unrenovated buildings use more energy; Walloon stock is on average less efficient. */
function existingValue(rng: Prng, scheme: EnergyScheme, traits: PhysicalTraits): number {
  const year = traits.renovationYear ?? traits.constructionYear ?? 1970;
  const [low, high] = year >= 2006 ? [90, 250] : year >= 1991 ? [200, 380] : year >= 1971 ? [250, 480] : [320, 700];
  const renovated = traits.renovationYear === undefined ? 1 : 0.75;
  const regional = scheme === 'WALLONIA' ? 1.1 : 1;
  const value = round(rng.int(low, high) * renovated * regional);
  return scheme === 'FLANDERS' ? min(700, max(50, value)) : min(800, max(40, value));
}

/** kg CO2 per kWh of primary energy, roughly, by heating fuel. */
const CO2_PER_KWH: Readonly<Record<number, number>> = { 1: 0.27, 2: 0.34, 3: 0.1, 4: 0.2, 9: 0.04, 10: 0.04 };

function certificateReference(rng: Prng, scheme: EnergyScheme, issuedOn: string, residential: boolean): string {
  const serial = String(rng.int(1, 9_999_999)).padStart(10, '0');
  if (scheme === 'FLANDERS') return `${compactDate(issuedOn)}-${serial}-${residential ? 'RES' : 'NRES'}-1`;
  return `${compactDate(issuedOn)}${serial.slice(4)}`;
}

/** Dwellings always carry a certificate; half of the commercial premises do; plots and garages never. */
export function drawEnergy(rng: Prng, subType: SubTypeEntry, traits: PhysicalTraits, place: Place, publicationDate: string): EnergyFacts | undefined {
  const headTypeId = subType.headTypeId;
  const dwelling = headTypeId === HEAD_TYPE_ID.HOUSE || headTypeId === HEAD_TYPE_ID.APARTMENT;
  if (!dwelling && !(headTypeId === HEAD_TYPE_ID.COMMERCIAL && rng.chance(0.5))) return undefined;
  const scheme = energyScheme(place.region, place.country);
  // A passive house needs next to no heating: its certificate is always in the best classes.
  const epcValue =
    subType.key === 'PASSIVE_HOUSE' ? rng.int(5, 45) : traits.isNewBuild ? newBuildValue(rng, scheme) : existingValue(rng, scheme, traits);
  const issuedOn = addDays(publicationDate.slice(0, 10), -rng.int(traits.isNewBuild ? 0 : 10, traits.isNewBuild ? 60 : 1500));
  return compact({
    scheme,
    epcValue,
    label: energyLabelFor(scheme, epcValue),
    co2: max(0, round(epcValue * (CO2_PER_KWH[traits.heatingId ?? 4] ?? 0.2))),
    reference: certificateReference(rng, scheme, issuedOn, dwelling),
    issuedOn,
    eLevel: traits.isNewBuild && scheme === 'FLANDERS' ? rng.int(15, 40) : undefined,
  });
}

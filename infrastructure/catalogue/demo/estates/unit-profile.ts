import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { EstateId } from '../../../../domain/estate/estate';
import type { PlanningFields } from '../../../../domain/estate/property-fields';
import type { AddressSpot } from '../geo/demo-address';
import type { Place } from '../geo/places';
import type { EnergyFacts } from './energy-performance';
import type { FloodFacts, NotarySale } from './legal-facts';
import type { PhysicalTraits } from './physical-traits';

/** Everything decided about one unit before it is written out as an Estate. */
export interface UnitProfile {
  readonly id: EstateId;
  readonly subType: SubTypeEntry;
  readonly transactionId: number;
  readonly place: Place;
  readonly spot: AddressSpot;
  readonly box?: string;
  readonly traits: PhysicalTraits;
  readonly energy?: EnergyFacts;
  /** Asking price (rent per month for rentals). */
  readonly price: number;
  readonly priceFrom: boolean;
  /** Sold under the VAT regime (new builds only). */
  readonly vatRegime: boolean;
  /** ISO date-time, never after the reference date. */
  readonly publicationDate: string;
  readonly referenceDate: string;
  readonly planning?: PlanningFields;
  readonly flood?: FloodFacts;
  readonly notarySale?: NotarySale;
  readonly zoneId: number;
  readonly seaside: boolean;
}

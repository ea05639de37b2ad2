import type { Locale, Translated } from '../shared/locale';

/** §3 Rental unit: a holiday rental, shown under the holiday route (§2). */
export type RentalUnitId = number;

export interface RentalUnitPhoto {
  readonly original: string;
  readonly medium?: string;
  readonly thumbnail?: string;
}

/** Names of enumeration entries may come translated or already in the request's language. */
export type RentalName = Partial<Translated> | string;

/**
 * §3 names a unit's location and sub kind by name, and the filter data lists them as buckets with an id; a unit
 * carries that id where its backend gives one (the embedded catalogue does), so that a filter can match it.
 */
export interface RentalNamed {
  readonly id?: number;
  readonly name?: RentalName;
}

/**
 * The town a unit lies in. §3 gives a rental unit no coordinates: `lat`/`lon`, where a backend adds them, are the
 * town's centre (the holiday map places units there and says so), never the unit's own address.
 */
export interface RentalCity {
  readonly id?: number;
  readonly name?: string;
  readonly zip?: string;
  readonly lat?: number;
  readonly lon?: number;
}

export interface RentalUnitGeneral {
  readonly description?: Partial<Translated>;
  readonly descriptionShort?: Partial<Translated>;
  /** The holiday region (e.g. the coast, the Ardennes). */
  readonly location?: RentalNamed;
  readonly city?: RentalCity;
  /** Maximum number of guests. */
  readonly maxOccupation?: number;
  /** The kind of rental (apartment, studio, villa…). */
  readonly subKind?: RentalNamed;
  readonly garage?: boolean;
  readonly floor?: string;
  readonly building?: { readonly name?: string };
  readonly rentalName?: string;
}

export interface RentalUnitRooms {
  readonly bedrooms?: number;
  readonly bathrooms?: number;
}

export interface RentalUnit {
  readonly id: RentalUnitId;
  readonly photos: readonly RentalUnitPhoto[];
  readonly general: RentalUnitGeneral;
  readonly rooms: RentalUnitRooms;
}

/**
 * A bookable period of a rental unit (GET /rental-units/{id}/periods; fields not shown in the spec).
 * Dates are ISO 8601 calendar dates ('2025-07-05'); `end` is the departure day.
 */
export interface RentalPeriod {
  readonly start: string;
  readonly end: string;
  /** Price of the whole period in euro. */
  readonly price: number;
  /** Period type as listed in the rental filter data (`periodTypes`), e.g. 'WEEK', 'WEEKEND', 'MIDWEEK'. */
  readonly type: string;
}

/** The dates a reservation asks for: one of the unit's periods, or a span they cover. */
export interface ReservationPeriod {
  readonly start: string;
  readonly end: string;
}

/** A reservation request (POST /rental-units/reservation; payload not shown in the spec). */
export interface RentalReservation {
  readonly rentalUnitId: RentalUnitId;
  readonly period: ReservationPeriod;
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  /** Number of guests; at most the unit's maxOccupation. */
  readonly persons: number;
  readonly message?: string;
  /** The guest's language, for the confirmation mail. */
  readonly locale?: Locale;
}

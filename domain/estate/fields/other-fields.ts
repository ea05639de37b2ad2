import type { Translated } from '../../shared/locale';

/** §3 property field group `other`: availability, surroundings and garden. Distances in m, surfaces in m². */
export interface OtherFields {
  /** FreeOn id (unknown, immediate, deed, after notice period, delivery, to be agreed). */
  readonly available?: number;
  /** ISO 8601 date. */
  readonly available_at?: string;
  readonly beach_distance?: number;
  readonly carports_count?: number;
  readonly construction_obligation?: boolean;
  /** Environment id (town, residential, …). */
  readonly environment?: number;
  readonly garages_count?: number;
  readonly garden?: boolean;
  /** The description §2 attaches to the garden answer (combined field). */
  readonly garden_information?: Partial<Translated>;
  /** Orientation id (eight compass points). */
  readonly garden_orientation?: number;
  readonly garden_surface?: number;
  /** Garden id (not constructed, only lawn, fully landscaped). */
  readonly garden_type?: number;
  readonly neighbourhood_information?: Partial<Translated>;
  readonly parking_spaces_count?: number;
  readonly portal_extra_information?: Partial<Translated>;
  readonly portal_replacement_information?: Partial<Translated>;
  readonly public_transport_distance?: number;
  readonly school_distance?: number;
  readonly sea_view?: boolean;
  readonly shops_distance?: number;
  readonly side_sea_view?: boolean;
  readonly sms_text?: string;
  readonly sold_price?: number;
}

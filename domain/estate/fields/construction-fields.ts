/**
 * §3 property field group `construction`. Surfaces in m², lengths and distances in m, years as numbers;
 * other numbers are counts or enumeration ids as noted.
 */
export interface ConstructionFields {
  readonly bathrooms_count?: number;
  readonly bedrooms_count?: number;
  readonly cadastral_classification?: string;
  readonly cadastral_kind?: string;
  readonly cadastral_section?: string;
  readonly commercial_surface?: number;
  /** Condition id (TO_RENOVATE … NEW). */
  readonly condition?: number;
  readonly construction_surface?: number;
  /** ConstructionType id (OPEN, HALF_OPEN, CLOSED). */
  readonly construction_type?: number;
  readonly construction_year?: number;
  readonly cornice_height?: number;
  readonly distance_building_line?: number;
  readonly distance_side_boundaries?: number;
  readonly distance_street_axis?: number;
  readonly facades_count?: number;
  readonly floor?: number;
  readonly floor_1_surface?: number;
  readonly floor_2_surface?: number;
  readonly floor_3_surface?: number;
  readonly floor_4_surface?: number;
  readonly floors_count?: number;
  readonly frontage_width?: number;
  readonly ground_floor_depth?: number;
  readonly land_height?: number;
  readonly land_surface?: number;
  readonly living_area_surface?: number;
  readonly lot_depth?: number;
  readonly lot_width?: number;
  readonly lot_number?: string;
  readonly low_energy?: boolean;
  readonly new_construction?: boolean;
  readonly open_fires_count?: number;
  readonly passive?: boolean;
  /** Euro. */
  readonly renovation_costs?: number;
  readonly renovation_required?: boolean;
  readonly renovation_year?: number;
  /** Degrees. */
  readonly roof_slope?: number;
  /** RoofType id. */
  readonly roof_type?: number;
  readonly showers_count?: number;
  readonly toilets_count?: number;
}

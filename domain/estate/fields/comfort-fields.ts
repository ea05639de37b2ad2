import type { Translated } from '../../shared/locale';

/**
 * §3 property field group `comfort`: equipment and utilities.
 * Numbers are enumeration ids unless a unit is named; free text is per language.
 */
export interface ComfortFields {
  readonly alarm?: boolean;
  /** BathroomType id. */
  readonly bathroom_type?: number;
  readonly central_heating?: boolean;
  readonly concierge?: boolean;
  readonly disabled_access?: boolean;
  readonly domestic_animals_allowed?: boolean;
  readonly domotics?: boolean;
  readonly dressing?: boolean;
  /** CommonMeter ids (NOT_APPLICABLE, COMMON, INDIVIDUAL) and CommonMeterType ids (SINGLE, DAY_AND_NIGHT, SMART_METER). */
  readonly electricity_meter?: number;
  readonly electricity_meter_type?: number;
  readonly gas_meter?: number;
  readonly water_meter?: number;
  readonly floor_heating?: boolean;
  readonly floor_material?: Partial<Translated>;
  readonly furnished?: boolean;
  /** WindowGlazing id. */
  readonly glazing_type?: number;
  readonly heat_pump?: boolean;
  /** Heating id (OIL, GAS, …). */
  readonly heating?: number;
  /** Not listed in §3: the description §2 attaches to the heating answer (combined field). */
  readonly heating_information?: Partial<Translated>;
  /** Litres. */
  readonly heating_oil_tank_contents?: number;
  readonly intercom?: boolean;
  readonly internet_connection?: boolean;
  /** KitchenType id. */
  readonly kitchen_type?: number;
  readonly lift?: boolean;
  /** LuxuryLevel id; camelCase as upstream spells it. */
  readonly luxuryLevel?: number;
  /** Carpentry id (WOOD, ALUMINUM, PLASTIC). */
  readonly outside_carpentry?: number;
  readonly ready_to_move_in?: boolean;
  readonly secondary_kitchen?: boolean;
  readonly secured_door?: boolean;
  readonly septic_tank?: boolean;
  readonly shutters?: boolean;
  readonly solar_boiler?: boolean;
  readonly solar_panels?: boolean;
  readonly sunblinds?: boolean;
  readonly swimming_pool?: boolean;
  /** Not listed in §3: the description §2 attaches to the pool answer (combined field). */
  readonly swimming_pool_information?: Partial<Translated>;
  readonly tennis_court?: boolean;
  readonly videophone?: boolean;
  /** Utility connections. */
  readonly electricity_connection?: boolean;
  readonly gas_connection?: boolean;
  readonly water_connection?: boolean;
  readonly sewer_connection?: boolean;
  readonly telephone_connection?: boolean;
  readonly cable_connection?: boolean;
  readonly water_softener?: boolean;
  readonly water_well?: boolean;
  /** Litres. */
  readonly water_well_contents?: number;
  readonly windmill?: boolean;
}

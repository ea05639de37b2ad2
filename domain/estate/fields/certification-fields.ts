/**
 * §3 property field group `certification`: energy and safety certificates.
 * Enumeration answers are ids of the field-type enumerations (ElectricityCertification, Conformity).
 */
export interface CertificationFields {
  readonly as_built_certificate?: boolean;
  /** CO2 emission in kg/m²/year. */
  readonly co2_emission?: number;
  readonly e_level?: number;
  /** ElectricityCertification id (OBTAINED, NOT_OBTAINED, UNKNOWN). */
  readonly electrical_certificate?: number;
  /** Conformity id (INVALID, VALID); not listed in §3, attached to the certificate as a combined field (§2). */
  readonly electrical_certificate_conformity?: number;
  /** Energy label code in the form LABEL_sub ('B', 'A_PLUS'), like `energy.energyLabel`, so one can fall back to the other. */
  readonly energy_label?: string;
  readonly epc_number?: string;
  /** Primary energy use in kWh/m²/year. */
  readonly epc_value?: number;
  /** Energy use in kWh/year. */
  readonly epc_year_value?: number;
  readonly heating_oil_certificate?: boolean;
  readonly k_level?: number;
  readonly net_energy_heating?: number;
}

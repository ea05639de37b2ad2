import type { EstateFieldPath } from '../estate/estate-field-path';

/**
 * What the law of a region can ask an advertisement to show, to allow or to leave out, each with the estate
 * fields that carry it (the first is the one the mention reads; a fallback field, §2, counts as that field).
 * The region tables (`flanders-rules.ts`, `wallonia-rules.ts`, `brussels-rules.ts`) give each item its duty.
 */
export const LEGAL_ITEM_PATHS = {
  /** EPC/PEB: primary energy use per m² and per year (kWh/m²/yr): Flanders' "energiescore", Wallonia's "consommation spécifique". */
  energyScore: ['energy.epcValue'],
  /** The certificate's class on its region's scale (A+ … F in Flanders, A++ … G in Wallonia and Brussels). */
  energyLabel: ['energy.energyLabel'],
  /** The certificate's unique code (number). */
  energyCertificate: ['energy.epcReference'],
  /** Total primary energy use per year (kWh/yr): Wallonia's "consommation totale". */
  energyTotal: ['fields.certification.epc_year_value'],
  /** CO₂ emissions (kg/m²/yr). */
  co2: ['energy.co2'],
  /** E- and K-levels of a new build's energy performance (EPB/PEB). */
  energyLevels: ['energy.eLevel', 'energy.kLevel'],
  /** Inspection of the electrical installation (federal AREI/RGIE). */
  electricalCertificate: ['fields.certification.electrical_certificate', 'technical.certificateElectricity', 'technical.certificateConformity'],
  heatingOilCertificate: ['fields.certification.heating_oil_certificate'],
  /** Flemish as-built certificate. */
  asBuiltCertificate: ['fields.certification.as_built_certificate'],
  /** Flemish asbestos certificate (OVAM). */
  asbestosCertificate: ['general.asbestosInventory', 'general.asbestosCertificate'],
  /** Flemish renovation obligation after a purchase of a building with label E or F. */
  renovationObligation: ['general.renovationObligation'],
  /** The Flemish planning mentions: permit, most recent zoning, subdivision permit, pre-emption right, measures. */
  planningPermit: ['fields.planning.permission'],
  planningZone: ['fields.planning.most_recent_destination'],
  subdivisionPermit: ['fields.planning.subdivision_permit'],
  priorityPurchase: ['fields.planning.priority_purchase'],
  planningMeasures: ['general.townPlanning.violation', 'fields.planning.proceeding'],
  /** Flemish enforcement notions (VCRO, Omgevingshandhaving): no meaning in Brussels or Wallonia. */
  flemishEnforcement: [
    'fields.planning.remedial_action',
    'fields.planning.administrative_order',
    'fields.planning.penalty_payment',
    'fields.planning.amicable_settlement',
  ],
  /** Flemish "Decreet complexe projecten" (25 April 2014). */
  complexProjectDecree: ['fields.planning.decree_complex_project'],
  /** Facts of planning that any region may show. */
  planningFacts: ['fields.planning.subdivision_information', 'fields.planning.destination'],
  /** Flemish P-score (parcel) and G-score (building). */
  floodScores: ['general.flooding.parcel', 'general.flooding.building'],
  /** The Flemish flood categories abolished on 1 January 2023 (replaced by the P- and G-scores). */
  floodAreas: [
    'fields.flood_information.possibly_vulnerable',
    'fields.flood_information.effectively_vulnerable',
    'fields.flood_information.defined_floodplain',
    'fields.flood_information.defined_bank_area',
  ],
  /** The federal insurance law's flood risk zones (Insurance Act of 4 April 2014, art. 129). */
  floodRiskZone: ['fields.flood_information.risk_zone_for_floods'],
  /** The Flemish heritage inventory. */
  heritageInventory: ['general.heritageInventory'],
  /** Protection as heritage: monuments, townscapes, landscapes, archaeology. */
  protectedHeritage: [
    'fields.planning.protected_heritage',
    'general.heritageProtected',
    'fields.planning.protected_monument',
    'fields.planning.conservation_area',
    'fields.planning.protected_area',
    'fields.planning.archaeological_monument',
    'fields.planning.archaeological_site',
    'fields.planning.archaeological_zone',
  ],
} as const satisfies Readonly<Record<string, readonly EstateFieldPath[]>>;

export type LegalItem = keyof typeof LEGAL_ITEM_PATHS;

export const LEGAL_ITEMS = Object.keys(LEGAL_ITEM_PATHS) as readonly LegalItem[];

const ITEM_OF_PATH: ReadonlyMap<EstateFieldPath, LegalItem> = new Map(
  LEGAL_ITEMS.flatMap((item) => LEGAL_ITEM_PATHS[item].map((path): [EstateFieldPath, LegalItem] => [path, item])),
);

/** The item a field carries, if the law speaks of it. */
export function legalItemOf(path: EstateFieldPath): LegalItem | undefined {
  return ITEM_OF_PATH.get(path);
}

import type { Region } from '../estate/estate';

/**
 * The rates behind the total purchase cost estimate (issue 10), as a dated table: next year's change
 * is a new entry here, not new code. Every rate names its official source. Amounts in euro, rates as
 * fractions (0.12 = 12 %).
 */

/** One bracket of a sliding scale: `rate` applies to the part of the amount up to `upTo` (the last has none). */
export interface ScaleBracket {
  readonly upTo?: number;
  readonly rate: number;
}

/** An exemption on the first part of the price, for prices up to a ceiling (Brussels' abatement). */
export interface Abatement {
  readonly amount: number;
  readonly maxPrice: number;
}

/** Registration duties (sale of an existing building, or of the land of a new build) in one region. */
export interface RegionalDuties {
  readonly standard: number;
  /** The buyer's sole own home. */
  readonly soleOwnHome: number;
  /** Sole own home with a commitment to a major energy renovation (Flanders only). */
  readonly energyRenovation?: number;
  /** Exempted first part of the price for a sole own home. */
  readonly abatement?: Abatement;
  /** Whether the own-home rate also applies to building land (the land share of a new build). */
  readonly ownHomeRateOnLand: boolean;
}

export interface MortgageDeedRates {
  /** Accessories the bank inscribes on top of the loan (interest, costs), as a share of the loan. */
  readonly accessories: number;
  /** Registration duty on the mortgage inscription. */
  readonly registrationDuty: number;
  /** Mortgage inscription fee. */
  readonly inscriptionFee: number;
  /** Notary fee on the credit deed, on the loan amount. */
  readonly notaryScale: readonly ScaleBracket[];
  /** Administrative deed costs of the notary (VAT applies). */
  readonly administrativeCosts: number;
  /** Land registry retribution for the inscription (no VAT). */
  readonly landRegistryFee: number;
}

export interface CostRates {
  /** Deeds signed on or after this date (ISO 8601 day). */
  readonly validFrom: string;
  readonly duties: Readonly<Record<Region, RegionalDuties>>;
  /** VAT on the building of a new build: standard and the reduced rate an estate may state (§9 VAT regimes). */
  readonly newBuildVat: { readonly standard: number; readonly reduced: number };
  /** The notary's fee on a sale, on the price. */
  readonly notaryScale: readonly ScaleBracket[];
  /** Administrative deed costs of the notary (searches, copies, formalities; VAT applies). */
  readonly administrativeDeedCosts: number;
  /** Fixed duties and fees without VAT: writing duty and land registry transcription. */
  readonly fixedDeedDuties: number;
  /** VAT on the notary's fee and administrative costs. */
  readonly vatOnFees: number;
  readonly mortgage: MortgageDeedRates;
}

/**
 * Royal Decree of 16 December 1950 on notaries' fees (tarif des honoraires des notaires), annex,
 * proportional fee on a sale ("barème" A): on the first €7,500 4.56 %, then 2.85 % to €17,500,
 * 2.28 % to €30,000, 1.71 % to €45,000, 1.14 % to €500,000, 0.57 % on the next €250,000, 0.057 % above.
 */
const SALE_FEE_SCALE: readonly ScaleBracket[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_000, rate: 0.0171 },
  { upTo: 500_000, rate: 0.0114 },
  { upTo: 750_000, rate: 0.0057 },
  { rate: 0.00057 },
];

/**
 * Royal Decree of 16 December 1950, annex, proportional fee on a credit (mortgage) deed, on the
 * principal: 1.425 % to €7,500, 1.14 % to €17,500, 0.684 % to €30,000, 0.57 % to €45,000,
 * 0.456 % to €500,000, 0.228 % to €750,000, 0.0456 % above.
 */
const CREDIT_FEE_SCALE: readonly ScaleBracket[] = [
  { upTo: 7_500, rate: 0.01425 },
  { upTo: 17_500, rate: 0.0114 },
  { upTo: 30_000, rate: 0.00684 },
  { upTo: 45_000, rate: 0.0057 },
  { upTo: 500_000, rate: 0.00456 },
  { upTo: 750_000, rate: 0.00228 },
  { rate: 0.000456 },
];

/** Deeds from 1 January 2025. */
const RATES_2025: CostRates = {
  validFrom: '2025-01-01',
  duties: {
    // Vlaamse Belastingdienst, "Verkooprecht (registratiebelasting)", tarieven voor akten vanaf 1 januari 2025
    // (Vlaamse Codex Fiscaliteit art. 2.9.4.2.1 e.v.): 12 % standard; 2 % for the sole own home (was 3 % until
    // 31 December 2024); 1 % with a commitment to a major energy renovation (ingrijpende energetische renovatie).
    // The own-home rate also applies to building land on which the buyer builds the home.
    // https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting
    FLANDERS: { standard: 0.12, soleOwnHome: 0.02, energyRenovation: 0.01, ownHomeRateOnLand: true },
    // SPW Fiscalité, "Droits d'enregistrement: vente", à partir du 1er janvier 2025 (Code des droits
    // d'enregistrement, art. 44 et 53, décret wallon du 19 décembre 2024): 12.5 % standard; 3 % for the
    // "habitation propre et unique". We apply it to buildings only (conservative for building land).
    // https://www.wallonie.be/fr/demarches/payer-les-droits-denregistrement-sur-une-vente-immobiliere
    WALLONIA: { standard: 0.125, soleOwnHome: 0.03, ownHomeRateOnLand: false },
    // Brussels Fiscality, "Droits d'enregistrement – abattement" (Code des droits d'enregistrement, art. 44
    // and 46bis), values for 2025: 12.5 %, with the first €200,000 exempt for the buyer's sole own home
    // when the price is at most €600,000. Not applied to building land here (conservative).
    // https://fiscalite.brussels/abattement
    BRUSSELS: { standard: 0.125, soleOwnHome: 0.125, abatement: { amount: 200_000, maxPrice: 600_000 }, ownHomeRateOnLand: false },
  },
  // FPS Finance, VAT Code art. 1quater and Royal Decree no. 20 (table A, heading XXXVIII): 21 % on new
  // buildings; 6 % where the sale qualifies (e.g. demolition and reconstruction), which the estate states (§9).
  newBuildVat: { standard: 0.21, reduced: 0.06 },
  notaryScale: SALE_FEE_SCALE,
  // Fednot (notaris.be / notaire.be), "Aankoopkosten / Frais d'achat": administrative costs of a sale deed,
  // about €1,100 before VAT (searches, cadastre, urban-planning and soil certificates, copies).
  administrativeDeedCosts: 1_100,
  // FPS Finance: writing duty €50 (Code of miscellaneous duties and taxes, art. 3) and the land registry
  // (Rechtszekerheid / Sécurité juridique) retribution for the transcription of the deed, €230.
  fixedDeedDuties: 280,
  // VAT Code art. 18: notaries' services are subject to 21 % VAT.
  vatOnFees: 0.21,
  mortgage: {
    // Banks inscribe about 10 % on top of the loan for accessories (Fednot, "Kosten van een kredietakte").
    accessories: 0.1,
    // Registration Duties Code art. 87 (federal, levied for the regions): 1 % on the inscribed amount.
    registrationDuty: 0.01,
    // Mortgage Law / Code of registration, mortgage and court duties art. 2 (droit d'hypothèque): 0.3 %.
    inscriptionFee: 0.003,
    notaryScale: CREDIT_FEE_SCALE,
    // Fednot: administrative costs of a credit deed, about €900 before VAT.
    administrativeCosts: 900,
    // FPS Finance, Rechtszekerheid / Sécurité juridique: retribution for a mortgage inscription, €230.
    landRegistryFee: 230,
  },
};

/** Newest first. */
export const COST_RATES: readonly CostRates[] = [RATES_2025];

/** The rates for a deed signed on `day` (ISO 8601); before the first entry, the oldest one we know. */
export function ratesOn(day: string, table: readonly CostRates[] = COST_RATES): CostRates {
  const sorted = [...table].sort((a, b) => b.validFrom.localeCompare(a.validFrom));
  return sorted.find((rates) => rates.validFrom <= day.slice(0, 10)) ?? (sorted[sorted.length - 1] as CostRates);
}

import type { Region } from '../../../../domain/estate/estate';

/**
 * Energy label scales by where the estate lies, in kWh/m²/year of primary energy. Each step is
 * [upper bound, label key]; the last step has no upper bound. Approximate, for demo data:
 * - Flanders (EPC since 2019): A+ < 0, A 0–100, B 100–200, C 200–300, D 300–400, E 400–500, F ≥ 500.
 * - Wallonia (PEB): A++ ≤ 0, A+ ≤ 45, A ≤ 85, B ≤ 170, C ≤ 255, D ≤ 340, E ≤ 425, F ≤ 510, G above.
 * - Brussels (PEB): A++ ≤ 0, A+ ≤ 15, A ≤ 45, B ≤ 95; its sub-classes C+/C/C- (≤ 275), D+/D/D- (≤ 450)
 *   and E+/E/E- (≤ 640) collapse into C, D and E because the label enumeration has no such classes; F ≤ 720, G above.
 * - France (DPE, energy part only): A < 70, B < 110, C < 180, D < 250, E < 330, F < 420, G above.
 * - The Netherlands (NTA 8800): A+++ and A++++ collapse into A++ (≤ 75); A+ ≤ 105, A ≤ 160, B ≤ 190, C ≤ 250,
 *   D ≤ 290, E ≤ 335, F ≤ 380, G above.
 */
export type EnergyScheme = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS' | 'FR' | 'NL';

interface Scale {
  /** Whether a value equal to a step's bound still belongs to that step. */
  readonly inclusive: boolean;
  readonly steps: readonly (readonly [number, string])[];
  readonly last: string;
}

const SCALES: Readonly<Record<EnergyScheme, Scale>> = {
  FLANDERS: { inclusive: false, steps: [[0, 'A_PLUS'], [100, 'A'], [200, 'B'], [300, 'C'], [400, 'D'], [500, 'E']], last: 'F' },
  WALLONIA: {
    inclusive: true,
    steps: [[0, 'A_PLUS_PLUS'], [45, 'A_PLUS'], [85, 'A'], [170, 'B'], [255, 'C'], [340, 'D'], [425, 'E'], [510, 'F']],
    last: 'G',
  },
  BRUSSELS: {
    inclusive: true,
    steps: [[0, 'A_PLUS_PLUS'], [15, 'A_PLUS'], [45, 'A'], [95, 'B'], [275, 'C'], [450, 'D'], [640, 'E'], [720, 'F']],
    last: 'G',
  },
  FR: { inclusive: false, steps: [[70, 'A'], [110, 'B'], [180, 'C'], [250, 'D'], [330, 'E'], [420, 'F']], last: 'G' },
  NL: {
    inclusive: true,
    steps: [[75, 'A_PLUS_PLUS'], [105, 'A_PLUS'], [160, 'A'], [190, 'B'], [250, 'C'], [290, 'D'], [335, 'E'], [380, 'F']],
    last: 'G',
  },
};

export function energyScheme(region: Region | null | undefined, country: string): EnergyScheme {
  if (country === 'FR' || country === 'NL') return country;
  return region ?? 'FLANDERS';
}

/** The label key ('B', 'A_PLUS') of an EPC value on the scheme's scale. */
export function energyLabelFor(scheme: EnergyScheme, epcValue: number): string {
  const scale = SCALES[scheme];
  const step = scale.steps.find(([bound]) => (scale.inclusive ? epcValue <= bound : epcValue < bound));
  return step?.[1] ?? scale.last;
}

/** What the certificate is called in the estate's language area (EPC in Flanders, PEB in French, …). */
export const CERTIFICATE_NAME: Readonly<Record<EnergyScheme, { readonly nl: string; readonly fr: string; readonly en: string; readonly de: string }>> = {
  FLANDERS: { nl: 'EPC', fr: 'PEB', en: 'EPC', de: 'Energieausweis' },
  WALLONIA: { nl: 'EPB', fr: 'PEB', en: 'EPB', de: 'Energieausweis' },
  BRUSSELS: { nl: 'EPB', fr: 'PEB', en: 'EPB', de: 'Energieausweis' },
  FR: { nl: 'DPE', fr: 'DPE', en: 'DPE', de: 'DPE' },
  NL: { nl: 'Energielabel', fr: 'Label énergétique', en: 'Energy label', de: 'Energielabel' },
};

import type { LegalRule } from './legal-rule';

/**
 * The Flemish items that an advertisement elsewhere must not show: the Flemish law does not apply there, and its
 * words would mislead (Special Act of 8 Aug 1980: planning, energy, water and heritage are regional). Shared by the
 * Walloon and the Brussels tables.
 */
export const FLEMISH_ONLY: readonly LegalRule[] = [
  { item: 'asBuiltCertificate', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (VCRO)' },
  { item: 'asbestosCertificate', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (Materialendecreet, OVAM)' },
  { item: 'renovationObligation', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (Energiedecreet)' },
  { item: 'flemishEnforcement', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (VCRO title VI)' },
  { item: 'complexProjectDecree', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (Decreet complexe projecten)' },
  { item: 'floodScores', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (Decreet integraal waterbeleid)' },
  { item: 'floodAreas', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (Decreet integraal waterbeleid)' },
  { item: 'heritageInventory', duty: 'mustNot', since: '1980-08-08', source: 'Flemish-only (Onroerenderfgoeddecreet inventory)' },
];

import type { Estate, Region } from '../estate/estate';

/**
 * The region of a Belgian postal code: 1000–1299 Brussels, 1300–1499 (Walloon Brabant) and 4000–7999
 * Wallonia, every other Belgian code Flanders (bpost postal code ranges).
 */
export function regionOfPostalCode(zip: string): Region | null {
  if (!/^\d{4}$/.test(zip.trim())) return null;
  const code = Number(zip.trim());
  if (code < 1000) return null;
  if (code <= 1299) return 'BRUSSELS';
  if (code <= 1499 || (code >= 4000 && code <= 7999)) return 'WALLONIA';
  return 'FLANDERS';
}

/** Which region's duties apply (issue 10): the address's region, else its postal code; null outside Belgium. */
export function estateRegion(estate: Estate): Region | null {
  const country = estate.address?.country?.id;
  if (country !== undefined && country !== 'BE') return null;
  return estate.address?.region ?? regionOfPostalCode(estate.address?.city?.zip ?? '');
}

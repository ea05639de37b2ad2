/** §9: the EPC scale runs from 0 to 700 kWh/m²/year. */
export const EPC_SCALE_MAX = 700;

/** §2 energy bar: epcValue / 700 as a percentage, kept within 0–100; 0 when unknown. */
export function epcBarPercentage(epcValue: number | null | undefined): number {
  if (epcValue === undefined || epcValue === null || !Number.isFinite(epcValue)) return 0;
  return Math.min(100, Math.max(0, (epcValue / EPC_SCALE_MAX) * 100));
}

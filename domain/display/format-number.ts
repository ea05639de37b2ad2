/**
 * §2 number style shared by every language: '.' groups thousands and ',' separates decimals.
 * Written by hand rather than with Intl so that the output does not depend on the runtime's ICU data.
 */

export type Amount = number | null | undefined;

/** The number to show, or undefined for a missing value, -1 (§2 "hidden/empty") or a non-finite number. */
export function shownNumber(value: Amount): number | undefined {
  return value === undefined || value === null || value === -1 || !Number.isFinite(value) ? undefined : value;
}

/**
 * `fixed`: two decimals whenever the number is not whole (money: '1.234,50').
 * `trimmed`: up to two decimals without trailing zeros ('120,5').
 */
export type DecimalStyle = 'fixed' | 'trimmed';

export function formatNumber(value: Amount, style: DecimalStyle = 'trimmed'): string {
  const shown = shownNumber(value);
  if (shown === undefined) return '';
  const rounded = Math.round(Math.abs(shown) * 100) / 100;
  const digits = rounded.toFixed(2);
  const whole = digits.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = style === 'fixed' ? digits.slice(-2) : digits.slice(-2).replace(/0+$/, '');
  const sign = shown < 0 && rounded !== 0 ? '-' : '';
  return Number.isInteger(rounded) ? `${sign}${whole}` : `${sign}${whole},${fraction}`;
}

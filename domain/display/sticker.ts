import type { Sticker } from '../estate/estate';

const WHITE = ['#fff', '#ffffff', 'white'];
const BLACK = ['#000', '#000000', 'black'];

function isOneOf(colour: string | undefined, names: readonly string[]): boolean {
  return colour !== undefined && names.includes(colour.trim().toLowerCase());
}

/**
 * §2: a white sticker with black text is upstream's "no sticker" default, so it counts as none.
 * Both colours must say so; a white sticker with another (or no) text colour is still shown.
 */
export function effectiveSticker(sticker: Sticker | null | undefined): Sticker | null {
  if (sticker === null || sticker === undefined) return null;
  return isOneOf(sticker.color, WHITE) && isOneOf(sticker.textColor, BLACK) ? null : sticker;
}

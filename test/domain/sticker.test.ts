import type { Sticker } from '../../domain/estate/estate';
import { effectiveSticker } from '../../domain/display/sticker';

describe('§2 a white sticker with black text counts as no sticker', () => {
  const sticker = (color?: string, textColor?: string): Sticker => ({ id: 1, name: 'Nieuw', color, textColor });

  it.each<[string | undefined, string | undefined, boolean]>([
    ['#ffffff', '#000000', false],
    ['#FFF', '#000', false],
    ['White', 'BLACK', false],
    [' #fff ', 'black', false],
    ['#ffffff', '#ffffff', true],
    ['#ff0000', '#000000', true],
    ['#ffffff', undefined, true],
    [undefined, '#000000', true],
  ])('§2 colour %p with text %p: shown %p', (color, textColor, shown) => {
    const input = sticker(color, textColor);
    expect(effectiveSticker(input)).toBe(shown ? input : null);
  });

  it.each<[null | undefined]>([[null], [undefined]])('§2 no sticker (%p) stays none', (input) => {
    expect(effectiveSticker(input)).toBeNull();
  });
});

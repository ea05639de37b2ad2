import { fallbackSrc, readVariantFile, shareImage, srcSet, variantsPicture, widthsFor } from '../../domain/display/photo-variants';
import type { PhotoVariants } from '../../domain/estate/estate';

const VARIANTS: PhotoVariants = { base: '/assets/photos/abc', widths: [320, 480, 768], width: 900, height: 600, color: '#808080' };

describe('issue 20 item 3: the addresses of a photo’s variants', () => {
  it('makes the standard widths up to the photo’s own, and its own when it is narrower than all of them', () => {
    expect(widthsFor(4000)).toEqual([320, 480, 768, 1024, 1600]);
    expect(widthsFor(900)).toEqual([320, 480, 768]);
    expect(widthsFor(250)).toEqual([250]);
  });

  it('reads a variant’s file name: a width and format, the share image, or nothing we make', () => {
    expect(readVariantFile('768.avif')).toEqual({ width: 768, format: 'avif' });
    expect(readVariantFile('1600.jpg')).toEqual({ width: 1600, format: 'jpg' });
    expect(readVariantFile('og.jpg')).toBe('share');
    for (const file of ['768.png', '0768.webp', '7.webp', 'original.jpg', '../768.avif', '768.avif/x']) expect(readVariantFile(file)).toBeUndefined();
  });

  it('writes srcsets per format, the largest JPEG as fallback, and the §3 picture with plain addresses', () => {
    expect(srcSet(VARIANTS, 'webp')).toBe('/assets/photos/abc/320.webp 320w, /assets/photos/abc/480.webp 480w, /assets/photos/abc/768.webp 768w');
    expect(fallbackSrc(VARIANTS)).toBe('/assets/photos/abc/768.jpg');
    expect(fallbackSrc({ ...VARIANTS, widths: [] })).toBe('/assets/photos/abc/900.jpg');
    expect(variantsPicture(VARIANTS, 2)).toEqual({ file: '/assets/photos/abc/768.jpg', thumbnail: '/assets/photos/abc/320.jpg', index: 2, variants: VARIANTS });
    expect(variantsPicture({ ...VARIANTS, widths: [] }, 0).thumbnail).toBe('/assets/photos/abc/900.jpg');
  });

  it('shares our photo as its 1200×630 JPEG and an external backend’s picture as it came', () => {
    expect(shareImage(variantsPicture(VARIANTS, 0))).toEqual({ url: '/assets/photos/abc/og.jpg', width: 1200, height: 630 });
    expect(shareImage({ file: 'https://cdn.example/1.jpg' })).toEqual({ url: 'https://cdn.example/1.jpg' });
  });
});

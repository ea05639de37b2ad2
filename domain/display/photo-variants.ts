import type { Picture, PhotoVariants } from '../estate/estate';

/**
 * Issue 20 item 3: the addresses of a photo's variants, one grammar for the catalogue that makes them and the
 * pages that ask for them. Under the photo's `base`: `{width}.avif`, `{width}.webp` and `{width}.jpg` for each
 * width it lists, and `og.jpg`, the 1200×630 JPEG social networks preview.
 */
export const PHOTO_WIDTHS = [320, 480, 768, 1024, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const SHARE_IMAGE = { width: 1200, height: 630, file: 'og.jpg' } as const;

/** The widths worth making of a photo `width` pixels wide: the standard ones below it, and its own when smaller than all. */
export const widthsFor = (width: number): number[] => {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
};

export const variantFile = (width: number, format: PhotoFormat): string => `${width}.${format}`;

/** What a variant's file name asks for: a width and format, the share image, or nothing we make. */
export function readVariantFile(file: string): { readonly width: number; readonly format: PhotoFormat } | 'share' | undefined {
  if (file === SHARE_IMAGE.file) return 'share';
  const match = /^([1-9]\d{1,4})\.(avif|webp|jpg)$/.exec(file);
  return match ? { width: Number(match[1]), format: match[2] as PhotoFormat } : undefined;
}

/** A `srcset` of one format: every width the photo has. */
export const srcSet = (variants: PhotoVariants, format: PhotoFormat): string =>
  variants.widths.map((width) => `${variants.base}/${variantFile(width, format)} ${width}w`).join(', ');

/** The largest JPEG: the `<img>` fallback of a browser that reads neither AVIF nor WebP. */
export const fallbackSrc = (variants: PhotoVariants): string => `${variants.base}/${variantFile(variants.widths.at(-1) ?? variants.width, 'jpg')}`;

/** The §3 picture of a photo served in variants: `file` its largest JPEG, `thumbnail` its smallest, for any reader of plain addresses. */
export const variantsPicture = (variants: PhotoVariants, index: number): Picture => ({
  file: fallbackSrc(variants),
  thumbnail: `${variants.base}/${variantFile(variants.widths[0] ?? variants.width, 'jpg')}`,
  index,
  variants,
});

/** The image a shared link previews: the 1200×630 JPEG of our photos, an external backend's file as it is. */
export const shareImage = (picture: Picture): { readonly url: string; readonly width?: number; readonly height?: number } =>
  picture.variants
    ? { url: `${picture.variants.base}/${SHARE_IMAGE.file}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height }
    : { url: picture.file };

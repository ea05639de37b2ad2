import type { Picture } from '../../../domain/estate/estate';
import { fallbackSrc, srcSet } from '../../../domain/display/photo-variants';

/** What an estate without a picture shows. */
export const PLACEHOLDER_IMAGE = '/placeholder-estate.svg';

export interface ResponsivePhotoProps {
  readonly picture: Picture | undefined;
  readonly alt: string;
  /** The box the page keeps for it (its ratio; CSS sets its size). */
  readonly width: number;
  readonly height: number;
  /** How wide it is shown at each viewport width (`sizes`). */
  readonly sizes: string;
  readonly loading?: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'auto';
  readonly className?: string;
  /** Which address to show when there are no variants (a thumbnail row asks for the thumbnail). */
  readonly file?: string;
}

/**
 * Issue 20 item 3: a photo our catalogue serves in variants becomes a <picture> with AVIF and WebP `srcset`s
 * (the browser picks the width for `sizes` and its screen), a JPEG fallback, and its dominant colour behind it
 * until it loads. An external backend's picture is one <img> of its address, as it came; no picture, the
 * placeholder.
 */
export function ResponsivePhoto({ picture, alt, width, height, sizes, loading = 'lazy', fetchPriority, className, file }: ResponsivePhotoProps) {
  const variants = picture?.variants;
  const img = (
    <img
      className={className}
      src={variants ? fallbackSrc(variants) : (file ?? picture?.file ?? PLACEHOLDER_IMAGE)}
      {...(variants && { srcSet: srcSet(variants, 'jpg'), sizes })}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      {...(fetchPriority && { fetchPriority })}
      decoding="async"
      {...(variants && { style: { backgroundColor: variants.color } })}
    />
  );
  if (!variants) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(variants, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}

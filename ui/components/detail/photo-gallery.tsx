import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Picture } from '../../../domain/estate/estate';
import { ResponsivePhoto } from '../media/responsive-photo';

/** The main photo's box (3:2); it is reserved before the image loads, so nothing shifts (CLS 0). */
export const MAIN_IMAGE = { width: 1200, height: 800 } as const;
export const THUMBNAIL = { width: 120, height: 80 } as const;
/** The large photo spans the page, up to its 75rem. */
const MAIN_SIZES = '(min-width: 75rem) 75rem, 100vw';

/**
 * The estate's photos, in the order the core gave them: one large photo with previous/next buttons and a row of thumbnail buttons. Arrow keys
 * page through while focus is in the gallery; the position is announced politely. The first photo is the
 * page's largest paint: fetched eagerly with high priority.
 */
export function PhotoGallery({ pictures, title }: { pictures: readonly Picture[] | undefined; title: string }) {
  const intl = useIntl();
  const photos = pictures ?? [];
  const [current, setCurrent] = useState(0);
  const total = photos.length;
  const photo = photos[current];
  const label = intl.formatMessage({ id: 'detail.gallery.label', defaultMessage: 'Foto’s' });
  if (total === 0 || photo === undefined) {
    return (
      <section className="gallery" aria-label={label}>
        <div className="gallery__main">
          <ResponsivePhoto picture={undefined} alt="" width={MAIN_IMAGE.width} height={MAIN_IMAGE.height} sizes={MAIN_SIZES} loading="eager" />
        </div>
      </section>
    );
  }
  const show = (index: number) => setCurrent((index + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  };
  const position = (index: number) => ({ n: index + 1, total });
  return (
    <section className="gallery" aria-label={label} onKeyDown={onKeyDown}>
      <figure className="gallery__main">
        <ResponsivePhoto
          picture={photo}
          alt={intl.formatMessage({ id: 'detail.gallery.alt', defaultMessage: '{title}, foto {n} van {total}' }, { title, ...position(current) })}
          width={MAIN_IMAGE.width}
          height={MAIN_IMAGE.height}
          sizes={MAIN_SIZES}
          loading="eager"
          fetchPriority={current === 0 ? 'high' : 'auto'}
        />
        {total > 1 && (
          <>
            <button type="button" className="gallery__step gallery__step--previous" onClick={() => show(current - 1)}
              aria-label={intl.formatMessage({ id: 'detail.gallery.previous', defaultMessage: 'Vorige foto' })}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__step gallery__step--next" onClick={() => show(current + 1)}
              aria-label={intl.formatMessage({ id: 'detail.gallery.next', defaultMessage: 'Volgende foto' })}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <figcaption className="gallery__position" aria-live="polite">
          {intl.formatMessage({ id: 'detail.gallery.position', defaultMessage: 'Foto {n} van {total}' }, position(current))}
        </figcaption>
      </figure>
      {total > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((picture, index) => (
            <li key={`${picture.file}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === current ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'detail.gallery.show', defaultMessage: 'Toon foto {n} van {total}' }, position(index))}
                onClick={() => show(index)}
              >
                <ResponsivePhoto picture={picture} file={picture.thumbnail ?? picture.file} alt="" width={THUMBNAIL.width} height={THUMBNAIL.height} sizes={`${THUMBNAIL.width}px`} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

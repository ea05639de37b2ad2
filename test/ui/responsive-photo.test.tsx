/** @jest-environment jsdom */
import './support/jsdom-globals';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Picture } from '../../domain/estate/estate';
import { PhotoGallery } from '../../ui/components/detail/photo-gallery';
import { ResponsivePhoto } from '../../ui/components/media/responsive-photo';
import { messagesFor } from '../../ui/i18n/messages';

const OURS: Picture = {
  file: '/assets/photos/abc/1600.jpg',
  thumbnail: '/assets/photos/abc/320.jpg',
  index: 0,
  variants: { base: '/assets/photos/abc', widths: [320, 480, 768, 1024, 1600], width: 1600, height: 1067, color: '#88c8e8' },
};
const THEIRS: Picture = { file: 'https://cdn.agency.example/p/1.jpg', thumbnail: 'https://cdn.agency.example/p/1-t.jpg', index: 1 };

const inDutch = (ui: React.ReactNode) => render(<IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>{ui}</IntlProvider>);

describe('issue 20 item 3: photos as responsive images', () => {
  it('our catalogue’s photo: a <picture> with AVIF and WebP srcsets in every width, sizes, a JPEG fallback, its box and its colour', () => {
    const { container } = inDutch(<ResponsivePhoto picture={OURS} alt="Huis" width={370} height={250} sizes="(min-width: 62em) 25rem, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]);
    const set = (format: string) => [320, 480, 768, 1024, 1600].map((w) => `/assets/photos/abc/${w}.${format} ${w}w`).join(', ');
    expect(sources).toEqual([
      ['image/avif', set('avif'), '(min-width: 62em) 25rem, 100vw'],
      ['image/webp', set('webp'), '(min-width: 62em) 25rem, 100vw'],
    ]);
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('width'), img.getAttribute('height'), img.alt, img.getAttribute('loading')]).toEqual([
      '/assets/photos/abc/1600.jpg',
      set('jpg'),
      '370',
      '250',
      'Huis',
      'lazy',
    ]);
    expect(img.style.backgroundColor).toBe('rgb(136, 200, 232)');
  });

  it('an external backend’s picture is one <img> of its address, as it came; no picture, the placeholder', () => {
    const { container } = inDutch(
      <>
        <ResponsivePhoto picture={THEIRS} alt="" width={370} height={250} sizes="100vw" />
        <ResponsivePhoto picture={undefined} alt="" width={370} height={250} sizes="100vw" />
      </>,
    );
    expect(container.querySelector('picture, source')).toBeNull();
    expect([...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('srcset')])).toEqual([
      ['https://cdn.agency.example/p/1.jpg', null],
      ['/placeholder-estate.svg', null],
    ]);
  });

  it('the gallery: the main photo eager with high priority over the page width, thumbnails in their 120 px from the smallest variant', () => {
    const { container } = inDutch(<PhotoGallery pictures={[OURS, THEIRS]} title="Huis in Gent" />);
    const main = container.querySelector('.gallery__main img') as HTMLImageElement;
    expect([main.getAttribute('loading'), main.getAttribute('fetchpriority'), main.getAttribute('sizes')]).toEqual(['eager', 'high', '(min-width: 75rem) 75rem, 100vw']);
    const thumbs = [...container.querySelectorAll('.gallery__thumb img')].map((img) => [img.getAttribute('src'), img.getAttribute('sizes')]);
    expect(thumbs).toEqual([
      ['/assets/photos/abc/1600.jpg', '120px'],
      ['https://cdn.agency.example/p/1-t.jpg', null],
    ]);
    expect(container.querySelector('.gallery__thumb source[type="image/avif"]')?.getAttribute('srcset')).toContain('/assets/photos/abc/320.avif 320w');
  });
});

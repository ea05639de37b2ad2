/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { aBrowser } from './support/browser-services';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { estateId, type Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import { MemoryFavouritesStorage } from '../../infrastructure/memory/memory-favourites-storage';
import { EstateCard } from '../../ui/components/estate/estate-card';
import { withProviders } from './support/list-page-world';

const GENT = { id: 11, name: 'Gent', zip: '9000', alias: { fr: 'Gand', en: 'Ghent' } };

function aVilla(overrides: Partial<Estate> = {}, general: Partial<Estate['general']> = {}): Estate {
  return {
    general: {
      id: estateId(7),
      headType: { id: 1 },
      subType: { id: 102, name: 'Villa' },
      transaction: { id: 1, name: 'Te koop' },
      bedroomCount: 3,
      ...general,
    },
    address: { visible: true, streetAddress: 'Veldstraat 1', city: GENT, country: { id: 'BE' } },
    price: { value: 450_000 },
    dimensions: { areaBuild: 180 },
    rooms: [{ value: { id: 5 }, count: 2 }],
    pictures: [{ file: '/assets/estates/7/front.jpg', index: 0 }],
    ...overrides,
  };
}

function renderCards(estates: readonly Estate[], locale: Locale = 'nl', storage = new MemoryFavouritesStorage()) {
  const container = aBrowser({ storage, locale });
  render(
    withProviders(
      <MemoryRouter>
        {estates.map((estate, index) => (
          <EstateCard key={index} estate={estate} locale={locale} priority={index === 0} />
        ))}
      </MemoryRouter>,
      locale,
      container,
    ),
  );
  return { storage, cards: () => screen.getAllByRole('article') };
}

describe('§2 listing card', () => {
  it('§2 an article whose title "{subtype} in {city}" links to the estate detail address', () => {
    const { cards } = renderCards([aVilla()]);
    const [card] = cards();
    const link = within(card!).getByRole('heading', { level: 3 }).querySelector('a')!;
    expect(link.textContent).toBe('Villa in Gent');
    expect(link.getAttribute('href')).toBe('/nl/aanbod/7/villa-te-koop-in-veldstraat-1-9000-gent');
    expect(card!.textContent).toContain('€ 450.000');
  });

  it('§2 §4 a sold estate hides its price and shows the status name as a label', () => {
    const { cards } = renderCards([aVilla({}, { transaction: { id: 5, name: 'Verkocht' } })]);
    const [card] = cards();
    expect(card!.querySelector('.estate-card__status')?.textContent).toBe('Verkocht');
    expect(card!.querySelector('.estate-card__price')).toBeNull();
    expect(card!.textContent).not.toContain('€');
  });

  it('§2 the sticker shows in its own colours; white with black text counts as no sticker', () => {
    const { cards } = renderCards([
      aVilla({}, { sticker: { id: 1, name: 'Nieuw', color: '#a8432c', textColor: '#ffffff' } }),
      aVilla({}, { id: estateId(8), sticker: { id: 2, name: 'Standaard', color: '#FFFFFF', textColor: '#000' } }),
    ]);
    const [withSticker, plain] = cards();
    const sticker = withSticker!.querySelector<HTMLElement>('.estate-card__sticker')!;
    expect(sticker.textContent).toBe('Nieuw');
    expect([sticker.style.background, sticker.style.color]).toEqual(['rgb(168, 67, 44)', 'rgb(255, 255, 255)']);
    expect(plain!.querySelector('.estate-card__sticker')).toBeNull();
  });

  it('§2 §9 the main image is 370×250, a placeholder when the estate has no picture; the first card loads first', () => {
    const { cards } = renderCards([aVilla(), aVilla({ pictures: [] }, { id: estateId(8) })]);
    const [first, second] = cards().map((card) => card.querySelector('img')!);
    expect([first!.getAttribute('src'), first!.getAttribute('width'), first!.getAttribute('height')]).toEqual([
      '/assets/estates/7/front.jpg',
      '370',
      '250',
    ]);
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second!.getAttribute('src'), second!.getAttribute('loading')]).toEqual(['/placeholder-estate.svg', 'lazy']);
  });

  it('§2 bedrooms, bathrooms and living area each come with their icon', () => {
    const { cards } = renderCards([aVilla()]);
    const facts = [...cards()[0]!.querySelectorAll('.estate-card__facts li')].map((li) => [li.className, li.textContent]);
    expect(facts).toEqual([
      ['estate-card__fact--bedrooms', '3 slaapkamers'],
      ['estate-card__fact--bathrooms', '2 badkamers'],
      ['estate-card__fact--area', '180 m² bewoonbaar'],
    ]);
  });

  it.each([
    ['no bedrooms, bathrooms or area', aVilla({ rooms: [], dimensions: {} }, { bedroomCount: undefined }), []],
    ['-1 and 0 as values (§2 hidden)', aVilla({ rooms: [], dimensions: { areaBuild: -1 } }, { bedroomCount: 0 }), []],
    ['only a bedroom count', aVilla({ rooms: [], dimensions: {} }), ['estate-card__fact--bedrooms']],
  ])('§2 missing values leave no empty icons: %s', (_case, estate, expected) => {
    const { cards } = renderCards([estate]);
    const list = cards()[0]!.querySelector('.estate-card__facts');
    expect(list ? [...list.querySelectorAll('li')].map((li) => li.className) : []).toEqual(expected);
    if (expected.length === 0) expect(list).toBeNull();
  });

  it.each([
    ['nl', 'Bewaar Villa in Gent als favoriet'],
    ['fr', 'Ajouter Villa à Gand aux favoris'],
    ['en', 'Save Villa in Ghent as a favourite'],
    ['de', 'Villa in Gent als Favorit speichern'],
  ] as const)('§4 the favourite toggle is a button with aria-pressed and a label in the page language (%s)', (locale, label) => {
    renderCards([aVilla()], locale);
    const toggle = screen.getByRole('button', { name: label });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.querySelector('svg')?.getAttribute('width')).toBe('25');
    expect(toggle.querySelector('svg')?.getAttribute('height')).toBe('23');
  });

  it('§4 clicking the toggle adds the estate to the favourites, stored under its id as text; another card of it follows', () => {
    const { storage } = renderCards([aVilla(), aVilla()]);
    const [first, second] = screen.getAllByRole('button', { name: 'Bewaar Villa in Gent als favoriet' });
    fireEvent.click(first!);
    expect([first!.getAttribute('aria-pressed'), second!.getAttribute('aria-pressed')]).toEqual(['true', 'true']);
    expect(storage.stored).toBe('["7"]');
    fireEvent.click(second!);
    expect([first!.getAttribute('aria-pressed'), second!.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
    expect(storage.stored).toBe('[]');
  });
});

/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { aBrowser } from './support/browser-services';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { listCard, type ListCard } from '../../domain/display/list-card';
import type { ListingCard } from '../../domain/display/listing-card';
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

/**
 * A card the core could never make from the estate beside it: whatever the page shows must come from the card, so
 * the component decides nothing (issue 19 item 1: title, price, status, facts are the core's, domain/display).
 */
const GIVEN: ListingCard = {
  id: '7',
  href: '/nl/aanbod/7/given-by-the-core',
  title: 'A title the core chose',
  subType: 'Villa',
  city: 'Gent',
  image: '/assets/estates/7/given.jpg',
  photo: { file: '/assets/estates/7/given.jpg' },
  sticker: { id: 1, name: 'Nieuw', color: '#a8432c', textColor: '#ffffff' },
  priceLine: { kind: 'sale', amount: 1 },
  price: 'Price words from the core',
  statusLabel: 'Status words from the core',
  priceSummary: 'not shown on a card',
  energyLabel: { code: 'A_PLUS', text: 'A+ from the core' },
  energyLine: 'Energy line from the core',
  bedrooms: 4,
  bathrooms: 1,
  livingArea: '99 m²',
};

function renderCards(entries: readonly ListCard[], locale: Locale = 'nl', storage = new MemoryFavouritesStorage()) {
  const container = aBrowser({ storage, locale });
  render(
    withProviders(
      <MemoryRouter>
        {entries.map((entry, index) => (
          <EstateCard key={index} entry={entry} priority={index === 0} />
        ))}
      </MemoryRouter>,
      locale,
      container,
    ),
  );
  return { storage, cards: () => screen.getAllByRole('article') };
}

const given = (card: Partial<ListingCard> = {}): ListCard => ({ card: { ...GIVEN, ...card } });
const without = (...keys: (keyof ListingCard)[]): ListCard => ({
  card: Object.fromEntries(Object.entries(GIVEN).filter(([key]) => !keys.includes(key as keyof ListingCard))) as unknown as ListingCard,
});

describe('§2 listing card: EstateCard draws the card the core made (issue 19 item 1)', () => {
  it('issue 19 item 1: the title links to the card\'s address; price, status, energy line and sticker are the card\'s words', () => {
    const [card] = renderCards([given()]).cards();
    const link = within(card!).getByRole('heading', { level: 3 }).querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['A title the core chose', '/nl/aanbod/7/given-by-the-core']);
    expect(card!.querySelector('.estate-card__price')?.textContent).toBe('Price words from the core');
    expect(card!.querySelector('.estate-card__status')?.textContent).toBe('Status words from the core');
    expect(card!.querySelector('.estate-card__energy')?.textContent).toBe('Energy line from the core');
    expect(card!.querySelector('.energy-label')?.textContent).toContain('A+ from the core');
    expect(card!.querySelector('.energy-label--a-plus')).not.toBeNull();
    const sticker = card!.querySelector<HTMLElement>('.estate-card__sticker')!;
    expect([sticker.textContent, sticker.style.background, sticker.style.color]).toEqual(['Nieuw', 'rgb(168, 67, 44)', 'rgb(255, 255, 255)']);
    expect(card!.textContent).not.toContain('Brugge');
    expect(card!.textContent).not.toContain('Verkocht');
  });

  it('issue 19 item 1: what the card leaves out is not shown, whatever its estate holds', () => {
    const [card] = renderCards([without('price', 'statusLabel', 'energyLine', 'energyLabel', 'bedrooms', 'bathrooms', 'livingArea', 'sticker')]).cards();
    for (const part of ['price', 'status', 'energy', 'sticker', 'facts']) expect([part, card!.querySelector(`.estate-card__${part}`)]).toEqual([part, null]);
    expect(card!.querySelector('.energy-label')).toBeNull();
  });

  it('§2 §9 the card\'s picture at 370×250, the placeholder when it has none; the first card loads first', () => {
    const [first, second] = renderCards([given(), { ...without('image', 'photo'), card: { ...without('image', 'photo').card, id: '8' } }])
      .cards()
      .map((card) => card.querySelector('img')!);
    expect([first!.getAttribute('src'), first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['/assets/estates/7/given.jpg', '370', '250']);
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second!.getAttribute('src'), second!.getAttribute('loading')]).toEqual(['/placeholder-estate.svg', 'lazy']);
  });

  it('§2 the card\'s bedrooms, bathrooms and living area, each in the page\'s words; an area where it has no living area', () => {
    const facts = (entry: ListCard) => {
      const { cards } = renderCards([entry]);
      const shown = [...cards().at(-1)!.querySelectorAll('.estate-card__facts li')].map((li) => [li.className, li.textContent]);
      cleanup();
      return shown;
    };
    expect(facts(given())).toEqual([
      ['estate-card__fact--bedrooms', '4 slaapkamers'],
      ['estate-card__fact--bathrooms', '1 badkamer'],
      ['estate-card__fact--area', '99 m² bewoonbaar'],
    ]);
    expect(facts(given({ livingArea: undefined, area: '30 m²', bedrooms: undefined, bathrooms: undefined }))).toEqual([['estate-card__fact--area', '30 m² oppervlakte']]);
  });
});

describe('§4 the card\'s favourite toggle', () => {
  /** A villa in Gent as the core makes its card, for the toggle's label in four languages. */
  const villa = (id = 7): ListCard => listCard(aVilla({}, { id: estateId(id) }), 'nl');
  const villaIn = (locale: Locale): ListCard => listCard(aVilla(), locale);

  it.each([
    ['nl', 'Bewaar Villa in Gent als favoriet'],
    ['fr', 'Ajouter Villa à Gand aux favoris'],
    ['en', 'Save Villa in Ghent as a favourite'],
    ['de', 'Villa in Gent als Favorit speichern'],
  ] as const)('§4 the favourite toggle is a button with aria-pressed and a label in the page language (%s)', (locale, label) => {
    renderCards([villaIn(locale)], locale);
    const toggle = screen.getByRole('button', { name: label });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.querySelector('svg')?.getAttribute('width')).toBe('25');
    expect(toggle.querySelector('svg')?.getAttribute('height')).toBe('23');
  });

  it('§4 clicking the toggle adds the estate to the favourites, stored under its id as text; another card of it follows', () => {
    const { storage } = renderCards([villa(), villa()]);
    const [first, second] = screen.getAllByRole('button', { name: 'Bewaar Villa in Gent als favoriet' });
    fireEvent.click(first!);
    expect([first!.getAttribute('aria-pressed'), second!.getAttribute('aria-pressed')]).toEqual(['true', 'true']);
    expect(storage.stored).toBe('["7"]');
    fireEvent.click(second!);
    expect([first!.getAttribute('aria-pressed'), second!.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
    expect(storage.stored).toBe('[]');
  });
});

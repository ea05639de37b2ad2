/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { RentalCard } from '../../domain/rental/rental-card';
import type { Locale } from '../../domain/shared/locale';
import { intlFor } from '../../ui/i18n/intl';
import { HolidayCardView } from '../../ui/routes/holiday-list';

// Issue 19 item 1: the holiday card renders the card the core made and decides nothing (title, place, price line).

const CARD: RentalCard = {
  id: 12,
  href: '/fr/vacances/12',
  title: 'Zeezicht 12',
  region: 'Côte',
  place: 'Côte, De Haan',
  photo: '/1-m.jpg',
  guests: 4,
  bedrooms: 1,
  nextPeriod: { start: '04/12/2026', end: '11/12/2026', price: '€ 1.250' },
};

const html = (card: RentalCard, locale: Locale = 'fr', priority = false): string =>
  renderToStaticMarkup(
    <RawIntlProvider value={intlFor(locale)}>
      <MemoryRouter>
        <HolidayCardView card={card} priority={priority} />
      </MemoryRouter>
    </RawIntlProvider>,
  );

const words = (markup: string): string => markup.replace(/<[^>]*>/g, '|').replace(/\|+/g, '|');

describe('issue 19 item 1: the holiday card renders its view', () => {
  it('§2 the title linking to the unit, the place, guests and bedrooms, the next free period with its price, all as the view says', () => {
    const markup = html(CARD);
    expect(markup).toContain('<a href="/fr/vacances/12" data-discover="true">Zeezicht 12</a>');
    expect(markup).toContain('<img src="/1-m.jpg"');
    expect(words(markup)).toBe('|Zeezicht 12|Côte, De Haan|4 personnes|1 chambre|Libre du 04/12/2026 au 11/12/2026 : |€ 1.250|');
  });

  it('a card without a free period, photo or place says so in the page\'s language and shows the placeholder', () => {
    const markup = html({ id: 12, href: '/de/feiertage/12', title: 'Zeezicht 12', region: '', place: '', guests: 1, bedrooms: 1 }, 'de');
    expect(markup).toContain('/placeholder-estate.svg');
    expect(words(markup)).toBe('|Zeezicht 12|1 Gast|1 Schlafzimmer|Kein freier Zeitraum bekannt|');
  });

  it('issue 23: the first card\'s photo (the largest paint of the holiday list) loads at once and first, the others when scrolled to', () => {
    const img = (markup: string) => /<img\b[^>]*>/.exec(markup)![0].toLowerCase();
    expect(img(html(CARD, 'fr', true))).toContain('loading="eager"');
    expect(img(html(CARD, 'fr', true))).toContain('fetchpriority="high"');
    expect(img(html(CARD))).toContain('loading="lazy"');
    expect(img(html(CARD))).not.toContain('fetchpriority');
  });
});

import { freePeriod, periodOfValue, rentalCard, rentalUnitAbout, rentalUnitTitle } from '../../domain/rental/rental-card';
import type { RentalUnit } from '../../domain/rental/rental-unit';

// Issue 19 item 1: a holiday home's card and page, decided by the core for every front-end (§2, §3 rental unit).

const unit = (over: Partial<RentalUnit['general']> = {}, photos: RentalUnit['photos'] = []): RentalUnit => ({
  id: 12,
  photos,
  general: { location: { id: 1, name: { nl: 'Kust', fr: 'Côte' } }, city: { id: 8420, name: 'De Haan' }, subKind: { id: 1, name: { nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' } }, ...over },
  rooms: { bedrooms: 2 },
});

describe('issue 19 item 1: the title of a holiday home', () => {
  it('§3 its own name first', () => {
    expect(rentalUnitTitle(unit({ rentalName: '  Zeezicht 1 ' }), 'fr')).toBe('Zeezicht 1');
  });

  it.each([
    ['nl', 'Appartement in De Haan'],
    ['fr', 'Appartement à De Haan'],
    ['de', 'Wohnung in De Haan'],
    ['en', 'Appartement in De Haan'], // no English name: the Dutch one
  ] as const)('%s: else its kind in its town, as an estate is titled', (locale, title) => {
    expect(rentalUnitTitle(unit(), locale)).toBe(title);
  });

  it('else its kind or its town alone, else "holiday home" and its id in the page\'s language', () => {
    expect(rentalUnitTitle(unit({ city: undefined }), 'nl')).toBe('Appartement');
    expect(rentalUnitTitle(unit({ subKind: undefined }), 'nl')).toBe('De Haan');
    expect(['nl', 'fr', 'en', 'de'].map((locale) => rentalUnitTitle(unit({ subKind: undefined, city: undefined }), locale as 'nl'))).toEqual([
      'Vakantiewoning 12',
      'Location de vacances 12',
      'Holiday home 12',
      'Ferienwohnung 12',
    ]);
  });
});

describe('issue 19 item 1: the holiday card', () => {
  it('§2 links to the unit in the page\'s language, with its region and town, first photo, guests, bedrooms and next free period (dd/mm/yyyy, the stay\'s price)', () => {
    const card = rentalCard(unit({ maxOccupation: 4 }, [{ original: '/1.jpg', medium: '/1-m.jpg' }, { original: '/2.jpg' }]), 'fr', { start: '2026-12-04', end: '2026-12-11', price: 1250, type: 'WEEK' });
    expect(card).toEqual({
      id: 12,
      href: '/fr/vacances/12',
      title: 'Appartement à De Haan',
      region: 'Côte',
      place: 'Côte, De Haan',
      photo: '/1-m.jpg',
      guests: 4,
      bedrooms: 2,
      nextPeriod: { start: '04/12/2026', end: '11/12/2026', price: '€ 1.250' },
    });
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });

  it('without a free period, a photo or a place, the card says nothing of them', () => {
    const card = rentalCard(unit({ location: undefined, city: undefined }), 'nl');
    expect([card.nextPeriod, card.photo, card.place, card.region]).toEqual([undefined, undefined, '', '']);
  });
});

describe('issue 19 item 1: the holiday home\'s page', () => {
  it('§3 title, kind, town and region, photos (the first larger), facts, and the description in the page\'s language or another marked one', () => {
    const photos = [{ original: '/1.jpg', medium: '/1-m.jpg', thumbnail: '/1-t.jpg' }, { original: '/2.jpg', medium: '/2-m.jpg', thumbnail: '/2-t.jpg' }];
    const about = rentalUnitAbout({ ...unit({ maxOccupation: 4, floor: ' 2 ', garage: true, description: { nl: 'Zicht op zee' } }, photos), rooms: { bedrooms: 2, bathrooms: 1 } }, 'fr');
    expect(about).toEqual({
      title: 'Appartement à De Haan',
      kind: 'Appartement',
      place: 'De Haan, Côte',
      photos: [
        { src: '/1-m.jpg', href: '/1.jpg' },
        { src: '/2-t.jpg', href: '/2.jpg' },
      ],
      guests: 4,
      bedrooms: 2,
      bathrooms: 1,
      floor: '2',
      garage: true,
      description: { text: 'Zicht op zee', lang: 'nl' },
    });
  });

  it('a blank floor is no fact', () => {
    expect(rentalUnitAbout(unit({ floor: ' ' }), 'nl').floor).toBeUndefined();
  });
});

describe('issue 19 item 1: a free period as the reservation form offers it', () => {
  it('§2 its days dd/mm/yyyy, kind, nights and price, and one radio value that the posted form reads back', () => {
    const period = freePeriod({ start: '2026-12-04', end: '2026-12-11', price: 900, type: 'WEEK' });
    expect(period).toEqual({ value: '2026-12-04_2026-12-11', start: '04/12/2026', end: '11/12/2026', price: '€ 900', type: 'WEEK', nights: 7 });
    expect(periodOfValue(period.value)).toEqual({ start: '2026-12-04', end: '2026-12-11' });
    expect(periodOfValue(null)).toEqual({ start: '', end: '' });
  });
});

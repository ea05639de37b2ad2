import { toCardEstate } from '../../domain/display/card-estate';
import { listingCard } from '../../domain/display/listing-card';
import { estateId, type Estate } from '../../domain/estate/estate';

const villa: Estate = {
  general: {
    id: estateId(12),
    subType: { id: 101, name: 'Villa' },
    transaction: { id: 1, name: 'Te koop' },
    bedroomCount: 4,
    sticker: { id: 1, name: 'Nieuw', color: '#c0392b', textColor: '#ffffff' },
  },
  address: { streetAddress: 'Kerkstraat 5', city: { id: 1, name: 'Gent', zip: '9000', alias: { fr: 'Gand' } } },
  price: { value: 450_000 },
  energy: { energyLabel: 'B' },
  dimensions: { areaBuild: 210 },
  rooms: [{ value: { id: 5 }, count: 2 }],
  pictures: [
    { file: '/p/2.jpg', index: 2 },
    { file: '/p/1.jpg', index: 1 },
  ],
};

describe('§2 listing card', () => {
  it('shows sticker, image, energy label, "{subtype} in {city}", price, bedrooms, bathrooms, living area and links to the detail', () => {
    expect(listingCard(villa, 'nl')).toEqual({
      id: '12',
      href: '/nl/aanbod/12/villa-te-koop-in-kerkstraat-5-9000-gent',
      title: 'Villa in Gent',
      subType: 'Villa',
      city: 'Gent',
      sticker: villa.general.sticker,
      image: '/p/1.jpg',
      photo: { file: '/p/1.jpg' },
      priceLine: { kind: 'sale', amount: 450_000 },
      price: '€ 450.000',
      // Issue 19 item 1: the status and the price in one text, as the map and the terminal show it.
      priceSummary: '€ 450.000',
      energyLabel: { code: 'B', text: 'B' },
      energyLine: 'EPC B',
      bedrooms: 4,
      bathrooms: 2,
      livingArea: '210 m²',
    });
  });

  describe('issue 24: the energy figures the region asks of every advertisement, as one line', () => {
    const at = (zip: string, name: string): Estate => ({
      ...villa,
      address: { streetAddress: 'Kerkstraat 5', city: { id: 1, name, zip }, country: { id: 'BE' } },
      energy: { energyLabel: 'C', epcValue: 245, co2: 41, epcReference: '20240102-0001234567-RES-1' },
    });
    it.each([
      ['Flanders: the EPC score and label', '9000', 'Gent', 'nl', 'EPC C · 245 kWh/m²/jaar'],
      ['Flanders, in French', '9000', 'Gent', 'fr', 'PEB C · 245 kWh/m²/an'],
      ['Brussels: the PEB class and CO₂', '1050', 'Elsene', 'fr', 'PEB C · CO₂ 41 kg/m²/an'],
      ['Brussels, in Dutch', '1050', 'Elsene', 'nl', 'EPB C · CO₂ 41 kg/m²/jaar'],
      ['Wallonia: the PEB class and the specific consumption', '5000', 'Namur', 'fr', 'PEB C · 245 kWh/m²/an'],
    ] as const)('%s', (_title, zip, name, locale, line) => {
      expect(listingCard(at(zip, name), locale).energyLine).toBe(line);
      // A card-sized estate (lists, similar estates) carries the same line.
      expect(listingCard(toCardEstate(at(zip, name), locale), locale).energyLine).toBe(line);
    });

    it('abroad, or without any figure, there is no line', () => {
      expect(listingCard({ ...at('9000', 'Gent'), address: { city: { id: 2, name: 'Lille', zip: '59000' }, country: { id: 'FR' } } }, 'nl').energyLine).toBeUndefined();
      expect(listingCard({ ...at('9000', 'Gent'), energy: {} }, 'nl').energyLine).toBeUndefined();
    });
  });

  it('uses the city name of the page language when there is one', () => {
    expect(listingCard(villa, 'fr').city).toBe('Gand');
  });

  it('§2/§4 a sold estate hides its price and shows the status name as a label', () => {
    const sold = { ...villa, general: { ...villa.general, transaction: { id: 5, name: 'Verkocht' } } };
    const card = listingCard(sold, 'nl');
    expect(card.price).toBeUndefined();
    expect(card.statusLabel).toBe('Verkocht');
    expect(card.priceSummary).toBe('Verkocht');
  });

  it('§3 a sold estate without a transaction name gets the status label of the page language', () => {
    const sold = { ...villa, general: { ...villa.general, transaction: { id: 5 } } };
    expect(listingCard(sold, 'fr').statusLabel).toBe('Vendu');
  });

  it('§2 a white sticker with black text counts as no sticker; missing values are left out', () => {
    const plain: Estate = { general: { id: estateId(3), subType: { id: 201 }, sticker: { id: 2, color: '#FFFFFF', textColor: '#000000' } } };
    expect(listingCard(plain, 'en')).toEqual({
      id: '3',
      href: '/en/offer/3',
      // Without a city, the title is the subtype alone (issue 19).
      title: 'Apartment',
      subType: 'Apartment',
      city: '',
      sticker: null,
      // Issue 20 item 1: an estate without a price says so rather than leaving a blank.
      priceLine: { kind: 'onRequest' },
      price: 'Price on request',
      priceSummary: 'Price on request',
    });
  });

  it.each([
    ['nl', 'Instapklare villa', 'Instapklare villa'],
    ['fr', 'Villa prête à habiter', 'Villa prête à habiter'],
    ['en', undefined, 'Villa in Gent'],
    ['de', '   ', 'Villa in Gent'],
  ] as const)('issue 19: the card\'s title is the agency\'s own in the page\'s language (%s), else "{subtype} in {city}"', (locale, own, title) => {
    const titled = { ...villa, general: { ...villa.general, title: { nl: 'Instapklare villa', fr: 'Villa prête à habiter', ...(own === '   ' && { de: own }) } } };
    expect(listingCard(titled, locale).title).toBe(title);
  });

  it.each([
    ['A_PLUS', 'A+'],
    ['A_PLUS_A_PLUS_PLUS', 'A+/A++'],
    ['B_A', 'B/A'],
  ])('§3 the card names the energy class %s as its EU symbol %s (the card used to rewrite the code itself: "A+/A+_PLUS")', (code, text) => {
    expect(listingCard({ ...villa, energy: { energyLabel: code } }, 'fr').energyLabel).toEqual({ code, text });
  });

  it('a rent reads as a monthly amount in the page language', () => {
    const rent = { ...villa, general: { ...villa.general, transaction: { id: 2, name: 'Te huur' } }, price: { value: 950 } };
    expect(listingCard(rent, 'nl').price).toBe('€ 950 per maand');
    expect(listingCard(rent, 'fr').price).toBe('€ 950 par mois');
  });

  it('issue 20 item 1: a rented estate carries its status label beside its rent per month', () => {
    const rented = { ...villa, general: { ...villa.general, transaction: { id: 4, name: 'Verhuurd' } }, price: { value: 810 } };
    expect(listingCard(rented, 'nl')).toMatchObject({ price: '€ 810 per maand', statusLabel: 'Verhuurd' });
    expect(listingCard(rented, 'de')).toMatchObject({ price: '€ 810 pro Monat', statusLabel: 'Vermietet' });
  });

  it('§2 "From" prefix when priceFrom is set', () => {
    expect(listingCard({ ...villa, price: { value: 300_000, priceFrom: true } }, 'de').price).toBe('Ab € 300.000');
  });

  it('a project shows its title and its lowest unit price as "From"', () => {
    const project: Estate = {
      general: { id: estateId(40), isProject: true, headType: { id: 6 }, title: { nl: 'Residentie Zonneweide' } },
      children: [
        { ...villa, general: { ...villa.general, id: estateId(41), parentId: estateId(40) }, price: { value: 320_000 } },
        { ...villa, general: { ...villa.general, id: estateId(42), parentId: estateId(40) }, price: { value: 280_000 } },
      ],
    };
    const card = listingCard(project, 'nl');
    expect(card.title).toBe('Residentie Zonneweide');
    expect(card.price).toBe('Vanaf € 280.000');
    expect(card.city).toBe('Gent');
  });

  it('a project with units for sale and to rent shows its lowest sale price', () => {
    const unit = (id: number, transaction: number, value: number): Estate => ({
      ...villa,
      general: { ...villa.general, id: estateId(id), parentId: estateId(50), transaction: { id: transaction } },
      price: { value },
    });
    const project: Estate = { general: { id: estateId(50), isProject: true }, children: [unit(51, 2, 950), unit(52, 1, 310_000)] };
    expect(listingCard(project, 'nl').price).toBe('Vanaf € 310.000');
  });
});

describe('§2 card estates: only what a card needs travels to the browser', () => {
  const full: Estate = {
    ...villa,
    description: 'Lange beschrijving',
    fields: { financial: { cadastral_income: 1200 } },
    rooms: [...(villa.rooms ?? []), { value: { id: 16 }, count: 1 }, { value: { id: 1, name: { nl: 'Slaapkamer', fr: 'Chambre' } }, surface: 14, floor: '1', sort: 2 }],
    pictures: [
      { file: '/p/2.jpg', thumbnail: '/p/2-t.jpg', index: 2 },
      { file: '/p/1.jpg', thumbnail: '/p/1-t.jpg', index: 1 },
    ],
    children: [{ ...villa, general: { ...villa.general, id: estateId(13), parentId: estateId(12) }, description: 'x' }],
  };

  it('shows the same card as the full estate, without the detail fields', () => {
    const slim = toCardEstate(full, 'nl');
    expect(listingCard(slim, 'nl')).toEqual(listingCard(full, 'nl'));
    expect(slim).not.toHaveProperty('description');
    expect(slim).not.toHaveProperty('fields');
    expect(slim.children?.[0]).not.toHaveProperty('description');
    expect(slim.pictures).toEqual([{ file: '/p/1.jpg' }]);
    expect(slim.rooms).toEqual([{ value: { id: 5 }, count: 2 }, { value: { id: 1 } }]);
  });

  it('keeps a minimal estate minimal', () => {
    expect(toCardEstate({ general: { id: estateId(1) } }, 'nl')).toEqual({ general: { id: 1 } });
  });

  const project: Estate = {
    general: { id: estateId(20), isProject: true, title: { nl: 'Residentie Leie', fr: 'Résidence Lys', de: 'Residenz Leie' } },
    title: 'Residentie Leie',
    address: { street: { nl: 'Veldstraat', fr: 'Rue des Champs' }, number: '1', city: { id: 1, name: 'Gent', zip: '9000', alias: { fr: 'Gand', en: 'Ghent' } } },
    children: [{ ...villa, general: { ...villa.general, id: estateId(21), parentId: estateId(20) } }],
  };
  const streetOnly: Estate = { ...villa, address: { street: { fr: 'Rue de Fer' }, number: '3', city: { id: 2, name: 'Namen', zip: '5000', alias: { fr: 'Namur' } } } };

  it.each(['nl', 'fr', 'en', 'de'] as const)('issue 8: in %s, a card carries that language only and reads as the whole estate does', (locale) => {
    for (const estate of [full, project, streetOnly]) {
      const slim = toCardEstate(estate, locale);
      expect(listingCard(slim, locale)).toEqual(listingCard(estate, locale));
      const texts = [slim.general.title, slim.address?.street, slim.address?.city?.alias, ...(slim.children ?? []).map((c) => c.address?.city?.alias)];
      for (const text of texts) expect(Object.keys(text ?? {}).length).toBeLessThanOrEqual(1);
    }
    expect(toCardEstate(project, locale).address?.city?.alias).toEqual(locale === 'fr' ? { fr: 'Gand' } : locale === 'en' ? { en: 'Ghent' } : undefined);
  });

  it('§3 a hidden address ships no street: the card and its link show none', () => {
    const hidden: Estate = { ...villa, address: { ...villa.address, visible: false, street: { nl: 'Kerkstraat' }, number: '5' } };
    const slim = toCardEstate(hidden, 'nl');
    expect(slim.address).toEqual({ visible: false, city: { id: 1, name: 'Gent', zip: '9000' } });
    expect(listingCard(slim, 'nl').href).toBe(listingCard(hidden, 'nl').href);
  });
});

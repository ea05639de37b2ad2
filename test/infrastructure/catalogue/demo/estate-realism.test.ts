import { PLANNING, RECENT_DESTINATION, STATUS, SUB_TYPE, enumEntry, enumLabel } from '../../../../domain/enumerations';
import type { Estate, Picture } from '../../../../domain/estate/estate';
import { PLANNING_ANSWER_FIELDS } from '../../../../domain/estate/property-fields';
import { notarySaleKind } from '../../../../domain/estate/notary-sale';
import { LOCALES } from '../../../../domain/shared/locale';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { priceRange } from '../../../../infrastructure/catalogue/demo/estates/price-ranges';
import { EPC_BOUNDS } from '../../../../infrastructure/catalogue/demo/estates/energy-performance';
import { energyScheme } from '../../../../infrastructure/catalogue/demo/estates/energy-scale';
import municipalities from '../../../../infrastructure/catalogue/demo/data/municipalities.json' with { type: 'json' };

const REFERENCE = '2026-11-01';
const demo = generateDemoCatalogue({ referenceDate: REFERENCE }).sites[0]!;
const units: Estate[] = demo.groups.flatMap((group) => group.children ?? [group]);
const everyEstate: Estate[] = demo.groups.flatMap((group) => [group, ...(group.children ?? [])]);
const share = (test: (unit: Estate) => boolean): number => units.filter(test).length / units.length;
const transaction = (unit: Estate): number => unit.general.transaction?.id ?? 0;
const belgian = units.filter((unit) => unit.address?.country?.id === 'BE');
/** Issue 24: all but the few listings made to lack what their region requires (the compliance report's test finds them). */
const complete = units.filter((unit) => !demo.deliberateGaps.some((gap) => gap.id === Number(unit.general.id)));

describe('demo estates: market shares', () => {
  it.each([
    ['FOR_SALE', 1, 0.5, 0.61],
    ['TO_RENT', 2, 0.16, 0.24],
    ['TAKE_OVER', 3, 0.015, 0.045],
    ['RENTED', 4, 0.03, 0.075],
    ['SOLD', 5, 0.09, 0.16],
    ['TAKEN_OVER', 6, 0.008, 0.035],
  ])('§4 %s (id %i) is about its share of the stock', (_, id, low, high) => {
    expect(share((unit) => transaction(unit) === id)).toBeGreaterThanOrEqual(low);
    expect(share((unit) => transaction(unit) === id)).toBeLessThanOrEqual(high);
  });

  it('§4 takes about 2 % from the alternative source, only lettings, whose ids both sources read alike', () => {
    const alternative = units.filter((unit) => typeof unit.general.skarabeeGuid === 'string');
    expect(alternative.length / units.length).toBeGreaterThan(0.01);
    expect(alternative.length / units.length).toBeLessThan(0.035);
    expect(alternative.every((unit) => [2, 4].includes(transaction(unit)))).toBe(true);
    expect(alternative.every((unit) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(unit.general.skarabeeGuid ?? ''))).toBe(true);
  });

  it('keeps at least 97 % of the estates in Belgium', () => {
    expect(belgian.length / units.length).toBeGreaterThanOrEqual(0.97);
    expect(new Set(units.map((unit) => unit.address?.country?.id))).toEqual(new Set(['BE', 'FR', 'NL']));
  });

  it('puts about 10 % in collection Nieuwbouw and 5 % in Uitgelicht, listing exactly their members', () => {
    expect(share((unit) => unit.general.collections?.includes(1) === true)).toBeGreaterThan(0.07);
    expect(share((unit) => unit.general.collections?.includes(1) === true)).toBeLessThan(0.16);
    expect(share((unit) => unit.general.collections?.includes(2) === true)).toBeGreaterThan(0.03);
    expect(share((unit) => unit.general.collections?.includes(2) === true)).toBeLessThan(0.08);
    for (const collection of demo.collections) {
      const members = everyEstate.filter((estate) => estate.general.collections?.includes(collection.id)).map((estate) => estate.general.id);
      expect(collection.estateIds).toEqual(members);
    }
    expect(units.filter((unit) => unit.general.collections?.includes(2)).every((unit) => [1, 2, 3].includes(transaction(unit)))).toBe(true);
  });
});

describe('demo estates: names, texts and dates', () => {
  it('§3 names subtype and transaction in Dutch from the enumerations', () => {
    const misnamed = units.filter(
      (unit) =>
        unit.general.subType?.name !== enumLabel(SUB_TYPE, unit.general.subType?.id, 'nl') ||
        unit.general.transaction?.name !== enumLabel(STATUS, transaction(unit), 'nl'),
    );
    expect(misnamed).toEqual([]);
  });

  it('writes title, description and short description in all four languages, the title naming the town', () => {
    const texts = (estate: Estate) => [estate.general.title, estate.general.description, estate.general.shortDescription];
    const untranslated = everyEstate.filter((estate) => texts(estate).some((text) => LOCALES.some((locale) => !/\S/.test(text?.[locale] ?? ''))));
    expect(untranslated).toEqual([]);
    // French contracts 'à Le Rœulx' to 'au Rœulx': compare the town name without its article.
    const town = (name: string | undefined): string => (name ?? '?').replace(/^(Le|Les) /, '');
    const standalone = units.filter((unit) => unit.general.parentId === null);
    const unnamed = standalone.filter((unit) => LOCALES.some((locale) => !unit.general.title?.[locale]?.includes(town(unit.address?.city?.alias?.[locale]))));
    expect(unnamed).toEqual([]);
  });

  it('publishes nothing after the reference date, and nothing more than two years before it', () => {
    const dates = everyEstate.map((estate) => estate.general.publicationDate ?? '');
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date))).toBe(true);
    expect(dates.every((date) => date < REFERENCE && date >= '2024-11-01')).toBe(true);
  });
});

describe('demo estates: prices, energy and places', () => {
  it('keeps every price within the bounds of its kind, rents per month', () => {
    const outside = units.filter((unit) => {
      const [low, high] = priceRange(unit.general.headType?.id ?? 0, enumEntry(SUB_TYPE, unit.general.subType?.id)?.key ?? '', transaction(unit));
      const value = unit.price?.value ?? Number.NaN;
      return !(value >= low && value <= high) || (unit.price?.periodName === 'per maand') !== [2, 4].includes(transaction(unit));
    });
    expect(outside).toEqual([]);
    expect(units.filter((unit) => unit.price?.priceFrom).every((unit) => unit.general.parentId !== null)).toBe(true);
  });

  it('gives houses and apartments a certificate, plots and garages none', () => {
    const head = (unit: Estate): number => unit.general.headType?.id ?? 0;
    expect(complete.filter((unit) => [1, 2].includes(head(unit)) && typeof unit.energy?.epcValue !== 'number')).toEqual([]);
    expect(units.filter((unit) => [3, 5].includes(head(unit)) && unit.energy !== undefined)).toEqual([]);
  });

  it('keeps EPC values within their region’s range and the label consistent with the value', () => {
    const flemish = (value: number): string =>
      value < 0 ? 'A_PLUS' : value < 100 ? 'A' : value < 200 ? 'B' : value < 300 ? 'C' : value < 400 ? 'D' : value < 500 ? 'E' : 'F';
    const certified = complete.filter((candidate) => candidate.energy !== undefined);
    const wrong = certified.filter((unit) => {
      const scheme = energyScheme(unit.address?.region, unit.address?.country?.id ?? 'BE');
      const value = unit.energy?.epcValue ?? Number.NaN;
      const [low, high] = EPC_BOUNDS[scheme];
      const label = unit.energy?.energyLabel;
      return !(value >= low && value <= high) || (scheme === 'FLANDERS' && label !== flemish(value)) || unit.fields?.certification?.energy_label !== label;
    });
    expect(wrong).toEqual([]);
    expect(new Set(certified.filter((unit) => unit.address?.region === 'FLANDERS').map((unit) => unit.energy?.energyLabel))).toEqual(
      new Set(['A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F']),
    );
  });

  it('places Belgian estates inside Belgium, within 2 km of their municipality, in its region', () => {
    const byId = new Map(municipalities.map((municipality) => [municipality.id, municipality]));
    const misplaced = belgian.filter((unit) => {
      const { lat, lon } = unit.address?.geoLocation ?? { lat: 0, lon: 0 };
      const municipality = byId.get(unit.address?.city?.id ?? 0);
      const km = 111.32 * Math.hypot(lat - (municipality?.lat ?? 0), (lon - (municipality?.lon ?? 0)) * Math.cos((lat * Math.PI) / 180));
      return lat < 49.49 || lat > 51.51 || lon < 2.54 || lon > 6.41 || unit.address?.region !== municipality?.region || km > 2;
    });
    expect(misplaced).toEqual([]);
  });

  it('gives every apartment a box (bus/boîte), shown in its street line', () => {
    const apartments = units.filter((unit) => unit.general.headType?.id === 2);
    expect(apartments.every((unit) => (unit.address?.box ?? '') !== '')).toBe(true);
    expect(apartments.every((unit) => unit.address?.streetAddress?.includes(unit.address.box ?? '?'))).toBe(true);
  });
});

describe('demo estates: detail data', () => {
  it('§2 counts rooms by the room type ids, bedrooms agreeing with the bedroom count', () => {
    const wrong = units.filter((unit) => {
      const rooms = unit.rooms ?? [];
      return !rooms.every((room) => [1, 5, 6, 10, 14, 16].includes(room.value.id)) || rooms.filter((room) => room.value.id === 1).length !== unit.general.bedroomCount;
    });
    expect(wrong).toEqual([]);
    expect(units.some((unit) => unit.rooms?.some((room) => room.surface === -1))).toBe(true);
    expect(units.filter((unit) => [3, 5].includes(unit.general.headType?.id ?? 0)).every((unit) => unit.general.bedroomCount === 0)).toBe(true);
  });

  it('shows 3–8 pictures per estate, all demo photos 1–24 in variants (issue 20: raster, with their size and colour)', () => {
    const demoImage = (file: string): boolean => {
      const n = Number(/^\/assets\/photos\/demo1-(\d+)\/1600\.jpg$/.exec(file)?.[1]);
      return n >= 1 && n <= 24;
    };
    const described = (picture: Picture): boolean =>
      picture.variants?.base === picture.file.replace(/\/1600\.jpg$/, '') &&
      picture.variants.width === 1600 &&
      picture.variants.height === 1067 &&
      /^#[0-9a-f]{6}$/.test(picture.variants.color) &&
      picture.variants.widths.join() === '320,480,768,1024,1600';
    const wrong = everyEstate.filter((estate) => {
      const pictures = estate.pictures ?? [];
      return pictures.length < 3 || pictures.length > 8 || !pictures.every((picture) => demoImage(picture.file) && described(picture));
    });
    expect(wrong).toEqual([]);
  });

  it('§1 gives every estate a sales representative from the pool of five', () => {
    const pictures = new Set(everyEstate.map((estate) => estate.contact?.picture));
    expect(everyEstate.every((estate) => estate.contact?.name && estate.contact.email && estate.contact.phone)).toBe(true);
    expect(pictures).toEqual(new Set([1, 2, 3, 4, 5].map((k) => `/assets/demo/agent-${k}.svg`)));
  });

  it('§2 puts a sticker on about 10 %, and the white-on-black "none" on a few', () => {
    const visible = share((unit) => (unit.general.sticker?.name ?? '') !== '');
    expect(visible).toBeGreaterThan(0.06);
    expect(visible).toBeLessThan(0.14);
    expect(units.some((unit) => unit.general.sticker?.color === '#ffffff' && unit.general.sticker.textColor === '#000000')).toBe(true);
  });

  it('§3 fills planning answers with Planning ids and zones with RecentDestination ids', () => {
    const planned = units.filter((unit) => unit.fields?.planning?.permission !== undefined);
    expect(planned.length).toBeGreaterThan(500);
    const wrong = planned.filter((unit) => {
      const planning = unit.fields?.planning;
      const answers = PLANNING_ANSWER_FIELDS.map((field) => planning?.[field]).filter((answer) => answer !== undefined);
      return !answers.every((answer) => enumEntry(PLANNING, answer) !== undefined) || enumEntry(RECENT_DESTINATION, planning?.most_recent_destination) === undefined;
    });
    expect(wrong).toEqual([]);
  });

  it('§3 gives P- and G-scores A–D to Flemish estates only', () => {
    const wrong = complete.filter((unit) => {
      const scores = unit.general.flooding;
      return unit.address?.region === 'FLANDERS' ? !/^[A-D]{1,2}$/.test(`${scores?.parcel}${scores?.building ?? ''}`) : scores !== undefined;
    });
    expect(wrong).toEqual([]);
  });

  it('§5 puts the VAT regime only on new builds', () => {
    const vat = units.filter((unit) => unit.fields?.financial?.vat_regime === true);
    expect(vat.length).toBeGreaterThan(0);
    expect(vat.every((unit) => unit.technical?.newBuilding === true)).toBe(true);
  });

  it('§3 sells about 3 % through a notary, with an eight-day online bidding window', () => {
    const notary = units.filter((unit) => unit.fields?.notary !== undefined);
    expect(notary.length / units.length).toBeGreaterThan(0.01);
    expect(notary.length / units.length).toBeLessThan(0.05);
    // Issue 20: two of them at a public session instead (see the notary test of the demo).
    for (const unit of notary.filter((candidate) => notarySaleKind(candidate) === 'online')) {
      const sale = unit.fields?.notary;
      expect([1, 5]).toContain(transaction(unit));
      expect(sale?.setting_price).toBe(unit.price?.value);
      const day = (iso: string | undefined): number => Date.parse((iso ?? '').slice(0, 10));
      expect((day(sale?.interactive_sale_bid_end_date) - day(sale?.interactive_sale_bid_start_date)) / 86_400_000).toBe(8);
      expect(sale?.session_date).toBe(sale?.interactive_sale_bid_end_date?.slice(0, 10));
    }
  });
});

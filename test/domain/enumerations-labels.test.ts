import { ENUMERATIONS, FIELD_TYPE_NAMES } from '../../domain/enumerations';
import type { FieldTypeName } from '../../domain/enumerations';
import { LOCALES } from '../../domain/shared/locale';
import type { Locale } from '../../domain/shared/locale';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'nl');

/**
 * Words that are genuinely the same in Dutch and another site language, with the languages where
 * that holds. Any other label equal to the Dutch one is a missing translation (§3 notes the
 * original reused Dutch text; we must not).
 */
const SAME_AS_DUTCH: Readonly<Record<string, readonly Locale[]>> = {
  // Loanwords used as they are in all four languages.
  Villa: ['fr', 'en', 'de'],
  Bungalow: ['fr', 'en', 'de'],
  Chalet: ['fr', 'en', 'de'],
  Loft: ['fr', 'en', 'de'],
  Penthouse: ['fr', 'en', 'de'],
  Duplex: ['fr', 'en'],
  Triplex: ['fr', 'en'],
  Studio: ['fr', 'en'],
  Restaurant: ['fr', 'en', 'de'],
  Hotel: ['en', 'de'],
  Carport: ['fr', 'en', 'de'],
  Garage: ['fr', 'en', 'de'],
  Aluminium: ['fr', 'en', 'de'],
  // Dutch and French share these words.
  Appartement: ['fr'],
  Fermette: ['fr'],
  // Dutch, English and German share these words.
  Project: ['en'],
  Ja: ['de'],
  West: ['en', 'de'],
  // Country names spelt alike.
  Andorra: ['en', 'de'],
  Canada: ['fr', 'en'],
  China: ['en', 'de'],
  Cyprus: ['en'],
  Estland: ['de'],
  Finland: ['en'],
  India: ['en'],
  Israël: ['fr'],
  Japan: ['en', 'de'],
  Liechtenstein: ['fr', 'en', 'de'],
  Luxemburg: ['de'],
  Malta: ['en', 'de'],
  Marokko: ['de'],
  Monaco: ['fr', 'en', 'de'],
  Montenegro: ['en', 'de'],
  Polen: ['de'],
  Portugal: ['fr', 'en', 'de'],
};

/** Energy labels are the EU class symbols (A++ … G), identical in every language by design. */
const SYMBOL_ENUMERATIONS: readonly FieldTypeName[] = ['EnergyLabel'];

const everyEntry = FIELD_TYPE_NAMES.flatMap((name) =>
  ENUMERATIONS[name].entries.map((entry) => ({ name, entry, title: `${name}.${entry.key}` })),
);

describe('§3 every enumeration label exists in nl, fr, en and de', () => {
  it.each(everyEntry)('$title has a trimmed, non-empty label in every language', ({ entry }) => {
    for (const locale of LOCALES) {
      const label = entry.labels[locale];
      expect(label.trim()).not.toBe('');
      expect(label).toBe(label.trim());
    }
  });

  it.each(everyEntry.filter(({ name }) => !SYMBOL_ENUMERATIONS.includes(name)))(
    '$title is translated, not a copy of the Dutch label',
    ({ entry }) => {
      const dutch = entry.labels.nl;
      const copiedInto = OTHER_LOCALES.filter((locale) => entry.labels[locale].toLowerCase() === dutch.toLowerCase());
      expect(copiedInto.filter((locale) => !(SAME_AS_DUTCH[dutch] ?? []).includes(locale))).toEqual([]);
    },
  );

  it('lists no exception that no label needs', () => {
    const used = new Set(
      everyEntry
        .filter(({ entry }) => OTHER_LOCALES.some((locale) => entry.labels[locale] === entry.labels.nl))
        .map(({ entry }) => entry.labels.nl),
    );
    expect(Object.keys(SAME_AS_DUTCH).filter((word) => !used.has(word))).toEqual([]);
  });
});

describe('§3 ids and keys', () => {
  it.each(FIELD_TYPE_NAMES.map((name) => [name]))('%s has unique ids and unique keys', (name) => {
    const { entries } = ENUMERATIONS[name];
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.key.toUpperCase())).size).toBe(entries.length);
  });

  it.each(FIELD_TYPE_NAMES.map((name) => [name]))('%s keys are upper-case codes and ids whole numbers', (name) => {
    for (const entry of ENUMERATIONS[name].entries) {
      expect(entry.key).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(Number.isInteger(entry.id) && entry.id >= 0).toBe(true);
    }
  });
});

/** The values §3 lists, in its order (subtypes and countries are tested on their own). */
const SPEC_VALUES: ReadonlyArray<readonly [FieldTypeName, readonly string[]]> = [
  ['Status', ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'RENTED', 'SOLD', 'TAKEN_OVER']],
  ['Type', ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'GARAGE', 'PROJECT']],
  ['BathroomType', ['EQUIPPED', 'NOT_EQUIPPED']],
  ['Carpentry', ['WOOD', 'ALUMINUM', 'PLASTIC']],
  ['CommonMeter', ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL']],
  ['CommonMeterType', ['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER']],
  ['CommonHeating', ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL']],
  ['Condition', ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW']],
  ['Conformity', ['INVALID', 'VALID']],
  ['ConstructionType', ['OPEN', 'HALF_OPEN', 'CLOSED']],
  ['ElectricityCertification', ['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN']],
  [
    'EnergyLabel',
    ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G']
      .concat(['A_PLUS_A_PLUS_PLUS', 'A_A_PLUS', 'B_A', 'C_B', 'D_C', 'E_D', 'F_E', 'G_F']),
  ],
  ['Flooding', ['UNKNOWN', 'NO', 'YES']],
  [
    'Heating',
    ['OIL', 'COAL', 'ELECTRICITY', 'GAS', 'HEAT_ACCUMULATION', 'GAS_HEATERS', 'PROPANE_GAS', 'CENTRAL_VENTILATION', 'WOOD', 'PELLET'],
  ],
  [
    'KitchenType',
    ['EQUIPPED', 'SEMI_EQUIPPED', 'NOT_EQUIPPED', 'HYPER_EQUIPPED']
      .concat(['AMERICAN_SEMI_EQUIPPED', 'AMERICAN_EQUIPPED', 'AMERICAN_HYPER_EQUIPPED']),
  ],
  ['LuxuryLevel', ['MODEST', 'AVERAGE', 'LUXURIOUS']],
  ['RoofType', ['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED']],
  ['WindowGlazing', ['SINGLE', 'DOUBLE', 'TRIPLE']],
  ['Destination', ['MAIN', 'VACATION', 'STUDENT_RESIDENCE']],
  [
    'Environment',
    ['TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE', 'SUBURBAN_AREA', 'CRAFT_INDUSTRY', 'INDUSTRIAL', 'SEA_BEACH_DUNE'],
  ],
  ['FreeOn', ['UNKNOWN', 'IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'DELIVERY', 'TO_BE_AGREED']],
  ['Garden', ['NOT_CONSTRUCTED', 'ONLY_LAWN', 'FULLY_LANDSCAPED']],
  ['GeoPrecision', ['NO_DATA', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP']],
  ['Orientation', ['NORTH', 'NORTH_EAST', 'EAST', 'SOUTH_EAST', 'SOUTH', 'SOUTH_WEST', 'WEST', 'NORTH_WEST']],
  ['Planning', ['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962']],
  [
    'RecentDestination',
    ['AG', 'EG', 'WIG', 'WUG', 'BG', 'IGB', 'RG', 'GWG', 'NG', 'PG', 'WG', 'WGL', 'WGR', 'GG', 'WCHE', 'WP']
      .concat(['IAB', 'GDR', 'GVR', 'LWAG', 'NR', 'GVON', 'DVG', 'NI']),
  ],
];

describe('§3 enumerations hold every listed value', () => {
  it.each(SPEC_VALUES)('%s holds exactly the values of §3, in order', (name, keys) => {
    expect(ENUMERATIONS[name].entries.map((entry) => entry.key)).toEqual(keys);
  });

  it.each(SPEC_VALUES.filter(([name]) => !['Status', 'Type', 'GeoPrecision'].includes(name)))(
    '%s numbers its values from 1 in the listed order',
    (name, keys) => {
      expect(ENUMERATIONS[name].entries.map((entry) => entry.id)).toEqual(keys.map((_key, index) => index + 1));
    },
  );

  it('numbers geo precision 0 to 3 (§3)', () => {
    expect(ENUMERATIONS.GeoPrecision.entries.map((entry) => entry.id)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    ['WG', 'Woongebied', "Zone d'habitat", 'Residential area', 'Wohngebiet'],
    ['WUG', 'Woonuitbreidingsgebied', "Zone d'extension d'habitat", 'Residential expansion area', 'Wohnerweiterungsgebiet'],
    ['AG', 'Agrarisch gebied', 'Zone agricole', 'Agricultural area', 'Agrargebiet'],
  ])('names Flemish planning zone %s in full', (key, nl, fr, en, de) => {
    expect(ENUMERATIONS.RecentDestination.entries.find((entry) => entry.key === key)?.labels).toEqual({ nl, fr, en, de });
  });
});

describe('§3 country: two-letter codes with UNKNOWN', () => {
  const codes = ENUMERATIONS.Country.entries.map((entry) => entry.key);
  const EEA = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT']
    .concat(['NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'IS', 'LI', 'NO']);

  it('starts with UNKNOWN and otherwise holds ISO alpha-2 codes', () => {
    expect(codes[0]).toBe('UNKNOWN');
    for (const code of codes.slice(1)) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(EEA.concat(['GB', 'CH', 'US', 'MA', 'TR']).map((code) => [code]))('holds %s', (code) => {
    expect(codes).toContain(code);
  });
});

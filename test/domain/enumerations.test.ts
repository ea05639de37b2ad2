import {
  COUNTRY,
  ENERGY_LABEL,
  ENUMERATIONS,
  FIELD_TYPE_NAMES,
  GEO_PRECISION,
  HEAD_TYPE,
  HEAD_TYPE_ID,
  KITCHEN_TYPE,
  RECENT_DESTINATION,
  STATUS,
  enumEntry,
  enumLabel,
  fieldLabel,
  isFieldTypeName,
  translationOrEmpty,
} from '../../domain/enumerations';
import type { EnumValue, Enumeration, FieldLabels } from '../../domain/enumerations';
import { LOCALES } from '../../domain/shared/locale';
import type { Locale } from '../../domain/shared/locale';

describe('§3 enumeration lookup by id and by key', () => {
  it.each<[string, EnumValue, string | undefined]>([
    ['a numeric id', 2, 'TO_RENT'],
    ['a key', 'TAKE_OVER', 'TAKE_OVER'],
    ['a key in lower case', 'sold', 'SOLD'],
    ['a key with spaces around it', ' RENTED ', 'RENTED'],
    ['an id written as text', '6', 'TAKEN_OVER'],
    ['an unknown id', 99, undefined],
    ['the hidden value -1', -1, undefined],
    ['an unknown id written as text', '99', undefined],
    ['an unknown key', 'FOR_LEASE', undefined],
    ['a negative id written as text', '-1', undefined],
    ['an empty text', '', undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
  ])('finds the status entry for %s', (_case, value, key) => {
    expect(enumEntry(STATUS, value)?.key).toBe(key);
  });

  it('returns the entry itself, with its id and labels', () => {
    expect(enumEntry(STATUS, 'FOR_SALE')).toEqual({
      id: 1,
      key: 'FOR_SALE',
      labels: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
    });
  });

  it('finds a country by its ISO code, in any case', () => {
    expect(enumEntry(COUNTRY, 'BE')?.labels.fr).toBe('Belgique');
    expect(enumEntry(COUNTRY, 'nl')?.labels.de).toBe('Niederlande');
  });

  it('reads geo precision 0 as an id, not as a missing value', () => {
    expect(enumEntry(GEO_PRECISION, 0)?.key).toBe('NO_DATA');
    expect(enumEntry(GEO_PRECISION, '0')?.key).toBe('NO_DATA');
  });
});

describe('§3 enumeration labels in nl, fr, en and de', () => {
  it.each<[Locale, string]>([
    ['nl', 'Te koop'],
    ['fr', 'À vendre'],
    ['en', 'For sale'],
    ['de', 'Zu verkaufen'],
  ])('labels FOR_SALE in %s', (locale, label) => {
    expect(enumLabel(STATUS, 1, locale)).toBe(label);
    expect(enumLabel(STATUS, 'FOR_SALE', locale)).toBe(label);
  });

  it.each<[string, Enumeration, EnumValue, Locale, string]>([
    ['an energy label by key', ENERGY_LABEL, 'A_PLUS_PLUS', 'nl', 'A++'],
    ['a combined energy label', ENERGY_LABEL, 'B_A', 'fr', 'B/A'],
    ['a country by code', COUNTRY, 'DE', 'nl', 'Duitsland'],
    ['an unknown country', COUNTRY, 'UNKNOWN', 'de', 'Unbekannt'],
    ['a head type by agreed id', HEAD_TYPE, HEAD_TYPE_ID.PLOT, 'de', 'Grundstück'],
    ['an American kitchen', KITCHEN_TYPE, 'AMERICAN_HYPER_EQUIPPED', 'fr', 'Cuisine américaine hyper-équipée'],
    ['a Flemish planning zone', RECENT_DESTINATION, 'WG', 'fr', "Zone d'habitat"],
  ])('labels %s', (_case, enumeration, value, locale, label) => {
    expect(enumLabel(enumeration, value, locale)).toBe(label);
  });

  it.each<[string, EnumValue]>([
    ['an unknown id', 42],
    ['an unknown key', 'FOR_LEASE'],
    ['the alternative source id 7', 7],
    ['the alternative source id 8', 8],
    ['the alternative source id 10', 10],
    ['null', null],
    ['undefined', undefined],
  ])('§3 Unknown enum value gives an empty label: %s', (_case, value) => {
    for (const locale of LOCALES) expect(enumLabel(STATUS, value, locale)).toBe('');
  });

  it.each([[7], [9], [10]])('§9 upstream head type %d has no name, so its label is empty', (id) => {
    expect(enumLabel(HEAD_TYPE, id, 'nl')).toBe('');
  });
});

describe('§3 agreed ids', () => {
  it.each([
    ['FOR_SALE', 1],
    ['TO_RENT', 2],
    ['TAKE_OVER', 3],
    ['RENTED', 4],
    ['SOLD', 5],
    ['TAKEN_OVER', 6],
  ])('status %s has id %d', (key, id) => {
    expect(enumEntry(STATUS, key)?.id).toBe(id);
  });

  it.each([
    ['HOUSE', 1],
    ['APARTMENT', 2],
    ['PLOT', 3],
    ['COMMERCIAL', 4],
    ['GARAGE', 5],
    ['PROJECT', 6],
  ])('head type %s has id %d', (key, id) => {
    expect(enumEntry(HEAD_TYPE, key)?.id).toBe(id);
    expect(HEAD_TYPE_ID[key as keyof typeof HEAD_TYPE_ID]).toBe(id);
  });
});

describe('§3 field labels and missing translations', () => {
  const labels: FieldLabels = {
    bathroom_type: { nl: 'Type badkamer', fr: 'Type de salle de bains', en: 'Bathroom type', de: 'Badezimmertyp' },
    kitchen_type: { nl: 'Type keuken', fr: '' },
    lift: undefined,
  };

  it.each<[string, string, Locale, string]>([
    ['a known label', 'bathroom_type', 'de', 'Badezimmertyp'],
    ['a field without any label', 'heat_pump', 'nl', '_heat_pump_'],
    ['a field whose label is undefined', 'lift', 'en', '_lift_'],
    ['a label lacking this language', 'kitchen_type', 'en', '_kitchen_type_'],
    ['an empty label', 'kitchen_type', 'fr', '_kitchen_type_'],
  ])('§3 A missing field label is shown as the field name wrapped in underscores: %s', (_case, field, locale, shown) => {
    expect(fieldLabel(labels, field, locale)).toBe(shown);
  });

  it.each<[string, Parameters<typeof translationOrEmpty>[0], string]>([
    ['a text in the locale', { nl: 'Tuin', fr: 'Jardin' }, 'Jardin'],
    ['a text lacking the locale', { nl: 'Tuin' }, ''],
    ['a plain upstream string', 'Tuin', 'Tuin'],
    ['null', null, ''],
    ['undefined', undefined, ''],
  ])('§3 generic missing translation shows empty: %s', (_case, text, shown) => {
    expect(translationOrEmpty(text, 'fr')).toBe(shown);
  });
});

describe('§3 field-type enumeration registry', () => {
  it('holds exactly the 28 field-type names of §3', () => {
    expect(Object.keys(ENUMERATIONS).sort()).toEqual([...FIELD_TYPE_NAMES].sort());
    expect(FIELD_TYPE_NAMES).toHaveLength(28);
  });

  it.each(FIELD_TYPE_NAMES.map((name) => [name]))('names the %s enumeration after its field type', (name) => {
    expect(ENUMERATIONS[name].name).toBe(name);
  });

  it.each([
    ['Heating', true],
    ['SubType', true],
    ['heating', false],
    ['Estate', false],
    [3, false],
  ])('recognises %p as a field-type name: %p', (value, expected) => {
    expect(isFieldTypeName(value)).toBe(expected);
  });
});

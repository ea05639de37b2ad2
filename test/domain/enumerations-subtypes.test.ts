import {
  APARTMENT_SUB_TYPES,
  COMMERCIAL_SUB_TYPES,
  GARAGE_SUB_TYPES,
  HEAD_TYPE,
  HEAD_TYPE_ID,
  HOUSE_SUB_TYPES,
  PLOT_SUB_TYPES,
  SUB_TYPE,
  enumEntry,
  enumLabel,
  subTypesOfHeadType,
} from '../../domain/enumerations';

describe('§3 subtypes per head type', () => {
  it.each([
    ['HOUSE', HEAD_TYPE_ID.HOUSE, 36],
    ['APARTMENT', HEAD_TYPE_ID.APARTMENT, 16],
    ['PLOT', HEAD_TYPE_ID.PLOT, 15],
    ['COMMERCIAL', HEAD_TYPE_ID.COMMERCIAL, 50],
    ['GARAGE', HEAD_TYPE_ID.GARAGE, 6],
    ['PROJECT', HEAD_TYPE_ID.PROJECT, 0],
  ])('%s (head type %d) has %d subtypes', (_name, headTypeId, count) => {
    expect(subTypesOfHeadType(headTypeId)).toHaveLength(count);
  });

  it('gives no subtypes for an unknown head type', () => {
    expect(subTypesOfHeadType(99)).toEqual([]);
  });

  it.each([
    ['HOUSE', HOUSE_SUB_TYPES, ['HOUSE', 'VILLA', 'BUNGALOW', 'FARM', 'CASTLE', 'TOWNHOUSE']],
    ['APARTMENT', APARTMENT_SUB_TYPES, ['DUPLEX', 'TRIPLEX', 'LOFT', 'PENTHOUSE', 'STUDIO', 'STUDENT_ROOM', 'SERVICE_FLAT', 'GROUND_FLOOR']],
    ['COMMERCIAL', COMMERCIAL_SUB_TYPES, ['OFFICE', 'RESTAURANT', 'HOTEL', 'STORAGE', 'HORECA']],
    ['PLOT', PLOT_SUB_TYPES, ['BUILDING_PLOT', 'AGRICULTURAL_LAND']],
    ['GARAGE', GARAGE_SUB_TYPES, ['GARAGE_BOX', 'CARPORT']],
  ])('%s subtypes include the ones §3 names', (_name, subTypes, keys) => {
    expect(subTypes.map((entry) => entry.key)).toEqual(expect.arrayContaining(keys));
  });

  it('holds every head type list, and nothing else, in SubType', () => {
    const lists = [HOUSE_SUB_TYPES, APARTMENT_SUB_TYPES, PLOT_SUB_TYPES, COMMERCIAL_SUB_TYPES, GARAGE_SUB_TYPES];
    expect(SUB_TYPE.entries).toEqual(lists.flat());
  });
});

describe('§3 subtype ids: head type id × 100 + position, unique over all subtypes', () => {
  it('has globally unique ids and keys', () => {
    const ids = SUB_TYPE.entries.map((entry) => entry.id);
    const keys = SUB_TYPE.entries.map((entry) => entry.key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SUB_TYPE.entries.map((entry) => [entry.key, entry.id, entry.headTypeId]))(
    '%s (%d) belongs to head type %d, which exists',
    (_key, id, headTypeId) => {
      expect(Math.floor(id / 100)).toBe(headTypeId);
      expect(enumEntry(HEAD_TYPE, headTypeId)).toBeDefined();
    },
  );

  it.each([
    ['HOUSE', HOUSE_SUB_TYPES, 101],
    ['APARTMENT', APARTMENT_SUB_TYPES, 201],
    ['PLOT', PLOT_SUB_TYPES, 301],
    ['COMMERCIAL', COMMERCIAL_SUB_TYPES, 401],
    ['GARAGE', GARAGE_SUB_TYPES, 501],
  ])('numbers %s subtypes consecutively from %d', (_name, subTypes, first) => {
    expect(subTypes.map((entry) => entry.id)).toEqual(subTypes.map((_entry, index) => first + index));
  });
});

describe('§3 subtype lookup by id and by key', () => {
  it.each([
    [102, 'nl', 'Villa'],
    ['PENTHOUSE', 'de', 'Penthouse'],
    ['student_room', 'fr', "Kot (chambre d'étudiant)"],
    ['418', 'en', 'Restaurant'],
    [301, 'fr', 'Terrain à bâtir'],
    [504, 'de', 'Carport'],
    [199, 'nl', ''],
    ['SKYSCRAPER', 'en', ''],
  ] as const)('labels subtype %p in %s as %p', (value, locale, label) => {
    expect(enumLabel(SUB_TYPE, value, locale)).toBe(label);
  });

  it('keeps the head type on the entry found', () => {
    expect(enumEntry(SUB_TYPE, 'CASTLE')?.headTypeId).toBe(HEAD_TYPE_ID.HOUSE);
    expect(enumEntry(SUB_TYPE, 'HOTEL')?.headTypeId).toBe(HEAD_TYPE_ID.COMMERCIAL);
  });
});

import { resolveTypedCity, typedCitySearchText, type TypedCityCandidate } from '../../domain/search/typed-city';

const LUIK: TypedCityCandidate = { id: 205, name: 'Luik', zip: '4000', alias: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' } };
const GLAIN: TypedCityCandidate = { id: 206, name: 'Glain', zip: '4000' };
const GENT: TypedCityCandidate = { id: 11, name: 'Gent', zip: '9000', alias: { fr: 'Gand' } };
const SINT_AMANDSBERG: TypedCityCandidate = { id: 12, name: 'Sint-Amandsberg', zip: '9040' };
const SINT_NIKLAAS: TypedCityCandidate = { id: 13, name: 'Sint-Niklaas', zip: '9100' };

describe('§2 a city typed in the filter form without JavaScript (issue 8: no list of every city in the page)', () => {
  it.each<[string, string, readonly TypedCityCandidate[], ReturnType<typeof resolveTypedCity>]>([
    ['the field shows a chosen city as postal code and name', '4000 Luik', [LUIK, GLAIN], { kind: 'one', city: LUIK }],
    ['a §3 alias in another language, accents and case aside', 'liege', [LUIK], { kind: 'one', city: LUIK }],
    ['the German alias', 'Lüttich', [LUIK, GLAIN], { kind: 'one', city: LUIK }],
    ['name then postal code in brackets', 'Luik (4000)', [LUIK, GLAIN], { kind: 'one', city: LUIK }],
    ['a postal code shared by two cities is a choice', '4000', [LUIK, GLAIN], { kind: 'several', cities: [LUIK, GLAIN] }],
    ['an exact name wins over cities that only start with it', 'gent', [GENT, { id: 99, name: 'Gentbrugge', zip: '9050' }], { kind: 'one', city: GENT }],
    ['the one city found for a start of a name', 'Sint-Am', [SINT_AMANDSBERG], { kind: 'one', city: SINT_AMANDSBERG }],
    ['several cities found and none written so: a choice', 'sint', [SINT_AMANDSBERG, SINT_NIKLAAS], { kind: 'several', cities: [SINT_AMANDSBERG, SINT_NIKLAAS] }],
    ['nothing found', 'Atlantis', [], { kind: 'none' }],
    ['an empty field names no city', '  ', [GENT], { kind: 'none' }],
  ])('§2 %s', (_title, typed, found, expected) => {
    expect(resolveTypedCity(typed, found)).toEqual(expected);
  });

  it.each([
    ['4000 Luik', '4000'],
    ['Luik (4000)', '4000'],
    ['  Gent ', 'Gent'],
    ['Sint-Niklaas', 'Sint-Niklaas'],
  ])('§7 search-city is asked for %j as %j (it matches the start of a postal code or a name)', (typed, asked) => {
    expect(typedCitySearchText(typed)).toBe(asked);
  });
});

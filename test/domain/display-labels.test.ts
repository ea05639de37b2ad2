import { notEntered, pricePrefix, violationText, yesNo, type DisplayText } from '../../domain/display/labels';
import type { Locale } from '../../domain/shared/locale';
import { byCityNameIn, cityLabelIn, cityNameIn } from '../../domain/display/city-name';

describe('§2 labels per language', () => {
  it.each<[Locale, string, string, string, string]>([
    ['nl', 'Vanaf', 'Niet ingevuld', 'Ja', 'Nee'],
    ['fr', 'À partir de', 'Non renseigné', 'Oui', 'Non'],
    ['en', 'From', 'Not entered', 'Yes', 'No'],
    ['de', 'Ab', 'Nicht angegeben', 'Ja', 'Nein'],
  ])('§2 %s: price prefix %p, placeholder %p, %p/%p', (locale, from, placeholder, yes, no) => {
    expect(pricePrefix(true, locale)).toBe(from);
    expect(notEntered(locale)).toBe(placeholder);
    expect(yesNo(true, locale)).toBe(yes);
    expect(yesNo(false, locale)).toBe(no);
  });

  it.each<[boolean | null | undefined]>([[false], [null], [undefined]])('§2 no prefix when priceFrom is %p', (priceFrom) => {
    expect(pricePrefix(priceFrom, 'nl')).toBe('');
  });

  it.each<[null | undefined]>([[null], [undefined]])('§2 yesNo(%p) is empty: an unknown answer is not No', (value) => {
    expect(yesNo(value, 'en')).toBe('');
  });
});

describe('§2 violation field', () => {
  it.each<[Locale, RegExp]>([
    ['nl', /^Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd/],
    ['fr', /^Aucune mesure judiciaire/],
    ['en', /^No judicial, remedial or administrative measure has been imposed/],
    ['de', /^Es wurde keine gerichtliche/],
  ])('§2 empty in %s: the default text that no measure was imposed', (locale, expected) => {
    expect(violationText(undefined, locale)).toMatch(expected);
  });

  it.each<[DisplayText, Locale, string]>([
    ['Herstelvordering 2019', 'nl', 'Herstelvordering 2019'],
    [{ nl: 'Herstelvordering', fr: 'Action en réparation' }, 'fr', 'Action en réparation'],
  ])('§2 a filled violation field shows its text: %p', (value, locale, expected) => {
    expect(violationText(value, locale)).toBe(expected);
  });

  it.each<[DisplayText]>([[null], [''], ['  '], [{ nl: 'Alleen Nederlands' }]])(
    '§2 %p counts as empty in English',
    (value) => {
      expect(violationText(value, 'en')).toMatch(/^No judicial/);
    },
  );
});

describe('§3 a city in the page\'s language (its alias), for every front-end', () => {
  const liege = { name: 'Luik', zip: '4000', alias: { fr: 'Liège', en: 'Liège', de: 'Lüttich' } };
  const antwerp = { name: 'Antwerpen', zip: '2000', alias: { fr: 'Anvers', nl: ' ' } };
  it('§3 its alias in the page\'s language, else its name; picked with its postal code; sorted by the name shown', () => {
    expect([cityNameIn(liege, 'de'), cityNameIn(antwerp, 'nl'), cityLabelIn(liege, 'fr'), cityLabelIn({ name: 'Gent' }, 'fr')]).toEqual(['Lüttich', 'Antwerpen', '4000 Liège', 'Gent']);
    expect(byCityNameIn([liege, antwerp], 'fr').map((city) => cityNameIn(city, 'fr'))).toEqual(['Anvers', 'Liège']);
    expect(byCityNameIn([antwerp, liege], 'nl').map((city) => city.name)).toEqual(['Antwerpen', 'Luik']);
  });
});

import type { Translated } from '../../../../domain/shared/locale';
import type { Prng } from '../prng';
import type { PlaceLanguage } from './places';

/** Street names found in many Belgian towns, so that any of them is plausible anywhere in its language area. */
const DUTCH = [
  'Kerkstraat', 'Stationsstraat', 'Molenstraat', 'Nieuwstraat', 'Dorpsstraat', 'Schoolstraat', 'Beekstraat',
  'Kapelstraat', 'Veldstraat', 'Hoogstraat', 'Bosstraat', 'Lindenlaan', 'Kasteelstraat', 'Heirweg', 'Stationsplein',
  'Markt', 'Grote Markt', 'Kerkplein', 'Broekstraat', 'Eikenlaan', 'Beukenlaan', 'Berkenlaan', 'Populierenlaan',
  'Kapelleweg', 'Zandstraat', 'Sint-Jansstraat', 'Sint-Martinusstraat', 'Koning Albertlaan', 'Koningin Astridlaan',
  'Leopoldstraat', 'Hendrik Consciencestraat', 'Guido Gezellestraat', 'Meersstraat', 'Nieuwe Steenweg', 'Vaartstraat',
  'Processiestraat', 'Kloosterstraat', 'Hofstraat', 'Langestraat', 'Weverstraat', 'Bruggestraat', 'Groenstraat',
  'Ringlaan', 'Dennenlaan', 'Vijverstraat', 'Pastorijstraat', 'Boomgaardstraat', 'Zonnestraat',
];

const FRENCH = [
  'Rue de la Station', "Rue de l'Église", 'Grand-Place', 'Rue du Moulin', 'Rue Haute', 'Rue de la Gare',
  'Place Communale', 'Rue du Centre', 'Rue des Écoles', 'Chaussée de Bruxelles', 'Rue Neuve', 'Rue de la Chapelle',
  'Rue du Château', 'Avenue des Tilleuls', 'Rue des Champs', 'Rue du Bois', 'Rue Albert Ier', 'Avenue Reine Astrid',
  'Rue Saint-Martin', 'Rue de la Fontaine', 'Rue du Village', 'Rue des Prés', 'Rue Basse', 'Rue Roi Baudouin',
  'Rue de la Croix', 'Rue du Tilleul', 'Rue des Alouettes', 'Rue de la Paix', 'Place du Marché', 'Rue du Pont',
  'Rue des Fleurs', 'Rue Émile Vandervelde', 'Rue du Stade', 'Rue des Vignes', 'Chemin du Moulin', 'Rue de la Victoire',
];

const GERMAN = [
  'Kirchstraße', 'Bahnhofstraße', 'Hauptstraße', 'Marktplatz', 'Schulstraße', 'Bergstraße', 'Mühlenweg',
  'Lindenallee', 'Dorfstraße', 'Klosterstraße', 'Gartenstraße', 'Feldweg', 'Waldstraße', 'Rathausplatz',
];

/** Brussels streets carry a French and a Dutch name, both official. */
const BRUSSELS: readonly (readonly [fr: string, nl: string])[] = [
  ['Rue de la Station', 'Stationsstraat'], ["Rue de l'Église", 'Kerkstraat'], ['Rue Neuve', 'Nieuwstraat'],
  ['Rue du Moulin', 'Molenstraat'], ['Chaussée de Gand', 'Gentsesteenweg'], ['Avenue des Tilleuls', 'Lindenlaan'],
  ['Rue de la Paix', 'Vredestraat'], ['Rue Royale', 'Koningsstraat'], ['Rue du Marché', 'Marktstraat'],
  ["Rue de l'École", 'Schoolstraat'], ['Place Communale', 'Gemeenteplein'], ['Rue des Fleurs', 'Bloemenstraat'],
  ['Avenue de la Reine', 'Koninginnelaan'], ['Rue du Château', 'Kasteelstraat'], ['Rue de la Fontaine', 'Fonteinstraat'],
  ['Avenue des Érables', 'Esdoornlaan'], ['Rue des Champs', 'Veldstraat'], ['Boulevard du Parc', 'Parklaan'],
  ['Rue du Lac', 'Meerstraat'], ['Avenue des Hêtres', 'Beukenlaan'],
];

const same = (name: string): Translated => ({ nl: name, fr: name, en: name, de: name });

/**
 * A street name in each site language. Streets are not translated: the official name is used in every
 * language, except in Brussels where the Dutch page shows the Dutch name and the others the French one.
 */
export function pickStreet(rng: Prng, language: PlaceLanguage): Translated {
  switch (language) {
    case 'nl':
      return same(rng.pick(DUTCH));
    case 'fr':
      return same(rng.pick(FRENCH));
    case 'de':
      return same(rng.pick(GERMAN));
    case 'bilingual': {
      const [fr, nl] = rng.pick(BRUSSELS);
      return { nl, fr, en: fr, de: fr };
    }
  }
}

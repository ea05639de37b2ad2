import type { Translated } from '../../../../domain/shared/locale';
import type { Place, PlaceLanguage } from '../geo/places';
import type { Prng } from '../prng';
import { formatEuro, inTown, perLocale, t } from './phrase';

export type ProjectKind = 'apartments' | 'houses' | 'plots';

/** Project names in the style of each language area; a name is kept as is in every language. */
const NAMES: Readonly<Record<PlaceLanguage, readonly string[]>> = {
  nl: ['Lindenhof', 'Parkzicht', 'Ter Beke', 'Hof ter Linden', 'Zonneveld', 'De Meersen', 'Kouterhof', 'Molenhoek', 'Het Anker', 'Vijverpark', 'Kasteelhof', 'De Boomgaard'],
  fr: ['Les Tilleuls', 'Le Clos du Moulin', 'Les Jardins du Parc', 'Val Fleuri', 'Le Domaine des Prés', 'Le Verger', 'Les Coteaux', 'La Source', 'Le Hameau du Bois'],
  de: ['Am Lindenhof', 'Sonnenhang', 'Mühlenpark', 'Am Kirchberg'],
  bilingual: ['Horizon', 'Belvédère', 'Les Ateliers', 'Le Carré', 'Les Terrasses', 'Canal'],
};

const PREFIX: Readonly<Record<ProjectKind, Translated>> = {
  apartments: t('Residentie', 'Résidence', 'Residence', 'Residenz'),
  houses: t('Woonproject', 'Projet résidentiel', 'Housing project', 'Wohnprojekt'),
  plots: t('Verkaveling', 'Lotissement', 'Subdivision', 'Baugebiet'),
};

export function projectTitle(rng: Prng, kind: ProjectKind, place: Place): Translated {
  const name = rng.pick(NAMES[place.language]);
  return perLocale((locale) => `${PREFIX[kind][locale]} ${name}`);
}

const WHAT: Readonly<Record<ProjectKind, Translated>> = {
  apartments: t('nieuwbouwresidentie', 'résidence neuve', 'new-build residence', 'Neubauresidenz'),
  houses: t('nieuwbouwproject', 'projet de maisons neuves', 'new-build housing project', 'Neubauprojekt'),
  plots: t('verkaveling', 'lotissement', 'subdivision', 'Parzellierung'),
};

/** The project's description: what it is, how many units, prices from, and when it is delivered. */
export function projectDescription(kind: ProjectKind, title: Translated, place: Place, units: number, fromPrice: number | undefined, deliveryYear: number): Translated {
  const where = inTown(place.name);
  return perLocale((locale) => {
    const what = WHAT[kind][locale];
    const lead = {
      nl: `${title.nl} ${where.nl}: ${what} met ${units} eenheden.`,
      fr: `${title.fr} ${where.fr} : ${what} de ${units} unités.`,
      en: `${title.en} ${where.en}: a ${what} of ${units} units.`,
      de: `${title.de} ${where.de}: ${what} mit ${units} Einheiten.`,
    }[locale];
    const quality =
      kind === 'plots'
        ? { nl: 'Alle loten zijn vrij van bouwverplichting en volledig uitgerust.', fr: 'Tous les lots sont libres de constructeur et entièrement équipés.', en: 'All lots are free of any builder obligation and fully serviced.', de: 'Alle Grundstücke sind bauträgerfrei und voll erschlossen.' }[locale]
        : { nl: `Energiezuinig en hoogwaardig afgewerkt; oplevering voorzien in ${deliveryYear}.`, fr: `Basse énergie et finitions soignées ; livraison prévue en ${deliveryYear}.`, en: `Energy-efficient with quality finishes; completion planned for ${deliveryYear}.`, de: `Energieeffizient und hochwertig ausgestattet; Fertigstellung geplant für ${deliveryYear}.` }[locale];
    const prices =
      fromPrice === undefined
        ? ''
        : ` ${{ nl: 'Prijzen vanaf', fr: 'Prix à partir de', en: 'Prices from', de: 'Preise ab' }[locale]} ${formatEuro(fromPrice, locale)}.`;
    return `${lead} ${quality}${prices}`;
  });
}

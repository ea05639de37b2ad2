import type { Locale } from '../../domain/shared/locale';

/** The few words of the terminal front-end that the domain does not already give in every language. */
export interface CliTexts {
  readonly found: (total: number) => string;
  readonly none: string;
  readonly shownOf: (shown: number, total: number) => string;
  readonly bedrooms: (count: number) => string;
  readonly similar: string;
  readonly unknownCity: (name: string) => string;
  readonly notFound: string;
  readonly unavailable: string;
  readonly subscribed: (token: string) => string;
  readonly invalid: string;
  readonly noNotarySearch: string;
}

export const CLI_TEXTS: Readonly<Record<Locale, CliTexts>> = {
  nl: {
    found: (total) => `${total} ${total === 1 ? 'pand' : 'panden'} gevonden`,
    none: 'Geen panden gevonden voor deze zoekopdracht.',
    shownOf: (shown, total) => `${shown} van ${total} getoond`,
    bedrooms: (count) => `${count} slpk.`,
    similar: 'Gelijkaardige panden',
    unknownCity: (name) => `Onbekende gemeente: ${name}`,
    notFound: 'Dit pand bestaat niet (meer).',
    unavailable: 'De catalogus is tijdelijk niet bereikbaar. Probeer het zo meteen opnieuw.',
    subscribed: (token) => `Ingeschreven. Uw sleutel om te wijzigen of uit te schrijven: ${token}`,
    invalid: 'Niet ingeschreven, controleer:',
    noNotarySearch: 'Deze catalogus kan niet op notariële verkopen zoeken.',
  },
  fr: {
    found: (total) => `${total} ${total === 1 ? 'bien trouvé' : 'biens trouvés'}`,
    none: 'Aucun bien ne correspond à cette recherche.',
    shownOf: (shown, total) => `${shown} sur ${total} affichés`,
    bedrooms: (count) => `${count} ch.`,
    similar: 'Biens similaires',
    unknownCity: (name) => `Commune inconnue : ${name}`,
    notFound: "Ce bien n'existe pas (ou plus).",
    unavailable: 'Le catalogue est momentanément indisponible. Veuillez réessayer dans un instant.',
    subscribed: (token) => `Inscription enregistrée. Votre clé pour modifier ou vous désinscrire : ${token}`,
    invalid: 'Inscription refusée, vérifiez :',
    noNotarySearch: 'Ce catalogue ne permet pas de rechercher les ventes notariales.',
  },
  en: {
    found: (total) => `${total} ${total === 1 ? 'property' : 'properties'} found`,
    none: 'No properties match this search.',
    shownOf: (shown, total) => `${shown} of ${total} shown`,
    bedrooms: (count) => `${count} bed.`,
    similar: 'Similar properties',
    unknownCity: (name) => `Unknown town: ${name}`,
    notFound: 'This property does not exist (any more).',
    unavailable: 'The catalogue is temporarily unavailable. Please try again in a moment.',
    subscribed: (token) => `Subscribed. Your key to edit or unsubscribe: ${token}`,
    invalid: 'Not subscribed, please check:',
    noNotarySearch: 'This catalogue cannot search for notary sales.',
  },
  de: {
    found: (total) => `${total} ${total === 1 ? 'Immobilie' : 'Immobilien'} gefunden`,
    none: 'Keine Immobilien für diese Suche gefunden.',
    shownOf: (shown, total) => `${shown} von ${total} angezeigt`,
    bedrooms: (count) => `${count} Schlafz.`,
    similar: 'Ähnliche Immobilien',
    unknownCity: (name) => `Unbekannte Gemeinde: ${name}`,
    notFound: 'Diese Immobilie gibt es nicht (mehr).',
    unavailable: 'Der Katalog ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    subscribed: (token) => `Angemeldet. Ihr Schlüssel zum Ändern oder Abmelden: ${token}`,
    invalid: 'Nicht angemeldet, bitte prüfen:',
    noNotarySearch: 'Dieser Katalog kann nicht nach notariellen Versteigerungen suchen.',
  },
};

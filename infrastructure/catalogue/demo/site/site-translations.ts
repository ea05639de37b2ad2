import type { Locale } from '../../../../domain/shared/locale';
import type { TranslationTable } from '../../../../domain/site/site';
import { GEONAMES_ATTRIBUTION } from './pages/home-page';

/** A small translation table per language (§7 /translations/{locale}); favorites.* are the keys §2 names. */
export function demoTranslations(siteName: string): Record<Locale, TranslationTable> {
  return {
    nl: {
      'site.name': siteName,
      'site.tagline': 'Uw vastgoedpartner in heel België',
      'favorites.title': 'Mijn favorieten',
      'favorites.no.estates': 'U heeft nog geen favorieten. Klik op het hartje bij een pand om het hier te bewaren.',
      'demo.notice': 'Demonstratiewebsite: alle panden, prijzen en personen zijn fictief.',
      'data.attribution': GEONAMES_ATTRIBUTION,
    },
    fr: {
      'site.name': siteName,
      'site.tagline': 'Votre partenaire immobilier dans toute la Belgique',
      'favorites.title': 'Mes favoris',
      'favorites.no.estates': "Vous n'avez pas encore de favoris. Cliquez sur le cœur d'un bien pour le retrouver ici.",
      'demo.notice': 'Site de démonstration : tous les biens, prix et personnes sont fictifs.',
      'data.attribution': GEONAMES_ATTRIBUTION,
    },
    en: {
      'site.name': siteName,
      'site.tagline': 'Your property partner all over Belgium',
      'favorites.title': 'My favourites',
      'favorites.no.estates': 'You have no favourites yet. Click the heart on a property to keep it here.',
      'demo.notice': 'Demonstration website: all properties, prices and people are fictitious.',
      'data.attribution': GEONAMES_ATTRIBUTION,
    },
    de: {
      'site.name': siteName,
      'site.tagline': 'Ihr Immobilienpartner in ganz Belgien',
      'favorites.title': 'Meine Favoriten',
      'favorites.no.estates': 'Sie haben noch keine Favoriten. Klicken Sie auf das Herz einer Immobilie, um sie hier zu speichern.',
      'demo.notice': 'Demonstrations-Website: Alle Immobilien, Preise und Personen sind frei erfunden.',
      'data.attribution': GEONAMES_ATTRIBUTION,
    },
  };
}

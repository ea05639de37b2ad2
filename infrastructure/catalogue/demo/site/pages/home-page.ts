import type { AgencyIdentity, CmsPage } from '../../../../../domain/site/site';
import { perLocale, t } from '../../text/phrase';
import { html } from './page-html';
import type { Block } from './page-html';

/** Required wherever the municipality coordinates are shown (data/README.md). */
export const GEONAMES_ATTRIBUTION = 'Geographic data © GeoNames (geonames.org), CC BY 4.0';

function blocks(a: AgencyIdentity): Readonly<Record<'nl' | 'fr' | 'en' | 'de', readonly Block[]>> {
  return {
    nl: [
      ['p', `Welkom bij ${a.name}. Wij begeleiden u bij de aankoop, verkoop en huur van woningen, appartementen, bouwgronden en handelspanden in heel België.`],
      ['p', 'Zoek in ons aanbod, bewaar uw favorieten en laat u verwittigen zodra er een pand binnenkomt dat bij u past. Een bezoek plant u rechtstreeks online.'],
      ['p', `Dit is een demonstratiewebsite: alle panden, prijzen en personen zijn fictief. ${GEONAMES_ATTRIBUTION}.`],
    ],
    fr: [
      ['p', `Bienvenue chez ${a.name}. Nous vous accompagnons dans l'achat, la vente et la location de maisons, d'appartements, de terrains et de biens commerciaux dans toute la Belgique.`],
      ['p', "Parcourez notre offre, gardez vos favoris et soyez averti dès qu'un bien correspond à votre recherche. Vous pouvez réserver une visite directement en ligne."],
      ['p', `Ce site est une démonstration : tous les biens, prix et personnes sont fictifs. ${GEONAMES_ATTRIBUTION}.`],
    ],
    en: [
      ['p', `Welcome to ${a.name}. We help you buy, sell and rent houses, apartments, building plots and commercial property all over Belgium.`],
      ['p', 'Browse our listings, keep your favourites and be notified as soon as a property matches your search. You can book a viewing directly online.'],
      ['p', `This is a demonstration website: all properties, prices and people are fictitious. ${GEONAMES_ATTRIBUTION}.`],
    ],
    de: [
      ['p', `Willkommen bei ${a.name}. Wir begleiten Sie beim Kauf, Verkauf und bei der Miete von Häusern, Wohnungen, Baugrundstücken und Gewerbeimmobilien in ganz Belgien.`],
      ['p', 'Durchsuchen Sie unser Angebot, speichern Sie Ihre Favoriten und lassen Sie sich benachrichtigen, sobald eine passende Immobilie hereinkommt. Besichtigungen buchen Sie direkt online.'],
      ['p', `Dies ist eine Demonstrations-Website: Alle Immobilien, Preise und Personen sind frei erfunden. ${GEONAMES_ATTRIBUTION}.`],
    ],
  };
}

export function homePage(id: number, agency: AgencyIdentity): CmsPage {
  const content = blocks(agency);
  return {
    id,
    key: 'home',
    url: t('', '', '', ''),
    title: t('Uw vastgoedpartner in heel België', 'Votre partenaire immobilier dans toute la Belgique', 'Your property partner all over Belgium', 'Ihr Immobilienpartner in ganz Belgien'),
    body: perLocale((locale) => html(content[locale])),
  };
}

import type { AgencyIdentity, CmsPage } from '../../../../../domain/site/site';
import { perLocale, t } from '../../text/phrase';
import { CONTACT_URL } from '../site-navigation';
import { html } from './page-html';
import type { Block } from './page-html';

/** The contact page: address, phone, e-mail, office hours and the legal identity of the agency. */
function blocks(a: AgencyIdentity): Readonly<Record<'nl' | 'fr' | 'en' | 'de', readonly Block[]>> {
  const address = `${a.name}, ${a.street}, ${a.zip} ${a.city}`;
  return {
    nl: [
      ['p', 'Heeft u een vraag over een pand, wilt u uw woning laten schatten of een bezoek plannen? Wij helpen u graag.'],
      ['ul', [address, `Telefoon: ${a.phone}`, `E-mail: ${a.email}`]],
      ['h2', 'Openingsuren'],
      ['p', 'Maandag tot vrijdag van 9 tot 18 uur, zaterdag op afspraak.'],
      ['p', `Ondernemingsnummer ${a.companyNumber}. ${a.bivTitle.nl}, BIV-nummer ${a.bivNumber}.`],
    ],
    fr: [
      ['p', 'Une question sur un bien, une estimation de votre maison ou une visite à planifier ? Nous vous aidons volontiers.'],
      ['ul', [address, `Téléphone : ${a.phone}`, `E-mail : ${a.email}`]],
      ['h2', "Heures d'ouverture"],
      ['p', 'Du lundi au vendredi de 9 h à 18 h, le samedi sur rendez-vous.'],
      ['p', `Numéro d'entreprise ${a.companyNumber}. ${a.bivTitle.fr}, numéro IPI ${a.bivNumber}.`],
    ],
    en: [
      ['p', 'A question about a property, a valuation of your home or a viewing to arrange? We are glad to help.'],
      ['ul', [address, `Phone: ${a.phone}`, `E-mail: ${a.email}`]],
      ['h2', 'Opening hours'],
      ['p', 'Monday to Friday from 9 am to 6 pm, Saturday by appointment.'],
      ['p', `Company number ${a.companyNumber}. ${a.bivTitle.en}, BIV/IPI number ${a.bivNumber}.`],
    ],
    de: [
      ['p', 'Sie haben eine Frage zu einer Immobilie, möchten Ihr Haus bewerten lassen oder eine Besichtigung planen? Wir helfen Ihnen gern.'],
      ['ul', [address, `Telefon: ${a.phone}`, `E-Mail: ${a.email}`]],
      ['h2', 'Öffnungszeiten'],
      ['p', 'Montag bis Freitag von 9 bis 18 Uhr, samstags nach Vereinbarung.'],
      ['p', `Unternehmensnummer ${a.companyNumber}. ${a.bivTitle.de}, BIV/IPI-Nummer ${a.bivNumber}.`],
    ],
  };
}

export function contactPage(id: number, agency: AgencyIdentity): CmsPage {
  const content = blocks(agency);
  return { id, key: 'contact', url: CONTACT_URL, title: t('Contact', 'Contact', 'Contact', 'Kontakt'), body: perLocale((locale) => html(content[locale])) };
}

import type { CmsPage } from '../../../../../domain/site/site';
import { perLocale, t } from '../../text/phrase';
import { CONTACT_URL } from '../site-navigation';
import { html } from './page-html';
import type { Block } from './page-html';

/**
 * The contact page's own words: an invitation. Address, phone, e-mail, office hours and the legal identity
 * come from the site settings (AgencyIdentity) and the page shows them itself (issue 13 item 1).
 */
function blocks(): Readonly<Record<'nl' | 'fr' | 'en' | 'de', readonly Block[]>> {
  return {
    nl: [
      ['p', 'Heeft u een vraag over een pand, wilt u uw woning laten schatten of een bezoek plannen? Wij helpen u graag.'],
      ['p', 'Wij antwoorden op elke vraag binnen één werkdag. Op ons kantoor bent u welkom tijdens de openingsuren of op afspraak.'],
    ],
    fr: [
      ['p', 'Une question sur un bien, une estimation de votre maison ou une visite à planifier ? Nous vous aidons volontiers.'],
      ['p', 'Nous répondons à chaque question en un jour ouvrable. Notre bureau vous accueille pendant les heures d’ouverture ou sur rendez-vous.'],
    ],
    en: [
      ['p', 'A question about a property, a valuation of your home or a viewing to arrange? We are glad to help.'],
      ['p', 'We answer every question within one working day. You are welcome at our office during opening hours or by appointment.'],
    ],
    de: [
      ['p', 'Sie haben eine Frage zu einer Immobilie, möchten Ihr Haus bewerten lassen oder eine Besichtigung planen? Wir helfen Ihnen gern.'],
      ['p', 'Wir beantworten jede Frage innerhalb eines Werktags. In unserem Büro sind Sie während der Öffnungszeiten oder nach Vereinbarung willkommen.'],
    ],
  };
}

export function contactPage(id: number): CmsPage {
  const content = blocks();
  return { id, key: 'contact', url: CONTACT_URL, title: t('Contact', 'Contact', 'Contact', 'Kontakt'), body: perLocale((locale) => html(content[locale])) };
}

import type { AgencyIdentity, CmsPage } from '../../../../../domain/site/site';
import { perLocale, t } from '../../text/phrase';
import { routeUrl } from '../site-navigation';
import { html } from './page-html';
import type { Block } from './page-html';

/** The privacy statement (GDPR art. 13): who processes what, why, how long, with whom, and the visitor's rights. */
function blocks(a: AgencyIdentity): Readonly<Record<'nl' | 'fr' | 'en' | 'de', readonly Block[]>> {
  const who = `${a.name}, ${a.street}, ${a.zip} ${a.city} (${a.companyNumber}), ${a.email}`;
  return {
    nl: [
      ['p', `Deze verklaring legt uit hoe ${who} als verwerkingsverantwoordelijke omgaat met uw persoonsgegevens wanneer u deze website gebruikt.`],
      ['h2', 'Welke gegevens wij verwerken'],
      ['ul', ['Gegevens die u zelf invult: naam, e-mailadres, telefoonnummer en uw bericht, via het contactformulier, een afspraak voor een bezoek, een reservatie of een zoekopdracht waarvoor u meldingen wenst.', 'Technische gegevens die uw browser meestuurt, zoals uw IP-adres, alleen om de website veilig te laten werken.', 'Uw favorieten bewaren wij niet: ze blijven in de lokale opslag van uw eigen browser.']],
      ['h2', 'Waarom wij ze verwerken'],
      ['p', 'Om uw vraag te beantwoorden en bezoeken te plannen (precontractuele maatregelen), om u nieuw aanbod te sturen als u daarom vroeg (toestemming, die u altijd kunt intrekken), en om onze wettelijke plichten na te komen, zoals de antiwitwaswetgeving die voor vastgoedmakelaars geldt.'],
      ['h2', 'Hoe lang wij ze bewaren'],
      ['p', 'Contactaanvragen en afspraken bewaren wij tot twee jaar na het laatste contact; meldingen tot u zich uitschrijft. Wat de wet langer vereist, bewaren wij zo lang als zij voorschrijft.'],
      ['h2', 'Met wie wij ze delen'],
      ['p', 'Wij verkopen uw gegevens nooit. Alleen onze hostingpartner en e-maildienst verwerken ze in onze opdracht, binnen de Europese Economische Ruimte en onder een verwerkersovereenkomst.'],
      ['h2', 'Uw rechten'],
      ['p', `U kunt uw gegevens inzien, laten verbeteren of wissen, de verwerking laten beperken, bezwaar maken en uw gegevens overdraagbaar opvragen. Schrijf daarvoor naar ${a.email}. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel.`],
      ['h2', 'Cookies'],
      ['p', 'Deze website gebruikt geen cookies voor reclame of tracking, alleen de technisch noodzakelijke opslag om de site en uw favorieten te laten werken.'],
    ],
    fr: [
      ['p', `Cette déclaration explique comment ${who}, responsable du traitement, traite vos données personnelles lorsque vous utilisez ce site.`],
      ['h2', 'Les données que nous traitons'],
      ['ul', ['Les données que vous saisissez : nom, adresse e-mail, numéro de téléphone et message, via le formulaire de contact, une demande de visite, une réservation ou une recherche pour laquelle vous souhaitez des alertes.', 'Les données techniques envoyées par votre navigateur, comme votre adresse IP, uniquement pour assurer la sécurité du site.', 'Nous ne conservons pas vos favoris : ils restent dans le stockage local de votre propre navigateur.']],
      ['h2', 'Pourquoi nous les traitons'],
      ['p', "Pour répondre à votre demande et organiser des visites (mesures précontractuelles), pour vous envoyer de nouveaux biens si vous l'avez demandé (consentement, que vous pouvez retirer à tout moment), et pour respecter nos obligations légales, comme la législation anti-blanchiment applicable aux agents immobiliers."],
      ['h2', 'Combien de temps nous les conservons'],
      ['p', "Les demandes de contact et les rendez-vous sont conservés jusqu'à deux ans après le dernier contact ; les alertes jusqu'à votre désinscription. Ce que la loi impose de garder plus longtemps est conservé pendant la durée légale."],
      ['h2', 'Avec qui nous les partageons'],
      ['p', "Nous ne vendons jamais vos données. Seuls notre hébergeur et notre service d'e-mail les traitent pour notre compte, au sein de l'Espace économique européen et dans le cadre d'un contrat de sous-traitance."],
      ['h2', 'Vos droits'],
      ['p', `Vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement, vous y opposer et en demander la portabilité, en écrivant à ${a.email}. Vous pouvez aussi introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles.`],
      ['h2', 'Cookies'],
      ['p', "Ce site n'utilise aucun cookie publicitaire ou de suivi, seulement le stockage techniquement nécessaire au fonctionnement du site et de vos favoris."],
    ],
    en: [
      ['p', `This statement explains how ${who}, as data controller, handles your personal data when you use this website.`],
      ['h2', 'What data we process'],
      ['ul', ['Data you enter yourself: name, e-mail address, phone number and your message, through the contact form, a viewing request, a reservation or a search you asked to be notified about.', 'Technical data your browser sends, such as your IP address, only to keep the website secure.', 'We do not store your favourites: they stay in the local storage of your own browser.']],
      ['h2', 'Why we process it'],
      ['p', 'To answer your request and arrange viewings (steps prior to a contract), to send you new listings if you asked for them (consent, which you may withdraw at any time), and to meet our legal obligations, such as the anti-money-laundering rules that apply to estate agents.'],
      ['h2', 'How long we keep it'],
      ['p', 'Contact requests and appointments are kept for up to two years after the last contact; notifications until you unsubscribe. Anything the law requires us to keep longer is kept for as long as it prescribes.'],
      ['h2', 'Who we share it with'],
      ['p', 'We never sell your data. Only our hosting provider and e-mail service process it on our behalf, within the European Economic Area and under a data processing agreement.'],
      ['h2', 'Your rights'],
      ['p', `You may access your data, have it corrected or erased, restrict or object to its processing, and ask for a portable copy, by writing to ${a.email}. You may also lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels.`],
      ['h2', 'Cookies'],
      ['p', 'This website uses no advertising or tracking cookies, only the storage that is technically needed for the site and your favourites to work.'],
    ],
    de: [
      ['p', `Diese Erklärung beschreibt, wie ${who} als Verantwortlicher Ihre personenbezogenen Daten verarbeitet, wenn Sie diese Website nutzen.`],
      ['h2', 'Welche Daten wir verarbeiten'],
      ['ul', ['Daten, die Sie selbst eingeben: Name, E-Mail-Adresse, Telefonnummer und Ihre Nachricht, über das Kontaktformular, eine Besichtigungsanfrage, eine Reservierung oder eine Suche, zu der Sie benachrichtigt werden möchten.', 'Technische Daten, die Ihr Browser übermittelt, etwa Ihre IP-Adresse, ausschließlich für den sicheren Betrieb der Website.', 'Ihre Favoriten speichern wir nicht: Sie bleiben im lokalen Speicher Ihres eigenen Browsers.']],
      ['h2', 'Wozu wir sie verarbeiten'],
      ['p', 'Um Ihre Anfrage zu beantworten und Besichtigungen zu planen (vorvertragliche Maßnahmen), um Ihnen auf Wunsch neue Angebote zu senden (Einwilligung, die Sie jederzeit widerrufen können), und um unsere gesetzlichen Pflichten zu erfüllen, etwa die für Immobilienmakler geltenden Vorschriften gegen Geldwäsche.'],
      ['h2', 'Wie lange wir sie speichern'],
      ['p', 'Kontaktanfragen und Termine speichern wir bis zu zwei Jahre nach dem letzten Kontakt, Benachrichtigungen bis zu Ihrer Abmeldung. Was das Gesetz länger aufzubewahren verlangt, bewahren wir so lange auf, wie es dies vorschreibt.'],
      ['h2', 'An wen wir sie weitergeben'],
      ['p', 'Wir verkaufen Ihre Daten niemals. Nur unser Hosting-Anbieter und unser E-Mail-Dienst verarbeiten sie in unserem Auftrag, innerhalb des Europäischen Wirtschaftsraums und auf Grundlage eines Auftragsverarbeitungsvertrags.'],
      ['h2', 'Ihre Rechte'],
      ['p', `Sie können Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen, die Verarbeitung einschränken, ihr widersprechen und Ihre Daten in übertragbarer Form anfordern. Schreiben Sie dazu an ${a.email}. Sie können sich außerdem bei der belgischen Datenschutzbehörde beschweren, Rue de la Presse 35, 1000 Brüssel.`],
      ['h2', 'Cookies'],
      ['p', 'Diese Website verwendet keine Werbe- oder Tracking-Cookies, nur die technisch notwendige Speicherung, damit die Website und Ihre Favoriten funktionieren.'],
    ],
  };
}

export function privacyPage(id: number, agency: AgencyIdentity): CmsPage {
  const content = blocks(agency);
  return {
    id,
    key: 'privacy',
    url: routeUrl('privacy'),
    title: t('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement', 'Datenschutzerklärung'),
    body: perLocale((locale) => html(content[locale])),
  };
}

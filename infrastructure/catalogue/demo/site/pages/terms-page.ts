import type { AgencyIdentity, CmsPage } from '../../../../../domain/site/site';
import { lowerFirst, perLocale, t } from '../../text/phrase';
import { routeUrl } from '../site-navigation';
import { html } from './page-html';
import type { Block } from './page-html';

/** Terms of use: what the listings are (and are not), intellectual property, liability, applicable law. */
function blocks(a: AgencyIdentity): Readonly<Record<'nl' | 'fr' | 'en' | 'de', readonly Block[]>> {
  return {
    nl: [
      ['p', `Deze website wordt uitgegeven door ${a.name}, ${a.street}, ${a.zip} ${a.city}, ondernemingsnummer ${a.companyNumber}. Door de website te gebruiken, aanvaardt u deze voorwaarden.`],
      ['h2', 'Informatie over het aanbod'],
      ['p', 'Wij stellen de beschrijvingen, foto’s en plannen met zorg op, maar ze zijn indicatief en vormen geen aanbod in de zin van het Burgerlijk Wetboek. Prijzen zijn vraagprijzen zonder registratierechten, btw en notariskosten, tenzij anders vermeld. Alleen de compromis of de huurovereenkomst bindt de partijen.'],
      ['h2', 'Intellectuele eigendom'],
      ['p', 'Teksten, foto’s, logo’s en de opmaak van de website zijn beschermd. U mag ze bekijken en voor persoonlijk gebruik delen, maar niet kopiëren of hergebruiken voor commerciële doeleinden zonder onze schriftelijke toestemming.'],
      ['h2', 'Aansprakelijkheid'],
      ['p', 'Wij doen ons best om de website beschikbaar en juist te houden, maar zijn niet aansprakelijk voor tijdelijke onbeschikbaarheid, vergissingen in het aanbod of de inhoud van websites waarnaar wij verwijzen.'],
      ['h2', 'Deontologie en toezicht'],
      ['p', `Wij zijn ${a.bivTitle.nl.toLowerCase()} met BIV-nummer ${a.bivNumber}, onderworpen aan de deontologische code van het BIV en onder toezicht van het ${a.supervisoryAuthority.nl}.`],
      ['h2', 'Toepasselijk recht'],
      ['p', 'Op deze voorwaarden is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van het arrondissement waar ons kantoor gevestigd is.'],
    ],
    fr: [
      ['p', `Ce site est édité par ${a.name}, ${a.street}, ${a.zip} ${a.city}, numéro d'entreprise ${a.companyNumber}. En utilisant le site, vous acceptez les présentes conditions.`],
      ['h2', "Informations sur l'offre"],
      ['p', "Nous rédigeons les descriptions, photos et plans avec soin, mais ils sont indicatifs et ne constituent pas une offre au sens du Code civil. Les prix sont des prix demandés hors droits d'enregistrement, TVA et frais de notaire, sauf mention contraire. Seul le compromis ou le bail engage les parties."],
      ['h2', 'Propriété intellectuelle'],
      ['p', "Les textes, photos, logos et la mise en page du site sont protégés. Vous pouvez les consulter et les partager à titre personnel, mais non les copier ou les réutiliser à des fins commerciales sans notre accord écrit."],
      ['h2', 'Responsabilité'],
      ['p', "Nous veillons à ce que le site soit disponible et exact, mais nous ne sommes pas responsables d'une indisponibilité temporaire, d'erreurs dans l'offre ni du contenu des sites vers lesquels nous renvoyons."],
      ['h2', 'Déontologie et contrôle'],
      ['p', `Nous sommes ${a.bivTitle.fr.toLowerCase()} sous le numéro IPI ${a.bivNumber}, soumis au code de déontologie de l'IPI et sous le contrôle de l'${a.supervisoryAuthority.fr}.`],
      ['h2', 'Droit applicable'],
      ['p', "Ces conditions sont régies par le droit belge. Les litiges relèvent des tribunaux de l'arrondissement où se trouve notre bureau."],
    ],
    en: [
      ['p', `This website is published by ${a.name}, ${a.street}, ${a.zip} ${a.city}, company number ${a.companyNumber}. By using the website you accept these terms.`],
      ['h2', 'Information about listings'],
      ['p', 'We prepare descriptions, photos and plans with care, but they are indicative and do not constitute an offer under the Belgian Civil Code. Prices are asking prices excluding registration duties, VAT and notary fees unless stated otherwise. Only the sale agreement or the lease binds the parties.'],
      ['h2', 'Intellectual property'],
      ['p', 'The texts, photos, logos and design of the website are protected. You may view and share them for personal use, but not copy or reuse them for commercial purposes without our written permission.'],
      ['h2', 'Liability'],
      ['p', 'We do our best to keep the website available and accurate, but we are not liable for temporary unavailability, errors in the listings or the content of websites we link to.'],
      ['h2', 'Professional rules and supervision'],
      ['p', `We are a ${lowerFirst(a.bivTitle.en)}, BIV/IPI number ${a.bivNumber}, bound by the BIV/IPI code of ethics and supervised by the ${a.supervisoryAuthority.en}.`],
      ['h2', 'Applicable law'],
      ['p', 'These terms are governed by Belgian law. Disputes fall under the courts of the district where our office is located.'],
    ],
    de: [
      ['p', `Diese Website wird herausgegeben von ${a.name}, ${a.street}, ${a.zip} ${a.city}, Unternehmensnummer ${a.companyNumber}. Mit der Nutzung der Website akzeptieren Sie diese Bedingungen.`],
      ['h2', 'Angaben zum Angebot'],
      ['p', 'Beschreibungen, Fotos und Pläne erstellen wir mit Sorgfalt, sie sind jedoch unverbindlich und stellen kein Angebot im Sinne des belgischen Zivilgesetzbuchs dar. Preise sind Angebotspreise ohne Registrierungsgebühren, Mehrwertsteuer und Notarkosten, sofern nicht anders angegeben. Nur der Kaufvorvertrag oder der Mietvertrag bindet die Parteien.'],
      ['h2', 'Geistiges Eigentum'],
      ['p', 'Texte, Fotos, Logos und die Gestaltung der Website sind geschützt. Sie dürfen sie ansehen und privat teilen, aber ohne unsere schriftliche Zustimmung nicht kopieren oder gewerblich weiterverwenden.'],
      ['h2', 'Haftung'],
      ['p', 'Wir bemühen uns, die Website verfügbar und korrekt zu halten, haften jedoch nicht für vorübergehende Nichtverfügbarkeit, Fehler im Angebot oder den Inhalt von Websites, auf die wir verweisen.'],
      ['h2', 'Berufsregeln und Aufsicht'],
      ['p', `Wir sind ${lowerFirst(a.bivTitle.de)} mit der BIV/IPI-Nummer ${a.bivNumber} und an den Berufskodex des BIV/IPI gebunden. Aufsichtsbehörde: ${a.supervisoryAuthority.de}.`],
      ['h2', 'Anwendbares Recht'],
      ['p', 'Für diese Bedingungen gilt belgisches Recht. Für Streitigkeiten sind die Gerichte des Bezirks zuständig, in dem sich unser Büro befindet.'],
    ],
  };
}

export function termsPage(id: number, agency: AgencyIdentity): CmsPage {
  const content = blocks(agency);
  return {
    id,
    key: 'terms',
    url: routeUrl('terms'),
    title: t('Gebruiksvoorwaarden', "Conditions d'utilisation", 'Terms of use', 'Nutzungsbedingungen'),
    body: perLocale((locale) => html(content[locale])),
  };
}

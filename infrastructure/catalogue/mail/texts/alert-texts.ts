import type { MarketStatus } from '../../../../domain/alerts/estate-change';
import type { AlertRhythm } from '../../../../domain/alerts/alert-rhythm';
import type { Locale } from '../../../../domain/shared/locale';

/** What the double opt-in and alert mails say (issue 11), per language. */
export interface AlertTexts {
  readonly confirmSubject: (agency: string) => string;
  readonly confirmIntro: string;
  readonly confirmLink: string;
  readonly confirmExpiry: (days: number) => string;
  readonly confirmIgnore: string;
  readonly digestSubject: (count: number, agency: string) => string;
  readonly digestIntro: Readonly<Record<AlertRhythm, string>>;
  readonly newHeading: string;
  readonly changesHeading: string;
  readonly priceLowered: (date: string, from: string, to: string) => string;
  readonly status: Readonly<Record<MarketStatus, string>>;
  readonly view: string;
  readonly editLink: string;
  readonly unsubscribeLink: string;
  readonly why: (agency: string) => string;
}

const NL: AlertTexts = {
  confirmSubject: (agency) => `Bevestig uw inschrijving bij ${agency}`,
  confirmIntro: 'Bedankt voor uw inschrijving. Bevestig ze met de link hieronder; pas dan sturen we u e-mails.',
  confirmLink: 'Inschrijving bevestigen',
  confirmExpiry: (days) => `Deze link is ${days} dagen geldig.`,
  confirmIgnore: 'Hebt u zich niet ingeschreven? Dan hoeft u niets te doen: zonder bevestiging sturen we niets.',
  digestSubject: (count, agency) => `${count} ${count === 1 ? 'nieuwtje' : 'nieuwtjes'} over uw zoekopdracht bij ${agency}`,
  digestIntro: { immediately: 'Er is nieuws over uw zoekopdracht.', daily: 'Dit is het nieuws van de voorbije dag.', weekly: 'Dit is het nieuws van de voorbije week.' },
  newHeading: 'Nieuw aanbod',
  changesHeading: 'Panden die u volgt',
  priceLowered: (date, from, to) => `Prijs verlaagd op ${date} van ${from} naar ${to}`,
  status: { available: 'Opnieuw beschikbaar', sold: 'Verkocht', rented: 'Verhuurd', 'taken-over': 'Overgenomen', 'under-option': 'Onder optie' },
  view: 'Bekijk',
  editLink: 'Zoekopdracht wijzigen',
  unsubscribeLink: 'Uitschrijven',
  why: (agency) => `U ontvangt deze e-mail omdat u zich bij ${agency} inschreef en dat bevestigde.`,
};

const FR: AlertTexts = {
  confirmSubject: (agency) => `Confirmez votre inscription chez ${agency}`,
  confirmIntro: 'Merci pour votre inscription. Confirmez-la avec le lien ci-dessous ; nous ne vous enverrons des e-mails qu’après.',
  confirmLink: 'Confirmer l’inscription',
  confirmExpiry: (days) => `Ce lien est valable ${days} jours.`,
  confirmIgnore: 'Vous ne vous êtes pas inscrit ? Vous n’avez rien à faire : sans confirmation, nous n’envoyons rien.',
  digestSubject: (count, agency) => `${count} ${count === 1 ? 'nouvelle' : 'nouvelles'} pour votre recherche chez ${agency}`,
  digestIntro: { immediately: 'Il y a du nouveau pour votre recherche.', daily: 'Voici les nouvelles de la dernière journée.', weekly: 'Voici les nouvelles de la dernière semaine.' },
  newHeading: 'Nouveaux biens',
  changesHeading: 'Biens que vous suivez',
  priceLowered: (date, from, to) => `Prix baissé le ${date} de ${from} à ${to}`,
  status: { available: 'De nouveau disponible', sold: 'Vendu', rented: 'Loué', 'taken-over': 'Repris', 'under-option': 'Sous option' },
  view: 'Voir',
  editLink: 'Modifier ma recherche',
  unsubscribeLink: 'Se désinscrire',
  why: (agency) => `Vous recevez cet e-mail parce que vous vous êtes inscrit chez ${agency} et l’avez confirmé.`,
};

const EN: AlertTexts = {
  confirmSubject: (agency) => `Confirm your subscription at ${agency}`,
  confirmIntro: 'Thank you for subscribing. Please confirm with the link below; we only send you e-mails after that.',
  confirmLink: 'Confirm subscription',
  confirmExpiry: (days) => `This link is valid for ${days} days.`,
  confirmIgnore: 'Did not subscribe? Then there is nothing to do: without confirmation we send nothing.',
  digestSubject: (count, agency) => `${count} ${count === 1 ? 'update' : 'updates'} on your search at ${agency}`,
  digestIntro: { immediately: 'There is news about your search.', daily: 'Here is the news of the past day.', weekly: 'Here is the news of the past week.' },
  newHeading: 'New listings',
  changesHeading: 'Properties you follow',
  priceLowered: (date, from, to) => `Price lowered on ${date} from ${from} to ${to}`,
  status: { available: 'Available again', sold: 'Sold', rented: 'Rented', 'taken-over': 'Taken over', 'under-option': 'Under option' },
  view: 'View',
  editLink: 'Change my search',
  unsubscribeLink: 'Unsubscribe',
  why: (agency) => `You receive this e-mail because you subscribed at ${agency} and confirmed it.`,
};

const DE: AlertTexts = {
  confirmSubject: (agency) => `Bestätigen Sie Ihre Anmeldung bei ${agency}`,
  confirmIntro: 'Danke für Ihre Anmeldung. Bitte bestätigen Sie sie mit dem Link unten; erst dann senden wir Ihnen E-Mails.',
  confirmLink: 'Anmeldung bestätigen',
  confirmExpiry: (days) => `Dieser Link ist ${days} Tage gültig.`,
  confirmIgnore: 'Sie haben sich nicht angemeldet? Dann müssen Sie nichts tun: ohne Bestätigung senden wir nichts.',
  digestSubject: (count, agency) => `${count} ${count === 1 ? 'Neuigkeit' : 'Neuigkeiten'} zu Ihrer Suche bei ${agency}`,
  digestIntro: { immediately: 'Es gibt Neues zu Ihrer Suche.', daily: 'Hier sind die Neuigkeiten des letzten Tages.', weekly: 'Hier sind die Neuigkeiten der letzten Woche.' },
  newHeading: 'Neue Angebote',
  changesHeading: 'Immobilien, denen Sie folgen',
  priceLowered: (date, from, to) => `Preis am ${date} von ${from} auf ${to} gesenkt`,
  status: { available: 'Wieder verfügbar', sold: 'Verkauft', rented: 'Vermietet', 'taken-over': 'Übernommen', 'under-option': 'Unter Option' },
  view: 'Ansehen',
  editLink: 'Suche ändern',
  unsubscribeLink: 'Abmelden',
  why: (agency) => `Sie erhalten diese E-Mail, weil Sie sich bei ${agency} angemeldet und dies bestätigt haben.`,
};

export const ALERT_TEXTS: Readonly<Record<Locale, AlertTexts>> = { nl: NL, fr: FR, en: EN, de: DE };

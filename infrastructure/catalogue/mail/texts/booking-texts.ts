import type { Locale } from '../../../../domain/shared/locale';

/** What the viewing booking's mails say (issue 12 item 2), per language; field labels come from MailTexts. */
export interface BookingTexts {
  readonly visitorSubject: (when: string, estate: string) => string;
  readonly visitorIntro: (when: string) => string;
  readonly calendarNote: string;
  readonly cancelHint: string;
  readonly agencySubject: (when: string, estate: string) => string;
  readonly agencyIntro: string;
  readonly reminderSubject: (when: string, estate: string) => string;
  readonly reminderIntro: (when: string) => string;
  readonly reminderCancelHint: string;
  /** The calendar event's title. */
  readonly eventSummary: (estate: string, agency: string) => string;
  /** The calendar event's description: what to do to cancel, then the link. */
  readonly eventCancel: (url: string) => string;
  /** The attachment's file name. */
  readonly fileName: string;
  /** Issue 20 item 5: the agency's mail when a visitor cancels a viewing. */
  readonly cancelledSubject: (when: string, estate: string) => string;
  readonly cancelledIntro: string;
  readonly cancelledAt: string;
}

const NL: BookingTexts = {
  visitorSubject: (when, estate) => `Uw bezoek op ${when}: ${estate}`,
  visitorIntro: (when) => `Uw bezoek is geboekt op ${when}. We verwachten u op het adres hieronder.`,
  calendarNote: 'In de bijlage vindt u de afspraak voor uw agenda.',
  cancelHint: 'Kunt u toch niet komen? Annuleer dan met de link hieronder, zodat iemand anders dat moment kan kiezen.',
  agencySubject: (when, estate) => `Nieuw bezoek op ${when}: ${estate}`,
  agencyIntro: 'Een bezoeker heeft via de website een bezoek geboekt. Beantwoord deze e-mail om de bezoeker te schrijven.',
  reminderSubject: (when, estate) => `Herinnering: uw bezoek morgen, ${when}: ${estate}`,
  reminderIntro: (when) => `We herinneren u aan uw bezoek van morgen, ${when}.`,
  reminderCancelHint: 'Kunt u niet komen? Annuleer dan met de link hieronder.',
  eventSummary: (estate, agency) => `Bezoek: ${estate} (${agency})`,
  eventCancel: (url) => `Afspraak annuleren: ${url}`,
  fileName: 'bezoek.ics',
  cancelledSubject: (when, estate) => `Bezoek geannuleerd op ${when}: ${estate}`,
  cancelledIntro: 'Een bezoeker heeft zijn bezoek via de website geannuleerd. Het moment is weer vrij voor anderen.',
  cancelledAt: 'Geannuleerd op',
};

const FR: BookingTexts = {
  visitorSubject: (when, estate) => `Votre visite le ${when} : ${estate}`,
  visitorIntro: (when) => `Votre visite est réservée le ${when}. Nous vous attendons à l’adresse ci-dessous.`,
  calendarNote: 'Vous trouverez en pièce jointe le rendez-vous pour votre agenda.',
  cancelHint: 'Vous ne pouvez finalement pas venir ? Annulez avec le lien ci-dessous, pour que quelqu’un d’autre puisse choisir ce moment.',
  agencySubject: (when, estate) => `Nouvelle visite le ${when} : ${estate}`,
  agencyIntro: 'Un visiteur a réservé une visite sur le site. Répondez à cet e-mail pour écrire au visiteur.',
  reminderSubject: (when, estate) => `Rappel : votre visite demain, ${when} : ${estate}`,
  reminderIntro: (when) => `Nous vous rappelons votre visite de demain, ${when}.`,
  reminderCancelHint: 'Vous ne pouvez pas venir ? Annulez avec le lien ci-dessous.',
  eventSummary: (estate, agency) => `Visite : ${estate} (${agency})`,
  eventCancel: (url) => `Annuler le rendez-vous : ${url}`,
  fileName: 'visite.ics',
  cancelledSubject: (when, estate) => `Visite annulée le ${when} : ${estate}`,
  cancelledIntro: 'Un visiteur a annulé sa visite sur le site. Le créneau est de nouveau libre.',
  cancelledAt: 'Annulée le',
};

const EN: BookingTexts = {
  visitorSubject: (when, estate) => `Your viewing on ${when}: ${estate}`,
  visitorIntro: (when) => `Your viewing is booked for ${when}. We will meet you at the address below.`,
  calendarNote: 'The appointment for your calendar is attached.',
  cancelHint: 'Can you not come after all? Please cancel with the link below, so that someone else can choose that moment.',
  agencySubject: (when, estate) => `New viewing on ${when}: ${estate}`,
  agencyIntro: 'A visitor booked a viewing on the website. Reply to this email to write to the visitor.',
  reminderSubject: (when, estate) => `Reminder: your viewing tomorrow, ${when}: ${estate}`,
  reminderIntro: (when) => `This is a reminder of your viewing tomorrow, ${when}.`,
  reminderCancelHint: 'Can you not come? Please cancel with the link below.',
  eventSummary: (estate, agency) => `Viewing: ${estate} (${agency})`,
  eventCancel: (url) => `Cancel the appointment: ${url}`,
  fileName: 'viewing.ics',
  cancelledSubject: (when, estate) => `Viewing cancelled on ${when}: ${estate}`,
  cancelledIntro: 'A visitor cancelled their viewing on the website. The slot is free again.',
  cancelledAt: 'Cancelled on',
};

const DE: BookingTexts = {
  visitorSubject: (when, estate) => `Ihre Besichtigung am ${when}: ${estate}`,
  visitorIntro: (when) => `Ihre Besichtigung ist für ${when} gebucht. Wir erwarten Sie an der unten genannten Adresse.`,
  calendarNote: 'Im Anhang finden Sie den Termin für Ihren Kalender.',
  cancelHint: 'Können Sie doch nicht kommen? Bitte sagen Sie mit dem Link unten ab, damit jemand anderes diesen Termin wählen kann.',
  agencySubject: (when, estate) => `Neue Besichtigung am ${when}: ${estate}`,
  agencyIntro: 'Ein Besucher hat auf der Website eine Besichtigung gebucht. Antworten Sie auf diese E-Mail, um dem Besucher zu schreiben.',
  reminderSubject: (when, estate) => `Erinnerung: Ihre Besichtigung morgen, ${when}: ${estate}`,
  reminderIntro: (when) => `Wir erinnern Sie an Ihre Besichtigung morgen, ${when}.`,
  reminderCancelHint: 'Können Sie nicht kommen? Bitte sagen Sie mit dem Link unten ab.',
  eventSummary: (estate, agency) => `Besichtigung: ${estate} (${agency})`,
  eventCancel: (url) => `Termin absagen: ${url}`,
  fileName: 'besichtigung.ics',
  cancelledSubject: (when, estate) => `Besichtigung am ${when} abgesagt: ${estate}`,
  cancelledIntro: 'Ein Besucher hat seine Besichtigung über die Website abgesagt. Der Termin ist wieder frei.',
  cancelledAt: 'Abgesagt am',
};

export const BOOKING_TEXTS: Readonly<Record<Locale, BookingTexts>> = { nl: NL, fr: FR, en: EN, de: DE };

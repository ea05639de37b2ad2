import type { Locale } from '../../../../domain/shared/locale';
import { DE } from './de';
import { EN } from './en';
import { FR } from './fr';
import { NL } from './nl';

/** Everything a mail says, in one language. Field labels are used in the agency's summaries. */
export interface MailTexts {
  readonly labels: {
    readonly name: string;
    readonly email: string;
    readonly phone: string;
    readonly message: string;
    readonly estate: string;
    readonly language: string;
    readonly when: string;
    readonly period: string;
    readonly persons: string;
    readonly unit: string;
    readonly reference: string;
    readonly friend: string;
    /** Issue 13 item 4: what the agency's copy says of the estate. */
    readonly title: string;
    readonly address: string;
    readonly link: string;
    /** Issue 20 item 4: a holiday stay's price. */
    readonly price: string;
  };
  /** This language's own name, as the agency reads which language to answer in. */
  readonly languageName: string;
  readonly greeting: string;
  readonly closing: (agency: string) => string;
  /** `about`: the estate's reference (or id), when the request is about one. */
  readonly contactSubject: (name: string, about?: string) => string;
  readonly contactIntro: string;
  /** Under the agency's copy: answering the mail answers the visitor (Reply-To). */
  readonly contactReplyHint: (name: string) => string;
  /** Above the sales representative's copy. */
  readonly salesRepCopy: (agency: string) => string;
  /** The visitor's confirmation: a fixed text, nothing the visitor typed (it may not be their address). */
  readonly contactConfirmSubject: (agency: string) => string;
  readonly contactConfirmIntro: (agency: string) => string;
  readonly contactConfirmAbout: string;
  readonly contactConfirmReach: string;
  readonly contactConfirmIgnore: string;
  readonly viewEstate: string;
  readonly friendSubject: (sender: string) => string;
  readonly friendIntro: (sender: string, agency: string) => string;
  /** Issue 9: why the friend gets this mail, and that no other follows. */
  readonly friendWhy: (site: string) => string;
  readonly forwardedSubject: (about: string) => string;
  readonly forwardedIntro: string;
  readonly subscribedSubject: (agency: string) => string;
  readonly subscribedIntro: string;
  readonly editLink: string;
  readonly unsubscribeLink: string;
  readonly cancelLink: string;
  /** Issue 20 item 4: `unit` the holiday home's name, `period` its dates in words (stayDates). */
  readonly reservationAgencySubject: (unit: string, period: string) => string;
  readonly reservationAgencyIntro: string;
  readonly reservationVisitorSubject: (unit: string, period: string) => string;
  readonly reservationVisitorIntro: (period: string) => string;
  /** A stay from arrival to departure, both days in words: 'van zaterdag 4 juli 2026 tot zaterdag 11 juli 2026'. */
  readonly stayDates: (from: string, to: string) => string;
  /** A holiday home's floor in its building. */
  readonly floor: (floor: string) => string;
}

export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { nl: NL, fr: FR, en: EN, de: DE };

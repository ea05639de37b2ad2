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
  };
  /** This language's own name, as the agency reads which language to answer in. */
  readonly languageName: string;
  readonly greeting: string;
  readonly closing: (agency: string) => string;
  readonly contactSubject: (name: string) => string;
  readonly contactIntro: string;
  readonly friendSubject: (sender: string) => string;
  readonly friendIntro: (sender: string, agency: string) => string;
  readonly forwardedSubject: (estateId: number) => string;
  readonly forwardedIntro: string;
  readonly subscribedSubject: (agency: string) => string;
  readonly subscribedIntro: string;
  readonly editLink: string;
  readonly unsubscribeLink: string;
  readonly appointmentAgencySubject: (when: string) => string;
  readonly appointmentAgencyIntro: string;
  readonly appointmentVisitorSubject: (when: string) => string;
  readonly appointmentVisitorIntro: (when: string) => string;
  readonly cancelLink: string;
  readonly reservationAgencySubject: (unit: number, period: string) => string;
  readonly reservationAgencyIntro: string;
  readonly reservationVisitorSubject: (period: string) => string;
  readonly reservationVisitorIntro: (period: string) => string;
}

export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { nl: NL, fr: FR, en: EN, de: DE };

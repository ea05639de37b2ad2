import type { Consent } from '../requests/consent';
import { CONSENT_TEXT_VERSION } from '../requests/consent';
import type { Locale, Translated } from '../shared/locale';

/**
 * Issue 11, GDPR Art. 7(1): what the visitor agrees to when this site sends the alerts, shown on the subscribe
 * form beside the consent box, per version of the consent text (issue 13 item 7 numbers the versions). A new
 * wording gets a new version; old ones stay here so that a stored consent can always be shown.
 */
export const CONSENT_TEXTS: Readonly<Record<string, Translated>> = {
  [CONSENT_TEXT_VERSION]: {
    nl: 'Ik wil e-mails ontvangen over nieuw aanbod dat bij mijn zoekopdracht past en over prijs- en statuswijzigingen van de panden die ik volg. Ik kan mij op elk moment uitschrijven via de link in elke e-mail.',
    fr: "Je souhaite recevoir des e-mails sur les nouveaux biens correspondant à ma recherche et sur les changements de prix et de statut des biens que je suis. Je peux me désinscrire à tout moment via le lien présent dans chaque e-mail.",
    en: 'I want to receive e-mails about new listings matching my search and about price and status changes of the properties I follow. I can unsubscribe at any time through the link in every e-mail.',
    de: 'Ich möchte E-Mails über neue Angebote zu meiner Suche und über Preis- und Statusänderungen der Immobilien erhalten, denen ich folge. Ich kann mich jederzeit über den Link in jeder E-Mail abmelden.',
  },
};

/** The text of a consent version in a language (the current one when the version is unknown here). */
export const consentText = (locale: Locale, version: string = CONSENT_TEXT_VERSION): string =>
  (CONSENT_TEXTS[version] ?? (CONSENT_TEXTS[CONSENT_TEXT_VERSION] as Translated))[locale];

/** The consent as stored with a subscription made now: its version, the text shown, and the time. */
export const consentRecord = (consent: Consent, locale: Locale, now: Date): Consent => ({
  version: consent.version,
  text: consentText(locale, consent.version),
  at: now.toISOString(),
});

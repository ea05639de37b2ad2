import type { Locale, Translated } from '../shared/locale';

const FROM: Translated = { nl: 'Vanaf', fr: 'À partir de', en: 'From', de: 'Ab' };
const NOT_ENTERED: Translated = { nl: 'Niet ingevuld', fr: 'Non renseigné', en: 'Not entered', de: 'Nicht angegeben' };
const YES: Translated = { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' };
const NO: Translated = { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' };
const NO_VIOLATION: Translated = {
  nl: 'Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd.',
  fr: "Aucune mesure judiciaire de réparation ni aucune mesure administrative n'a été imposée.",
  en: 'No judicial, remedial or administrative measure has been imposed.',
  de: 'Es wurde keine gerichtliche Wiederherstellungsmaßnahme oder Verwaltungsmaßnahme auferlegt.',
};

/** §2: 'From' before the price when the price is a starting price; otherwise ''. */
export function pricePrefix(priceFrom: boolean | null | undefined, locale: Locale): string {
  return priceFrom === true ? FROM[locale] : '';
}

const PER_MONTH: Translated = { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' };

/** A rent is a monthly amount: its price says so. */
export function rentPeriod(locale: Locale): string {
  return PER_MONTH[locale];
}

/** §2 placeholder for a field without a value. */
export function notEntered(locale: Locale): string {
  return NOT_ENTERED[locale];
}

/** §2 Yes/No labels; '' when the answer is unknown. */
export function yesNo(value: boolean | null | undefined, locale: Locale): string {
  if (value === undefined || value === null) return '';
  return value ? YES[locale] : NO[locale];
}

/** A text that is either per language or already in the page's language. */
export type DisplayText = string | Partial<Translated> | null | undefined;

/** §2 violation field: its own text, or when empty the statement that no measure was imposed. */
export function violationText(value: DisplayText, locale: Locale): string {
  const text = typeof value === 'object' && value !== null ? value[locale] : value;
  return text !== undefined && text !== null && text.trim() !== '' ? text : NO_VIOLATION[locale];
}

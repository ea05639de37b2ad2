import type { RentalName } from './rental-unit';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Translated } from '../shared/locale';

/** A text in the page's language, else in another one, with that language so the page can mark it (lang). */
export interface LocalText {
  readonly text: string;
  readonly lang: Locale;
}

export function localText(texts: Partial<Translated> | undefined, locale: Locale): LocalText | undefined {
  for (const lang of [locale, DEFAULT_LOCALE, ...LOCALES]) {
    const text = texts?.[lang]?.trim();
    if (text) return { text, lang };
  }
  return undefined;
}

/** Rental enumeration names come translated or already in the request's language (§3). */
export function rentalName(name: RentalName | undefined, locale: Locale): string {
  if (typeof name === 'string') return name;
  return localText(name, locale)?.text ?? '';
}

/** Nights between two ISO calendar dates. */
export const nightsBetween = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);

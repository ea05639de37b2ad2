import type { Locale, Translated } from '../../../../domain/shared/locale';
import { abs, round } from '../numbers';

/** A text in the four site languages, written in the order nl, fr, en, de. */
export const t = (nl: string, fr: string, en: string, de: string): Translated => ({ nl, fr, en, de });

/** Applies `make` per language. */
export const perLocale = (make: (locale: Locale) => string): Translated => ({ nl: make('nl'), fr: make('fr'), en: make('en'), de: make('de') });

/** Joins texts language by language. */
export const join = (parts: readonly Translated[], separator = ' '): Translated =>
  perLocale((locale) => parts.map((part) => part[locale]).filter((text) => text !== '').join(separator));

/** Whole numbers with Belgian thousands dots (12.500); English uses commas. */
export function formatInt(value: number, locale: Locale): string {
  const digits = String(round(abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.');
  return value < 0 ? `-${digits}` : digits;
}

/** Euro amounts as the site shows them (§2: euro sign first, dots for thousands). */
export const formatEuro = (value: number, locale: Locale): string => `€ ${formatInt(value, locale)}`;

/** dd/mm/yyyy (§2) of an ISO date or date-time, read in UTC. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Lower-cases the first letter unless the word is an acronym ('KMO-unit', 'B&B' stay). */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  return second !== '' && second === second.toLowerCase() && second !== second.toUpperCase()
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'à Gand', but 'au Rœulx' and 'aux Bons Villers': French contracts à with the article of a town name. */
export function frenchAt(town: string): string {
  if (town.startsWith('Le ')) return `au ${town.slice(3)}`;
  if (town.startsWith('Les ')) return `aux ${town.slice(4)}`;
  return `à ${town}`;
}

/** 'in Gent' / 'à Gand' / 'in Ghent' / 'in Gent'. */
export const inTown = (name: Translated): Translated => t(`in ${name.nl}`, frenchAt(name.fr), `in ${name.en}`, `in ${name.de}`);

import type { Estate } from '../estate/estate';
import { estateKind } from '../routing/estate-kind';
import type { Locale } from '../shared/locale';

/**
 * The agency's own title of an estate in one language (§3 general.title per language, issue 12): the words
 * it writes to sell it. Blank titles count as none, so that the page falls back to '{subtype} in {city}' (§2).
 * Only the page's language counts: a Dutch title is not shown on the French page.
 */
export function agencyTitle(estate: Pick<Estate, 'general'>, locale: Locale): string | undefined {
  const title = estate.general.title?.[locale]?.replace(/\s+/g, ' ').trim();
  return title ? title : undefined;
}

/** '{subType} in {city}' in each language (§2 listing card, §9). */
const IN_CITY: Readonly<Record<Locale, (subType: string, city: string) => string>> = {
  nl: (subType, city) => `${subType} in ${city}`,
  fr: (subType, city) => `${subType} à ${city}`,
  en: (subType, city) => `${subType} in ${city}`,
  de: (subType, city) => `${subType} in ${city}`,
};

/** '{kind} in {city}' in the page's language: the title of what has no own title (an estate, a holiday home). */
export const inCity = (kind: string, city: string, locale: Locale): string => IN_CITY[locale](kind, city);

/** What the title is made of, as the listing card reads it (the subtype and city already in the page's language). */
export interface TitleParts {
  readonly subType: string;
  readonly city: string;
}

/**
 * Issue 19: THE title of an estate, one rule for the card, the detail page (<h1>, <title>, og:title, JSON-LD), the
 * map, compare, mails and the terminal, each reading it as `listingCard(…).title`: the agency's own title in the
 * page's language (§3 general.title, issue 12); else a project's upstream title; else '{subtype} in {city}' (§2
 * listing card); else the subtype alone.
 */
export function estateTitle(estate: Estate, locale: Locale, parts: TitleParts): string {
  const own = agencyTitle(estate, locale);
  if (own) return own;
  const upstream = estateKind(estate) === 'project' ? estate.title?.replace(/\s+/g, ' ').trim() : undefined;
  if (upstream) return upstream;
  return parts.city ? inCity(parts.subType, parts.city, locale) : parts.subType;
}

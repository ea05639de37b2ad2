import { LOCALES } from '../shared/locale';
import type { Locale, Translated } from '../shared/locale';
import type { Estate, EstateAddress } from '../estate/estate';
import { estateKind } from './estate-kind';

// Letters that NFD does not decompose into a base letter plus marks.
const LIGATURES: readonly (readonly [RegExp, string])[] = [
  [/ß/g, 'ss'],
  [/æ/g, 'ae'],
  [/œ/g, 'oe'],
  [/ø/g, 'o'],
];

/** Slugs already made: the same subtype, transaction and city names come back on every card of every page (issue 8). */
const made = new Map<string, string>();
const MADE_MAX = 10_000;

/** URL-safe text: lower case, accents folded, every run of other characters one '-', no '-' at the ends. */
export function slugify(text: string): string {
  const known = made.get(text);
  if (known !== undefined) return known;
  const lower = LIGATURES.reduce((acc, [from, to]) => acc.replace(from, to), text.toLowerCase());
  const slug = lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A bounded memory: street addresses are many; past the bound the table starts again.
  if (made.size >= MADE_MAX) made.clear();
  made.set(text, slug);
  return slug;
}

/** §2: the word between what an estate is and where it is ('à' in French, folded to 'a'). */
const IN_WORD: Translated = { nl: 'in', fr: 'a', en: 'in', de: 'in' };

const slugParts = (parts: readonly (string | undefined)[]): string[] =>
  parts.map((part) => slugify(part ?? '')).filter((part) => part !== '');

/** `what in where`, each part slugified, empty parts skipped; 'in' only when both sides have text. */
function joinSlug(what: readonly (string | undefined)[], where: readonly (string | undefined)[], locale: Locale): string {
  const lead = slugParts(what);
  const place = slugParts(where);
  const connector = lead.length > 0 && place.length > 0 ? [IN_WORD[locale]] : [];
  return [...lead, ...connector, ...place].join('-');
}

// The city alias in the visitor's language wins over the city name (e.g. Bruxelles / Brussel).
function cityName(address: EstateAddress | undefined, locale: Locale): string | undefined {
  return address?.city?.alias?.[locale] || address?.city?.name;
}

/** The text in the visitor's language, else in the first language that has one (Brussels streets, nl-only titles). */
function inLocale(text: Partial<Translated> | undefined, locale: Locale): string | undefined {
  return [locale, ...LOCALES].map((l) => text?.[l]).find((value) => !!value);
}

// A hidden address keeps its street out of the URL too.
function streetPart(address: EstateAddress | undefined, locale: Locale): string | undefined {
  if (address === undefined || address.visible === false) return undefined;
  if (address.streetAddress) return address.streetAddress;
  const street = inLocale(address.street, locale);
  return street && `${street} ${address.number ?? ''}`;
}

/** §2 property slug: subtype, transaction, 'in'/'a', street address, postal code, city. */
export function propertySlug(estate: Estate, locale: Locale): string {
  const { general, address } = estate;
  return joinSlug(
    [general.subType?.name, general.transaction?.name],
    [streetPart(address, locale), address?.city?.zip, cityName(address, locale)],
    locale,
  );
}

// Quotes and dots vanish rather than split words: "Résidence 'L'Orée'" reads residence-loree.
const QUOTES_AND_DOTS = /['"`´‘’‚‛“”„‟«».]/g;

/** §2 project slug: title in the locale (else another language), quotes and dots removed), 'in'/'a', postal code, city. */
export function projectSlug(estate: Estate, locale: Locale): string {
  const title = (inLocale(estate.general.title, locale) || estate.title || '').replace(QUOTES_AND_DOTS, '');
  return joinSlug([title], [estate.address?.city?.zip, cityName(estate.address, locale)], locale);
}

/**
 * The slug of an estate by its kind: a project gets the project slug; a property and a project
 * entity get the property slug (an entity's detail URL uses its parent's slug, see estateDetailPath).
 */
export function estateSlug(estate: Estate, locale: Locale): string {
  return estateKind(estate) === 'project' ? projectSlug(estate, locale) : propertySlug(estate, locale);
}

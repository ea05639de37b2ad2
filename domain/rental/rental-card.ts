import { inCity } from '../display/estate-title';
import { formatDate } from '../display/format-date';
import { formatPrice } from '../display/format-units';
import { routePath } from '../routing/routes';
import type { Locale, Translated } from '../shared/locale';
import { localText, nightsBetween, rentalName, type LocalText } from './rental-text';
import type { RentalPeriod, RentalUnit } from './rental-unit';

/**
 * Issue 19 item 1: what the holiday list, its map and a holiday home's page show of a rental unit, decided here
 * once for every front-end (the web renders it, mails name the unit by the same title). Plain JSON.
 */

/** A free period as a card shows it: its days (§2 dd/mm/yyyy) and the price of the whole stay. */
export interface RentalPeriodLine {
  readonly start: string;
  readonly end: string;
  readonly price: string;
}

/** A free period as the reservation form offers it: its radio value (the ISO days), kind, nights, days and price. */
export interface FreePeriod extends RentalPeriodLine {
  readonly value: string;
  /** The period type of the rental filter data ('WEEK', 'WEEKEND', 'MIDWEEK'…). */
  readonly type: string;
  readonly nights: number;
}

/** One card of the holiday list (and one line of its map): title, where, the facts a guest chooses by, the next free period. */
export interface RentalCard {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  /** The holiday region (the coast, the Ardennes) in the page's language; '' when the unit names none. */
  readonly region: string;
  /** The region and the town ('Kust, De Haan'); '' when neither is known. */
  readonly place: string;
  /** The first photo, in its medium size where there is one. */
  readonly photo?: string;
  readonly guests?: number;
  readonly bedrooms?: number;
  /** The next free period that suits the search (§4), in the list view; none known, none shown. */
  readonly nextPeriod?: RentalPeriodLine;
}

/** A holiday home's page (§2 rental unit): its header, photos, facts and description. */
export interface RentalUnitAbout {
  readonly title: string;
  /** The kind of rental (apartment, villa…) in the page's language; '' when unknown. */
  readonly kind: string;
  /** The town and its region ('Knokke-Heist, Kust'); '' when neither is known. */
  readonly place: string;
  /** Each photo: the picture to show (the first one larger) and the original it links to. */
  readonly photos: readonly { readonly src: string; readonly href: string }[];
  readonly guests?: number;
  readonly bedrooms?: number;
  readonly bathrooms?: number;
  readonly floor?: string;
  /** §3 garage: the unit has a garage of its own. */
  readonly garage: boolean;
  /** In the page's language, else in another one (its `lang` marks it). */
  readonly description?: LocalText;
}

const FALLBACK_TITLE: Translated = { nl: 'Vakantiewoning', fr: 'Location de vacances', en: 'Holiday home', de: 'Ferienwohnung' };

/** THE title of a holiday home: its own name, else its kind in its town ('Appartement in De Haan'), else either, else 'Vakantiewoning 12'. */
export function rentalUnitTitle(unit: RentalUnit, locale: Locale): string {
  const own = unit.general.rentalName?.trim();
  if (own) return own;
  const kind = rentalName(unit.general.subKind?.name, locale);
  const city = unit.general.city?.name?.trim() ?? '';
  if (kind && city) return inCity(kind, city, locale);
  return kind || city || `${FALLBACK_TITLE[locale]} ${unit.id}`;
}

const joined = (...parts: readonly (string | undefined)[]): string => parts.filter(Boolean).join(', ');
const defined = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** A period travels as one radio value: arrival and departure (ISO days) joined by '_'. */
export const periodValue = (period: Pick<RentalPeriod, 'start' | 'end'>): string => `${period.start}_${period.end}`;

/** The arrival and departure a posted radio value names ('' for what it lacks). */
export function periodOfValue(value: string | null): { start: string; end: string } {
  const [start = '', end = ''] = (value ?? '').split('_');
  return { start, end };
}

const periodLine = (period: RentalPeriod): RentalPeriodLine => ({ start: formatDate(period.start), end: formatDate(period.end), price: formatPrice(period.price) });

/** A free period of the unit's page, as its reservation form offers it. */
export const freePeriod = (period: RentalPeriod): FreePeriod => ({
  ...periodLine(period),
  value: periodValue(period),
  type: period.type,
  nights: nightsBetween(period.start, period.end),
});

/** The card of a unit in the page's language, with the next free period when the list found one. */
export function rentalCard(unit: RentalUnit, locale: Locale, nextPeriod?: RentalPeriod): RentalCard {
  const region = rentalName(unit.general.location?.name, locale);
  const photo = unit.photos[0];
  return {
    id: unit.id,
    href: routePath('rentalUnit', locale, { rentalUnitId: unit.id }),
    title: rentalUnitTitle(unit, locale),
    region,
    place: joined(region, unit.general.city?.name),
    ...defined('photo', photo && (photo.medium ?? photo.original)),
    ...defined('guests', unit.general.maxOccupation),
    ...defined('bedrooms', unit.rooms.bedrooms),
    ...(nextPeriod && { nextPeriod: periodLine(nextPeriod) }),
  };
}

/** What a holiday home's page shows of it, in the page's language. */
export function rentalUnitAbout(unit: RentalUnit, locale: Locale): RentalUnitAbout {
  const { general, rooms } = unit;
  const floor = general.floor?.trim();
  const description = localText(general.description, locale) ?? localText(general.descriptionShort, locale);
  return {
    title: rentalUnitTitle(unit, locale),
    kind: rentalName(general.subKind?.name, locale),
    place: joined(general.city?.name, rentalName(general.location?.name, locale)),
    photos: unit.photos.map((photo, index) => ({
      src: index === 0 ? photo.medium ?? photo.original : photo.thumbnail ?? photo.medium ?? photo.original,
      href: photo.original,
    })),
    ...defined('guests', general.maxOccupation),
    ...defined('bedrooms', rooms.bedrooms),
    ...defined('bathrooms', rooms.bathrooms),
    ...defined('floor', floor || undefined),
    garage: general.garage === true,
    ...defined('description', description),
  };
}

import type { City, Estate, EstateAddress, Picture, Room } from '../estate/estate';
import { LOCALES, type Locale, type Translated } from '../shared/locale';
import { valueWithFallback } from '../visibility/fallback-fields';
import { shownGeoLocation } from './map-location';
import { firstPhoto } from './photo-order';
import { ROOM_TYPE } from './rooms';

/**
 * A text in one language only, as cards and slugs read it: the page's language, else the first language that
 * has it (routing/slug.ts falls back so), under the key it came with, so a reader of `text[locale]` still
 * finds nothing where it found nothing.
 */
function inPageLanguage(text: Partial<Translated> | undefined, locale: Locale): Partial<Translated> | undefined {
  const key = [locale, ...LOCALES].find((l) => !!text?.[l]);
  return key === undefined ? undefined : { [key]: text?.[key] };
}

/** §3 a city with its alias in the page's language only (cards, slugs and headings read no other). */
function cardCity({ id, name, zip, alias }: City, locale: Locale): City {
  const shown = alias?.[locale];
  return { id, name, zip, ...(shown && { alias: { [locale]: shown } }) };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The first picture (the card's image), its file and variants alone. */
function firstPicture(pictures: Estate['pictures']): Picture | undefined {
  const first = firstPhoto(pictures);
  return first && (first.variants ? { file: first.file, variants: first.variants } : { file: first.file });
}

/**
 * Only what a listing card, its link and the map need (§2 "Listing card"), in the page's language only
 * (issue 8: loader data carries only what the page renders): a project's detail page ships its units so.
 * A card read in `locale` shows exactly what the whole estate shows. Built field by field (issue 8: it ran
 * for every card of every rendered page, before cards shipped without an estate, list-card.ts).
 */
export function toCardEstate(estate: Estate, locale: Locale): Estate {
  const { general, address, price, dimensions, rooms, pictures, children } = estate;
  const card: Writable<Estate> = { general: cardGeneral(general, locale) };
  if (estate.title !== undefined) card.title = estate.title;
  if (estate.status) card.status = estate.status;
  // Estate's own key order (title, status, general, …) is not kept: nothing reads it.
  if (address) card.address = cardAddress(address, locale);
  if (price) {
    const cardPrice: Writable<NonNullable<Estate['price']>> = { value: price.value ?? null };
    if (price.priceFrom !== undefined) cardPrice.priceFrom = price.priceFrom;
    card.price = cardPrice;
  }
  const cardEnergy = cardEnergyOf(estate);
  if (cardEnergy) card.energy = cardEnergy;
  if (dimensions?.areaBuild !== undefined) card.dimensions = { areaBuild: dimensions.areaBuild };
  const cardRooms: Room[] = [];
  for (const room of rooms ?? []) {
    if (room.value.id !== ROOM_TYPE.BATHROOM && room.value.id !== ROOM_TYPE.BEDROOM) continue;
    cardRooms.push(room.count !== undefined ? { value: { id: room.value.id }, count: room.count } : { value: { id: room.value.id } });
  }
  if (cardRooms.length > 0) card.rooms = cardRooms;
  const first = firstPicture(pictures);
  if (first) card.pictures = [first];
  if (children) card.children = children.map((child) => toCardEstate(child, locale));
  return card;
}

/** The label, and the figures a card's energy line shows (issue 24: score and CO₂, the fallback fields' when §2 says so). */
function cardEnergyOf(estate: Estate): Estate['energy'] {
  const out: Writable<NonNullable<Estate['energy']>> = {};
  const label = valueWithFallback(estate, 'energy.energyLabel');
  const score = valueWithFallback(estate, 'energy.epcValue');
  const co2 = valueWithFallback(estate, 'energy.co2');
  if (typeof label === 'string' && label) out.energyLabel = label;
  if (typeof score === 'number') out.epcValue = score;
  if (typeof co2 === 'number') out.co2 = co2;
  return Object.keys(out).length > 0 ? out : undefined;
}

function cardGeneral(general: Estate['general'], locale: Locale): Estate['general'] {
  const out: Writable<Estate['general']> = { id: general.id };
  if (general.parentId !== undefined) out.parentId = general.parentId;
  if (general.isProject !== undefined) out.isProject = general.isProject;
  if (general.headType) out.headType = general.headType;
  if (general.subType) out.subType = general.subType;
  if (general.transaction) out.transaction = general.transaction;
  const title = inPageLanguage(general.title, locale);
  if (title) out.title = title;
  if (general.sticker) out.sticker = general.sticker;
  if (general.bedroomCount !== undefined) out.bedroomCount = general.bedroomCount;
  if (general.skarabeeGuid) out.skarabeeGuid = general.skarabeeGuid;
  return out;
}

function cardAddress(address: EstateAddress, locale: Locale): EstateAddress {
  const out: Writable<EstateAddress> = {};
  if (address.visible !== undefined) out.visible = address.visible;
  // The street for the detail address's slug (§2), and only there: never for a hidden address (§3 address.visible).
  if (address.visible !== false) {
    if (address.streetAddress) out.streetAddress = address.streetAddress;
    else {
      const street = inPageLanguage(address.street, locale);
      if (street) out.street = street;
      if (address.number) out.number = address.number;
    }
  }
  if (address.city) out.city = cardCity(address.city, locale);
  // Issue 24: the region (or country) decides which energy figures the card must carry.
  if (address.region) out.region = address.region;
  if (address.country) out.country = address.country;
  // A hidden address (§3 address.visible) sends only its rounded point.
  if (address.geoLocation) out.geoLocation = shownGeoLocation(address);
  return out;
}

import type { City, Estate } from '../estate/estate';
import { LOCALES, type Locale, type Translated } from '../shared/locale';
import { shownGeoLocation } from './map-location';
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

/**
 * Only what a listing card, its link and the map need (§2 "Listing card"), in the page's language only
 * (issue 8: loader data carries only what the page renders): list pages ship these instead of whole
 * estates, so the server-rendered page and its hydration data stay small. A card read in `locale` shows
 * exactly what the whole estate shows.
 */
export function toCardEstate(estate: Estate, locale: Locale): Estate {
  const { general, address, price, energy, dimensions, rooms, pictures, children } = estate;
  const cardRooms = rooms
    ?.filter((room) => room.value.id === ROOM_TYPE.BATHROOM || room.value.id === ROOM_TYPE.BEDROOM)
    .map((room) => ({ value: { id: room.value.id }, ...(room.count !== undefined && { count: room.count }) }));
  const first = pictures && pictures.length > 0 ? [...pictures].sort((a, b) => (a.index ?? 0) - (b.index ?? 0))[0] : undefined;
  const title = inPageLanguage(general.title, locale);
  const street = inPageLanguage(address?.street, locale);
  return {
    ...(estate.title !== undefined && { title: estate.title }),
    ...(estate.status && { status: estate.status }),
    general: {
      id: general.id,
      ...(general.parentId !== undefined && { parentId: general.parentId }),
      ...(general.isProject !== undefined && { isProject: general.isProject }),
      ...(general.headType && { headType: general.headType }),
      ...(general.subType && { subType: general.subType }),
      ...(general.transaction && { transaction: general.transaction }),
      ...(title && { title }),
      ...(general.sticker && { sticker: general.sticker }),
      ...(general.bedroomCount !== undefined && { bedroomCount: general.bedroomCount }),
      ...(general.skarabeeGuid && { skarabeeGuid: general.skarabeeGuid }),
    },
    ...(address && {
      address: {
        ...(address.visible !== undefined && { visible: address.visible }),
        // The street for the detail address's slug (§2), and only there: never for a hidden address (§3 address.visible).
        ...(address.visible !== false && address.streetAddress && { streetAddress: address.streetAddress }),
        ...(address.visible !== false && !address.streetAddress && street && { street }),
        ...(address.visible !== false && !address.streetAddress && address.number && { number: address.number }),
        ...(address.city && { city: cardCity(address.city, locale) }),
        // The map's markers come from cards: a hidden address (§3 address.visible) sends only its rounded point.
        ...(address.geoLocation && { geoLocation: shownGeoLocation(address) }),
      },
    }),
    ...(price && { price: { value: price.value ?? null, ...(price.priceFrom !== undefined && { priceFrom: price.priceFrom }) } }),
    ...(energy?.energyLabel && { energy: { energyLabel: energy.energyLabel } }),
    ...(dimensions?.areaBuild !== undefined && { dimensions: { areaBuild: dimensions.areaBuild } }),
    ...(cardRooms && cardRooms.length > 0 && { rooms: cardRooms }),
    ...(first && { pictures: [{ file: first.file }] }),
    ...(children && { children: children.map((child) => toCardEstate(child, locale)) }),
  };
}

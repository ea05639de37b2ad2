import type { Estate } from '../estate/estate';
import { shownGeoLocation } from './map-location';
import { ROOM_TYPE } from './rooms';

/**
 * Only what a listing card, its link and the map need (§2 "Listing card"): list pages ship these
 * instead of whole estates, so the server-rendered page and its hydration data stay small.
 */
export function toCardEstate(estate: Estate): Estate {
  const { general, address, price, energy, dimensions, rooms, pictures, children } = estate;
  const cardRooms = rooms?.filter((room) => room.value.id === ROOM_TYPE.BATHROOM || room.value.id === ROOM_TYPE.BEDROOM);
  const first = pictures && pictures.length > 0 ? [...pictures].sort((a, b) => (a.index ?? 0) - (b.index ?? 0))[0] : undefined;
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
      ...(general.title && { title: general.title }),
      ...(general.sticker && { sticker: general.sticker }),
      ...(general.bedroomCount !== undefined && { bedroomCount: general.bedroomCount }),
      ...(general.skarabeeGuid && { skarabeeGuid: general.skarabeeGuid }),
    },
    ...(address && {
      address: {
        ...(address.visible !== undefined && { visible: address.visible }),
        ...(address.streetAddress && { streetAddress: address.streetAddress }),
        ...(address.street && { street: address.street }),
        ...(address.number && { number: address.number }),
        ...(address.city && { city: address.city }),
        // The map's markers come from cards: a hidden address (§3 address.visible) sends only its rounded point.
        ...(address.geoLocation && { geoLocation: shownGeoLocation(address) }),
      },
    }),
    ...(price && { price: { value: price.value ?? null, ...(price.priceFrom !== undefined && { priceFrom: price.priceFrom }) } }),
    ...(energy?.energyLabel && { energy: { energyLabel: energy.energyLabel } }),
    ...(dimensions?.areaBuild !== undefined && { dimensions: { areaBuild: dimensions.areaBuild } }),
    ...(cardRooms && cardRooms.length > 0 && { rooms: cardRooms }),
    ...(first && { pictures: [first] }),
    ...(children && { children: children.map(toCardEstate) }),
  };
}

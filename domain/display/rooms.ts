import type { Room } from '../estate/estate';

/** §2 room type ids counted on cards and detail pages. */
export const ROOM_TYPE = {
  BEDROOM: 1,
  BATHROOM: 5,
  GARAGE: 6,
  TERRACE: 10,
  PARKING_SPACE: 14,
  TOILET: 16,
} as const;

/** §9 large bedroom count threshold. */
export const LARGE_BEDROOM_COUNT = 6;

/** §2: six bedrooms or more is a large count (the card may show it differently). */
export function isLargeBedroomCount(count: number | null | undefined): boolean {
  return typeof count === 'number' && count >= LARGE_BEDROOM_COUNT;
}

/** §2: -1 means unknown; 0 or nothing is no surface either. */
export function hasKnownSurface<R extends Pick<Room, 'surface'>>(room: R): room is R & { readonly surface: number } {
  return typeof room.surface === 'number' && Number.isFinite(room.surface) && room.surface > 0;
}

export interface RoomCounts {
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly toilets: number;
  readonly garages: number;
  readonly parkingSpaces: number;
  readonly terraces: number;
  /** Sum of the known terrace surfaces in m² (0 when none is known). */
  readonly terraceSurface: number;
}

/** A room entry stands for `count` rooms when upstream says so, else for one. */
function roomCount(room: Room): number {
  return typeof room.count === 'number' && room.count > 0 ? room.count : 1;
}

function countOf(rooms: readonly Room[], typeId: number): number {
  return rooms.filter((room) => room.value.id === typeId).reduce((sum, room) => sum + roomCount(room), 0);
}

/** §2 room counts by room type id, with the terrace surfaces summed. */
export function roomCounts(rooms: readonly Room[] | null | undefined): RoomCounts {
  const list = rooms ?? [];
  const terraceSurface = list
    .filter((room) => room.value.id === ROOM_TYPE.TERRACE)
    .filter(hasKnownSurface)
    .reduce((sum, room) => sum + room.surface, 0);
  return {
    bedrooms: countOf(list, ROOM_TYPE.BEDROOM),
    bathrooms: countOf(list, ROOM_TYPE.BATHROOM),
    toilets: countOf(list, ROOM_TYPE.TOILET),
    garages: countOf(list, ROOM_TYPE.GARAGE),
    parkingSpaces: countOf(list, ROOM_TYPE.PARKING_SPACE),
    terraces: countOf(list, ROOM_TYPE.TERRACE),
    terraceSurface,
  };
}

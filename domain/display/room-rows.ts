import { translationOrEmpty } from '../enumerations/field-label';
import type { Room } from '../estate/estate';
import type { Locale } from '../shared/locale';
import { formatArea } from './format-units';
import { hasKnownSurface } from './rooms';

/** One line of the layout table, decided: plain JSON. */
export interface RoomRow {
  /** The room's name in the page's language; '' when upstream names it in none (the front-end says 'Room'). */
  readonly name: string;
  /** More than one such room. */
  readonly count?: number;
  readonly comment?: string;
  readonly floor?: string;
  /** Floor 0: 'gelijkvloers' (the front-end's word). */
  readonly groundFloor?: boolean;
  /** The surface as written; absent when unknown (-1, 0 or none, §2). */
  readonly surface?: string;
}

/** Floor 0 is the ground floor ('gelijkvloers'), on a room's line as on a unit's. */
export const isGroundFloor = (floor: string): boolean => floor.trim() === '0';

/** §3 layout rooms in their order: name (and count), floor, surface (unknown: -1 or none, §2) and comment. */
export function roomRows(rooms: readonly Room[] | undefined, locale: Locale): readonly RoomRow[] {
  return [...(rooms ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((room) => {
      const comment = translationOrEmpty(room.comment, locale);
      const floor = room.floor?.trim();
      return {
        name: translationOrEmpty(room.value.name, locale),
        ...((room.count ?? 1) > 1 && { count: room.count }),
        ...(comment && { comment }),
        ...(floor && { floor, ...(isGroundFloor(floor) && { groundFloor: true }) }),
        ...(hasKnownSurface(room) && { surface: formatArea(room.surface) }),
      };
    });
}

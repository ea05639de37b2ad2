import type { Room } from '../../../../domain/estate/estate';
import type { Translated } from '../../../../domain/shared/locale';
import { compact } from '../numbers';
import type { Prng } from '../prng';
import { t } from '../text/phrase';
import type { PhysicalTraits } from './physical-traits';

/** §2 room type ids and their names. */
const ROOM_NAMES: Readonly<Record<number, Translated>> = {
  1: t('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer'),
  5: t('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  6: t('Garage', 'Garage', 'Garage', 'Garage'),
  10: t('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
  14: t('Staanplaats', 'Emplacement de parking', 'Parking space', 'Stellplatz'),
  16: t('Toilet', 'Toilette', 'Toilet', 'Toilette'),
};

const room = (id: number, sort: number, count: number, surface?: number, floor?: string, common?: boolean): Room =>
  compact({ value: { id, name: ROOM_NAMES[id] }, sort, count, surface, floor, common });

/** Bedroom surfaces: the first is the master bedroom; about one in ten was not measured (-1). */
export function bedroomSurfaces(rng: Prng, bedrooms: number): number[] {
  return Array.from({ length: bedrooms }, (_, index) => (rng.chance(0.1) ? -1 : index === 0 ? rng.int(13, 22) : rng.int(9, 16)));
}

/** The §2 room list: one entry per bedroom, counted entries for the rest, terrace with its surface. */
export function estateRooms(rng: Prng, traits: PhysicalTraits, bedrooms: readonly number[]): Room[] {
  const upstairs = traits.floors !== undefined && traits.floors > 1;
  const rooms: Room[] = bedrooms.map((surface, index) => room(1, index + 1, 1, surface, upstairs && index > 0 ? '1' : '0'));
  let sort = rooms.length;
  if (traits.bathrooms > 0) rooms.push(room(5, ++sort, traits.bathrooms, rng.chance(0.2) ? -1 : rng.int(5, 12)));
  if (traits.toilets > 0) rooms.push(room(16, ++sort, traits.toilets));
  if (traits.garages > 0) rooms.push(room(6, ++sort, traits.garages, rng.int(16, 40)));
  if (traits.parkingSpaces > 0) rooms.push(room(14, ++sort, traits.parkingSpaces, -1, undefined, rng.chance(0.5)));
  if (traits.terraceSurface !== undefined) rooms.push(room(10, ++sort, 1, traits.terraceSurface));
  return rooms;
}

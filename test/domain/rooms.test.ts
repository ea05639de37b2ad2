import type { Room } from '../../domain/estate/estate';
import { hasKnownSurface, isLargeBedroomCount, LARGE_BEDROOM_COUNT, roomCounts } from '../../domain/display/rooms';

const room = (id: number, extra: Partial<Room> = {}): Room => ({ value: { id }, ...extra });

describe('§2 room counts by room type id', () => {
  it('§2 1 bedroom, 5 bathroom, 16 toilet, 6 garage, 14 parking space, 10 terrace (surface summed)', () => {
    const rooms = [
      room(1),
      room(1),
      room(1, { count: 2 }),
      room(5),
      room(16, { count: 0 }),
      room(6),
      room(14, { count: 3 }),
      room(10, { surface: 12.5 }),
      room(10, { surface: -1 }),
      room(10, { surface: 8 }),
      room(2, { surface: 30 }),
    ];
    expect(roomCounts(rooms)).toEqual({
      bedrooms: 4,
      bathrooms: 1,
      toilets: 1,
      garages: 1,
      parkingSpaces: 3,
      terraces: 3,
      terraceSurface: 20.5,
    });
  });

  it.each<[readonly Room[] | null | undefined]>([[[]], [null], [undefined]])('§2 no rooms (%p) count zero', (rooms) => {
    expect(roomCounts(rooms)).toEqual({
      bedrooms: 0,
      bathrooms: 0,
      toilets: 0,
      garages: 0,
      parkingSpaces: 0,
      terraces: 0,
      terraceSurface: 0,
    });
  });

  it.each<[number | undefined, boolean]>([
    [14, true],
    [0.5, true],
    [-1, false],
    [0, false],
    [undefined, false],
    [Number.NaN, false],
  ])('§2 surface %p is known: %p (-1 is unknown)', (surface, expected) => {
    expect(hasKnownSurface({ surface })).toBe(expected);
  });
});

describe('§2/§9 large bedroom count threshold 6', () => {
  it.each<[number | null | undefined, boolean]>([
    [5, false],
    [6, true],
    [9, true],
    [null, false],
    [undefined, false],
  ])('§2 %p bedrooms is large: %p', (count, expected) => {
    expect(isLargeBedroomCount(count)).toBe(expected);
  });

  it('§9 threshold', () => {
    expect(LARGE_BEDROOM_COUNT).toBe(6);
  });
});

import type { VirtualVisit } from '../../domain/estate/estate';
import { mainVirtualVisit } from '../../domain/display/virtual-visit';

describe('§2 virtual visits: type id 2 gives the main link', () => {
  const tour: VirtualVisit = { type: { id: 2 }, link: 'https://tour.example/main' };
  const other: VirtualVisit = { type: { id: 1 }, link: 'https://tour.example/other' };

  it.each<[string, readonly VirtualVisit[] | null | undefined, VirtualVisit | undefined]>([
    ['the type-2 visit among others', [other, tour], tour],
    ['none when no visit has type 2', [other], undefined],
    ['none for an empty list', [], undefined],
    ['none for null', null, undefined],
    ['none for undefined', undefined, undefined],
  ])('§2 %s', (_, visits, expected) => {
    expect(mainVirtualVisit(visits)).toBe(expected);
  });
});

import { MAP_MARKER_LIMIT, type LoadMapMarkersResult } from '../../application/use-cases/estate-list/load-map-markers';
import { listingCard } from '../../domain/display/listing-card';
import { estateId, type Estate } from '../../domain/estate/estate';
import { aListedEstate, aWorld } from './harness';

const GENT = { lat: 51.0543, lon: 3.7174 };
const BRUGGE = { lat: 51.2093, lon: 3.2247 };

/** A listed estate with coordinates; `geo: null` leaves them off. */
function located(id: number, transactionId = 1, geo: { lat: number; lon: number } | null = GENT, extra: Partial<Estate> = {}): Estate {
  const estate = aListedEstate(id, transactionId, extra);
  return { ...estate, address: { ...estate.address, geoLocation: geo } };
}

/** A project (head type 6) whose own record has no coordinates and no status: its units stand in. */
function aProject(id: number, unitTransactions: readonly number[]): Estate {
  return {
    general: { id: estateId(id), isProject: true, publicationDate: '2026-03-01T00:00:00.000Z' },
    address: { city: { id: 8000, name: 'Brugge', zip: '8000' } },
    children: unitTransactions.map((transaction, index) =>
      located(id + index + 1, transaction, BRUGGE, { general: { ...aListedEstate(id + index + 1, transaction).general, parentId: estateId(id) } }),
    ),
  };
}

const ids = (result: LoadMapMarkersResult): number[] => (result.ok ? result.markers.map((entry) => Number(entry.marker.id)) : []);

describe('§3 map markers: one marker per estate group of the list', () => {
  it('maps a property to its id, sub type, head type, status and coordinates', async () => {
    const world = aWorld({ estates: [located(1, 2)] });
    const result = await world.get('loadMapMarkers')();
    expect(result).toMatchObject({ ok: true, total: 1 });
    expect(result.ok && result.markers[0]?.marker).toEqual({
      id: 1,
      type: 101,
      headType: 1,
      status: 2,
      isProject: false,
      lat: GENT.lat,
      lng: GENT.lon,
    });
    // The popup shows the estate's card as the core made it (title, price, detail address).
    expect(result.ok && result.markers[0]?.card).toEqual(listingCard(located(1, 2), 'nl'));
  });

  it('gives a project one marker with isProject, placed and typed by its units when it has no data of its own', async () => {
    const world = aWorld({ estates: [aProject(100, [1, 1, 2])] });
    const result = await world.get('loadMapMarkers')();
    expect(result.ok && result.markers.map((entry) => entry.marker)).toEqual([
      { id: 100, type: 101, headType: 6, status: 1, isProject: true, lat: BRUGGE.lat, lng: BRUGGE.lon },
    ]);
  });

  it('follows the list’s current query (here: a city filter) with one search of at most 500 groups', async () => {
    const inBrugge = (id: number) => located(id, 1, BRUGGE, { address: { city: { id: 8000, name: 'Brugge', zip: '8000' }, geoLocation: BRUGGE } });
    const world = aWorld({ estates: [located(1), inBrugge(2), inBrugge(3)] });
    world.get('estateList').dispatch({ type: 'querySet', query: { cities: [8000] }, groupOptions: null });
    expect(ids(await world.get('loadMapMarkers')()).sort()).toEqual([2, 3]);
  });

  it(`stops at ${MAP_MARKER_LIMIT} markers without paging and reports the full total`, async () => {
    const estates = Array.from({ length: MAP_MARKER_LIMIT + 20 }, (_, index) => located(index + 1));
    const result = await aWorld({ estates }).get('loadMapMarkers')();
    expect(result).toMatchObject({ ok: true, total: MAP_MARKER_LIMIT + 20 });
    expect(result.ok && result.markers).toHaveLength(MAP_MARKER_LIMIT);
  });

  it('leaves the list’s own state alone: the map is a second view of it', async () => {
    const world = aWorld({ estates: [located(1)] });
    const before = world.get('estateList').getSnapshot();
    await world.get('loadMapMarkers')();
    expect(world.get('estateList').getSnapshot()).toBe(before);
  });
});

describe('§5 map markers: hidden statuses are never shown', () => {
  it.each([
    ['sold (5) hidden', [5], [1, 3]],
    ['sold and rented hidden', [5, 4], [1]],
    ['nothing hidden', [], [1, 2, 3]],
  ])('%s', async (_title, hiddenStatus, expected) => {
    const world = aWorld({ estates: [located(1, 1), located(2, 5), located(3, 4)], hiddenStatus });
    expect(ids(await world.get('loadMapMarkers')()).sort()).toEqual(expected);
  });

  it('shows a project whose hidden units are dropped, on the status of a unit still shown', async () => {
    const world = aWorld({ estates: [aProject(100, [5, 2])], hiddenStatus: [5] });
    const result = await world.get('loadMapMarkers')();
    expect(result.ok && result.markers.map((entry) => [entry.marker.id, entry.marker.status])).toEqual([[100, 2]]);
    // The card is made of the units shown: the project as if it had only its unit 102.
    const project = aProject(100, [5, 2]);
    const shown = { ...project, children: project.children?.filter((unit) => Number(unit.general.id) === 102) };
    expect(result.ok && result.markers[0]?.card).toEqual(listingCard(shown, 'nl'));
  });

  it('hides a project whose own status is hidden', async () => {
    const project = { ...aProject(100, [1]), general: { ...aProject(100, [1]).general, transaction: { id: 5 } } };
    expect(ids(await aWorld({ estates: [project], hiddenStatus: [5] }).get('loadMapMarkers')())).toEqual([]);
  });
});

describe('§3 map markers: estates without coordinates', () => {
  it.each([
    ['no geoLocation', null],
    ['no address at all', undefined],
  ])('are left off the map (%s)', async (_title, geo) => {
    const missing = geo === null ? located(2, 1, null) : { ...aListedEstate(2), address: undefined };
    const world = aWorld({ estates: [located(1), missing] });
    expect(ids(await world.get('loadMapMarkers')())).toEqual([1]);
  });

  it('a project with no coordinates anywhere is left off', async () => {
    const project = aProject(100, [1]);
    const bare = { ...project, children: project.children?.map((unit) => ({ ...unit, address: { ...unit.address, geoLocation: null } })) };
    expect(ids(await aWorld({ estates: [bare] }).get('loadMapMarkers')())).toEqual([]);
  });
});

describe('§8 map markers: a failed search', () => {
  it('returns the error instead of throwing', async () => {
    const world = aWorld({ estates: [located(1)] });
    world.catalogue.failWith = new Error('Service Unavailable');
    await expect(world.get('loadMapMarkers')()).resolves.toEqual({ ok: false, error: 'Service Unavailable' });
  });
});

import { findLoadedFavourite } from '../../application/stores/favourites-store';
import { listCard } from '../../domain/display/list-card';
import { aListedEstate, aWorld, idsOf, manyEstates } from './harness';

describe('§4 favourites: restore and persist under the key favorites', () => {
  it.each([
    ['a JSON list', '["3","7"]', ['3', '7']],
    ['nothing stored', null, []],
    ['garbage', '{not json', []],
    ['a JSON object', '{"a":1}', []],
  ])('restores %s', (_title, stored, expected) => {
    const world = aWorld({ storedFavourites: stored });
    expect(world.get('restoreFavourites')()).toEqual(expected);
    expect(world.get('favourites').getSnapshot().favorites).toEqual(expected);
  });

  it('adds an id as a string, once, appended, and saves every change', () => {
    const world = aWorld({ storedFavourites: '["3"]' });
    world.get('restoreFavourites')();
    world.get('addFavourite')({ id: 7 });
    world.get('addFavourite')({ id: '7' });
    expect(world.get('favourites').getSnapshot().favorites).toEqual(['3', '7']);
    expect(world.favouritesStorage.stored).toBe('["3","7"]');
  });

  it('toggles: the card adds, then removes, the estate id', () => {
    const world = aWorld();
    expect(world.get('toggleFavourite')({ id: 12 })).toBe(true);
    expect(world.favouritesStorage.stored).toBe('["12"]');
    expect(world.get('toggleFavourite')({ id: 12 })).toBe(false);
    expect(world.favouritesStorage.stored).toBe('[]');
  });

  it('a successful add of an estate puts it in the results if absent; removing takes it out of both', () => {
    const world = aWorld();
    const entry = listCard(aListedEstate(5), 'nl');
    world.get('addFavourite')({ id: 5, entry });
    world.get('addFavourite')({ id: 5, entry });
    expect(world.get('favourites').getSnapshot().estates).toEqual({ total: 1, results: [entry] });
    world.get('removeFavourite')({ id: '5' });
    expect(world.get('favourites').getSnapshot()).toMatchObject({ favorites: [], estates: { total: 0, results: [] } });
  });
});

describe('§4 favourites: loading the favourite estates', () => {
  it('searches on children.general.id and stores the estates', async () => {
    const world = aWorld({ estates: manyEstates(10), storedFavourites: '["2","9","404"]' });
    world.get('restoreFavourites')();
    const pending = world.get('loadFavouriteEstates')();
    expect(world.get('favourites').getSnapshot().isLoading).toBe(true);
    await expect(pending).resolves.toEqual({ ok: true, total: 2 });
    const state = world.get('favourites').getSnapshot();
    expect(state.isLoading).toBe(false);
    expect(idsOf(state.estates.results)).toEqual([9, 2]);
    expect(findLoadedFavourite(state, 9)?.card.id).toBe('9');
    expect(findLoadedFavourite(state, '3')).toBeUndefined();
  });

  it('finds a favourite unit inside a project', async () => {
    const project = aListedEstate(20, 1, { children: [aListedEstate(21), aListedEstate(22)] });
    const world = aWorld({ estates: [project], storedFavourites: '["22"]' });
    world.get('restoreFavourites')();
    await world.get('loadFavouriteEstates')();
    expect(idsOf(world.get('favourites').getSnapshot().estates.results)).toEqual([20]);
  });

  it('with no favourites, loads nothing and is not loading', async () => {
    const world = aWorld({ estates: manyEstates(3) });
    await expect(world.get('loadFavouriteEstates')()).resolves.toEqual({ ok: true, total: 0 });
    expect(world.get('favourites').getSnapshot()).toMatchObject({ isLoading: false, estates: { total: 0, results: [] } });
  });

  it('§5 leaves out favourites whose status the site hides', async () => {
    const world = aWorld({ estates: [aListedEstate(1), aListedEstate(2, 5)], storedFavourites: '["1","2"]', hiddenStatus: [5] });
    world.get('restoreFavourites')();
    await world.get('loadFavouriteEstates')();
    expect(idsOf(world.get('favourites').getSnapshot().estates.results)).toEqual([1]);
  });

  it('§4/§8 a failed search clears the results to total 0 and stores the error', async () => {
    const world = aWorld({ estates: manyEstates(3), storedFavourites: '["1"]' });
    world.get('restoreFavourites')();
    await world.get('loadFavouriteEstates')();
    world.catalogue.failWith = Object.assign(new Error('Service Unavailable'), { status: 503 });
    await expect(world.get('loadFavouriteEstates')()).resolves.toEqual({ ok: false, error: 'Service Unavailable' });
    expect(world.get('favourites').getSnapshot()).toMatchObject({
      isLoading: false,
      estates: { total: 0, results: [] },
      error: { message: 'Service Unavailable', status: 503 },
      favorites: ['1'],
    });
  });
});

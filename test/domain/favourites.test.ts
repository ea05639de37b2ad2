import {
  addFavourite,
  FAVOURITES_STORAGE_KEY,
  favouriteId,
  hasMorePages,
  isFavourite,
  parseStoredFavourites,
  removeFavourite,
  serializeFavourites,
  toggleFavourite,
} from '../../domain/favourites/favourites';
import type { FavouriteList } from '../../domain/favourites/favourites';

describe('§4 favourites', () => {
  const list: FavouriteList = ['12', '7'];

  it('§4 an id is kept as a string; §9 storage key favorites', () => {
    expect(favouriteId(12)).toBe('12');
    expect(favouriteId('12')).toBe('12');
    expect(FAVOURITES_STORAGE_KEY).toBe('favorites');
  });

  it.each<[number | string, boolean]>([
    [12, true],
    ['7', true],
    [8, false],
    ['012', false],
  ])('§4 isFavourite(%p) compares as text: %p', (id, expected) => {
    expect(isFavourite(list, id)).toBe(expected);
  });

  it('§4 adding appends an absent id as a string', () => {
    expect(addFavourite(list, 3)).toEqual(['12', '7', '3']);
    expect(list).toEqual(['12', '7']);
  });

  it('§4 adding a present id returns the same list', () => {
    expect(addFavourite(list, 12)).toBe(list);
  });

  it('§4 removing deletes the id; an absent id returns the same list', () => {
    expect(removeFavourite(list, 12)).toEqual(['7']);
    expect(removeFavourite(list, 99)).toBe(list);
  });

  it('§2 the card toggle adds or removes', () => {
    expect(toggleFavourite(list, 7)).toEqual(['12']);
    expect(toggleFavourite(list, '5')).toEqual(['12', '7', '5']);
  });

  it.each<[string | null | undefined, FavouriteList]>([
    ['["1","2"]', ['1', '2']],
    ['[1, "2", 1, " 3 "]', ['1', '2', '3']],
    ['["1", null, {}, [], true, "", 1.5]', ['1', '1.5']],
    ['{"1": true}', []],
    ['"1"', []],
    ['not json', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('§4 stored favourites %p read back as %j', (json, expected) => {
    expect(parseStoredFavourites(json)).toEqual(expected);
  });

  it('§4 the list is stored as a JSON list and reads back', () => {
    expect(parseStoredFavourites(serializeFavourites(['4', '9']))).toEqual(['4', '9']);
  });

  it.each<[number, number, boolean]>([
    [0, 0, false],
    [15, 40, true],
    [39, 40, true],
    [40, 40, false],
    [45, 40, false],
  ])('§4 %p loaded of %p total: more pages %p', (loaded, total, expected) => {
    expect(hasMorePages(loaded, total)).toBe(expected);
  });
});

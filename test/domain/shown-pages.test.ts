import { describe, expect, it } from '@jest/globals';
import { MAX_SHOWN_PAGES, parseShownPages, shownPages } from '../../domain/search/pagination';

describe('issue 13 item 8: "load more" in the address (?pages=n)', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['20', 20],
    ['21', MAX_SHOWN_PAGES],
    ['999', MAX_SHOWN_PAGES],
    ['99999999999', 1],
  ])('issue 13 item 8: pages=%p is read as %p', (text, pages) => {
    expect(parseShownPages(text)).toBe(pages);
  });

  it.each<[number, number]>([
    [0, 1],
    [1, 1],
    [15, 1],
    [16, 2],
    [45, 3],
    [44, 3],
    [10_000, MAX_SHOWN_PAGES],
  ])('issue 13 item 8: %p cards loaded are %p pages in the address', (loaded, pages) => {
    expect(shownPages(loaded)).toBe(pages);
  });
});

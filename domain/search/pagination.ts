/** §4, §9 paging of the estate list. */

export const PAGE_SIZE = 15;
/** §4: the initial load asks only for aggregations. */
export const INITIAL_LOAD_LIMIT = 0;

export interface PageRequest {
  readonly from: number;
  readonly size: number;
}

/** The page at a zero-based index. */
export function pageRequest(pageIndex: number): PageRequest {
  return pageAtOffset(pageIndex * PAGE_SIZE);
}

/** The page starting after `offset` estates already loaded (§4 next page). */
export function pageAtOffset(offset: number): PageRequest {
  return { from: Number.isSafeInteger(offset) && offset > 0 ? offset : 0, size: PAGE_SIZE };
}

/** §4: more pages exist while the loaded count is below the total. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}

/**
 * Issue 13 item 8: how many pages the list shows is in its address (`?pages=3`), so that a reload or the back
 * button shows the same cards; a link may ask for many pages, not for the whole catalogue in one answer.
 */
export const MAX_SHOWN_PAGES = 20;

/** The pages an address asks for: a whole number from 1 to MAX_SHOWN_PAGES, else 1 (a bad link still works). */
export function parseShownPages(text: string | null | undefined): number {
  if (!text || !/^\d{1,3}$/.test(text)) return 1;
  return Math.min(Math.max(Number(text), 1), MAX_SHOWN_PAGES);
}

/** The pages that hold `loaded` cards (at least one, at most MAX_SHOWN_PAGES). */
export function shownPages(loaded: number): number {
  return Math.min(Math.max(Math.ceil(loaded / PAGE_SIZE), 1), MAX_SHOWN_PAGES);
}

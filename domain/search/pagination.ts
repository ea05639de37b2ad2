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

import { LIST_PARAM } from './list-params';
import { PAGES_PARAM } from './list-url';
import { NOTARY_SALE_KINDS, isNotarySaleKind, type NotarySaleKind } from '../estate/notary-sale';
import type { ListFilter } from './list-filter';

/** Issue 12 item 5: what the notary sales page's address holds: which kinds of auction, how many pages of 15. */
export interface NotarySalesSearch {
  /** Empty: public and online auctions both. */
  readonly kinds: readonly NotarySaleKind[];
  /** 1-based count of pages shown ("load more", §4). */
  readonly pages: number;
}

/** A visitor can ask for many pages, not for the whole catalogue in one answer. */
export const MAX_NOTARY_PAGES = 20;

/** The page's address → its search; anything unknown is dropped, never thrown (§5). */
export function parseNotarySalesSearch(params: URLSearchParams): NotarySalesSearch {
  const asked = params.getAll(LIST_PARAM.notary).flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase());
  const kinds = NOTARY_SALE_KINDS.filter((kind) => asked.includes(kind));
  const pages = Number(params.get(PAGES_PARAM));
  return {
    // Both kinds are the page's default: no parameter for it, so that each choice has one address.
    kinds: kinds.length === NOTARY_SALE_KINDS.length ? [] : kinds,
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_NOTARY_PAGES) : 1,
  };
}

/** The search → its canonical query string ('' or '?…'). Inverse of parseNotarySalesSearch. */
export function notarySalesQuery(search: NotarySalesSearch): string {
  const params = new URLSearchParams();
  for (const kind of search.kinds.filter(isNotarySaleKind)) params.append(LIST_PARAM.notary, kind);
  if (search.pages > 1) params.set(PAGES_PARAM, String(search.pages));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The list filter the page searches with: the chosen kinds, or both. */
export const notarySalesFilter = (search: NotarySalesSearch): ListFilter => ({
  notarySales: search.kinds.length > 0 ? search.kinds : NOTARY_SALE_KINDS,
});

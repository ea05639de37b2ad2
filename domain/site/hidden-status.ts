import { SEARCH_FIELDS } from '../search/search-fields';
import type { SearchBody } from '../search/search-body';

/** Every transaction id upstream uses (§4: ordinary 1–6, alternative source also 7, 8 and 10). */
export const KNOWN_TRANSACTION_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 10];

/** No estate has this transaction id: a filter on it finds nothing, as a fully hidden selection must. */
const NO_TRANSACTION = -1;

/**
 * §5: estates whose status is in the site's hiddenStatus are never shown. Narrowing the search itself
 * (rather than only dropping them from a page) keeps totals and paging right.
 */
export function withoutHiddenStatuses(body: SearchBody, hiddenStatus: readonly number[]): SearchBody {
  if (hiddenStatus.length === 0) return body;
  const field = SEARCH_FIELDS.transaction;
  const requested = body.query.terms?.[field]?.map(Number) ?? KNOWN_TRANSACTION_IDS;
  const shown = requested.filter((id) => !hiddenStatus.includes(id));
  return {
    ...body,
    query: { ...body.query, terms: { ...body.query.terms, [field]: shown.length > 0 ? shown : [NO_TRANSACTION] } },
  };
}

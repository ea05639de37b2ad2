import type { ListFilter } from './list-filter';
import { transWordOf } from './transaction-words';

/** The list page's heading and title, decided once: "Te koop in Gent", "Te huur", "Ons aanbod" (§2, §9). */
export interface ListHeading {
  /** §9 kopen = FOR_SALE, huren = TO_RENT; any other selection is the whole offer. */
  readonly trans: 'sale' | 'rent' | 'all';
  /** The one city the list narrows to, named in the page's language. */
  readonly city?: string;
}

export function listHeading(filter: ListFilter, city: { readonly name: string } | undefined): ListHeading {
  const word = transWordOf(filter.transactionIds ?? []);
  return { trans: word === 'kopen' ? 'sale' : word === 'huren' ? 'rent' : 'all', ...(city && { city: city.name }) };
}

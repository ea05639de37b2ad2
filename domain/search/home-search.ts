import { HEAD_TYPE } from '../enumerations/head-types';
import { TRANSACTION_ID } from '../estate/estate-status';
import { routePath } from '../routing/routes';
import type { Locale } from '../shared/locale';
import type { ListFilter } from './list-filter';
import { listFilterToQuery } from './list-filter-query';
import { LIST_PARAM } from './list-params';
import { transWordOf } from './transaction-words';

/** A head type as the home page offers it: its value in the search form, its name and its list. */
export interface HomeType {
  readonly value: string;
  readonly label: string;
  readonly href: string;
}

/** §2 home: its ways into the list, decided once: the search form (a GET to the list) and the browse links. */
export interface HomeSearch {
  /** The list's address, the search form's action. */
  readonly action: string;
  /** The form's fields, named as the list reads them (§2). */
  readonly names: { readonly trans: string; readonly type: string };
  /** §2 trans: the words for sale and to rent, the first chosen. */
  readonly trans: { readonly sale: string; readonly rent: string };
  /** The lists of estates for sale and to rent. */
  readonly sale: string;
  readonly rent: string;
  /** Every head type, named in the page's language. */
  readonly types: readonly HomeType[];
}

const listHref = (locale: Locale, filter: ListFilter): string => {
  const query = listFilterToQuery(filter).toString();
  return `${routePath('list', locale)}${query ? `?${query}` : ''}`;
};

export function homeSearch(locale: Locale): HomeSearch {
  const sale = [TRANSACTION_ID.FOR_SALE];
  const rent = [TRANSACTION_ID.TO_RENT];
  return {
    action: routePath('list', locale),
    names: { trans: LIST_PARAM.trans, type: LIST_PARAM.type },
    trans: { sale: transWordOf(sale) ?? '', rent: transWordOf(rent) ?? '' },
    sale: listHref(locale, { transactionIds: sale }),
    rent: listHref(locale, { transactionIds: rent }),
    types: HEAD_TYPE.entries.map((entry) => ({ value: String(entry.id), label: entry.labels[locale], href: listHref(locale, { types: [entry.id] }) })),
  };
}

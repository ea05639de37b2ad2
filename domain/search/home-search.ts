import { HEAD_TYPE } from '../enumerations/head-types';
import { TRANSACTION_ID } from '../estate/estate-status';
import { routePath } from '../routing/routes';
import type { Locale } from '../shared/locale';
import { LIST_PARAM } from './list-params';
import { listAddress } from './list-url';
import { transWordOf } from './transaction-words';

/** A head type as the home page offers it: its value in the search form, its name and its list. */
export interface HomeType {
  readonly value: string;
  readonly label: string;
  readonly href: string;
}

/** §2 the ways into the list, decided once: the home page's search form (a GET to the list) and browse links, the header's default links. */
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

export function homeSearch(locale: Locale): HomeSearch {
  const sale = [TRANSACTION_ID.FOR_SALE];
  const rent = [TRANSACTION_ID.TO_RENT];
  return {
    action: routePath('list', locale),
    names: { trans: LIST_PARAM.trans, type: LIST_PARAM.type },
    trans: { sale: transWordOf(sale) ?? '', rent: transWordOf(rent) ?? '' },
    sale: listAddress(locale, { transactionIds: sale }),
    rent: listAddress(locale, { transactionIds: rent }),
    types: HEAD_TYPE.entries.map((entry) => ({ value: String(entry.id), label: entry.labels[locale], href: listAddress(locale, { types: [entry.id] }) })),
  };
}

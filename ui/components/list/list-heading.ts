import type { IntlShape } from 'react-intl';
import type { ListFilter } from '../../../domain/search/list-filter';
import { transWordOf } from '../../../domain/search/transaction-words';

/** §9 kopen = FOR_SALE, huren = TO_RENT; any other selection is the whole offer. */
function transactionKind(filter: ListFilter): 'sale' | 'rent' | 'all' {
  const word = transWordOf(filter.transactionIds ?? []);
  return word === 'kopen' ? 'sale' : word === 'huren' ? 'rent' : 'all';
}

/** The page's heading (and title): "Te koop in Gent", "Te huur", "Ons aanbod". */
export function listHeading(intl: IntlShape, filter: ListFilter, city: string | undefined): string {
  const title = intl.formatMessage(
    { id: 'list.title', defaultMessage: '{trans, select, sale {Te koop} rent {Te huur} other {Ons aanbod}}' },
    { trans: transactionKind(filter) },
  );
  return city ? intl.formatMessage({ id: 'list.title.inCity', defaultMessage: '{title} in {city}' }, { title, city }) : title;
}

export function listDescription(intl: IntlShape, heading: string, total: number): string {
  return intl.formatMessage(
    {
      id: 'list.meta.description',
      defaultMessage:
        '{heading}: {count, plural, =0 {momenteel geen panden} one {# pand} other {# panden}} in ons aanbod. Filter op type, gemeente, prijs en slaapkamers en bewaar uw favorieten.',
    },
    { heading, count: total },
  );
}

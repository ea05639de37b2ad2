import type { IntlShape } from 'react-intl';
import type { ListHeading } from '../../../domain/search/list-heading';

/** The core's heading of the page (and its title) in words: "Te koop in Gent", "Te huur", "Ons aanbod". */
export function listHeadingText(intl: IntlShape, { trans, city }: ListHeading): string {
  const title = intl.formatMessage({ id: 'list.title', defaultMessage: '{trans, select, sale {Te koop} rent {Te huur} other {Ons aanbod}}' }, { trans });
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

import type { IntlShape } from 'react-intl';
import { agencyTitle } from '../../../domain/display/agency-title';
import { formatAddress } from '../../../domain/display/format-address';
import { listingCard } from '../../../domain/display/listing-card';
import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';

/**
 * The detail page's title (<h1>, <title>, og:title): the agency's own title in the page's language (§3, issue 12),
 * else the listing card's words (§2): '{subtype} in {city}', or a project's own title.
 */
export function detailTitle(intl: IntlShape, estate: Estate, locale: Locale): string {
  const own = agencyTitle(estate, locale);
  if (own) return own;
  const card = listingCard(estate, locale);
  if (card.projectTitle) return card.projectTitle;
  return card.city
    ? intl.formatMessage({ id: 'card.title', defaultMessage: '{subType} in {city}' }, { subType: card.subType, city: card.city })
    : card.subType;
}

/** The estate's description in the page's language (§3 description per language), else upstream's own. */
export function detailDescription(estate: Estate, locale: Locale): string {
  return estate.general.description?.[locale] || estate.description || '';
}

/** A short text for search engines: the short description, else the start of the description. */
export function detailSummary(estate: Estate, locale: Locale): string {
  const text = (estate.general.shortDescription?.[locale] || estate.short_description || detailDescription(estate, locale)).replace(/\s+/g, ' ').trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** The address line as the public reads it (issue 20 item 6: one formatter for pages, mails and the .ics): the city alone when the agency hides the address (§3 address.visible). */
export function addressLine(estate: Estate, locale: Locale): string {
  return formatAddress(estate.address, locale, 'public') ?? '';
}

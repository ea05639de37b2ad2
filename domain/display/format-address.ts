import type { Estate, EstateAddress } from '../estate/estate';
import { LOCALES, type Locale } from '../shared/locale';

/**
 * Who reads the address: the agency (its own mails: the full address, also of an estate whose address the site
 * hides) or the public (pages, a visitor's mail, the .ics calendar object: §3 address.visible false leaves the city
 * alone).
 */
export type AddressReader = 'agency' | 'public';

const inLocale = (text: Partial<Record<Locale, string>> | undefined, locale: Locale): string | undefined =>
  [locale, ...LOCALES].map((l) => text?.[l]?.trim()).find((value) => !!value);

/**
 * Issue 20 item 6: the one address line of an estate, for pages, mails and the .ics LOCATION. §3 `street_address`
 * is the agency's own street line and already holds the number and box ('Kapelleweg 50 bus 0804'): it is used as it
 * is, never with the box added again. Without it the line is made of street, number and '/box'. Then postcode and
 * the city's name in the reader's language: 'Kapelleweg 50 bus 0804, 8400 Oostende'.
 */
export function formatAddress(address: EstateAddress | undefined, locale: Locale, reader: AddressReader): string | undefined {
  if (!address) return undefined;
  const city = address.city ? [address.city.zip?.trim(), address.city.alias?.[locale]?.trim() || address.city.name?.trim()].filter(Boolean).join(' ') : '';
  const hidden = address.visible === false && reader === 'public';
  const own = address.streetAddress?.trim();
  const streetName = inLocale(address.street, locale);
  const number = [address.number?.trim(), address.box?.trim()].filter(Boolean).join('/');
  const street = hidden ? '' : own || (streetName ? [streetName, number].filter(Boolean).join(' ') : '');
  const line = [street, city].filter((part) => part !== '').join(', ');
  return line === '' ? undefined : line;
}

/** An estate's address line (a project's from its first unit when it has none of its own). */
export const estateAddress = (estate: Estate, locale: Locale, reader: AddressReader): string | undefined =>
  formatAddress(estate.address ?? estate.children?.[0]?.address, locale, reader);

import { HEAD_TYPE_ID } from '../enumerations/head-types';
import type { Estate } from '../estate/estate';
import type { PriceLine } from './price-line';
import { photosInOrder } from './photo-order';

/** What the detail page says of its estate, as the core decided it, that the search engines' listing repeats. */
export interface ListingFacts {
  readonly title: string;
  readonly description: string;
  /** The page's price line (issue 20 item 1) and whether the estate is a rental (§4). */
  readonly priceLine: PriceLine;
  readonly forRent: boolean;
  readonly canonicalUrl: string;
  readonly origin: string;
}

/** schema.org JSON-LD: plain JSON, written into the page as it is. */
export type StructuredData = { readonly [key: string]: string | number | StructuredData | readonly (string | StructuredData)[] };

const absolute = (url: string, origin: string): string => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** A dwelling is a schema.org Residence; plots, commercial property and garages are places. */
function placeType(estate: Estate): string {
  const headType = estate.general.headType?.id ?? estate.type?.id;
  return headType === HEAD_TYPE_ID.HOUSE || headType === HEAD_TYPE_ID.APARTMENT || headType === HEAD_TYPE_ID.PROJECT ? 'Residence' : 'Place';
}

/** The place: its address (street only when the agency shows it, §3 address.visible) and, likewise, its coordinates. */
function place(estate: Estate): StructuredData {
  const address = estate.address;
  const visible = address?.visible !== false;
  const geo = visible ? address?.geoLocation : undefined;
  return {
    '@type': placeType(estate),
    address: {
      '@type': 'PostalAddress',
      ...(visible && address?.streetAddress && { streetAddress: address.streetAddress }),
      ...(address?.city?.zip && { postalCode: address.city.zip }),
      ...(address?.city?.name && { addressLocality: address.city.name }),
      ...(address?.country?.id && { addressCountry: address.country.id }),
    },
    ...(geo && { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lon } }),
  };
}

/**
 * The offer, from the page's price line (issue 20 item 1): the price in euro, a rent per month (UN/CEFACT unit
 * code MON); a sold or rented estate is no longer on offer and states no price (§4).
 */
function offer({ priceLine: line, forRent, canonicalUrl: url }: ListingFacts): StructuredData {
  const onOffer = line.kind !== 'sold' && line.kind !== 'rented';
  const price = onOffer ? line.amount : undefined;
  return {
    '@type': 'Offer',
    url,
    businessFunction: `http://purl.org/goodrelations/v1#${forRent ? 'LeaseOut' : 'Sell'}`,
    availability: onOffer ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(price !== undefined && { price, priceCurrency: 'EUR' }),
    ...(price !== undefined &&
      line.period === 'month' && { priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', unitCode: 'MON' } }),
  };
}

/** Issue 19: the detail page's schema.org RealEstateListing for search engines, decided by the core like the rest of the page. */
export function listingStructuredData(estate: Estate, facts: ListingFacts): StructuredData {
  const images = photosInOrder(estate.pictures).map((picture) => absolute(picture.file, facts.origin));
  const published = estate.general.publicationDate?.slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: facts.title,
    ...(facts.description && { description: facts.description }),
    url: facts.canonicalUrl,
    ...(images.length > 0 && { image: images }),
    ...(published && { datePosted: published }),
    about: place(estate),
    offers: offer(facts),
  };
}

import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { Estate } from '../../../domain/estate/estate';
import type { PriceLine } from '../../../domain/display/price-line';
import { sortedPictures } from './photo-gallery';

export interface ListingFacts {
  readonly title: string;
  readonly description: string;
  /** The page's price line (issue 20 item 1) and whether the estate is a rental (§4), as the core decided them. */
  readonly priceLine: PriceLine;
  readonly forRent: boolean;
  readonly canonicalUrl: string;
  readonly origin: string;
}

const absolute = (url: string, origin: string): string => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** A dwelling is a schema.org Residence; plots, commercial property and garages are places. */
function placeType(estate: Estate): string {
  const headType = estate.general.headType?.id ?? estate.type?.id;
  return headType === HEAD_TYPE_ID.HOUSE || headType === HEAD_TYPE_ID.APARTMENT || headType === HEAD_TYPE_ID.PROJECT ? 'Residence' : 'Place';
}

/** The place: its address (street only when the agency shows it) and, likewise, its coordinates. */
function place(estate: Estate) {
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
function offer({ priceLine: line, forRent, canonicalUrl: url }: ListingFacts) {
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

/** schema.org RealEstateListing for search engines. */
export function listingStructuredData(estate: Estate, facts: ListingFacts) {
  const images = sortedPictures(estate.pictures).map((picture) => absolute(picture.file, facts.origin));
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

/** Inline JSON-LD is data, not script (the CSP needs no hash for it); '<' is escaped so no text can close the script. */
export function EstateStructuredData({ estate, facts }: { estate: Estate; facts: ListingFacts }) {
  const json = JSON.stringify(listingStructuredData(estate, facts)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

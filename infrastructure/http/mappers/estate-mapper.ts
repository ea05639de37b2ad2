import type { Estate, SalesRep } from '../../../domain/estate/estate';
import { z } from 'zod';
import { bool, codec, field, isObject, lazy, list, nullable, object, str } from './codec';
import type { Codec } from './codec';
import { general, namedRef } from './estate-general-codec';
import { address, dimensions, energy, price, technical } from './estate-groups-codec';
import {
  buildTechnical,
  environment,
  extraField,
  file,
  picture,
  rentalOption,
  room,
  salesRep,
  virtualVisit,
} from './estate-lists-codec';
import { propertyFields } from './property-fields-codec';
import type { UpstreamEstate } from './upstream-estate';

/**
 * Upstream estate JSON (§3 names, see upstream-estate.ts) to the domain Estate and back. Partial
 * data never throws: absent groups are left out, unreadable list entries dropped, numeric text
 * read as numbers. Only an estate without a readable `general.id` is unreadable (null).
 */
const table = {
  title: field('title', str),
  description: field('description', str),
  short_description: field('short_description', str),
  external_id: field('external_id', str),
  status: field('status', namedRef),
  type: field('type', namedRef),
  subType: field('subType', namedRef),
  archived: field('archived', bool),
  archived_at: field('archived_at', nullable(str)),
  general: field('general', general),
  address: field('address', address),
  price: field('price', price),
  dimensions: field('dimensions', dimensions),
  energy: field('energy', energy),
  technical: field('technical', technical),
  rooms: field('rooms', list(room)),
  pictures: field('pictures', list(picture)),
  videos: field('videos', list(str)),
  files: field('files', list(file)),
  virtualVisits: field('virtualVisits', list(virtualVisit)),
  environments: field('environments', list(environment)),
  buildTechnical: field('buildTechnical', list(buildTechnical)),
  rentalOptions: field('rentalOptions', list(rentalOption)),
  extraFields: field('extraFields', list(extraField)),
  contact: field('contact', nullable(salesRep)),
  fields: field('fields', propertyFields),
  children: field('children', list(lazy(() => estate))),
} as const;

const fields = object<Estate, UpstreamEstate>(table, ['general']);

/** §3 names the sales representative `contact` or `salesRep`; both are read, `contact` is written. */
const withContact = (raw: unknown): unknown =>
  isObject(raw) && raw.contact === undefined && raw.salesRep !== undefined ? { ...raw, contact: raw.salesRep } : raw;

const estate: Codec<Estate> = codec(z.unknown(), (raw) => fields.decode(withContact(raw)), (value) => fields.encode(value));

export function toEstate(raw: unknown): Estate | null {
  return estate.decode(raw) ?? null;
}

/** A list of estates; what is not a list reads as none. */
export function toEstates(raw: unknown): Estate[] {
  return [...(list(estate).decode(raw) ?? [])];
}

export function toSalesRep(raw: unknown): SalesRep | null {
  return nullable(salesRep).decode(raw) ?? null;
}

/** The upstream JSON of an estate, children included: what our catalogue service serves. */
export function toUpstreamEstate(value: Estate): UpstreamEstate {
  return estate.encode(value) as UpstreamEstate;
}

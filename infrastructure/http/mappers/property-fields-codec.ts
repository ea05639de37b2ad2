import type { PropertyFields } from '../../../domain/estate/property-fields';
import { z } from 'zod';
import { codec, defined, field, lenient, object, present, translated } from './codec';
import type { Codec } from './codec';
import type { UpstreamFieldGroup } from './upstream-estate';

/**
 * §3 property field groups keep their upstream snake_case names in the domain, so a group passes
 * through; only values a field can hold survive (a scalar, or a text per language).
 */
const fieldValue = lenient(z.union([z.string(), z.number(), z.boolean(), z.null(), defined(translated)]));

function fieldGroup<T>(): Codec<T> {
  return codec(z.record(z.string(), fieldValue), (raw) => present(raw) as T, (value) => value as Record<string, z.output<typeof fieldValue>>);
}

type UpstreamFields = Readonly<Record<keyof PropertyFields, UpstreamFieldGroup>>;

export const propertyFields: Codec<PropertyFields> = object<PropertyFields, UpstreamFields>({
  certification: field('certification', fieldGroup()),
  comfort: field('comfort', fieldGroup()),
  construction: field('construction', fieldGroup()),
  financial: field('financial', fieldGroup()),
  flood_information: field('flood_information', fieldGroup()),
  layout: field('layout', fieldGroup()),
  media: field('media', fieldGroup()),
  notary: field('notary', fieldGroup()),
  notary_cost: field('notary_cost', fieldGroup()),
  other: field('other', fieldGroup()),
  planning: field('planning', fieldGroup()),
  project: field('project', fieldGroup()),
});

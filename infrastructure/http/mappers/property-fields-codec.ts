import type { PropertyFields } from '../../../domain/estate/property-fields';
import { field, isObject, object, scalar, translated } from './codec';
import type { Codec } from './codec';
import type { UpstreamFieldGroup } from './upstream-estate';

/**
 * §3 property field groups keep their upstream snake_case names in the domain, so a group passes
 * through; only values a field can hold survive (a scalar, or a text per language).
 */
function fieldGroup<T>(): Codec<T> {
  return {
    decode: (raw) => {
      if (!isObject(raw)) return undefined;
      const entries = Object.entries(raw).flatMap(([name, value]) => {
        const read = scalar.decode(value) ?? translated.decode(value);
        return read === undefined ? [] : [[name, read]];
      });
      return Object.fromEntries(entries) as T;
    },
    encode: (value) => value,
  };
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

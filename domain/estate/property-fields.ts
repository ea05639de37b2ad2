import type { Translated } from '../shared/locale';

/** A value in one of the §3 property field groups: enumeration ids are numbers, free text may be per language. */
export type FieldValue = string | number | boolean | null | Partial<Translated>;

export type FieldGroup = Readonly<Record<string, FieldValue | undefined>>;

/** §3 "Property field groups" (notary and detail data), keyed by the upstream field names. */
export interface PropertyFields {
  readonly certification?: FieldGroup;
  readonly comfort?: FieldGroup;
  readonly construction?: FieldGroup;
  readonly financial?: FieldGroup;
  readonly flood_information?: FieldGroup;
  readonly layout?: FieldGroup;
  readonly media?: FieldGroup;
  readonly notary?: FieldGroup;
  readonly notary_cost?: FieldGroup;
  readonly other?: FieldGroup;
  readonly planning?: FieldGroup;
  readonly project?: FieldGroup;
}

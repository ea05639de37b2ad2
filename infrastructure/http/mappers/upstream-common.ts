import type { Locale } from '../../../domain/shared/locale';

/** Value shapes shared by the §7 API's payloads. */

/** Upstream ids: numbers, sometimes sent as numeric text. */
export type UpstreamId = number | string;

/** A text per language; any language may be missing. */
export type UpstreamTranslated = Partial<Record<Locale, string>>;

/** An enumeration entry: its id and, when sent, its display name. */
export interface UpstreamNamedRef {
  readonly id: UpstreamId;
  readonly name?: string;
}

import type { EstateId } from './estate';

/** §3 Map marker: one estate or project on the map. */
export interface MapMarker {
  readonly id: EstateId;
  /** Sub-type id. */
  readonly type: number;
  /** Head type id (1 HOUSE … 6 PROJECT). */
  readonly headType: number;
  /** Transaction (status) id; the site's hiddenStatus applies to it (§5). */
  readonly status: number;
  readonly isProject: boolean;
  readonly lat: number;
  readonly lng: number;
}

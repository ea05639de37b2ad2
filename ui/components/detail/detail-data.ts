import type { Estate, SalesRep } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';

/** One unit of a project as its project's table shows it (§2 project entity detail). */
export interface UnitRow {
  readonly id: string;
  /** The unit's own address: the project's address plus '/' plus the entity id (§2). */
  readonly href: string;
  readonly entityNumber?: string;
  readonly subType: string;
  readonly floor?: string;
  readonly bedrooms?: number;
  readonly area?: string;
  /** The price with its 'From' prefix and rent period, or, when sold, the status label instead (§2, §4). */
  readonly price?: string;
  readonly statusLabel?: string;
}

/** The project a unit belongs to, for the way back. */
export interface ProjectRef {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

/** What the detail route renders from; plain JSON (the server's render and hydration read the same). */
export interface DetailPageData {
  readonly locale: Locale;
  /** The estate of this page; a project carries its visible units card-sized (for its 'From' price). */
  readonly estate: Estate;
  /** The canonical address of this page, absolute (§2 detail URL slug). */
  readonly canonicalUrl: string;
  /** On a unit's page: its project. */
  readonly project?: ProjectRef;
  /** A project's units (also shown on a unit's page), §5 hidden statuses left out. */
  readonly units: readonly UnitRow[];
  /** The sales representative: the estate's own, else its project's, else the optional contact-info call (§7). */
  readonly contact: SalesRep | null;
  /** The day (ISO 8601) whose cost rates the purchase cost estimate uses (issue 10): today, from the clock. */
  readonly costDay: string;
  /** Card-sized similar estates (§7 similar-estate). */
  readonly similar: readonly Estate[];
}

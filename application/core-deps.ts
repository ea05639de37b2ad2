import type { AbuseLimits } from './ports/abuse-limits';
import type { Clock } from './ports/clock';
import type { EstateCatalogue } from './ports/estate-catalogue';
import type { LiveAgenda } from './ports/live-agenda';
import type { Logger } from './ports/logger';
import type { RentalUnits } from './ports/rental-units';
import type { SiteDirectory } from './ports/site-directory';
import type { VisitorRequests } from './ports/visitor-requests';

/** The driven side every query and command may use: one adapter per port and the clock (issue 8). */
export interface CoreDeps {
  readonly catalogue: EstateCatalogue;
  readonly directory: SiteDirectory;
  readonly rentals: RentalUnits;
  readonly agenda: LiveAgenda;
  readonly requests: VisitorRequests;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Issue 9: counts of what each client and recipient did; without it only the bot traps apply. */
  readonly limits?: AbuseLimits;
}

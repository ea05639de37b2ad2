import { viewingDays, type ViewingDay } from '../../domain/agenda/viewing-days';
import type { Estate } from '../../domain/estate/estate';
import { isRented, isSold } from '../../domain/estate/estate-status';
import { estateKind } from '../../domain/routing/estate-kind';
import type { CoreDeps } from '../core-deps';

/** The viewing section of a detail page (issue 12 item 2): free moments grouped by day, at most this many days. */
export interface ViewingAgenda {
  readonly days: readonly ViewingDay[];
}

const MAX_DAYS = 10;

/**
 * The free viewing moments of an estate, when the site has a live agenda (§7 GET /live-agenda/{id}) and the
 * estate is on the market (a sold or rented estate, or a project as a whole, is not viewed by appointment).
 * An agenda that fails leaves the page without the section: the contact form still reaches the agency.
 */
export async function viewingAgendaOf(
  deps: Pick<CoreDeps, 'agenda' | 'directory' | 'clock' | 'logger'>,
  estate: Estate,
): Promise<ViewingAgenda | undefined> {
  const { directory, clock, logger } = deps;
  if (estateKind(estate) === 'project' || isSold(estate) || isRented(estate)) return undefined;
  try {
    const agendaId = (await directory.site()).agendaId;
    if (agendaId === undefined) return undefined;
    // The agenda port is resolved only here: a front-end without a live agenda (the CLI's core) still shows the page.
    const days = viewingDays(await deps.agenda.slots(agendaId), Number(estate.general.id), clock.now()).slice(0, MAX_DAYS);
    return days.length > 0 ? { days } : undefined;
  } catch (error) {
    logger.error('Loading the viewing agenda failed', error);
    return undefined;
  }
}

import { viewingDays, type ViewingDay } from '../../domain/agenda/viewing-days';
import type { Estate } from '../../domain/estate/estate';
import { isRented, isSold } from '../../domain/estate/estate-status';
import { estateKind } from '../../domain/routing/estate-kind';
import type { CoreDeps } from '../core-deps';

/** The detail page's query parameter naming the day whose viewing moments it shows (issue 20 item 10). */
export const VIEWING_DAY_PARAM = 'day';

/** One day of the day picker: its date in Brussels (YYYY-MM-DD) and how many free moments it has. */
export interface ViewingDayChoice {
  readonly day: string;
  readonly moments: number;
}

/**
 * The viewing section of a detail page (issue 12 item 2): the days with free moments, at most this many days,
 * and the moments of one of them (issue 20 item 10: ten days of moments made a phone page 15,600 px tall; the
 * visitor picks a day, a plain link without JavaScript, and sees that day's moments only).
 */
export interface ViewingAgenda {
  readonly days: readonly ViewingDayChoice[];
  /** The chosen day (the URL's, else the first) with its moments. */
  readonly day: ViewingDay;
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
  chosenDay?: string | null,
): Promise<ViewingAgenda | undefined> {
  const { directory, clock, logger } = deps;
  if (estateKind(estate) === 'project' || isSold(estate) || isRented(estate)) return undefined;
  try {
    const agendaId = (await directory.site()).agendaId;
    if (agendaId === undefined) return undefined;
    // The agenda port is resolved only here: a front-end without a live agenda (the CLI's core) still shows the page.
    const days = viewingDays(await deps.agenda.slots(agendaId), Number(estate.general.id), clock.now()).slice(0, MAX_DAYS);
    const day = days.find((candidate) => candidate.day === chosenDay) ?? days[0];
    return day ? { days: days.map((each) => ({ day: each.day, moments: each.slots.length })), day } : undefined;
  } catch (error) {
    logger.error('Loading the viewing agenda failed', error);
    return undefined;
  }
}

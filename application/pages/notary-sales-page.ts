import { listCard, type ListCard } from '../../domain/display/list-card';
import { isNotarySale, notarySaleSchedule, notaryScheduleLine, type NotarySaleKind, type NotaryScheduleLine } from '../../domain/estate/notary-sale';
import { routePath } from '../../domain/routing/routes';
import { notarySalesFilter, notarySalesQuery, type NotarySalesSearch } from '../../domain/search/notary-sales-search';
import { PAGE_SIZE } from '../../domain/search/pagination';
import { buildSearchBody } from '../../domain/search/search-body';
import { searchUnits } from '../../domain/search/search-field-value';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { page, pageQuery, type PageResult } from './page-result';

/** One card of the notary sales: the estate and its card as the list shows them, and its auction's schedule as it stands now (issue 19: its line decided). */
export interface NotarySaleCard extends ListCard {
  readonly schedule: NotaryScheduleLine;
}

/** The kind choice: every kind (and "both") with the address that shows it. */
export interface NotaryKindChoice {
  readonly kind: NotarySaleKind | 'all';
  readonly href: string;
  readonly current: boolean;
}

export interface NotarySalesView {
  readonly search: NotarySalesSearch;
  readonly total: number;
  readonly cards: readonly NotarySaleCard[];
  readonly choices: readonly NotaryKindChoice[];
  /** The address that shows one page more, while there is more (§4 "load more"). */
  readonly moreHref?: string;
  /**
   * The backend cannot select notary sales: it refused the search, or answered estates that are none (it ignored
   * the filter, §7 naming no notary field). The page says so instead of listing everything as a notary sale.
   */
  readonly unsupported: boolean;
}

type Deps = Pick<CoreDeps, 'catalogue' | 'clock' | 'logger'>;

/** A backend that refuses the body as such (400, 422) does not know the notary term: an answer, not an outage. */
const refusedBody = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 || status === 422;
};

function choicesOf(search: NotarySalesSearch, locale: Locale): NotaryKindChoice[] {
  const base = routePath('notarySales', locale);
  const current = search.kinds.length === 1 ? search.kinds[0] : 'all';
  return (['all', 'online', 'public'] as const).map((kind) => ({
    kind,
    href: `${base}${notarySalesQuery({ kinds: kind === 'all' ? [] : [kind], pages: 1 })}`,
    current: kind === current,
  }));
}

/**
 * Issue 12 item 5: the estates sold by public or online notary auction (§1 "a notary-sale section exists", §3 notary
 * group), pages of 15 (§9), each card with its next session or bid period (what §5 hides never comes).
 */
export function notarySalesPage(deps: Deps, { locale, search }: { readonly locale: Locale; readonly search: NotarySalesSearch }): Promise<PageResult<NotarySalesView>> {
  return pageQuery(deps.logger, 'the notary sales', async () => {
    const size = search.pages * PAGE_SIZE;
    const body = buildSearchBody({ filter: notarySalesFilter(search), from: 0, size });
    const choices = choicesOf(search, locale);
    const unsupported = page<NotarySalesView>({ search, total: 0, cards: [], choices, unsupported: true });
    let found;
    try {
      found = await deps.catalogue.search(body, locale);
    } catch (error) {
      if (!refusedBody(error)) throw error;
      deps.logger.error('The backend refused the notary sales search', error);
      return unsupported;
    }
    const now = deps.clock.now();
    const cards: NotarySaleCard[] = [];
    for (const group of found.results) {
      const unit = searchUnits(group).find(isNotarySale);
      const schedule = unit && notarySaleSchedule(unit, now);
      if (!schedule) return unsupported;
      cards.push({ ...listCard(group, locale), schedule: notaryScheduleLine(schedule) });
    }
    const more = found.results.length < found.total && found.results.length === size;
    const base = routePath('notarySales', locale);
    return page<NotarySalesView>({
      search,
      total: found.total,
      cards,
      choices,
      unsupported: false,
      ...(more && { moreHref: `${base}${notarySalesQuery({ ...search, pages: search.pages + 1 })}` }),
    });
  });
}

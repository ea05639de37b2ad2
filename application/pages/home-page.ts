import { listCard, type ListCard } from '../../domain/display/list-card';
import { AVAILABLE_STATUSES, TRANSACTION_ID } from '../../domain/estate/estate-status';
import { homeSearch, type HomeSearch } from '../../domain/search/home-search';
import type { ListFilter } from '../../domain/search/list-filter';
import { PAGE_SIZE } from '../../domain/search/pagination';
import { buildSearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { searchHits } from '../search-hits';
import { page, type PageResult } from './page-result';

const FEATURED_COUNT = 6;
const AVAILABLE: ListFilter = { transactionIds: AVAILABLE_STATUSES.map((status) => TRANSACTION_ID[status]) };

/** What the home page renders: the newest estates still on the market, as their cards, and how many there are. */
export interface HomeView {
  /** The search form and the browse links (domain/search/home-search.ts). */
  readonly search: HomeSearch;
  readonly featured: readonly ListCard[];
  /** How many estates the list without filters shows: the total of the page "see all" opens (issue 13 item 2). */
  readonly total: number;
}

/** §2 home: the newest estates still on the market (§4 available statuses, §9 default sort), §5 applied; none when the backend fails. */
export async function homePage({ catalogue, logger }: Pick<CoreDeps, 'catalogue' | 'logger'>, { locale }: { readonly locale: Locale }): Promise<PageResult<HomeView>> {
  try {
    const body = buildSearchBody({ filter: AVAILABLE, from: 0, size: PAGE_SIZE });
    // The same body the list page sends for no filters, counted only.
    const all = buildSearchBody({ filter: {}, from: 0, size: 0 });
    const [result, list] = await Promise.all([searchHits(catalogue, body, locale), catalogue.search(all, locale)]);
    const featured = result.results.slice(0, FEATURED_COUNT).map((estate) => listCard(estate, locale));
    return page({ search: homeSearch(locale), featured, total: list.total });
  } catch (error) {
    logger.error('Loading the newest estates failed', error);
    return page({ search: homeSearch(locale), featured: [], total: 0 });
  }
}

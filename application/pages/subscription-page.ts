import { criteriaQuery } from '../../domain/requests/subscription-criteria';
import { buildSearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import type { CityChoice } from './list-page';
import { NOT_FOUND, page, pageQuery, type PageResult } from './page-result';

/** What the subscribe page renders: a new subscription (criteria from the link) or one to edit. */
export interface SubscriptionView {
  readonly mode: 'new' | 'edit';
  readonly token?: string;
  readonly name: string;
  readonly email: string;
  /** The search as a list query string (§2 URL filters). */
  readonly criteria: string;
  /** Cities with listings: the city choice without JavaScript, and the chosen city's name. */
  readonly cities: readonly CityChoice[];
}

type Deps = Pick<CoreDeps, 'catalogue' | 'requests' | 'logger'>;

/** The cities of the catalogue; without them the form still works (the city search and an empty choice). */
async function cityChoices({ catalogue, logger }: Deps, locale: Locale): Promise<CityChoice[]> {
  try {
    const values = await catalogue.filterValues(buildSearchBody({ filter: {} }), locale);
    return values.locations.map(({ id, name, zip, alias }) => ({ id, name, ...(zip && { zip }), ...(alias && { alias }) }));
  } catch (error) {
    logger.error('Loading the cities for the subscribe form failed', error);
    return [];
  }
}

/**
 * §2 subscribe: a new subscription prefilled from the search the visitor came with (`criteria`, a list query
 * string); edit subscriptions: the subscription of the token, not_found when the token is unknown.
 */
export function subscriptionPage(
  deps: Deps,
  { locale, token, criteria = '' }: { readonly locale: Locale; readonly token?: string | undefined; readonly criteria?: string },
): Promise<PageResult<SubscriptionView>> {
  return pageQuery<SubscriptionView>(deps.logger, 'the subscription', async () => {
    if (token === undefined) return page({ mode: 'new', name: '', email: '', criteria: criteriaQuery(criteria), cities: await cityChoices(deps, locale) });
    const [subscription, cities] = await Promise.all([deps.requests.subscription(token), cityChoices(deps, locale)]);
    if (!subscription) return NOT_FOUND;
    const { name = '', email } = subscription;
    return page({ mode: 'edit', token, name, email, criteria: criteriaQuery(subscription.criteria), cities });
  });
}

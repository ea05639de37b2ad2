import { DEFAULT_RHYTHM, type AlertRhythm } from '../../domain/alerts/alert-rhythm';
import { consentText } from '../../domain/alerts/subscription-consent';
import type { Consent } from '../../domain/requests/consent';
import { criteriaQuery } from '../../domain/requests/subscription-criteria';
import { buildSearchBody } from '../../domain/search/search-body';
import { byCityNameIn } from '../../domain/display/city-name';
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
  /** Issue 11: who sends the alerts, and on this site what the visitor agrees to and chose. */
  readonly alerts: SubscriptionAlertsView;
}

/** Issue 11: the alert part of the subscribe and edit pages. */
export type SubscriptionAlertsView =
  | { readonly by: 'agency-platform' }
  | {
      readonly by: 'site';
      /** The consent text shown beside the consent box (new), in the page's language. */
      readonly consentText: string;
      readonly rhythm: AlertRhythm;
      /** Edit: pending until confirmed from the mail. */
      readonly status?: 'pending' | 'active';
      /** Edit, GDPR Art. 7: what was agreed to, which version and when. */
      readonly consent?: Consent;
      readonly followed?: readonly number[];
    };

type Deps = Pick<CoreDeps, 'catalogue' | 'requests' | 'logger'>;

/** The cities of the catalogue; without them the form still works (the city search and an empty choice). */
async function cityChoices({ catalogue, logger }: Deps, locale: Locale): Promise<CityChoice[]> {
  try {
    const values = await catalogue.filterValues(buildSearchBody({ filter: {} }), locale);
    return byCityNameIn(values.locations.map(({ id, name, zip, alias }) => ({ id, name, ...(zip && { zip }), ...(alias && { alias }) })), locale);
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
    const by = deps.requests.alertsBy;
    const fresh: SubscriptionAlertsView = by === 'site' ? { by, consentText: consentText(locale), rhythm: DEFAULT_RHYTHM } : { by };
    if (token === undefined) return page({ mode: 'new', name: '', email: '', criteria: criteriaQuery(criteria), cities: await cityChoices(deps, locale), alerts: fresh });
    const [subscription, cities] = await Promise.all([deps.requests.subscription(token), cityChoices(deps, locale)]);
    if (!subscription) return NOT_FOUND;
    const { name = '', email } = subscription;
    const { alerts: state, consent } = subscription;
    const alerts: SubscriptionAlertsView =
      fresh.by === 'site' && state
        ? { ...fresh, rhythm: state.rhythm, status: state.status, followed: state.followed, ...(consent && { consent }) }
        : fresh;
    return page({ mode: 'edit', token, name, email, criteria: criteriaQuery(subscription.criteria), cities, alerts });
  });
}

import type { Container } from 'inversify';
import { data } from 'react-router';
import { buildSearchBody } from '../../../domain/search/search-body';
import type { Locale } from '../../../domain/shared/locale';
import { resolve } from '../../../infrastructure/container/create-container';
import type { CityChoice } from '../list/city-search';
import { criteriaQuery } from './subscription-criteria';

/** What the subscribe page renders from: a new subscription (criteria from the link) or one to edit. */
export interface SubscriptionPageData {
  readonly mode: 'new' | 'edit';
  readonly token?: string;
  readonly name: string;
  readonly email: string;
  /** The search as a list query string (§2 URL filters). */
  readonly criteria: string;
  /** Cities with listings: the city choice without JavaScript, and the chosen city's name. */
  readonly cities: readonly CityChoice[];
}

/** The cities of the catalogue; without them the form still works (the city search and an empty choice). */
async function cityChoices(container: Container, locale: Locale): Promise<CityChoice[]> {
  try {
    const values = await resolve(container, 'catalogue').filterValues(buildSearchBody({ filter: {} }), locale);
    return values.locations.map(({ id, name, zip, alias }) => ({ id, name, ...(zip && { zip }), ...(alias && { alias }) }));
  } catch (error) {
    resolve(container, 'logger').error('Loading the cities for the subscribe form failed', error);
    return [];
  }
}

/**
 * §2 subscribe: a new subscription prefilled from the query string (the list links here with its search);
 * edit subscriptions: the subscription of the token, 404 when the token is unknown.
 */
export async function loadSubscriptionPage(container: Container, locale: Locale, url: URL, token?: string): Promise<SubscriptionPageData> {
  if (token === undefined) {
    const cities = await cityChoices(container, locale);
    return { mode: 'new', name: '', email: '', criteria: criteriaQuery(url.search), cities };
  }
  const [subscription, cities] = await Promise.all([resolve(container, 'requests').subscription(token), cityChoices(container, locale)]);
  if (!subscription) throw data(null, { status: 404 });
  const { name = '', email, criteria } = subscription;
  return { mode: 'edit', token, name, email, criteria: criteriaQuery(criteria), cities };
}

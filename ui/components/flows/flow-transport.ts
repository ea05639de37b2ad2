import { createContext, useContext } from 'react';
import type { Locale } from '../../../domain/shared/locale';
import type { FormOutcome } from '../forms/form-outcome';
import { outcomeOfHttp } from '../forms/form-outcome';
import { postJson } from '../forms/use-form-post';
import { ajaxCitySearch, type CitySearch } from '../list/city-search';

export type SendSubscription = (locale: Locale, input: Readonly<Record<string, string>>) => Promise<FormOutcome>;

/**
 * §7 the site's own `POST /{lang}/ajax/notifications` (JSON): 200 subscribed, 400 with field errors, 429 with
 * Retry-After (issue 9); offline or unreachable is `unavailable`, and the visitor may try again.
 */
export function ajaxSubscriptionSender(origin = ''): SendSubscription {
  return async (locale, input) => {
    try {
      const answer = await postJson(`${origin}/${locale}/ajax/notifications`, input);
      return outcomeOfHttp(answer.status, answer.body, answer.retryAfter);
    } catch {
      return { kind: 'unavailable' };
    }
  };
}

/** What the workflow forms talk to in the browser; tests hand in the in-memory world instead. */
export interface FlowTransport {
  readonly sendSubscription: SendSubscription;
  readonly citySearch: (locale: Locale) => CitySearch;
}

export const FlowTransportContext = createContext<FlowTransport>({ sendSubscription: ajaxSubscriptionSender(), citySearch: ajaxCitySearch });

export const useFlowTransport = (): FlowTransport => useContext(FlowTransportContext);

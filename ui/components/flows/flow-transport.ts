import { createContext, useContext } from 'react';
import type { FieldErrors } from '../../../domain/requests/validation';
import type { Locale } from '../../../domain/shared/locale';
import { ajaxCitySearch, type CitySearch } from '../list/city-search';

/** How a new subscription went, as the browser learns it from the site's ajax route. */
export type SubscriptionOutcome = { readonly ok: true } | { readonly ok: false; readonly errors: FieldErrors } | { readonly ok: false; readonly failed: true };

export type SendSubscription = (locale: Locale, input: Readonly<Record<string, string>>) => Promise<SubscriptionOutcome>;

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((code) => typeof code === 'string');

/** §7 the site's own `POST /{lang}/ajax/notifications` (JSON): 200 subscribed, 400 with field errors. */
export function ajaxSubscriptionSender(origin = ''): SendSubscription {
  return async (locale, input) => {
    try {
      const response = await fetch(`${origin}/${locale}/ajax/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
      });
      if (response.ok) return { ok: true };
      const body = (await response.json().catch(() => null)) as { fields?: unknown } | null;
      if (response.status === 400 && isFieldErrors(body?.fields)) return { ok: false, errors: body.fields };
      return { ok: false, failed: true };
    } catch {
      return { ok: false, failed: true }; // offline or the site unreachable: the visitor may try again
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

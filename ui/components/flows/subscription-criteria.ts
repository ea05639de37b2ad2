import type { ListFilter } from '../../../domain/search/list-filter';
import { TABLE_FILTER_KEYS } from '../../../domain/search/list-filter-table';
import { LIST_PARAM as P } from '../../../domain/search/list-params';
import { criteriaFilter, criteriaQuery } from '../../../domain/requests/subscription-criteria';
import type { FieldErrors } from '../../../domain/requests/validation';
import { validateNewSubscription, type SubscriptionRequest } from '../../../domain/requests/visitor-requests';
import type { Locale } from '../../../domain/shared/locale';

/** The criteria the form shows, under the list's own URL parameter names (§2), so the list's parser reads them. */
const SHOWN = [P.status, P.type, P.city, P.priceMax, P.bedMin] as const;
/** What the shown fields replace in the search the visitor came with; a sort means nothing to a mail. */
const REPLACED = [...SHOWN, P.transaction, P.trans, P.sortType, P.sortOrder];

export { criteriaFilter, criteriaQuery };

/** Criteria of the search the form does not show (subtype, country, minimum price…): they are kept as they are. */
export function hasOtherCriteria(filter: ListFilter): boolean {
  return (
    (filter.subTypes?.length ?? 0) > 0 ||
    (filter.countries?.length ?? 0) > 0 ||
    (filter.cities?.length ?? 0) > 1 ||
    filter.priceMin !== undefined ||
    filter.bedrooms !== undefined ||
    filter.geoRange !== undefined ||
    // Issue 19 item 7: energy label, garden, parking, bathrooms.
    TABLE_FILTER_KEYS.some((key) => filter[key] !== undefined)
  );
}

/**
 * The posted form → the subscription's list query string: the shown fields over the search the visitor came
 * with (hidden field `base`), canonicalised by the list's own parser and writer. A city chosen here replaces a
 * distance search.
 */
export function criteriaOfForm(form: URLSearchParams): string {
  const search = new URLSearchParams(form.get('base') ?? '');
  for (const name of REPLACED) search.delete(name);
  for (const name of SHOWN) for (const value of form.getAll(name)) if (value.trim() !== '') search.append(name, value.trim());
  if (search.has(P.city)) search.delete(P.geoRange);
  return criteriaQuery(search.toString());
}

/** The use-case's input from the posted form. */
export function subscriptionInput(
  form: URLSearchParams,
  locale: Locale,
): Record<'name' | 'email' | 'criteria' | 'locale' | 'consent', string> & Partial<Record<keyof SubscriptionRequest, string>> {
  const rhythm = form.get('rhythm');
  return { name: form.get('name') ?? '', email: form.get('email') ?? '', criteria: criteriaOfForm(form), locale, consent: form.get('consent') ?? '', ...(rhythm && { rhythm }) };
}

/**
 * A new subscription needs the visitor's consent to the privacy statement (GDPR): checked before anything
 * is sent, together with the domain's own checks so that the visitor sees every problem at once.
 */
export function consentErrors(_form: URLSearchParams, input: Record<string, string>): FieldErrors | null {
  // The same rule the server applies (issue 13 item 7), run early so that every problem shows at once.
  const validation = validateNewSubscription(input);
  return validation.ok || validation.errors.consent === undefined ? null : validation.errors;
}

import { criteriaFilter, criteriaOfForm, hasOtherCriteria } from '../../../domain/requests/subscription-criteria';
import type { FieldErrors } from '../../../domain/requests/validation';
import { validateNewSubscription, type SubscriptionRequest } from '../../../domain/requests/visitor-requests';
import type { Locale } from '../../../domain/shared/locale';

export { criteriaFilter, hasOtherCriteria };

/** The use-case's input from the posted form. */
export function subscriptionInput(
  form: URLSearchParams,
  locale: Locale,
): Record<'name' | 'email' | 'criteria' | 'locale' | 'consent', string> & Partial<Record<keyof SubscriptionRequest, string>> {
  const rhythm = form.get('rhythm');
  return { name: form.get('name') ?? '', email: form.get('email') ?? '', criteria: criteriaOfForm(form, form.get('base') ?? ''), locale, consent: form.get('consent') ?? '', ...(rhythm && { rhythm }) };
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

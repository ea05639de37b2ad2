import { data, type HeadersFunction } from 'react-router';
import type { ConflictError } from '../../../application/ports/port-errors';
import type { Submission } from '../../../application/use-cases/submission';
import type { FieldErrors } from '../../../domain/requests/validation';

export type ConflictReason = ConflictError['reason'];
export type FormValues = Readonly<Record<string, string>>;

/**
 * What a route action answers a form post with; `values` fill the form in again (a page without JavaScript
 * reloads). `intent` names the form when a page has several (the detail page: contact, send to a friend,
 * viewing), so that each shows only its own answer.
 */
export type FormAnswer<T> = (
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors; readonly values: FormValues }
  | { readonly ok: false; readonly conflict: ConflictReason; readonly values: FormValues }
  | { readonly ok: false; readonly retryAfterSeconds: number; readonly values: FormValues }
) & { readonly intent?: string };

/** The hidden field that names the form a post comes from, on pages with more than one. */
export const INTENT_FIELD = 'intent';

/**
 * A command's Submission as the route's answer: 200, 400 with field errors, 409 explained, 429 with
 * Retry-After (issue 9), or a 404 page. A bot's post is answered as if nothing was wrong.
 */
export function formAnswer<T>(result: Submission<T>, values: FormValues, intent?: string) {
  const tag = intent === undefined ? {} : { intent };
  const noStore = { 'Cache-Control': 'private, no-store' };
  if (result.ok) return data<FormAnswer<T>>({ ok: true, value: result.value, ...tag }, { headers: noStore });
  if (result.reason === 'not_found') throw data(null, { status: 404 });
  if (result.reason === 'invalid') return data<FormAnswer<T>>({ ok: false, errors: result.errors, values, ...tag }, { status: 400, headers: noStore });
  if (result.reason === 'dropped') return data<FormAnswer<T>>({ ok: false, errors: {}, values: {}, ...tag }, { headers: noStore });
  if (result.reason === 'refused') {
    const retryAfterSeconds = result.retryAfterSeconds;
    return data<FormAnswer<T>>(
      { ok: false, retryAfterSeconds, values, ...tag },
      { status: 429, headers: { ...noStore, 'Retry-After': String(retryAfterSeconds) } },
    );
  }
  return data<FormAnswer<T>>({ ok: false, conflict: result.conflict, values, ...tag }, { status: 409, headers: noStore });
}

export const errorsOf = (answer: FormAnswer<unknown> | undefined): FieldErrors => (answer && !answer.ok && 'errors' in answer ? answer.errors : {});
export const conflictOf = (answer: FormAnswer<unknown> | undefined): ConflictReason | undefined =>
  answer && !answer.ok && 'conflict' in answer ? answer.conflict : undefined;
export const valuesOf = (answer: FormAnswer<unknown> | undefined): FormValues => (answer && !answer.ok ? answer.values : {});

/**
 * A page with a form: after a post, the answer's headers (never stored by a shared cache; a 429's
 * Retry-After), otherwise the loader's or the error's.
 */
export const formPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders);

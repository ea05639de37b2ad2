import { data } from 'react-router';
import type { ConflictError } from '../../../application/ports/port-errors';
import type { Submission } from '../../../application/use-cases/submission';
import type { FieldErrors } from '../../../domain/requests/validation';

export type ConflictReason = ConflictError['reason'];
export type FormValues = Readonly<Record<string, string>>;

/** What a route action answers a form post with; `values` fill the form in again (a page without JavaScript reloads). */
export type FormAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors; readonly values: FormValues }
  | { readonly ok: false; readonly conflict: ConflictReason; readonly values: FormValues }
  | { readonly ok: false; readonly retryAfterSeconds: number; readonly values: FormValues };

/** A use-case's Submission as the route's answer: 200, 400 with field errors, 409 explained, or a 404 page. */
export function formAnswer<T>(result: Submission<T>, values: FormValues) {
  if (result.ok) return data<FormAnswer<T>>({ ok: true, value: result.value });
  if (result.reason === 'not_found') throw data(null, { status: 404 });
  if (result.reason === 'invalid') return data<FormAnswer<T>>({ ok: false, errors: result.errors, values }, { status: 400 });
  // Issue 9: a bot is answered as if nothing was wrong; over a limit, 429 and when to try again.
  if (result.reason === 'dropped') return data<FormAnswer<T>>({ ok: false, errors: {}, values: {} });
  if (result.reason === 'refused') {
    const retryAfterSeconds = result.retryAfterSeconds;
    return data<FormAnswer<T>>({ ok: false, retryAfterSeconds, values }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
  return data<FormAnswer<T>>({ ok: false, conflict: result.conflict, values }, { status: 409 });
}

export const errorsOf = (answer: FormAnswer<unknown> | undefined): FieldErrors => (answer && !answer.ok && 'errors' in answer ? answer.errors : {});
export const conflictOf = (answer: FormAnswer<unknown> | undefined): ConflictReason | undefined =>
  answer && !answer.ok && 'conflict' in answer ? answer.conflict : undefined;
export const valuesOf = (answer: FormAnswer<unknown> | undefined): FormValues => (answer && !answer.ok ? answer.values : {});

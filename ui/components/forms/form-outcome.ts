import type { FieldErrorCode, FieldErrors } from '../../../domain/requests/validation';
import type { Submission } from '../../../application/use-cases/submission';
import type { ConflictReason, FormAnswer } from './form-answer';

/**
 * What became of a form's post, whichever way it went (a route action, or an ajax route's JSON): the one
 * vocabulary the kit's status region and problem box speak.
 */
export type FormOutcome =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors }
  /** Issue 9: over an abuse limit (429), with the seconds of its Retry-After when it said them. */
  | { readonly kind: 'refused'; readonly reason: 'too_many'; readonly retryAfterSeconds?: number }
  /** Issue 9 item 4: refused as a cross-site post (403). */
  | { readonly kind: 'refused'; readonly reason: 'forbidden' }
  | { readonly kind: 'conflict'; readonly conflict: ConflictReason }
  /** The site or its backend could not take it (5xx, offline, an answer we cannot read). */
  | { readonly kind: 'unavailable' };

const CODES: readonly FieldErrorCode[] = ['required', 'invalid', 'invalid_email', 'too_long', 'too_small', 'too_large'];

/** The field errors of a body (`{ fields: { name: 'required' } }`), unknown codes read as `invalid`. */
function fieldErrorsOf(body: unknown): FieldErrors | null {
  const fields = typeof body === 'object' && body !== null && 'fields' in body ? body.fields : undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const entries = Object.entries(fields).map(([name, code]): [string, FieldErrorCode] => [
    name,
    CODES.includes(code as FieldErrorCode) ? (code as FieldErrorCode) : 'invalid',
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** RFC 9110 §10.2.3 Retry-After: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Number(text);
  // An HTTP-date names its day and month (IMF-fixdate); anything else (a negative number…) is unreadable.
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** An ajax route's answer: its status, JSON body and Retry-After header. */
export function outcomeOfHttp(status: number, body: unknown, retryAfter?: string | null): FormOutcome {
  if (status >= 200 && status < 300) return { kind: 'accepted' };
  if (status === 400) {
    const errors = fieldErrorsOf(body);
    return errors ? { kind: 'invalid', errors } : { kind: 'unavailable' };
  }
  if (status === 429) {
    const fromBody = typeof body === 'object' && body !== null && 'retryAfter' in body && typeof body.retryAfter === 'number' ? body.retryAfter : undefined;
    const seconds = retryAfterSeconds(retryAfter) ?? fromBody;
    return { kind: 'refused', reason: 'too_many', ...(seconds !== undefined && { retryAfterSeconds: seconds }) };
  }
  if (status === 403) return { kind: 'refused', reason: 'forbidden' };
  if (status === 409) {
    const reason = typeof body === 'object' && body !== null && 'reason' in body && typeof body.reason === 'string' ? body.reason : 'conflict';
    return { kind: 'conflict', conflict: reason as ConflictReason };
  }
  return { kind: 'unavailable' };
}

/** A route action's answer (undefined before any post); `intent` keeps only the answer meant for this form. */
export function outcomeOfAnswer(answer: FormAnswer<unknown> | undefined, intent?: string): FormOutcome | undefined {
  if (!answer || (intent !== undefined && answer.intent !== intent)) return undefined;
  if (answer.ok) return { kind: 'accepted' };
  if ('retryAfterSeconds' in answer) return { kind: 'refused', reason: 'too_many', retryAfterSeconds: answer.retryAfterSeconds };
  if ('conflict' in answer) return { kind: 'conflict', conflict: answer.conflict };
  // A bot's dropped post is answered with no errors at all: as accepted, by design (issue 9).
  return Object.keys(answer.errors).length > 0 ? { kind: 'invalid', errors: answer.errors } : { kind: 'accepted' };
}

export const outcomeErrors = (outcome: FormOutcome | undefined): FieldErrors => (outcome?.kind === 'invalid' ? outcome.errors : {});

/** A command's Submission as the browser sees it (what the ajax route would answer). */
export function outcomeOfSubmission(result: Submission<unknown>): FormOutcome {
  if (result.ok || result.reason === 'dropped') return { kind: 'accepted' };
  if (result.reason === 'invalid') return { kind: 'invalid', errors: result.errors };
  if (result.reason === 'refused') return { kind: 'refused', reason: 'too_many', retryAfterSeconds: result.retryAfterSeconds };
  if (result.reason === 'conflict') return { kind: 'conflict', conflict: result.conflict };
  return { kind: 'unavailable' };
}

import type { FieldErrors, Validation } from '../../domain/requests/validation';
import { ConflictError } from '../ports/port-errors';

/** The outcome of a visitor's submission: every expected failure is a value, only the unexpected throws. */
export type Submission<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: 'invalid'; readonly errors: FieldErrors }
  | { readonly ok: false; readonly reason: 'not_found' }
  | { readonly ok: false; readonly reason: 'conflict'; readonly conflict: ConflictError['reason'] }
  /** Issue 9: over an abuse limit; may be tried again after this many seconds. */
  | { readonly ok: false; readonly reason: 'refused'; readonly retryAfterSeconds: number }
  /** Issue 9: a bot's (honeypot, fill time), dropped without a word: the adapter answers as if accepted. */
  | { readonly ok: false; readonly reason: 'dropped' };

export const notFound = { ok: false, reason: 'not_found' } as const;

/** Validate the input, then act; a conflict reported by the port becomes a value. */
export async function submit<I, T>(validation: Validation<I>, act: (input: I) => Promise<T | null>): Promise<Submission<T>> {
  if (!validation.ok) return { ok: false, reason: 'invalid', errors: validation.errors };
  try {
    const value = await act(validation.value);
    return value === null ? notFound : { ok: true, value };
  } catch (error) {
    if (error instanceof ConflictError) return { ok: false, reason: 'conflict', conflict: error.reason };
    throw error;
  }
}

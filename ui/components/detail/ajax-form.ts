import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrorCode, FieldErrors } from '../../../domain/requests/validation';

/** What a form post answered: its status and parsed JSON body (null when it had none). */
export interface FormAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Posts a form's fields as JSON; the page passes another sender in tests (the site's ajax routes by default). */
export type FormSender = (url: string, fields: Readonly<Record<string, string>>) => Promise<FormAnswer>;

export const postJson: FormSender = async (url, fields) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** `limited`: over an abuse limit (429, issue 9): the visitor is told to try later. */
export type FormPhase = 'idle' | 'sending' | 'sent' | 'failed' | 'limited';

const CODES: readonly FieldErrorCode[] = ['required', 'invalid', 'invalid_email', 'too_long', 'too_small', 'too_large'];

/** The field errors of a 400 answer (`{ fields: { name: 'required' } }`), or null when it has none. */
function fieldErrorsOf(body: unknown): FieldErrors | null {
  const fields = typeof body === 'object' && body !== null && 'fields' in body ? body.fields : undefined;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).map(([name, code]): [string, FieldErrorCode] => [
    name,
    CODES.includes(code as FieldErrorCode) ? (code as FieldErrorCode) : 'invalid',
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * A form that posts inline: sending, sent (the form is emptied), or failed; a 400 shows its field errors and
 * moves focus to the first field in error, so keyboard and screen-reader users land where to act.
 */
export function useAjaxForm(url: string, send: FormSender) {
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    setPhase('sending');
    setErrors({});
    try {
      const answer = await send(url, fields);
      const fieldErrors = answer.status === 400 ? fieldErrorsOf(answer.body) : null;
      if (answer.status >= 200 && answer.status < 300) {
        form.reset();
        setPhase('sent');
      } else if (answer.status === 429) {
        setPhase('limited');
      } else if (fieldErrors) {
        setErrors(fieldErrors);
        setPhase('idle');
      } else {
        setPhase('failed');
      }
    } catch {
      setPhase('failed');
    }
  }

  return { phase, errors, formRef, onSubmit };
}

import { useMemo, useState, type FormEvent } from 'react';
import { useActionData, useLocation, useNavigation } from 'react-router';
import type { FormAnswer } from './form-answer';
import { INTENT_FIELD } from './form-answer';
import { outcomeOfAnswer, outcomeOfHttp, type FormOutcome } from './form-outcome';

/** What an ajax route answered: its status, parsed JSON body (null when none) and Retry-After header. */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter?: string | null;
}

/** Posts a form's fields as JSON; tests pass another sender (the site's ajax routes by default). */
export type FormSender = (url: string, fields: Readonly<Record<string, string>>) => Promise<HttpAnswer>;

export const postJson: FormSender = async (url, fields) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: await response.json().catch(() => null), retryAfter: response.headers.get('retry-after') };
};

/** The fields of a form element as strings, as the server reads them. */
export const fieldsOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

interface FormPostOptions {
  /** The form's name among the page's forms (the `intent` field the page's action dispatches on). */
  readonly intent: string;
  /** The site's ajax route the form posts to once scripts run. */
  readonly ajaxUrl: string;
  readonly send: FormSender;
}

/**
 * Progressive enhancement (issue 12 item 8): without JavaScript the form is a plain POST to its page, whose
 * action answers with the page and this form's outcome; with it, the same fields go to the ajax route by
 * fetch and the answer is shown in place. Either way the form gets one FormOutcome.
 */
export function useFormPost({ intent, ajaxUrl, send }: FormPostOptions) {
  const pageAnswer = useActionData() as FormAnswer<unknown> | undefined;
  const { pathname } = useLocation();
  const [posted, setPosted] = useState<{ outcome: FormOutcome; count: number } | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const fromPage = useMemo(() => outcomeOfAnswer(pageAnswer, intent), [pageAnswer, intent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    delete fields[INTENT_FIELD];
    setSending(true);
    let outcome: FormOutcome;
    try {
      const answer = await send(ajaxUrl, fields);
      outcome = outcomeOfHttp(answer.status, answer.body, answer.retryAfter);
    } catch {
      outcome = { kind: 'unavailable' };
    }
    if (outcome.kind === 'accepted') form.reset();
    setSending(false);
    setPosted((last) => ({ outcome, count: (last?.count ?? 0) + 1 }));
  }

  return {
    outcome: posted?.outcome ?? fromPage,
    /** Changes with each answer, so that the problem box takes focus again. */
    focusKey: posted?.count ?? pageAnswer,
    sending,
    /** What the page posted without scripts filled in (the page's answer keeps them). */
    values: pageAnswer?.intent === intent && !pageAnswer.ok ? pageAnswer.values : {},
    // noValidate with or without scripts: the page's own messages, in its language, not the browser's.
    formProps: { method: 'post', action: pathname, onSubmit, noValidate: true } as const,
  };
}

/** A form posted to its route's action by React Router (a plain POST without JavaScript, a fetch with it). */
export function useRouteForm<T>(intent?: string) {
  const answer = useActionData() as FormAnswer<T> | undefined;
  const mine = answer && (intent === undefined || answer.intent === intent) ? answer : undefined;
  const outcome = useMemo(() => outcomeOfAnswer(mine), [mine]);
  const navigation = useNavigation();
  return {
    answer: mine,
    outcome,
    focusKey: mine,
    sending: navigation.state === 'submitting',
    values: mine && !mine.ok ? mine.values : {},
  };
}

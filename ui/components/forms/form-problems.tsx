import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FieldErrorCode } from '../../../domain/requests/validation';
import type { FormOutcome } from './form-outcome';

const m: Readonly<Record<'title' | 'minutes' | 'hours' | 'later' | 'forbidden' | 'unavailable', MessageDescriptor>> = defineMessages({
  title: { id: 'forms.problems.title', defaultMessage: 'Controleer het formulier' },
  minutes: {
    id: 'forms.refused.minutes',
    defaultMessage:
      'U hebt dit formulier kort na elkaar te vaak verstuurd. Probeer het opnieuw over {minutes, plural, one {# minuut} other {# minuten}}, of bel ons.',
  },
  hours: {
    id: 'forms.refused.hours',
    defaultMessage: 'U hebt dit formulier kort na elkaar te vaak verstuurd. Probeer het opnieuw over {hours, plural, one {# uur} other {# uur}}, of bel ons.',
  },
  later: { id: 'forms.refused.later', defaultMessage: 'U hebt dit formulier kort na elkaar te vaak verstuurd. Probeer het later opnieuw, of bel ons.' },
  forbidden: {
    id: 'forms.refused.forbidden',
    defaultMessage: 'Dit formulier werd geweigerd omdat het niet van onze eigen website leek te komen. Herlaad de pagina en probeer het opnieuw.',
  },
  unavailable: { id: 'forms.unavailable', defaultMessage: 'Verzenden is niet gelukt. Probeer het later opnieuw of bel ons.' },
});

/** Issue 9: when to try again, from the 429's Retry-After, in whole minutes (or hours from 90 minutes on). */
export function refusedText(intl: IntlShape, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return intl.formatMessage(m.later);
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes < 90 ? intl.formatMessage(m.minutes, { minutes }) : intl.formatMessage(m.hours, { hours: Math.ceil(minutes / 60) });
}

/** What went wrong with the whole form, in the page's language; undefined for field errors and success. */
export function problemText(intl: IntlShape, outcome: FormOutcome): string | undefined {
  if (outcome.kind === 'refused') return outcome.reason === 'too_many' ? refusedText(intl, outcome.retryAfterSeconds) : intl.formatMessage(m.forbidden);
  if (outcome.kind === 'unavailable') return intl.formatMessage(m.unavailable);
  return undefined;
}

interface FormProblemsProps {
  /** The form's id prefix: the box's heading id is made from it (two forms on one page, two boxes). */
  readonly id: string;
  readonly outcome: FormOutcome | undefined;
  /** Changes with every answer (the answer itself, or a count of posts): the box takes focus again each time. */
  readonly focusKey: unknown;
  /** The control each field's error leads to; a field not listed here is not on the form. */
  readonly targets: (field: string) => string | undefined;
  readonly errorText: (field: string, code: FieldErrorCode) => string;
  /** What a conflict (409) means for this form. */
  readonly conflict?: ReactNode;
  readonly level?: 2 | 3;
}

/**
 * The form's problems at its top (WCAG 3.3.1, 3.3.3): field errors as links to their fields (the GOV.UK
 * pattern), or why the whole post was refused: too many posts (429, and when to try again), not from our
 * site (403), a conflict, or the site unavailable. Focused when an answer arrives, so that keyboard and
 * screen reader users land on it; without JavaScript it is read as an alert with the page.
 */
export function FormProblems({ id, outcome, focusKey, targets, errorText, conflict, level = 3 }: FormProblemsProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const failed = outcome !== undefined && outcome.kind !== 'accepted';
  useEffect(() => {
    if (failed) box.current?.focus();
  }, [failed, focusKey]);
  if (!outcome || !failed) return null;
  if (outcome.kind === 'invalid') {
    const listed = Object.entries(outcome.errors).flatMap(([field, code]) => {
      const target = targets(field);
      return target === undefined ? [] : [{ target, text: errorText(field, code) }];
    });
    // Two fields answered by one control (arrival and departure: the period) are one problem.
    const unique = listed.filter((error, index) => listed.findIndex((other) => other.target === error.target) === index);
    // An error on a field the visitor cannot see (a hidden id) is a failure of the form, not theirs to fix.
    const elsewhere = listed.length < Object.keys(outcome.errors).length;
    const Heading = level === 2 ? 'h2' : 'h3';
    return (
      <div ref={box} className="form-alert form-alert--error" role="alert" tabIndex={-1} aria-labelledby={`${id}-problems-title`}>
        <Heading id={`${id}-problems-title`} className="form-alert__title">
          {intl.formatMessage(m.title)}
        </Heading>
        <ul className="form-alert__list">
          {unique.map((error) => (
            <li key={error.target}>
              <a href={`#${error.target}`}>{error.text}</a>
            </li>
          ))}
          {elsewhere && <li>{intl.formatMessage(m.unavailable)}</li>}
        </ul>
      </div>
    );
  }
  const text = outcome.kind === 'conflict' ? conflict ?? intl.formatMessage(m.unavailable) : problemText(intl, outcome);
  return (
    <div ref={box} className="form-alert form-alert--error form-problems" role="alert" tabIndex={-1}>
      <p>{text}</p>
    </div>
  );
}


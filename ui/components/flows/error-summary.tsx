import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export interface SummaryError {
  /** The id of the control to go to. */
  readonly target: string;
  readonly text: string;
}

/**
 * The form's problems at its top, each a link to its field (the GOV.UK pattern): focused when it appears, so
 * screen reader and keyboard users land on it after a post, with or without JavaScript.
 */
export function ErrorSummary({ errors: listed, level = 2 }: { errors: readonly SummaryError[]; level?: 2 | 3 }) {
  const box = useRef<HTMLDivElement>(null);
  // Two fields answered by one control (arrival and departure: the period) are one problem.
  const errors = listed.filter((error, index) => listed.findIndex((other) => other.target === error.target) === index);
  const shown = errors.map((error) => error.text).join('\n');
  useEffect(() => {
    if (shown !== '') box.current?.focus();
  }, [shown]);
  if (errors.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div ref={box} className="form-alert form-alert--error" role="alert" tabIndex={-1} aria-labelledby="form-errors-title">
      <Heading id="form-errors-title" className="form-alert__title">
        <FormattedMessage id="flows.errors.title" defaultMessage="Controleer het formulier" />
      </Heading>
      <ul className="form-alert__list">
        {errors.map((error) => (
          <li key={error.target}>
            <a href={`#${error.target}`}>{error.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

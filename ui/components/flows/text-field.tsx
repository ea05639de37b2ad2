import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormattedMessage } from 'react-intl';

interface TextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'number';
  readonly defaultValue?: string;
  /** The field's error, already in the page's language. */
  readonly error?: string;
  readonly optional?: boolean;
  /** A short remark read as part of the label, e.g. '(at most 6)'. */
  readonly note?: string;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly multiline?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** A labelled input whose error is tied to it (aria-describedby), so it is read with it. */
export function TextField({ id, name, label, type = 'text', defaultValue, error, optional, note, autoComplete, multiline, min, max }: TextFieldProps) {
  const common = {
    id,
    name,
    defaultValue,
    required: !optional,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && (
          <span className="field__optional">
            {' '}
            <FormattedMessage id="flows.field.optional" defaultMessage="(optioneel)" />
          </span>
        )}
        {note && <span className="field__optional"> {note}</span>}
      </label>
      {multiline ? (
        <textarea className="textarea" rows={5} {...common} />
      ) : (
        <input className="input" type={type} min={min} max={max} inputMode={type === 'number' ? 'numeric' : undefined} {...common} />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormattedMessage } from 'react-intl';

interface TextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'number';
  readonly defaultValue?: string | undefined;
  /** The field's error, already in the page's language (fieldErrorText). */
  readonly error?: string | undefined;
  /** Fields are required unless they say they are optional, which their label then says too. */
  readonly optional?: boolean;
  /** A short remark read as part of the label, e.g. '(at most 6)'. */
  readonly note?: string | undefined;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly multiline?: boolean;
  readonly min?: number;
  readonly max?: number | undefined;
}

/** The id of a field's error text, which its control names in aria-describedby. */
export const errorIdOf = (id: string): string => `${id}-error`;

/**
 * A labelled input or text area whose error is tied to it (aria-invalid, aria-describedby), so that it is
 * read with the field (WCAG 3.3.1); optional fields say so in their label (3.3.2).
 */
export function TextField({ id, name, label, type = 'text', defaultValue, error, optional, note, autoComplete, multiline, min, max }: TextFieldProps) {
  const common = {
    id,
    name,
    defaultValue,
    required: !optional,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && (
          <span className="field__optional">
            {' '}
            <FormattedMessage id="forms.field.optional" defaultMessage="(optioneel)" />
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
        <p id={errorIdOf(id)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

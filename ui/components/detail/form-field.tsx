import { useIntl } from 'react-intl';
import type { FieldErrorCode } from '../../../domain/requests/validation';
import { fieldErrorMessage } from './form-messages';

interface FormFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly defaultValue?: string;
  readonly error?: FieldErrorCode;
}

/** A labelled control whose error (from the server's 400, in the page's language) is tied to it. */
export function FormField({ id, name, label, type = 'text', required = false, autoComplete, multiline = false, defaultValue, error }: FormFieldProps) {
  const intl = useIntl();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    autoComplete,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea className="textarea" rows={5} {...common} /> : <input className="input" type={type} {...common} />}
      {error && (
        <p className="field__error" id={errorId}>
          {intl.formatMessage(fieldErrorMessage(error))}
        </p>
      )}
    </div>
  );
}

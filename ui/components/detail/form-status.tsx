import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../../domain/requests/validation';
import type { FormPhase } from './ajax-form';
import { formMessages } from './form-messages';

/**
 * One polite live region per form, present from the first render so that screen readers announce what
 * happens: sending, sent, failed, or that fields need attention (errors on fields the visitor cannot see
 * count as a failure).
 */
export function FormStatus({ phase, errors, fieldNames, sent }: { phase: FormPhase; errors: FieldErrors; fieldNames: readonly string[]; sent: string }) {
  const intl = useIntl();
  const names = Object.keys(errors);
  const hidden = names.some((name) => !fieldNames.includes(name));
  const message =
    phase === 'sending'
      ? intl.formatMessage(formMessages.sending)
      : phase === 'limited'
        ? intl.formatMessage(formMessages.tooMany)
      : phase === 'sent'
        ? sent
        : phase === 'failed' || hidden
          ? intl.formatMessage(formMessages.failed)
          : names.length > 0
            ? intl.formatMessage(formMessages.invalid)
            : '';
  const tone = phase === 'sent' ? 'success' : phase === 'failed' || phase === 'limited' || names.length > 0 ? 'error' : 'info';
  return (
    <p className={`form-status form-status--${tone}`} aria-live="polite">
      {message}
    </p>
  );
}

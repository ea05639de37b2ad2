import { FormattedMessage } from 'react-intl';

/**
 * One polite live region per form, present from the first render so that screen readers announce what
 * happens while the visitor stays on the button: sending, then the form's own thanks. Problems are said by
 * FormProblems, which takes focus.
 */
export function FormStatus({ sending, accepted }: { readonly sending: boolean; readonly accepted?: string | undefined }) {
  const tone = accepted && !sending ? 'success' : 'info';
  return (
    <p className={`form-status form-status--${tone}`} role="status">
      {sending ? <FormattedMessage id="forms.status.sending" defaultMessage="Bezig met verzenden…" /> : accepted}
    </p>
  );
}

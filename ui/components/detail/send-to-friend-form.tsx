import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../../../domain/shared/locale';
import { BotTrap } from '../forms/bot-trap';
import { fieldErrorText } from '../forms/field-errors';
import { INTENT_FIELD } from '../forms/form-answer';
import { FRIEND_INTENT } from '../forms/intents';
import { outcomeErrors } from '../forms/form-outcome';
import { FormProblems } from '../forms/form-problems';
import { FormStatus } from '../forms/form-status';
import { TextField } from '../forms/text-field';
import { useFormPost, type FormSender } from '../forms/use-form-post';

const m = defineMessages({
  title: { id: 'detail.friend.title', defaultMessage: 'Stuur door naar een vriend' },
  senderName: { id: 'detail.friend.senderName', defaultMessage: 'Uw naam' },
  senderEmail: { id: 'detail.friend.senderEmail', defaultMessage: 'Uw e-mailadres' },
  friendEmail: { id: 'detail.friend.friendEmail', defaultMessage: 'E-mailadres van uw vriend' },
  template: {
    id: 'detail.friend.template',
    defaultMessage: 'Uw vriend krijgt een korte e-mail met uw naam en de link naar dit pand; andere tekst sturen we niet mee.',
  },
  submit: { id: 'detail.friend.submit', defaultMessage: 'Verstuur' },
  sent: { id: 'detail.friend.sent', defaultMessage: 'Verzonden. Uw vriend ontvangt zo meteen een e-mail.' },
});

const ID = 'friend';
const TARGETS: Readonly<Record<string, string>> = {
  senderName: 'friend-sender-name',
  senderEmail: 'friend-sender-email',
  friendEmail: 'friend-email',
};

/**
 * §1 send this listing to a friend (one friend per post, a fixed template: issue 9), behind a disclosure (open again when the page comes back with its
 * answer): a plain POST to the page without JavaScript, JSON to `/{lang}/ajax/send-to-a-friend` with it.
 */
export function SendToFriendForm({ locale, estateId, send }: { locale: Locale; estateId: string; send: FormSender }) {
  const intl = useIntl();
  const { outcome, focusKey, sending, values, formProps } = useFormPost({ intent: FRIEND_INTENT, ajaxUrl: `/${locale}/ajax/send-to-a-friend`, send });
  const errors = outcomeErrors(outcome);
  const errorText = (field: string) => (errors[field] ? fieldErrorText(intl, field, errors[field]) : undefined);
  return (
    <details className="detail-share" open={outcome !== undefined || undefined}>
      <summary className="detail-share__summary">{intl.formatMessage(m.title)}</summary>
      <form className="detail-form" {...formProps} aria-label={intl.formatMessage(m.title)}>
        <FormProblems
          id={ID}
          outcome={outcome}
          focusKey={focusKey}
          targets={(field) => TARGETS[field]}
          errorText={(field, code) => fieldErrorText(intl, field, code)}
        />
        <BotTrap />
        <input type="hidden" name={INTENT_FIELD} value={FRIEND_INTENT} />
        <input type="hidden" name="estateId" value={estateId} />
        <TextField
          id={TARGETS.senderName!}
          name="senderName"
          label={intl.formatMessage(m.senderName)}
          autoComplete="name"
          defaultValue={values.senderName}
          error={errorText('senderName')}
        />
        <TextField
          id={TARGETS.senderEmail!}
          name="senderEmail"
          type="email"
          label={intl.formatMessage(m.senderEmail)}
          autoComplete="email"
          defaultValue={values.senderEmail}
          error={errorText('senderEmail')}
        />
        <TextField
          id={TARGETS.friendEmail!}
          name="friendEmail"
          type="email"
          label={intl.formatMessage(m.friendEmail)}
          defaultValue={values.friendEmail}
          error={errorText('friendEmail')}
        />
        {/* Issue 9: a fixed template with the listing's link; no free text from the sender reaches the friend. */}
        <p className="field__hint">{intl.formatMessage(m.template)}</p>
        <button type="submit" className="button button--secondary" disabled={sending}>
          {intl.formatMessage(m.submit)}
        </button>
        <FormStatus sending={sending} accepted={outcome?.kind === 'accepted' ? intl.formatMessage(m.sent) : undefined} />
      </form>
    </details>
  );
}

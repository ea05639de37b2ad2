import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../../../domain/shared/locale';
import { useHydrated } from '../list/use-hydrated';
import { useAjaxForm, type FormSender } from './ajax-form';
import { FormField } from './form-field';
import { formMessages } from './form-messages';
import { BotTrap } from '../flows/bot-trap';
import { FormStatus } from './form-status';

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

const FIELDS = ['senderName', 'senderEmail', 'friendEmail'] as const;

/** §1 send this listing to a friend (one friend per post, issue 9): posts JSON to `/{lang}/ajax/send-to-a-friend`, behind a disclosure. */
export function SendToFriendForm({ locale, estateId, send }: { locale: Locale; estateId: string; send: FormSender }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const action = `/${locale}/ajax/send-to-a-friend`;
  const { phase, errors, formRef, onSubmit } = useAjaxForm(action, send);
  return (
    <details className="detail-share">
      <summary className="detail-share__summary">{intl.formatMessage(m.title)}</summary>
      <form ref={formRef} className="detail-form" method="post" action={action} onSubmit={onSubmit} noValidate={hydrated}>
        <p className="field__hint">{intl.formatMessage(formMessages.requiredNote)}</p>
        <BotTrap />
        <input type="hidden" name="estateId" value={estateId} />
        <FormField id="friend-sender-name" name="senderName" label={intl.formatMessage(m.senderName)} required autoComplete="name" error={errors.senderName} />
        <FormField
          id="friend-sender-email"
          name="senderEmail"
          type="email"
          label={intl.formatMessage(m.senderEmail)}
          required
          autoComplete="email"
          error={errors.senderEmail}
        />
        <FormField id="friend-email" name="friendEmail" type="email" label={intl.formatMessage(m.friendEmail)} required error={errors.friendEmail} />
        {/* Issue 9: a fixed template with the listing's link; no free text from the sender reaches the friend. */}
        <p className="field__hint">{intl.formatMessage(m.template)}</p>
        <button type="submit" className="button button--secondary" disabled={phase === 'sending'}>
          {intl.formatMessage(m.submit)}
        </button>
        <FormStatus phase={phase} errors={errors} fieldNames={FIELDS} sent={intl.formatMessage(m.sent)} />
      </form>
    </details>
  );
}

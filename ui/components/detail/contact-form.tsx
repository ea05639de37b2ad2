import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../../../domain/shared/locale';
import { BotTrap } from '../forms/bot-trap';
import { fieldErrorText } from '../forms/field-errors';
import { INTENT_FIELD } from '../forms/form-answer';
import { CONTACT_INTENT } from '../forms/intents';
import { outcomeErrors } from '../forms/form-outcome';
import { FormProblems } from '../forms/form-problems';
import { FormStatus } from '../forms/form-status';
import { TextField } from '../forms/text-field';
import { useFormPost, type FormSender } from '../forms/use-form-post';

const m = defineMessages({
  title: { id: 'detail.contact.form.title', defaultMessage: 'Stel uw vraag' },
  name: { id: 'forms.field.name', defaultMessage: 'Naam' },
  email: { id: 'forms.field.email', defaultMessage: 'E-mailadres' },
  phone: { id: 'forms.field.phone', defaultMessage: 'Telefoon' },
  message: { id: 'forms.field.message', defaultMessage: 'Bericht' },
  submit: { id: 'detail.contact.form.submit', defaultMessage: 'Verstuur' },
  sent: { id: 'detail.contact.form.sent', defaultMessage: 'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.' },
});

const ID = 'contact';
const FIELDS = ['name', 'email', 'phone', 'message'];

interface ContactFormProps {
  readonly locale: Locale;
  /** The estate asked about; none on the contact page (issue 13 item 1). */
  readonly estateId?: string;
  /** The message the form starts with (which estate the visitor asks about). */
  readonly initialMessage: string;
  readonly send: FormSender;
  /** The form's own heading: its text and level where it stands (h3 under the detail page's contact section). */
  readonly heading?: { readonly text: string; readonly level: 'h2' | 'h3' };
}

/**
 * §1 contact form, about an estate or to the agency: without JavaScript a plain POST to its page (the page's
 * action runs the contact command), with it JSON to `/{lang}/ajax/contact-form-handler`; field errors,
 * refusals (429 and when to try again, 403) and failures in the page's language (the form kit, issue 12 item 8).
 */
export function ContactForm({ locale, estateId, initialMessage, send, heading }: ContactFormProps) {
  const Heading = heading?.level ?? 'h3';
  const intl = useIntl();
  const { outcome, focusKey, sending, values, formProps } = useFormPost({ intent: CONTACT_INTENT, ajaxUrl: `/${locale}/ajax/contact-form-handler`, send });
  const errors = outcomeErrors(outcome);
  const errorText = (field: string) => (errors[field] ? fieldErrorText(intl, field, errors[field]) : undefined);
  return (
    <form className="detail-form" {...formProps} aria-labelledby={`${ID}-form-title`}>
      <Heading id={`${ID}-form-title`} className="detail-form__title">
        {heading?.text ?? intl.formatMessage(m.title)}
      </Heading>
      <FormProblems
        id={ID}
        outcome={outcome}
        focusKey={focusKey}
        targets={(field) => (FIELDS.includes(field) ? `${ID}-${field}` : undefined)}
        errorText={(field, code) => fieldErrorText(intl, field, code)}
      />
      <BotTrap />
      <input type="hidden" name={INTENT_FIELD} value={CONTACT_INTENT} />
      {estateId !== undefined && <input type="hidden" name="estateId" value={estateId} />}
      <TextField id={`${ID}-name`} name="name" label={intl.formatMessage(m.name)} autoComplete="name" defaultValue={values.name} error={errorText('name')} />
      <TextField
        id={`${ID}-email`}
        name="email"
        type="email"
        label={intl.formatMessage(m.email)}
        autoComplete="email"
        defaultValue={values.email}
        error={errorText('email')}
      />
      <TextField
        id={`${ID}-phone`}
        name="phone"
        type="tel"
        label={intl.formatMessage(m.phone)}
        autoComplete="tel"
        optional
        defaultValue={values.phone}
        error={errorText('phone')}
      />
      <TextField
        id={`${ID}-message`}
        name="message"
        label={intl.formatMessage(m.message)}
        multiline
        defaultValue={values.message ?? initialMessage}
        error={errorText('message')}
      />
      <button type="submit" className="button detail-form__submit" disabled={sending}>
        {intl.formatMessage(m.submit)}
      </button>
      <FormStatus sending={sending} accepted={outcome?.kind === 'accepted' ? intl.formatMessage(m.sent) : undefined} />
    </form>
  );
}

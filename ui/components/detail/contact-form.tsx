import { defineMessages, useIntl } from 'react-intl';
import type { Locale } from '../../../domain/shared/locale';
import { useHydrated } from '../list/use-hydrated';
import { useAjaxForm, type FormSender } from './ajax-form';
import { FormField } from './form-field';
import { formMessages } from './form-messages';
import { BotTrap } from '../flows/bot-trap';
import { FormStatus } from './form-status';

const m = defineMessages({
  title: { id: 'detail.contact.form.title', defaultMessage: 'Stel uw vraag' },
  name: { id: 'detail.form.name', defaultMessage: 'Naam' },
  email: { id: 'detail.form.email', defaultMessage: 'E-mailadres' },
  phone: { id: 'detail.form.phone', defaultMessage: 'Telefoonnummer' },
  message: { id: 'detail.form.message', defaultMessage: 'Bericht' },
  submit: { id: 'detail.contact.form.submit', defaultMessage: 'Verstuur' },
  sent: { id: 'detail.contact.form.sent', defaultMessage: 'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.' },
});

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

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
 * §1 contact form about this estate: posts JSON to `/{lang}/ajax/contact-form-handler` and shows the
 * field errors of a 400 in the page's language. Without JavaScript it is a plain POST (the answer is JSON).
 */
export function ContactForm({ locale, estateId, initialMessage, send, heading }: ContactFormProps) {
  const Heading = heading?.level ?? 'h3';
  const intl = useIntl();
  const hydrated = useHydrated();
  const action = `/${locale}/ajax/contact-form-handler`;
  const { phase, errors, formRef, onSubmit } = useAjaxForm(action, send);
  return (
    <form
      ref={formRef}
      className="detail-form"
      method="post"
      action={action}
      onSubmit={onSubmit}
      // Once scripts run, the server's messages (in the page's language) replace the browser's own.
      noValidate={hydrated}
      aria-labelledby="detail-contact-form-title"
    >
      <Heading id="detail-contact-form-title" className="detail-form__title">
        {heading?.text ?? intl.formatMessage(m.title)}
      </Heading>
      <p className="field__hint">{intl.formatMessage(formMessages.requiredNote)}</p>
      <BotTrap />
      {estateId !== undefined && <input type="hidden" name="estateId" value={estateId} />}
      <FormField id="contact-name" name="name" label={intl.formatMessage(m.name)} required autoComplete="name" error={errors.name} />
      <FormField id="contact-email" name="email" type="email" label={intl.formatMessage(m.email)} required autoComplete="email" error={errors.email} />
      <FormField id="contact-phone" name="phone" type="tel" label={intl.formatMessage(m.phone)} autoComplete="tel" error={errors.phone} />
      <FormField
        id="contact-message"
        name="message"
        label={intl.formatMessage(m.message)}
        required
        multiline
        defaultValue={initialMessage}
        error={errors.message}
      />
      <button type="submit" className="button detail-form__submit" disabled={phase === 'sending'}>
        {intl.formatMessage(m.submit)}
      </button>
      <FormStatus
        phase={phase}
        errors={errors}
        fieldNames={FIELDS}
        sent={intl.formatMessage(m.sent)}
      />
    </form>
  );
}

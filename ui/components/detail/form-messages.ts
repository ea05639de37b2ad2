import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldErrorCode } from '../../../domain/requests/validation';

const m = defineMessages({
  required: { id: 'detail.form.error.required', defaultMessage: 'Vul dit veld in.' },
  invalid: { id: 'detail.form.error.invalid', defaultMessage: 'Deze waarde is niet geldig.' },
  invalid_email: { id: 'detail.form.error.invalidEmail', defaultMessage: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.' },
  too_long: { id: 'detail.form.error.tooLong', defaultMessage: 'Deze tekst is te lang.' },
  outOfRange: { id: 'detail.form.error.outOfRange', defaultMessage: 'Deze waarde ligt buiten het toegelaten bereik.' },
});

const BY_CODE: Readonly<Record<FieldErrorCode, MessageDescriptor>> = { ...m, too_small: m.outOfRange, too_large: m.outOfRange };

/** The message for a field error code of the validation (domain/requests/validation). */
export const fieldErrorMessage = (code: FieldErrorCode): MessageDescriptor => BY_CODE[code];

export const formMessages = defineMessages({
  requiredNote: { id: 'detail.form.requiredNote', defaultMessage: 'Velden met * zijn verplicht.' },
  sending: { id: 'detail.form.sending', defaultMessage: 'Bezig met verzenden…' },
  failed: { id: 'detail.form.failed', defaultMessage: 'Verzenden is niet gelukt. Probeer het later opnieuw of bel ons.' },
  invalid: { id: 'detail.form.invalid', defaultMessage: 'Controleer de gemarkeerde velden.' },
  tooMany: { id: 'detail.form.tooMany', defaultMessage: 'U hebt net al enkele berichten verstuurd. Probeer het over een uur opnieuw of bel ons.' },
});

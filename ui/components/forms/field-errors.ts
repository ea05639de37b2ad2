import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { MAX_PERSONS } from '../../../domain/requests/rental-reservation';
import type { FieldErrorCode } from '../../../domain/requests/validation';

/**
 * The one family of field error messages of every form (issue 12 item 8): the domain reports codes per field
 * (domain/requests/validation.ts); this says them in the page's language, by field where a field has its own
 * words, otherwise by code.
 */
const GENERIC: Readonly<Record<FieldErrorCode, MessageDescriptor>> = defineMessages({
  required: { id: 'forms.error.required', defaultMessage: 'Vul dit veld in.' },
  invalid: { id: 'forms.error.invalid', defaultMessage: 'Deze waarde is niet geldig.' },
  invalid_email: { id: 'forms.error.invalidEmail', defaultMessage: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.' },
  too_long: { id: 'forms.error.tooLong', defaultMessage: 'Deze tekst is te lang.' },
  too_small: { id: 'forms.error.tooSmall', defaultMessage: 'Deze waarde is te klein.' },
  too_large: { id: 'forms.error.tooLarge', defaultMessage: 'Deze waarde is te groot.' },
});

const SPECIFIC: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'name.required': { id: 'forms.error.name.required', defaultMessage: 'Vul uw naam in.' },
  'email.required': { id: 'forms.error.email.required', defaultMessage: 'Vul uw e-mailadres in.' },
  'phone.required': { id: 'forms.error.phone.required', defaultMessage: 'Vul uw telefoonnummer in.' },
  'phone.invalid': { id: 'forms.error.phone.invalid', defaultMessage: 'Vul een geldig telefoonnummer in, bijvoorbeeld 0470 12 34 56.' },
  'message.required': { id: 'forms.error.message.required', defaultMessage: 'Schrijf uw bericht.' },
  'senderName.required': { id: 'forms.error.senderName.required', defaultMessage: 'Vul uw naam in.' },
  'senderEmail.required': { id: 'forms.error.senderEmail.required', defaultMessage: 'Vul uw e-mailadres in.' },
  'friendEmail.required': { id: 'forms.error.friendEmail.required', defaultMessage: 'Vul het e-mailadres van uw vriend in.' },
  'consent.required': { id: 'forms.error.consent.required', defaultMessage: 'Geef uw toestemming om verder te gaan.' },
  'persons.required': { id: 'forms.error.persons.required', defaultMessage: 'Vul het aantal personen in.' },
  'persons.invalid': { id: 'forms.error.persons.invalid', defaultMessage: 'Vul het aantal personen in als een getal.' },
  'persons.too_small': { id: 'forms.error.persons.tooSmall', defaultMessage: 'Reserveer voor minstens 1 persoon.' },
  'persons.too_large': {
    id: 'forms.error.persons.tooLarge',
    defaultMessage: '{max, plural, one {Deze woning is voor hoogstens # persoon.} other {Deze woning is voor hoogstens # personen.}}',
  },
  'period.required': { id: 'forms.error.period.required', defaultMessage: 'Kies een periode.' },
  'period.invalid': { id: 'forms.error.period.invalid', defaultMessage: 'Kies een van de vrije periodes.' },
  'slotId.required': { id: 'forms.error.slot.required', defaultMessage: 'Kies een moment.' },
  'slotId.invalid': { id: 'forms.error.slot.invalid', defaultMessage: 'Kies een van de vrije momenten.' },
});

/** Arrival and departure are chosen together, as one period. */
const fieldOf = (field: string): string => (field === 'start' || field === 'end' ? 'period' : field);

export function fieldErrorText(intl: IntlShape, field: string, code: FieldErrorCode, context: { maxPersons?: number } = {}): string {
  const message = SPECIFIC[`${fieldOf(field)}.${code}`] ?? GENERIC[code] ?? GENERIC.invalid;
  return intl.formatMessage(message, { max: context.maxPersons ?? MAX_PERSONS });
}

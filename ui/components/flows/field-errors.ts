import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { MAX_PERSONS } from '../../../domain/requests/rental-reservation';
import type { FieldErrorCode } from '../../../domain/requests/validation';

/** The domain reports codes per field (domain/requests/validation.ts); this says them in the page's language. */
const GENERIC: Readonly<Record<FieldErrorCode, MessageDescriptor>> = defineMessages({
  required: { id: 'flows.error.required', defaultMessage: 'Vul dit veld in.' },
  invalid: { id: 'flows.error.invalid', defaultMessage: 'Deze waarde is niet geldig.' },
  invalid_email: { id: 'flows.error.invalidEmail', defaultMessage: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.' },
  too_long: { id: 'flows.error.tooLong', defaultMessage: 'Deze tekst is te lang.' },
  too_small: { id: 'flows.error.tooSmall', defaultMessage: 'Deze waarde is te klein.' },
  too_large: { id: 'flows.error.tooLarge', defaultMessage: 'Deze waarde is te groot.' },
});

const SPECIFIC: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'name.required': { id: 'flows.error.name.required', defaultMessage: 'Vul uw naam in.' },
  'email.required': { id: 'flows.error.email.required', defaultMessage: 'Vul uw e-mailadres in.' },
  'phone.invalid': { id: 'flows.error.phone.invalid', defaultMessage: 'Vul een geldig telefoonnummer in, bijvoorbeeld 0470 12 34 56.' },
  'consent.required': { id: 'flows.error.consent.required', defaultMessage: 'Geef uw toestemming om verder te gaan.' },
  'persons.required': { id: 'flows.error.persons.required', defaultMessage: 'Vul het aantal personen in.' },
  'persons.invalid': { id: 'flows.error.persons.invalid', defaultMessage: 'Vul het aantal personen in als een getal.' },
  'persons.too_small': { id: 'flows.error.persons.tooSmall', defaultMessage: 'Reserveer voor minstens 1 persoon.' },
  'persons.too_large': {
    id: 'flows.error.persons.tooLarge',
    defaultMessage: '{max, plural, one {Deze woning is voor hoogstens # persoon.} other {Deze woning is voor hoogstens # personen.}}',
  },
  'period.required': { id: 'flows.error.period.required', defaultMessage: 'Kies een periode.' },
  'period.invalid': { id: 'flows.error.period.invalid', defaultMessage: 'Kies een van de vrije periodes.' },
});

/** Arrival and departure are chosen together, as one period. */
const fieldOf = (field: string): string => (field === 'start' || field === 'end' ? 'period' : field);

export function fieldErrorText(intl: IntlShape, field: string, code: FieldErrorCode, context: { maxPersons?: number } = {}): string {
  const message = SPECIFIC[`${fieldOf(field)}.${code}`] ?? GENERIC[code] ?? GENERIC.invalid;
  return intl.formatMessage(message, { max: context.maxPersons ?? MAX_PERSONS });
}

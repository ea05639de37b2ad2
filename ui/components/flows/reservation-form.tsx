import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { RentalReservationConfirmation } from '../../../application/ports/rental-units';
import { formatDate } from '../../../domain/display/format-date';
import type { FreePeriod } from '../../../domain/rental/rental-card';
import { BotTrap } from '../forms/bot-trap';
import { fieldErrorText } from '../forms/field-errors';
import { outcomeErrors } from '../forms/form-outcome';
import { FormProblems } from '../forms/form-problems';
import { FormStatus } from '../forms/form-status';
import { TextField } from '../forms/text-field';
import { useFocusWhen } from '../forms/use-focus-when';
import { useRouteForm } from '../forms/use-form-post';
import { PeriodChoice } from './period-choice';

const ID = 'reservation';
const target = (field: string) => (field === 'start' || field === 'end' ? `${ID}-period-0` : `${ID}-${field}`);

function Confirmation({ confirmation }: { confirmation: RentalReservationConfirmation }) {
  const box = useFocusWhen<HTMLDivElement>(true);
  return (
    <div ref={box} className="form-alert form-alert--success" role="status" tabIndex={-1}>
      <h3 className="form-alert__title">
        <FormattedMessage id="flows.reservation.doneTitle" defaultMessage="Bedankt, uw reservatie is ontvangen" />
      </h3>
      <p>
        <FormattedMessage
          id="flows.reservation.doneText"
          defaultMessage="Periode: {start} tot {end}. Referentie: {reference}. U krijgt een bevestiging per e-mail."
          values={{ start: formatDate(confirmation.start), end: formatDate(confirmation.end), reference: <strong className="reservation-reference">{confirmation.reference}</strong> }}
        />
      </p>
    </div>
  );
}

interface ReservationFormProps {
  /** The unit's maximum occupation (§3), the most persons a reservation may name. */
  readonly maxPersons: number | undefined;
  readonly periods: readonly FreePeriod[];
}

const FIELDS = ['start', 'end', 'name', 'email', 'phone', 'persons', 'message'];

/** §1 rental reservation: one of the free periods, who comes and how many; posted to the route action. */
export function ReservationForm({ maxPersons, periods }: ReservationFormProps) {
  const intl = useIntl();
  const { answer, outcome, focusKey, sending, values } = useRouteForm<RentalReservationConfirmation>();
  const errors = outcomeErrors(outcome);
  const errorText = (field: string) => {
    const code = errors[field];
    return code && fieldErrorText(intl, field, code, { maxPersons });
  };
  if (answer?.ok) return <Confirmation confirmation={answer.value} />;
  if (periods.length === 0) {
    return (
      <p className="flow-empty">
        <FormattedMessage id="flows.reservation.noPeriods" defaultMessage="Er zijn op dit moment geen vrije periodes. Neem contact met ons op voor andere data." />
      </p>
    );
  }
  const chosen = periods.some((period) => period.value === values.period) ? values.period : undefined;
  return (
    <Form method="post" noValidate className="flow-form">
      <BotTrap />
      <FormProblems
        id={ID}
        outcome={outcome}
        focusKey={focusKey}
        targets={(field) => (FIELDS.includes(field) ? target(field) : undefined)}
        errorText={(field, code) => fieldErrorText(intl, field, code, { maxPersons })}
        conflict={
          <FormattedMessage id="flows.reservation.taken" defaultMessage="Die periode is intussen door iemand anders gereserveerd. Kies een andere periode." />
        }
      />
      <PeriodChoice id={`${ID}-period`} periods={periods} chosen={chosen} error={errorText('start') ?? errorText('end')} />
      <div className="flow-form__row">
        <TextField
          id={`${ID}-name`}
          name="name"
          label={intl.formatMessage({ id: 'forms.field.name', defaultMessage: 'Naam' })}
          defaultValue={values.name}
          autoComplete="name"
          error={errorText('name')}
        />
        <TextField
          id={`${ID}-email`}
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'forms.field.email', defaultMessage: 'E-mailadres' })}
          defaultValue={values.email}
          autoComplete="email"
          error={errorText('email')}
        />
        <TextField
          id={`${ID}-phone`}
          name="phone"
          type="tel"
          label={intl.formatMessage({ id: 'forms.field.phone', defaultMessage: 'Telefoon' })}
          defaultValue={values.phone}
          autoComplete="tel"
          optional
          error={errorText('phone')}
        />
        <TextField
          id={`${ID}-persons`}
          name="persons"
          type="number"
          min={1}
          max={maxPersons}
          label={intl.formatMessage({ id: 'flows.reservation.persons', defaultMessage: 'Aantal personen' })}
          note={
            maxPersons === undefined
              ? undefined
              : intl.formatMessage({ id: 'flows.reservation.personsHint', defaultMessage: '(hoogstens {max})' }, { max: maxPersons })
          }
          defaultValue={values.persons}
          error={errorText('persons')}
        />
      </div>
      <TextField
        id={`${ID}-message`}
        name="message"
        label={intl.formatMessage({ id: 'forms.field.message', defaultMessage: 'Bericht' })}
        defaultValue={values.message}
        multiline
        optional
        error={errorText('message')}
      />
      <div className="flow-form__actions">
        <button className="button" type="submit" disabled={sending}>
          <FormattedMessage id="flows.reservation.submit" defaultMessage="Reservatie versturen" />
        </button>
      </div>
      <FormStatus sending={sending} />
    </Form>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { ViewingAgenda } from '../../../application/pages/viewing-agenda';
import type { Appointment } from '../../../domain/agenda/appointment';
import { brusselsDateTime } from '../flows/brussels-time';
import { BotTrap } from '../forms/bot-trap';
import { fieldErrorText } from '../forms/field-errors';
import { INTENT_FIELD } from '../forms/form-answer';
import { outcomeErrors } from '../forms/form-outcome';
import { FormProblems } from '../forms/form-problems';
import { FormStatus } from '../forms/form-status';
import { TextField } from '../forms/text-field';
import { useRouteForm } from '../forms/use-form-post';

/** The form's intent, so that the detail route's action knows which of its forms was posted. */
export const BOOK_VIEWING = 'book-viewing';

const ID = 'viewing';
const FIELDS = ['slotId', 'name', 'email', 'phone'];
const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };

/**
 * Issue 12 item 2: book a viewing. The free moments by day in Brussels time (radio buttons in one fieldset a
 * day: arrow keys move within a day, Tab between days), then name, e-mail and phone. A plain form post to the
 * page's action: it works without JavaScript; field errors come back with the page (400), a moment taken
 * meanwhile as a 409 message above the fresh list, too many posts as a 429 saying when to try again.
 */
export function ViewingSection({ viewing, estateId }: { viewing: ViewingAgenda; estateId: string }) {
  const intl = useIntl();
  const { outcome, focusKey, sending, values } = useRouteForm<Appointment>(BOOK_VIEWING);
  const errors = outcomeErrors(outcome);
  const taken = outcome?.kind === 'conflict';
  const errorText = (field: string) => {
    const code = errors[field];
    return code && fieldErrorText(intl, field, code);
  };
  const firstSlot = `${ID}-slot-${viewing.days[0]?.slots[0]?.id}`;
  const target = (field: string) => (field === 'slotId' ? firstSlot : FIELDS.includes(field) ? `${ID}-${field}` : undefined);
  const slotError = errorText('slotId');
  return (
    <section className="detail-block viewing" aria-labelledby="viewing-title">
      <h2 id="viewing-title">
        <FormattedMessage id="viewing.title" defaultMessage="Plan een bezoek" />
      </h2>
      <FormProblems
        id={ID}
        outcome={outcome}
        focusKey={focusKey}
        targets={target}
        errorText={(field, code) => fieldErrorText(intl, field, code)}
        conflict={
          <FormattedMessage
            id="viewing.taken"
            defaultMessage="Dat moment is niet meer vrij: het werd intussen volgeboekt of is voorbij. Kies een ander moment uit de lijst hieronder, die is bijgewerkt."
          />
        }
      />
      <Form method="post" noValidate className="viewing__form" preventScrollReset>
        <BotTrap />
        <input type="hidden" name={INTENT_FIELD} value={BOOK_VIEWING} />
        <input type="hidden" name="estateId" value={estateId} />
        <p className="viewing__zone">
          <FormattedMessage id="viewing.zone" defaultMessage="Uren in Belgische tijd." />
        </p>
        {viewing.days.map((day) => (
          <fieldset key={day.day} className="fieldset viewing__day" aria-describedby={slotError ? `${ID}-slot-error` : undefined}>
            <legend>{intl.formatDate(new Date(`${day.day}T12:00:00Z`), DAY_FORMAT)}</legend>
            <div className="viewing__slots">
              {day.slots.map((slot) => {
                const start = brusselsDateTime(slot.start);
                const end = brusselsDateTime(slot.end);
                const id = `${ID}-slot-${slot.id}`;
                return (
                  <label key={slot.id} className="viewing__slot" htmlFor={id}>
                    <input
                      type="radio"
                      id={id}
                      name="slotId"
                      value={slot.id}
                      required
                      aria-invalid={slotError ? true : undefined}
                      defaultChecked={!taken && values.slotId === String(slot.id)}
                    />
                    <span>{start && end ? `${start.time} – ${end.time}` : ''}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        {slotError && (
          <p id={`${ID}-slot-error`} className="field__error">
            {slotError}
          </p>
        )}
        <TextField id={`${ID}-name`} name="name" label={intl.formatMessage({ id: 'forms.field.name', defaultMessage: 'Naam' })} autoComplete="name" defaultValue={values.name} error={errorText('name')} />
        <TextField
          id={`${ID}-email`}
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'forms.field.email', defaultMessage: 'E-mailadres' })}
          autoComplete="email"
          defaultValue={values.email}
          error={errorText('email')}
        />
        <TextField id={`${ID}-phone`} name="phone" type="tel" label={intl.formatMessage({ id: 'forms.field.phone', defaultMessage: 'Telefoon' })} autoComplete="tel" defaultValue={values.phone} error={errorText('phone')} />
        <button type="submit" className="button" disabled={sending}>
          <FormattedMessage id="viewing.submit" defaultMessage="Bezoek boeken" />
        </button>
        <FormStatus sending={sending} />
      </Form>
    </section>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useLocation } from 'react-router';
import { VIEWING_DAY_PARAM, type ViewingAgenda } from '../../../application/pages/viewing-agenda';
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
const SHORT_DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The page's address with another viewing day, keeping its other parameters (units, situation, loan). */
function dayHref(search: string, day: string): string {
  const params = new URLSearchParams(search);
  params.set(VIEWING_DAY_PARAM, day);
  return `?${params.toString()}#viewing-title`;
}

/**
 * Issue 12 item 2: book a viewing. Issue 20 item 10: a day picker (plain links, so it works without JavaScript;
 * the chosen one is aria-current) and the chosen day's free moments in Brussels time (radio buttons in one
 * fieldset: arrow keys move among them), then name, e-mail and phone. A plain form post to the
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
  const { search } = useLocation();
  const chosen = viewing.day;
  const firstSlot = `${ID}-slot-${chosen.slots[0]?.id}`;
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
        <nav className="viewing__days" aria-label={intl.formatMessage({ id: 'viewing.days', defaultMessage: 'Dagen met vrije momenten' })}>
          <ul>
            {viewing.days.map(({ day, moments }) => (
              <li key={day}>
                <Link
                  to={dayHref(search, day)}
                  className="viewing__day-link"
                  aria-current={day === chosen.day ? 'date' : undefined}
                  preventScrollReset
                  replace
                >
                  <span>{intl.formatDate(noon(day), SHORT_DAY_FORMAT)}</span>
                  <span className="viewing__moments">
                    <FormattedMessage id="viewing.moments" defaultMessage="{count, plural, one {# moment} other {# momenten}}" values={{ count: moments }} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <fieldset className="fieldset viewing__day" aria-describedby={slotError ? `${ID}-slot-error` : undefined}>
          <legend>{intl.formatDate(noon(chosen.day), DAY_FORMAT)}</legend>
          <div className="viewing__slots">
            {chosen.slots.map((slot) => {
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

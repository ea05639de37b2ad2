import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigate } from 'react-router';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { BedroomField } from '../list/bedroom-field';
import { CitySelectField } from '../list/city-select-field';
import type { CityChoice } from '../list/city-search';
import { TransactionField } from '../list/transaction-field';
import { TypeField } from '../list/type-field';
import { AlertSettings } from './alert-settings';
import { BotTrap } from '../forms/bot-trap';
import { ConsentField } from '../forms/consent-field';
import { fieldErrorText } from '../forms/field-errors';
import { outcomeErrors, type FormOutcome } from '../forms/form-outcome';
import { FormProblems } from '../forms/form-problems';
import { FormStatus } from '../forms/form-status';
import { fieldsOfForm } from '../forms/read-form';
import { TextField } from '../forms/text-field';
import { useRouteForm } from '../forms/use-form-post';
import { useFlowTransport } from './flow-transport';
import { consentErrors, criteriaFilter, hasOtherCriteria, subscriptionInput } from './subscription-criteria';
import type { SubscriptionView as SubscriptionPageData } from '../../../application/pages/subscription-page';
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../../application/abuse-guard';
import { LIST_PARAM } from '../../../domain/search/list-params';

const ID = 'subscription';
/** Where the error summary leads for each field. */
const TARGETS: Readonly<Record<string, string>> = { criteria: `${ID}-status-all` };
const SHOWN = ['name', 'email', 'consent', 'criteria'];
const target = (field: string) => (SHOWN.includes(field) ? (TARGETS[field] ?? `${ID}-${field}`) : undefined);

interface SubscriptionFormProps {
  readonly page: SubscriptionPageData;
  readonly locale: Locale;
}

/**
 * §1 keep me informed: who (name, e-mail) and what (transaction, type, city, maximum price, bedrooms). A new
 * subscription goes to the site's ajax route when JavaScript runs, to the route action otherwise; an edit
 * always goes to the route action.
 */
export function SubscriptionForm({ page, locale }: SubscriptionFormProps) {
  const intl = useIntl();
  const transport = useFlowTransport();
  const navigate = useNavigate();
  // The route action's answer (edit, or a new subscription posted without JavaScript).
  const route = useRouteForm();
  const posted = route.values;
  const filter = useMemo(() => criteriaFilter(posted.criteria ?? page.criteria), [posted.criteria, page.criteria]);
  const [transactionIds, setTransactionIds] = useState(filter.transactionIds ?? []);
  const [types, setTypes] = useState(filter.types ?? []);
  const [cityId, setCityId] = useState(filter.cities?.[0]);
  const [picked, setPicked] = useState<CityChoice | undefined>(undefined);
  const [bedMin, setBedMin] = useState(filter.bedMin);
  // A new subscription sent by script (the ajax route): its own outcome, and a count to focus the problems again.
  const [own, setOwn] = useState<{ outcome: FormOutcome; count: number } | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const citySearch = useMemo(() => transport.citySearch(locale), [transport, locale]);
  const outcome = own?.outcome ?? route.outcome;
  const errors = outcomeErrors(outcome);
  const errorText = (field: string) => {
    const code = errors[field];
    return code && fieldErrorText(intl, field, code);
  };
  const busy = sending || route.sending;
  const answered = (next: FormOutcome) => setOwn((last) => ({ outcome: next, count: (last?.count ?? 0) + 1 }));

  async function sendNew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOfForm(event.currentTarget);
    const input = subscriptionInput(fields, locale);
    const refused = consentErrors(fields, input);
    if (refused) return answered({ kind: 'invalid', errors: refused });
    setSending(true);
    // The bot traps travel with the fields (issue 9).
    const next = await transport.sendSubscription(locale, { ...input, [HONEYPOT_FIELD]: fields.get(HONEYPOT_FIELD) ?? '', [STARTED_FIELD]: fields.get(STARTED_FIELD) ?? '' });
    if (next.kind === 'accepted') return navigate(routePath('subscribeSuccess', locale));
    setSending(false);
    answered(next);
  }

  return (
    <Form method="post" noValidate className="flow-form flow-card" onSubmit={page.mode === 'new' ? sendNew : undefined}>
      <BotTrap />
      <FormProblems
        id={ID}
        level={2}
        outcome={outcome}
        focusKey={own?.count ?? route.focusKey}
        targets={target}
        errorText={(field, code) => fieldErrorText(intl, field, code)}
      />
      <input type="hidden" name="base" value={posted.criteria ?? page.criteria} />
      <fieldset className="flow-form__section">
        <legend className="flow-form__legend">
          <FormattedMessage id="flows.subscribe.you" defaultMessage="Uw gegevens" />
        </legend>
        <TextField
          id={`${ID}-name`}
          name="name"
          label={intl.formatMessage({ id: 'forms.field.name', defaultMessage: 'Naam' })}
          defaultValue={posted.name ?? page.name}
          autoComplete="name"
          optional
          error={errorText('name')}
        />
        <TextField
          id={`${ID}-email`}
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'forms.field.email', defaultMessage: 'E-mailadres' })}
          defaultValue={posted.email ?? page.email}
          autoComplete="email"
          error={errorText('email')}
        />
      </fieldset>
      <fieldset className="flow-form__section">
        <legend className="flow-form__legend">
          <FormattedMessage id="flows.subscribe.criteria" defaultMessage="Waarover wilt u bericht krijgen?" />
        </legend>
        <TransactionField idPrefix={ID} transactionIds={transactionIds} locale={locale} onChange={setTransactionIds} />
        <TypeField idPrefix={ID} types={types} buckets={[]} locale={locale} onChange={setTypes} />
        <div className="flow-form__row">
          <CitySelectField
            id={`${ID}-city`}
            cityId={cityId}
            locations={page.cities}
            picked={picked}
            locale={locale}
            search={citySearch}
            onChange={(city) => {
              setPicked(city);
              setCityId(city?.id);
            }}
          />
          <TextField
            id={`${ID}-${LIST_PARAM.priceMax}`}
            name={LIST_PARAM.priceMax}
            type="number"
            min={0}
            label={intl.formatMessage({ id: 'flows.subscribe.priceMax', defaultMessage: 'Maximumprijs in euro' })}
            defaultValue={filter.priceMax === undefined ? '' : String(filter.priceMax)}
            optional
          />
          <BedroomField id={`${ID}-${LIST_PARAM.bedMin}`} bedMin={bedMin} onChange={setBedMin} />
        </div>
        {hasOtherCriteria(filter) && (
          <p className="field__hint">
            <FormattedMessage id="flows.subscribe.otherCriteria" defaultMessage="De andere criteria van uw zoekopdracht blijven behouden." />
          </p>
        )}
      </fieldset>
      <AlertSettings alerts={page.alerts} idPrefix={ID} mode={page.mode} />
      {page.mode === 'new' && <ConsentField id={`${ID}-consent`} locale={locale} error={errorText('consent')} defaultChecked={posted.consent === 'on'} />}
      <div className="flow-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {page.mode === 'new' ? (
            <FormattedMessage id="flows.subscribe.submit" defaultMessage="Hou me op de hoogte" />
          ) : (
            <FormattedMessage id="flows.subscribe.save" defaultMessage="Wijzigingen bewaren" />
          )}
        </button>
        {page.token !== undefined && (
          <Link className="button button--quiet" to={routePath('unsubscribe', locale, { token: page.token })}>
            <FormattedMessage id="flows.subscribe.unsubscribeLink" defaultMessage="Uitschrijven" />
          </Link>
        )}
      </div>
      <FormStatus
        sending={busy}
        accepted={outcome?.kind === 'accepted' ? intl.formatMessage({ id: 'flows.subscribe.saved', defaultMessage: 'Uw wijzigingen zijn bewaard.' }) : undefined}
      />
    </Form>
  );
}

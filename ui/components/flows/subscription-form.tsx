import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import type { FieldErrors } from '../../../domain/requests/validation';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { BedroomField } from '../list/bedroom-field';
import { CityField } from '../list/city-field';
import type { CityChoice } from '../list/city-search';
import { TransactionField } from '../list/transaction-field';
import { TypeField } from '../list/type-field';
import { AlertSettings } from './alert-settings';
import { ConsentField } from './consent-field';
import { ErrorSummary } from './error-summary';
import { fieldErrorText } from './field-errors';
import { errorsOf, valuesOf, type FormAnswer } from './form-answer';
import { useFlowTransport } from './flow-transport';
import { fieldsOfForm } from './read-form';
import { consentErrors, criteriaFilter, hasOtherCriteria, subscriptionInput } from './subscription-criteria';
import type { SubscriptionView as SubscriptionPageData } from '../../../application/pages/subscription-page';
import { BotTrap } from './bot-trap';
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../../application/abuse-guard';
import { TextField } from './text-field';

const ID = 'subscription';
/** Where the error summary leads for each field. */
const TARGETS: Readonly<Record<string, string>> = { criteria: `${ID}-status-all` };
const target = (field: string) => TARGETS[field] ?? `${ID}-${field}`;

interface SubscriptionFormProps {
  readonly page: SubscriptionPageData;
  readonly locale: Locale;
  /** The route action's answer (edit, or a new subscription posted without JavaScript). */
  readonly answer: FormAnswer<unknown> | undefined;
}

/**
 * §1 keep me informed: who (name, e-mail) and what (transaction, type, city, maximum price, bedrooms). A new
 * subscription goes to the site's ajax route when JavaScript runs, to the route action otherwise; an edit
 * always goes to the route action.
 */
export function SubscriptionForm({ page, locale, answer }: SubscriptionFormProps) {
  const intl = useIntl();
  const transport = useFlowTransport();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const posted = valuesOf(answer);
  const filter = useMemo(() => criteriaFilter(posted.criteria ?? page.criteria), [posted.criteria, page.criteria]);
  const [transactionIds, setTransactionIds] = useState(filter.transactionIds ?? []);
  const [types, setTypes] = useState(filter.types ?? []);
  const [cityId, setCityId] = useState(filter.cities?.[0]);
  const [picked, setPicked] = useState<CityChoice | undefined>(undefined);
  const [bedMin, setBedMin] = useState(filter.bedMin);
  const [ownErrors, setOwnErrors] = useState<FieldErrors | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const citySearch = useMemo(() => transport.citySearch(locale), [transport, locale]);
  const errors = ownErrors ?? errorsOf(answer);
  const errorText = (field: string) => {
    const code = errors[field];
    return code && fieldErrorText(intl, field, code);
  };
  const busy = sending || navigation.state === 'submitting';

  async function sendNew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOfForm(event.currentTarget);
    const input = subscriptionInput(fields, locale);
    const refused = consentErrors(fields, input);
    setFailed(false);
    if (refused) return setOwnErrors(refused);
    setSending(true);
    // The bot traps travel with the fields (issue 9).
    const outcome = await transport.sendSubscription(locale, { ...input, [HONEYPOT_FIELD]: fields.get(HONEYPOT_FIELD) ?? '', [STARTED_FIELD]: fields.get(STARTED_FIELD) ?? '' });
    if (outcome.ok) return navigate(routePath('subscribeSuccess', locale));
    setSending(false);
    setOwnErrors('errors' in outcome ? outcome.errors : {});
    setFailed(!('errors' in outcome));
  }

  return (
    <Form method="post" noValidate className="flow-form flow-card" onSubmit={page.mode === 'new' ? sendNew : undefined}>
      <BotTrap />
      <ErrorSummary errors={Object.keys(errors).map((field) => ({ target: target(field), text: errorText(field) ?? '' }))} />
      {failed && (
        <p className="form-alert form-alert--error" role="alert">
          <FormattedMessage id="flows.subscribe.failed" defaultMessage="Uw inschrijving kon niet verstuurd worden. Probeer het zo meteen opnieuw." />
        </p>
      )}
      {answer?.ok && (
        <p className="form-alert form-alert--success" role="status">
          <FormattedMessage id="flows.subscribe.saved" defaultMessage="Uw wijzigingen zijn bewaard." />
        </p>
      )}
      <input type="hidden" name="base" value={posted.criteria ?? page.criteria} />
      <fieldset className="flow-form__section">
        <legend className="flow-form__legend">
          <FormattedMessage id="flows.subscribe.you" defaultMessage="Uw gegevens" />
        </legend>
        <TextField
          id={`${ID}-name`}
          name="name"
          label={intl.formatMessage({ id: 'flows.field.name', defaultMessage: 'Naam' })}
          defaultValue={posted.name ?? page.name}
          autoComplete="name"
          optional
          error={errorText('name')}
        />
        <TextField
          id={`${ID}-email`}
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'flows.field.email', defaultMessage: 'E-mailadres' })}
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
          <CityField
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
            id={`${ID}-price-max`}
            name="price-max"
            type="number"
            min={0}
            label={intl.formatMessage({ id: 'flows.subscribe.priceMax', defaultMessage: 'Maximumprijs in euro' })}
            defaultValue={filter.priceMax === undefined ? '' : String(filter.priceMax)}
            optional
          />
          <BedroomField id={`${ID}-bed-min`} bedMin={bedMin} onChange={setBedMin} />
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
    </Form>
  );
}

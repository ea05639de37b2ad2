import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ratesOn } from '../../../domain/costs/cost-rates';
import { estatePurchaseCost, purchaseCostInput, type BuyerChoice } from '../../../domain/costs/estate-purchase-cost';
import { isBuyerSituation, type BuyerSituation } from '../../../domain/costs/registration-duties';
import { formatDate } from '../../../domain/display/format-date';
import { formatPrice } from '../../../domain/display/format-units';
import type { Estate } from '../../../domain/estate/estate';
import { useHydrated } from '../list/use-hydrated';
import { COST_LINE_MESSAGES, COST_MESSAGES as m, REGION_MESSAGES, SITUATION_MESSAGES } from './cost-messages';

/** The visitor's loan as typed: digits only ('250.000' and '250 000' read as 250000). */
export const parseLoan = (text: string | null | undefined): number => Number((text ?? '').replace(/\D/g, '').slice(0, 10)) || 0;

/** What the URL says (the form works without JavaScript); a sole own home without a loan by default. */
export function buyerChoiceOf(params: URLSearchParams): BuyerChoice {
  const situation = params.get('situation');
  return { situation: isBuyerSituation(situation) ? situation : 'soleOwnHome', loanAmount: parseLoan(params.get('loan')) };
}

/**
 * Issue 10: the total purchase cost of an estate for sale, rendered on the server for the situation in the URL
 * (by default a sole own home without a loan) and recalculated in the browser as the visitor changes it.
 */
export function PurchaseCostSection({ estate, day }: { estate: Estate; day: string }) {
  const intl = useIntl();
  const id = useId();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const initial = useMemo(() => buyerChoiceOf(params), [params]);
  const [situation, setSituation] = useState<BuyerSituation>(initial.situation);
  const [loanText, setLoanText] = useState(initial.loanAmount ? String(initial.loanAmount) : '');
  const rates = ratesOn(day);
  const input = purchaseCostInput(estate, { situation }, rates);
  const cost = estatePurchaseCost(estate, { situation, loanAmount: parseLoan(loanText) }, rates);
  if (input === null || cost === null) return null;
  const situations: readonly BuyerSituation[] = rates.duties[cost.region].energyRenovation === undefined
    ? ['soleOwnHome', 'other']
    : ['soleOwnHome', 'energyRenovation', 'other'];
  const titleId = `${id}-title`;
  const onSubmit = (event: FormEvent) => {
    if (hydrated) event.preventDefault(); // the figures already follow every change
  };
  return (
    <section className="detail-block purchase-cost" id="purchase-cost" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
      <form className="purchase-cost__form" method="get" action="#purchase-cost" onSubmit={onSubmit}>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{intl.formatMessage(m.situation)}</legend>
          {situations.map((option) => (
            <label key={option} className="purchase-cost__choice">
              <input
                type="radio"
                name="situation"
                value={option}
                checked={situation === option}
                onChange={() => setSituation(option)}
              />
              <span>{intl.formatMessage(SITUATION_MESSAGES[option])}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-loan`}>
            {intl.formatMessage(m.loan)}
          </label>
          <input
            id={`${id}-loan`}
            className="input purchase-cost__loan"
            name="loan"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-loan-hint`}
            value={loanText}
            onChange={(event) => setLoanText(event.target.value)}
          />
          <span className="field__hint" id={`${id}-loan-hint`}>
            {intl.formatMessage(m.loanHint)}
          </span>
        </div>
        {/* Needed without JavaScript; kept afterwards so that nothing shifts when the page hydrates. */}
        <button type="submit" className="button button--secondary purchase-cost__submit">
          {intl.formatMessage(m.recalculate)}
        </button>
      </form>
      <div className="purchase-cost__result" aria-live="polite">
        <dl className="purchase-cost__lines">
          <div className="purchase-cost__line">
            <dt>{intl.formatMessage(input.newBuild ? m.priceNewBuild : m.price)}</dt>
            <dd>{formatPrice(cost.price)}</dd>
          </div>
          {cost.lines.map((line) => (
            <div key={line.kind} className="purchase-cost__line" data-line={line.kind}>
              <dt>
                {intl.formatMessage(line.kind === 'registrationDuties' && input.newBuild ? m.landDuties : COST_LINE_MESSAGES[line.kind])}
                {line.fromEstate && <span className="purchase-cost__source"> ({intl.formatMessage(m.fromEstate)})</span>}
              </dt>
              <dd>{formatPrice(line.amount)}</dd>
            </div>
          ))}
          <div className="purchase-cost__line purchase-cost__line--sum">
            <dt>{intl.formatMessage(m.costs)}</dt>
            <dd>{formatPrice(cost.costs)}</dd>
          </div>
          <div className="purchase-cost__line purchase-cost__line--total">
            <dt>{intl.formatMessage(m.total)}</dt>
            <dd data-testid="purchase-cost-total">{formatPrice(cost.total)}</dd>
          </div>
        </dl>
        <p className="purchase-cost__note">
          {intl.formatMessage(
            {
              id: 'costs.estimate',
              defaultMessage:
                'Dit is een schatting voor {situation, select, soleOwnHome {de aankoop van uw enige eigen woning} energyRenovation {de aankoop van uw enige eigen woning met ingrijpende energetische renovatie} other {een andere aankoop dan uw enige eigen woning}} in {region}, met de tarieven voor akten vanaf {date}. De notaris berekent de juiste bedragen.',
            },
            {
              situation: cost.situation,
              region: intl.formatMessage(REGION_MESSAGES[cost.region]),
              date: formatDate(cost.ratesFrom),
            },
          )}
          {input.newBuild && <> {intl.formatMessage(m.newBuild)}</>}
        </p>
      </div>
    </section>
  );
}

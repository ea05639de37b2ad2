import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { costEstimate, LOAN_PARAM, SITUATION_PARAM, type PurchaseCostView } from '../../../domain/costs/purchase-cost-view';
import type { BuyerSituation } from '../../../domain/costs/registration-duties';
import { useHydrated } from '../list/use-hydrated';
import { COST_LINE_MESSAGES, COST_MESSAGES as m, REGION_MESSAGES, SITUATION_MESSAGES } from './cost-messages';

/**
 * Issue 10: the total purchase cost of an estate for sale, as the core made it for the situation in the URL (by
 * default a sole own home without a loan); as the visitor changes it, the browser asks the core's same function.
 */
export function PurchaseCostSection({ view }: { view: PurchaseCostView }) {
  const intl = useIntl();
  const id = useId();
  const hydrated = useHydrated();
  const [situation, setSituation] = useState<BuyerSituation>(view.choice.situation);
  const [loan, setLoan] = useState(view.choice.loan);
  const asked = situation === view.choice.situation && loan === view.choice.loan;
  const cost = asked ? view.estimate : costEstimate(view.basis, { situation, loan });
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
          {view.situations.map((option) => (
            <label key={option} className="purchase-cost__choice">
              <input
                type="radio"
                name={SITUATION_PARAM}
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
            name={LOAN_PARAM}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-loan-hint`}
            value={loan}
            onChange={(event) => setLoan(event.target.value)}
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
            <dt>{intl.formatMessage(cost.newBuild ? m.priceNewBuild : m.price)}</dt>
            <dd>{cost.price}</dd>
          </div>
          {cost.lines.map((line) => (
            <div key={line.kind} className="purchase-cost__line" data-line={line.kind}>
              <dt>
                {intl.formatMessage(COST_LINE_MESSAGES[line.label])}
                {line.fromEstate && <span className="purchase-cost__source"> ({intl.formatMessage(m.fromEstate)})</span>}
              </dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
          <div className="purchase-cost__line purchase-cost__line--sum">
            <dt>{intl.formatMessage(m.costs)}</dt>
            <dd>{cost.costs}</dd>
          </div>
          <div className="purchase-cost__line purchase-cost__line--total">
            <dt>{intl.formatMessage(m.total)}</dt>
            <dd data-testid="purchase-cost-total">{cost.total}</dd>
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
              date: cost.ratesFrom,
            },
          )}
          {cost.newBuild && <> {intl.formatMessage(m.newBuild)}</>}
        </p>
      </div>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { transactionChoices } from '../../../domain/search/filter-choices';
import type { Locale } from '../../../domain/shared/locale';
import { LIST_PARAM } from '../../../domain/search/list-params';

interface TransactionFieldProps {
  readonly idPrefix: string;
  readonly transactionIds: readonly number[];
  readonly locale: Locale;
  readonly onChange: (transactionIds: readonly number[]) => void;
}

/**
 * §2 trans: the core's transaction choices (every transaction, for sale, to rent, or the ids a shared link asks).
 * The radios carry transaction ids under `status`, which the list reads the same way.
 */
export function TransactionField({ idPrefix, transactionIds, locale, onChange }: TransactionFieldProps) {
  const intl = useIntl();
  const current = transactionIds.join(',');
  const choices = transactionChoices(transactionIds, locale);
  return (
    <fieldset className="fieldset filter-choices">
      <legend className="fieldset__legend">{intl.formatMessage({ id: 'list.filter.transaction', defaultMessage: 'Te koop of te huur' })}</legend>
      <div className="segmented">
        {choices.map((choice) => (
          <label key={choice.value} className="segmented__option">
            <input
              type="radio"
              id={`${idPrefix}-status-${choice.value || 'all'}`}
              name={LIST_PARAM.status}
              value={choice.value}
              checked={choice.value === current}
              onChange={() => onChange(choice.transactionIds)}
            />
            <span>{choice.label ?? intl.formatMessage({ id: 'list.filter.transaction.all', defaultMessage: 'Alles' })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

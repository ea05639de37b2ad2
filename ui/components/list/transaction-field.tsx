import { useIntl } from 'react-intl';
import { enumLabel } from '../../../domain/enumerations/enumeration';
import { STATUS } from '../../../domain/enumerations/status';
import { TRANSACTION_ID } from '../../../domain/estate/estate-status';
import type { Locale } from '../../../domain/shared/locale';
import { LIST_PARAM } from '../../../domain/search/list-params';

interface TransactionFieldProps {
  readonly idPrefix: string;
  readonly transactionIds: readonly number[];
  readonly locale: Locale;
  readonly onChange: (transactionIds: readonly number[]) => void;
}

const OFFERED = [TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT];

/**
 * §2 trans: for sale (kopen) or to rent (huren). The radios carry transaction ids under `status`, which
 * the list reads the same way; a shared link with other ids (e.g. take-over) gets a choice of its own.
 */
export function TransactionField({ idPrefix, transactionIds, locale, onChange }: TransactionFieldProps) {
  const intl = useIntl();
  const current = transactionIds.join(',');
  const choices = [
    { value: '', label: intl.formatMessage({ id: 'list.filter.transaction.all', defaultMessage: 'Alles' }) },
    ...OFFERED.map((id) => ({ value: String(id), label: enumLabel(STATUS, id, locale) })),
  ];
  if (!choices.some((choice) => choice.value === current)) {
    choices.push({ value: current, label: transactionIds.map((id) => enumLabel(STATUS, id, locale) || String(id)).join(', ') });
  }
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
              onChange={() => onChange(choice.value === '' ? [] : choice.value.split(',').map(Number))}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useIntl } from 'react-intl';
import { SelectField } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

const AT_LEAST = [1, 2, 3, 4, 5];

/** §2 bed-min: at least this many bedrooms. */
export function BedroomField({ id, bedMin, onChange }: { id: string; bedMin: number | undefined; onChange: (bedMin: number | undefined) => void }) {
  const intl = useIntl();
  const counts = bedMin === undefined || AT_LEAST.includes(bedMin) ? AT_LEAST : [...AT_LEAST, bedMin].sort((a, b) => a - b);
  return (
    <SelectField
      id={id}
      name={LIST_PARAM.bedMin}
      label={intl.formatMessage({ id: 'list.filter.bedMin', defaultMessage: 'Slaapkamers' })}
      value={bedMin === undefined ? '' : String(bedMin)}
      options={[
        { value: '', label: intl.formatMessage({ id: 'list.filter.bedMin.any', defaultMessage: 'Om het even' }) },
        ...counts.map((count) => ({
          value: String(count),
          label: intl.formatMessage({ id: 'list.filter.bedMin.option', defaultMessage: 'Minstens {count}' }, { count }),
        })),
      ]}
      onChange={(value) => onChange(value === '' ? undefined : Number(value))}
    />
  );
}

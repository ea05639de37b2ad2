import { useIntl } from 'react-intl';
import type { PriceChoice } from '../../../domain/search/filter-choices';
import { SelectField } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

interface PriceFieldsProps {
  readonly idPrefix: string;
  readonly priceMin: number | undefined;
  readonly priceMax: number | undefined;
  /** The core's price choices (domain/search/filter-choices.ts). */
  readonly choices: readonly PriceChoice[];
  readonly onChange: (min: number | undefined, max: number | undefined) => void;
}

/** §2 price-min and price-max, each a choice of the core's price choices. */
export function PriceFields({ idPrefix, priceMin, priceMax, choices: options, onChange }: PriceFieldsProps) {
  const intl = useIntl();
  const read = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <>
      <SelectField
        id={`${idPrefix}-${LIST_PARAM.priceMin}`}
        name={LIST_PARAM.priceMin}
        label={intl.formatMessage({ id: 'list.filter.priceMin', defaultMessage: 'Prijs vanaf' })}
        value={priceMin === undefined ? '' : String(priceMin)}
        options={[{ value: '', label: intl.formatMessage({ id: 'list.filter.priceMin.any', defaultMessage: 'Geen minimum' }) }, ...options]}
        onChange={(value) => onChange(read(value), priceMax)}
      />
      <SelectField
        id={`${idPrefix}-${LIST_PARAM.priceMax}`}
        name={LIST_PARAM.priceMax}
        label={intl.formatMessage({ id: 'list.filter.priceMax', defaultMessage: 'Prijs tot' })}
        value={priceMax === undefined ? '' : String(priceMax)}
        options={[{ value: '', label: intl.formatMessage({ id: 'list.filter.priceMax.any', defaultMessage: 'Geen maximum' }) }, ...options]}
        onChange={(value) => onChange(priceMin, read(value))}
      />
    </>
  );
}

import { useIntl } from 'react-intl';
import { formatPrice } from '../../../domain/display/format-units';
import type { ValueBucket } from '../../../domain/search/filter-data';
import { SelectField } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

// Used only when the backend offers no price steps (a failed filter load, §8).
const SALE_STEPS = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000];
const RENT_STEPS = [500, 750, 1_000, 1_250, 1_500, 2_000, 3_000];

interface PriceFieldsProps {
  readonly idPrefix: string;
  readonly priceMin: number | undefined;
  readonly priceMax: number | undefined;
  /** §3 filter values' price steps. */
  readonly steps: readonly ValueBucket[];
  /** Only rentals are shown: monthly rents rather than sale prices. */
  readonly rentOnly: boolean;
  readonly onChange: (min: number | undefined, max: number | undefined) => void;
}

/** §2 price-min and price-max as two choices of price steps; the bound already in the URL is always offered. */
export function PriceFields({ idPrefix, priceMin, priceMax, steps, rentOnly, onChange }: PriceFieldsProps) {
  const intl = useIntl();
  const offered = steps.length > 0 ? steps.map((step) => step.value) : rentOnly ? RENT_STEPS : SALE_STEPS;
  const values = [...new Set([...offered, priceMin, priceMax])]
    .filter((value): value is number => value !== undefined && value > 0)
    .sort((a, b) => a - b);
  const options = values.map((value) => ({ value: String(value), label: formatPrice(value) }));
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

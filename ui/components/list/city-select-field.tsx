import { useIntl } from 'react-intl';
import { byCityNameIn, cityNameIn } from '../../../domain/display/city-name';
import type { Locale } from '../../../domain/shared/locale';
import { CityCombobox } from './city-combobox';
import type { CityChoice, CitySearch } from './city-search';
import { SelectField } from './select-field';
import { useHydrated } from './use-hydrated';
import { LIST_PARAM } from '../../../domain/search/list-params';

interface CitySelectFieldProps {
  readonly id: string;
  readonly cityId: number | undefined;
  /** The cities to choose from without JavaScript, with their counts when known. */
  readonly locations: readonly (CityChoice & { readonly count?: number })[];
  /** A city picked through the search, named even before the list has reloaded. */
  readonly picked: CityChoice | undefined;
  readonly locale: Locale;
  readonly search: CitySearch;
  readonly onChange: (city: CityChoice | undefined) => void;
}

/** Without JavaScript a select of the given cities (the subscribe form: every city of the catalogue); with it, the autocomplete over every city. */
export function CitySelectField({ id, cityId, locations, picked, locale, search, onChange }: CitySelectFieldProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const label = intl.formatMessage({ id: 'list.filter.city', defaultMessage: 'Gemeente' });
  const selected = [picked, ...locations].find((city) => city !== undefined && city.id === cityId);
  if (hydrated) {
    return <CityCombobox id={id} label={label} selected={selected} selectedId={cityId} locale={locale} search={search} onSelect={onChange} />;
  }
  const options = byCityNameIn(locations, locale).map((city) => ({
    value: String(city.id),
    label: `${cityNameIn(city, locale)}${city.count === undefined ? '' : ` (${city.count})`}`,
  }));
  if (cityId !== undefined && !options.some((option) => option.value === String(cityId))) {
    options.unshift({ value: String(cityId), label: selected ? cityNameIn(selected, locale) : String(cityId) });
  }
  return (
    <SelectField
      id={id}
      name={LIST_PARAM.city}
      label={label}
      value={cityId === undefined ? '' : String(cityId)}
      options={[{ value: '', label: intl.formatMessage({ id: 'list.filter.city.all', defaultMessage: 'Alle gemeenten' }) }, ...options]}
      onChange={(value) => onChange(locations.find((city) => String(city.id) === value))}
    />
  );
}

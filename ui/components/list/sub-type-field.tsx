import { useIntl } from 'react-intl';
import { subTypeGroups } from '../../../domain/search/filter-choices';
import type { Locale } from '../../../domain/shared/locale';
import { SelectField, type OptionGroup } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

interface SubTypeFieldProps {
  readonly id: string;
  readonly types: readonly number[];
  readonly subTypes: readonly number[];
  readonly locale: Locale;
  readonly onChange: (subTypes: readonly number[]) => void;
}

/** §2 subType: the core's subtypes of the chosen types (one type: a plain list; several: under a heading each). */
export function SubTypeField({ id, types, subTypes, locale, onChange }: SubTypeFieldProps) {
  const intl = useIntl();
  const groups: readonly OptionGroup[] = subTypeGroups(types, locale);
  if (groups.length === 0) return null;
  const single = groups.length === 1 ? groups[0] : undefined;
  const all = { value: '', label: intl.formatMessage({ id: 'list.filter.subType.all', defaultMessage: 'Alle soorten' }) };
  return (
    <SelectField
      id={id}
      name={LIST_PARAM.subType}
      label={intl.formatMessage({ id: 'list.filter.subType', defaultMessage: 'Soort' })}
      value={String(subTypes[0] ?? '')}
      options={[all, ...(single?.options ?? [])]}
      groups={single ? [] : groups}
      onChange={(value) => onChange(value === '' ? [] : [Number(value)])}
    />
  );
}

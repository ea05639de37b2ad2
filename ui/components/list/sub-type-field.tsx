import { useIntl } from 'react-intl';
import { collatorFor } from '../../i18n/collator';
import { enumLabel } from '../../../domain/enumerations/enumeration';
import { HEAD_TYPE } from '../../../domain/enumerations/head-types';
import { subTypesOfHeadType } from '../../../domain/enumerations/sub-types';
import type { Locale } from '../../../domain/shared/locale';
import { SelectField, type OptionGroup } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';

/** A subtype only means something under its type: changing the types keeps only the subtypes of those. */
export function subTypesWithin(types: readonly number[], subTypes: readonly number[]): readonly number[] {
  const allowed = new Set(types.flatMap((type) => subTypesOfHeadType(type).map((entry) => entry.id)));
  return subTypes.filter((id) => allowed.has(id));
}

interface SubTypeFieldProps {
  readonly id: string;
  readonly types: readonly number[];
  readonly subTypes: readonly number[];
  readonly locale: Locale;
  readonly onChange: (subTypes: readonly number[]) => void;
}

/** §2 subType: the subtypes of the chosen types (one type: a plain list; several: under a heading each). */
export function SubTypeField({ id, types, subTypes, locale, onChange }: SubTypeFieldProps) {
  const intl = useIntl();
  const collator = collatorFor(locale);
  const groups: OptionGroup[] = types
    .map((type) => ({
      label: enumLabel(HEAD_TYPE, type, locale),
      options: subTypesOfHeadType(type)
        .map((entry) => ({ value: String(entry.id), label: entry.labels[locale] }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    }))
    .filter((group) => group.options.length > 0);
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

import { useIntl } from 'react-intl';
import { GROUPINGS, type Grouping } from '../../../domain/grouping/grouping';
import { SORT_TYPES, type ListSort, type SortOrder, type SortType } from '../../../domain/search/list-filter';
import { SelectField } from './select-field';
import { LIST_PARAM } from '../../../domain/search/list-params';
import { GROUP_PARAM } from '../../../domain/search/list-url';

interface OrderFieldsProps {
  readonly idPrefix: string;
  readonly sort: ListSort;
  readonly grouping: Grouping | null;
  readonly onSortChange: (sortType: SortType, sortOrder: SortOrder) => void;
  readonly onGroupingChange: (grouping: Grouping | null) => void;
}

/** §7 sort keys with their order, and the §1 grouping: how the results are presented. */
export function OrderFields({ idPrefix, sort, grouping, onSortChange, onGroupingChange }: OrderFieldsProps) {
  const intl = useIntl();
  const sortLabels: Record<SortType, string> = {
    date: intl.formatMessage({ id: 'list.sort.date', defaultMessage: 'Datum' }),
    price: intl.formatMessage({ id: 'list.sort.price', defaultMessage: 'Prijs' }),
    city: intl.formatMessage({ id: 'list.sort.city', defaultMessage: 'Gemeente' }),
    type: intl.formatMessage({ id: 'list.sort.type', defaultMessage: 'Type' }),
  };
  const groupLabels: Record<Grouping, string> = {
    TYPE: intl.formatMessage({ id: 'list.group.TYPE', defaultMessage: 'Type' }),
    SUBTYPE: intl.formatMessage({ id: 'list.group.SUBTYPE', defaultMessage: 'Soort' }),
    STATUS: intl.formatMessage({ id: 'list.group.STATUS', defaultMessage: 'Status' }),
    CITY: intl.formatMessage({ id: 'list.group.CITY', defaultMessage: 'Gemeente' }),
    PRICE: intl.formatMessage({ id: 'list.group.PRICE', defaultMessage: 'Prijsklasse' }),
  };
  return (
    <>
      <SelectField
        id={`${idPrefix}-sort-type`}
        name={LIST_PARAM.sortType}
        label={intl.formatMessage({ id: 'list.filter.sortType', defaultMessage: 'Sorteren op' })}
        value={sort.sortType}
        options={SORT_TYPES.map((type) => ({ value: type, label: sortLabels[type] }))}
        onChange={(value) => onSortChange(value as SortType, sort.sortOrder)}
      />
      <SelectField
        id={`${idPrefix}-sort-order`}
        name={LIST_PARAM.sortOrder}
        label={intl.formatMessage({ id: 'list.filter.sortOrder', defaultMessage: 'Volgorde' })}
        value={sort.sortOrder}
        options={[
          { value: 'ASC', label: intl.formatMessage({ id: 'list.sort.asc', defaultMessage: 'Oplopend' }) },
          { value: 'DESC', label: intl.formatMessage({ id: 'list.sort.desc', defaultMessage: 'Aflopend' }) },
        ]}
        onChange={(value) => onSortChange(sort.sortType, value as SortOrder)}
      />
      <SelectField
        id={`${idPrefix}-group`}
        name={GROUP_PARAM}
        label={intl.formatMessage({ id: 'list.filter.group', defaultMessage: 'Groeperen per' })}
        value={grouping ?? ''}
        options={[
          { value: '', label: intl.formatMessage({ id: 'list.group.none', defaultMessage: 'Niet groeperen' }) },
          ...GROUPINGS.map((value) => ({ value, label: groupLabels[value] })),
        ]}
        onChange={(value) => onGroupingChange(GROUPINGS.find((g) => g === value) ?? null)}
      />
    </>
  );
}

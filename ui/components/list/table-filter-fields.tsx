import { useIntl } from 'react-intl';
import type { TableChoiceCounts } from '../../../domain/search/filter-data';
import type { ListFilter } from '../../../domain/search/list-filter';
import { TABLE_FILTER_KEYS, tableFilter, type TableFilterKey } from '../../../domain/search/list-filter-table';
import { labelText } from '../../i18n/label-key';
import { SelectField } from './select-field';

interface TableFilterFieldsProps {
  readonly idPrefix: string;
  readonly filter: ListFilter;
  /** Each choice's hits when it is chosen, from the filter values (issue 19 item 7); a choice without one shows no count. */
  readonly counts: TableChoiceCounts;
  /** A filter of the table set to a value, or cleared (undefined). */
  readonly onChange: (key: TableFilterKey, value: unknown) => void;
}

/**
 * Issue 19 item 7: one control per row of the list filter table (domain/search/list-filter-table.ts), in its order,
 * labelled by the keys the table gives and named after its URL parameter, so that without JavaScript the GET form
 * sends it as it is. A yes filter is a checkbox; any other a select with "any" first. Each choice says how many the
 * list shows when it is chosen, as the core counted them.
 */
export function TableFilterFields({ idPrefix, filter, counts, onChange }: TableFilterFieldsProps) {
  const intl = useIntl();
  return TABLE_FILTER_KEYS.map((key) => {
    const row = tableFilter(key);
    const id = `${idPrefix}-${row.param}`;
    const value = filter[key];
    const countOf = (choice: unknown): number | undefined => counts[key]?.find((bucket) => bucket.value === row.write(choice))?.count;
    if (row.control === 'checkbox') {
      const [yes] = row.choices;
      return (
        <div key={key} className="field">
          <label className="choice">
            <input type="checkbox" id={id} name={row.param} value={row.write(yes)} checked={value !== undefined} onChange={(event) => onChange(key, event.target.checked ? yes : undefined)} />
            <span>
              {labelText(intl, row.label)}
              {countOf(yes) !== undefined && <span className="choice__count"> ({countOf(yes)})</span>}
            </span>
          </label>
        </div>
      );
    }
    // A value the address holds beyond the usual choices stays choosable, so the control shows what the list shows.
    const choices = value === undefined || row.choices.includes(value) ? row.choices : [...row.choices, value];
    return (
      <SelectField
        key={key}
        id={id}
        name={row.param}
        label={labelText(intl, row.label)}
        value={value === undefined ? '' : row.write(value)}
        options={[
          { value: '', label: labelText(intl, 'list.filter.any') },
          ...choices.map((choice) => {
            const { key: labelKey, values } = row.choiceLabel(choice);
            const label = labelText(intl, labelKey, values);
            const count = countOf(choice);
            return { value: row.write(choice), label: count === undefined ? label : `${label} (${count})` };
          }),
        ]}
        onChange={(text) => onChange(key, text === '' ? undefined : row.read(text))}
      />
    );
  });
}

import { useIntl } from 'react-intl';
import { HEAD_TYPE } from '../../../domain/enumerations/head-types';
import type { TypeBucket } from '../../../domain/search/shown-filter-values';
import type { Locale } from '../../../domain/shared/locale';
import { LIST_PARAM } from '../../../domain/search/list-params';

interface TypeFieldProps {
  readonly idPrefix: string;
  readonly types: readonly number[];
  /** Head types with their counts from the filter values (§4 filter loading), and the projects among them. */
  readonly buckets: readonly TypeBucket[];
  readonly locale: Locale;
  readonly onChange: (types: readonly number[]) => void;
}

/**
 * §2 type (head type) checkboxes, labelled from the enumeration. The filter values are counted for the
 * current query, which includes the type itself, so other types' counts are only meaningful (and only
 * shown) while no type is chosen. Issue 20 item 3: a type whose choice also finds projects says so, "Woning (654 +
 * 9 projecten)": the first number is the estates of that type (its group heading when grouped by type), the
 * projects with such units are counted once more under Project.
 */
export function TypeField({ idPrefix, types, buckets, locale, onChange }: TypeFieldProps) {
  const intl = useIntl();
  const chosen = new Set(types);
  const counts = new Map(buckets.map((bucket) => [bucket.id, bucket]));
  // Without a chosen type, offer the types that have results; with one (or no counts at all), every type.
  const offered = chosen.size > 0 || counts.size === 0 ? HEAD_TYPE.entries : HEAD_TYPE.entries.filter((entry) => counts.has(entry.id));
  const toggle = (id: number, on: boolean) => onChange(on ? [...types, id] : types.filter((type) => type !== id));
  return (
    <fieldset className="fieldset filter-choices">
      <legend className="fieldset__legend">{intl.formatMessage({ id: 'list.filter.type', defaultMessage: 'Type' })}</legend>
      <div className="choice-list">
        {offered.map((entry) => {
          const bucket = chosen.size === 0 || chosen.has(entry.id) ? counts.get(entry.id) : undefined;
          const projects = bucket?.projects ?? 0;
          const count =
            bucket &&
            (projects === 0
              ? String(bucket.count)
              : projects < bucket.count
                ? intl.formatMessage(
                    { id: 'list.filter.typeCount', defaultMessage: '{own} + {projects, plural, one {# project} other {# projecten}}' },
                    { own: bucket.count - projects, projects },
                  )
                : intl.formatMessage({ id: 'list.filter.typeCountProjects', defaultMessage: '{projects, plural, one {# project} other {# projecten}}' }, { projects }));
          return (
            <label key={entry.id} className="choice">
              <input
                type="checkbox"
                id={`${idPrefix}-type-${entry.id}`}
                name={LIST_PARAM.type}
                value={entry.id}
                checked={chosen.has(entry.id)}
                onChange={(event) => toggle(entry.id, event.target.checked)}
              />
              <span>
                {entry.labels[locale]}
                {count !== undefined && <span className="choice__count"> ({count})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useIntl } from 'react-intl';
import { typeChoices } from '../../../domain/search/filter-choices';
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
 * §2 type (head type) checkboxes: the core's type choices (domain/search/filter-choices.ts), each with its count where
 * it shows one. Issue 20 item 3: a type whose choice also finds projects says so, "Woning (654 + 9 projecten)": the
 * first number is the estates of that type (its group heading when grouped by type), the projects with such units are
 * counted once more under Project.
 */
export function TypeField({ idPrefix, types, buckets, locale, onChange }: TypeFieldProps) {
  const intl = useIntl();
  const toggle = (id: number, on: boolean) => onChange(on ? [...types, id] : types.filter((type) => type !== id));
  const countText = ({ own, projects }: { own: number; projects: number }): string =>
    projects === 0
      ? String(own)
      : own > 0
        ? intl.formatMessage({ id: 'list.filter.typeCount', defaultMessage: '{own} + {projects, plural, one {# project} other {# projecten}}' }, { own, projects })
        : intl.formatMessage({ id: 'list.filter.typeCountProjects', defaultMessage: '{projects, plural, one {# project} other {# projecten}}' }, { projects });
  return (
    <fieldset className="fieldset filter-choices">
      <legend className="fieldset__legend">{intl.formatMessage({ id: 'list.filter.type', defaultMessage: 'Type' })}</legend>
      <div className="choice-list">
        {typeChoices(types, buckets, locale).map((choice) => (
          <label key={choice.id} className="choice">
            <input
              type="checkbox"
              id={`${idPrefix}-type-${choice.id}`}
              name={LIST_PARAM.type}
              value={choice.id}
              checked={choice.checked}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />
            <span>
              {choice.label}
              {choice.count && <span className="choice__count"> ({countText(choice.count)})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

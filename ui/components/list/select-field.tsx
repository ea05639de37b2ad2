export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface OptionGroup {
  readonly label: string;
  readonly options: readonly SelectOption[];
}

interface SelectFieldProps {
  readonly id: string;
  /** The URL parameter the value travels under (§2), so the form also works as a plain GET form. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  /** Options under group headings (e.g. subtypes per type), after `options`. */
  readonly groups?: readonly OptionGroup[];
  readonly onChange: (value: string) => void;
}

/** A labelled select whose value is the page's state; changing it changes the URL. */
export function SelectField({ id, name, label, value, options, groups = [], onChange }: SelectFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import type { FreePeriod } from '../../../domain/rental/rental-card';

interface PeriodChoiceProps {
  readonly id: string;
  readonly periods: readonly FreePeriod[];
  readonly chosen: string | undefined;
  readonly error?: string;
}

/** The first periods are shown; the rest wait behind a native disclosure (no script needed). */
const FIRST = 6;

function PeriodOption({ id, period, chosen, invalid }: { id: string; period: FreePeriod; chosen: string | undefined; invalid: boolean }) {
  return (
    <label className="period-choice__option" htmlFor={id}>
      <input type="radio" id={id} name="period" value={period.value} defaultChecked={period.value === chosen} required aria-invalid={invalid || undefined} />
      <span className="period-choice__dates">
        <FormattedMessage id="flows.reservation.dates" defaultMessage="{start} tot {end}" values={{ start: period.start, end: period.end }} />
      </span>
      <span className="period-choice__kind">
        <FormattedMessage
          id="flows.reservation.kind"
          defaultMessage="{type, select, WEEK {Week} WEEKEND {Weekend} MIDWEEK {Midweek} other {Periode}} · {nights, plural, one {# nacht} other {# nachten}}"
          values={{ type: period.type, nights: period.nights }}
        />
      </span>
      <span className="period-choice__price">{period.price}</span>
    </label>
  );
}

/** The unit's free periods as the core wrote them (§2 dates dd/mm/yyyy, with their price), the reservation's first choice. */
export function PeriodChoice({ id, periods, chosen, error }: PeriodChoiceProps) {
  const option = (period: FreePeriod, index: number) => (
    <PeriodOption key={period.value} id={`${id}-${index}`} period={period} chosen={chosen} invalid={error !== undefined} />
  );
  const later = periods.slice(FIRST);
  const chosenLater = later.some((period) => period.value === chosen);
  return (
    <fieldset className="fieldset period-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="flow-form__legend">
        <FormattedMessage id="flows.reservation.period" defaultMessage="Kies een vrije periode" />
      </legend>
      <div className="period-choice__list">{periods.slice(0, FIRST).map(option)}</div>
      {later.length > 0 && (
        <details className="period-choice__more" open={chosenLater || undefined}>
          <summary className="button button--secondary period-choice__toggle">
            <FormattedMessage
              id="flows.reservation.morePeriods"
              defaultMessage="{count, plural, one {Nog # vrije periode} other {Nog # vrije periodes}}"
              values={{ count: later.length }}
            />
          </summary>
          <div className="period-choice__list">{later.map((period, index) => option(period, FIRST + index))}</div>
        </details>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

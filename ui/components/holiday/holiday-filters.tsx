import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HolidayChoices } from '../../../application/pages/holiday-list-page';
import { formatDate } from '../../../domain/display/format-date';
import { HOLIDAY_PARAM, isHolidayFiltered, withoutHolidayFilters, type HolidaySearch } from '../../../domain/rental/holiday-search';

interface SelectProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly any: string;
  readonly value: string | number | undefined;
  readonly options: readonly { readonly value: string | number; readonly label: string }[];
}

function Select({ id, name, label, any, value, options }: SelectProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select className="select" id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Issue 12 item 1: the §3 rental filters as a GET form, so every choice is in the URL (reload, back and a shared
 * link keep it) and it works without JavaScript. The values come from §7 POST /rental-units/filters.
 */
export function HolidayFilters({ action, search, choices }: { action: string; search: HolidaySearch; choices: HolidayChoices }) {
  const intl = useIntl();
  const any = intl.formatMessage({ id: 'holiday.filters.anyGuests', defaultMessage: 'Om het even' });
  const periodType = (type: string) =>
    intl.formatMessage({ id: 'holiday.filters.periodTypeName', defaultMessage: '{type, select, WEEK {Een week} WEEKEND {Een weekend} MIDWEEK {Een midweek} other {{type}}}' }, { type });
  return (
    <form method="get" action={action} className="holiday-filters" aria-labelledby="holiday-filters-title">
      <h2 id="holiday-filters-title" className="visually-hidden">
        <FormattedMessage id="holiday.filters.title" defaultMessage="Zoek een vakantiewoning" />
      </h2>
      {search.view === 'map' && <input type="hidden" name={HOLIDAY_PARAM.view} value={search.view} />}
      <Select
        id="holiday-location"
        name={HOLIDAY_PARAM.location}
        label={intl.formatMessage({ id: 'holiday.filters.location', defaultMessage: 'Streek' })}
        any={any}
        value={search.location}
        options={choices.locations}
      />
      <Select
        id="holiday-city"
        name={HOLIDAY_PARAM.city}
        label={intl.formatMessage({ id: 'holiday.filters.city', defaultMessage: 'Gemeente' })}
        any={any}
        value={search.city}
        options={choices.cities}
      />
      <Select
        id="holiday-kind"
        name={HOLIDAY_PARAM.kind}
        label={intl.formatMessage({ id: 'holiday.filters.kind', defaultMessage: 'Soort' })}
        any={any}
        value={search.kind}
        options={choices.kinds}
      />
      <Select
        id="holiday-guests"
        name={HOLIDAY_PARAM.guests}
        label={intl.formatMessage({ id: 'holiday.filters.guests', defaultMessage: 'Aantal gasten' })}
        any={any}
        value={search.guests}
        options={choices.guests.map((count) => ({ value: count, label: intl.formatMessage({ id: 'holiday.filters.atLeast', defaultMessage: 'minstens {count}' }, { count }) }))}
      />
      <Select
        id="holiday-period"
        name={HOLIDAY_PARAM.periodType}
        label={intl.formatMessage({ id: 'holiday.filters.periodType', defaultMessage: 'Soort verblijf' })}
        any={any}
        value={search.periodType}
        options={choices.periodTypes.map((type) => ({ value: type.value, label: periodType(type.value) }))}
      />
      <Select
        id="holiday-arrival"
        name={HOLIDAY_PARAM.arrival}
        label={intl.formatMessage({ id: 'holiday.filters.arrival', defaultMessage: 'Aankomstdatum' })}
        any={any}
        value={search.arrival}
        options={choices.arrivals.map((day) => ({ value: day, label: formatDate(day) }))}
      />
      <fieldset className="holiday-filters__dates">
        <legend>
          <FormattedMessage id="holiday.filters.dates" defaultMessage="Verblijf tussen" />
        </legend>
        <div className="field">
          <label className="field__label" htmlFor="holiday-from">
            <FormattedMessage id="holiday.filters.from" defaultMessage="Van" />
          </label>
          <input className="input" id="holiday-from" name={HOLIDAY_PARAM.from} type="date" defaultValue={search.from ?? ''} min={choices.firstDay} max={choices.lastDay} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="holiday-until">
            <FormattedMessage id="holiday.filters.until" defaultMessage="Tot" />
          </label>
          <input className="input" id="holiday-until" name={HOLIDAY_PARAM.until} type="date" defaultValue={search.until ?? ''} min={choices.firstDay} max={choices.lastDay} />
        </div>
      </fieldset>
      <div className="holiday-filters__actions">
        <button type="submit" className="button">
          <FormattedMessage id="holiday.filters.submit" defaultMessage="Zoeken" />
        </button>
        {isHolidayFiltered(search) && (
          <Link className="button button--quiet" to={`${action}${withoutHolidayFilters(search)}`}>
            <FormattedMessage id="holiday.filters.clear" defaultMessage="Filters wissen" />
          </Link>
        )}
      </div>
    </form>
  );
}

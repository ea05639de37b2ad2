import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '../../../domain/shared/locale';
import { CityCombobox } from './city-combobox';
import { cityLabelIn } from '../../../domain/display/city-name';
import type { CityChoice, CitySearch } from './city-search';
import { CITY_TEXT_PARAM } from '../../../domain/search/list-url';
import { useHydrated } from './use-hydrated';

/** A typed city (no JavaScript) that named no single city: what was typed and the cities it may mean. */
export interface TypedCity {
  readonly text: string;
  readonly choices: readonly CityChoice[];
}

interface CityFieldProps {
  readonly id: string;
  readonly cityId: number | undefined;
  /** The filter's city with its name (from the page), or the one picked through the search. */
  readonly selected: CityChoice | undefined;
  /** A typed city the page could not resolve to one city; null: none. */
  readonly typed: TypedCity | null;
  /** The list's address with this city as its city filter (the choices when a typed name fits several). */
  readonly hrefFor: (city: CityChoice) => string;
  readonly locale: Locale;
  readonly search: CitySearch;
  readonly onChange: (city: CityChoice | undefined) => void;
}

/**
 * With JavaScript the autocomplete over every city (§7 search-city). Without it a text field: the list page
 * resolves what was typed (a name in any language, a postal code) on the server, so the page ships no list
 * of every city (issue 8); a name that fits several cities offers them as links.
 */
export function CityField({ id, cityId, selected, typed, hrefFor, locale, search, onChange }: CityFieldProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const label = intl.formatMessage({ id: 'list.filter.city', defaultMessage: 'Gemeente' });
  const noticeId = `${id}-typed`;
  const notice = typed && (
    <div id={noticeId} className="field__notice" role="status">
      {typed.choices.length === 0 ? (
        <p>{intl.formatMessage({ id: 'list.filter.city.typedNone', defaultMessage: 'Geen gemeente gevonden voor “{text}”.' }, { text: typed.text })}</p>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'list.filter.city.typedSeveral', defaultMessage: 'Welke gemeente bedoelt u met “{text}”?' }, { text: typed.text })}</p>
          <ul className="field__choices">
            {typed.choices.map((city) => (
              <li key={city.id}>
                <Link to={hrefFor(city)}>{cityLabelIn(city, locale)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
  if (hydrated) {
    if (!notice) return <CityCombobox id={id} label={label} selected={selected} selectedId={cityId} locale={locale} search={search} onSelect={onChange} />;
    return (
      <div className="city-field">
        <CityCombobox id={id} label={label} selected={selected} selectedId={cityId} locale={locale} search={search} onSelect={onChange} />
        {notice}
      </div>
    );
  }
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        name={CITY_TEXT_PARAM}
        defaultValue={typed ? typed.text : selected ? cityLabelIn(selected, locale) : ''}
        autoComplete="address-level2"
        aria-describedby={typed ? `${hintId} ${noticeId}` : hintId}
      />
      <span id={hintId} className="field__hint">
        {intl.formatMessage({ id: 'list.filter.city.typedHint', defaultMessage: 'Naam of postcode; leeg: alle gemeenten.' })}
      </span>
      {notice}
    </div>
  );
}

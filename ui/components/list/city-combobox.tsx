import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../domain/shared/locale';
import { cityLabelIn } from '../../../domain/display/city-name';
import type { CityChoice, CitySearch } from './city-search';
import { LIST_PARAM } from '../../../domain/search/list-params';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 200;
const MAX_OPTIONS = 10;

interface CityComboboxProps {
  readonly id: string;
  readonly label: string;
  readonly selected: CityChoice | undefined;
  /** The selected city's id when its name is unknown (a shared link with no results). */
  readonly selectedId: number | undefined;
  readonly locale: Locale;
  readonly search: CitySearch;
  readonly onSelect: (city: CityChoice | undefined) => void;
}

/**
 * City autocomplete as the WAI-ARIA combobox pattern (list autocomplete, manual selection): arrows move
 * through the suggestions (aria-activedescendant), Enter picks, Escape closes or clears. The chosen
 * city's id travels in a hidden `city` field like the plain select it replaces.
 */
export function CityCombobox({ id, label, selected, selectedId, locale, search, onSelect }: CityComboboxProps) {
  const intl = useIntl();
  const listboxId = `${id}-listbox`;
  const shown = selected ? cityLabelIn(selected, locale) : '';
  const [text, setText] = useState(shown);
  const [shownFor, setShownFor] = useState(shown);
  const [options, setOptions] = useState<readonly CityChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<{ text: string; empty: boolean }>({ text: '', empty: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  // The URL changed under us (back/forward, clear filters): show the city it now names.
  if (shown !== shownFor) {
    setShownFor(shown);
    setText(shown);
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const lookUp = (query: string) => {
    const controller = new AbortController();
    request.current = controller;
    search(query, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        const list = found.slice(0, MAX_OPTIONS);
        setOptions(list);
        setOpen(list.length > 0);
        setActive(-1);
        setStatus({
          text: intl.formatMessage(
            {
              id: 'list.filter.city.results',
              defaultMessage: '{count, plural, =0 {Geen gemeente gevonden} one {# gemeente gevonden} other {# gemeenten gevonden}}',
            },
            { count: list.length },
          ),
          empty: list.length === 0,
        });
      })
      .catch(() => undefined); // aborted or offline: the suggestions stay as they were
  };

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    request.current?.abort();
    if (value.trim().length < MIN_CHARS) {
      setOptions([]);
      setStatus({ text: '', empty: false });
      close();
      return;
    }
    timer.current = setTimeout(() => lookUp(value.trim()), DEBOUNCE_MS);
  };

  const choose = (city: CityChoice) => {
    setText(cityLabelIn(city, locale));
    close();
    onSelect(city);
  };

  const hasChoice = selected !== undefined || selectedId !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
        return;
      }
      case 'Enter': {
        const city = open ? options[active] : undefined;
        if (city) {
          event.preventDefault();
          choose(city);
        } else if (text.trim() === '' && hasChoice) {
          event.preventDefault();
          onSelect(undefined);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          type('');
        }
        return;
      case 'Tab':
        close();
    }
  };

  const onBlur = () => {
    close();
    // An emptied field removes the city; a half-typed name that was not picked is undone.
    if (text.trim() === '' && hasChoice) onSelect(undefined);
    else setText(shown);
  };

  const optionId = (city: CityChoice) => `${listboxId}-${city.id}`;
  const activeCity = open ? options[active] : undefined;
  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeCity ? optionId(activeCity) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <input type="hidden" name={LIST_PARAM.city} value={selected?.id ?? selectedId ?? ''} />
      <span id={`${id}-hint`} className="visually-hidden">
        {intl.formatMessage({ id: 'list.filter.city.hint', defaultMessage: 'Typ minstens twee letters van een gemeente of een postcode.' })}
      </span>
      <ul id={listboxId} role="listbox" aria-label={label} className="combobox__listbox" hidden={!open}>
        {options.map((city, index) => (
          <li
            key={city.id}
            id={optionId(city)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // Keeps focus in the field, so choosing with the mouse does not count as leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
          >
            {cityLabelIn(city, locale)}
          </li>
        ))}
      </ul>
      <p role="status" className={status.empty ? 'combobox__status' : 'visually-hidden'}>
        {status.text}
      </p>
    </div>
  );
}

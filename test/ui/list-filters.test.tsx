/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
// The Node build of the server renderer, as the site server uses (the browser build needs MessageChannel).
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { EMPTY_FILTER_VALUES } from '../../domain/search/shown-filter-values';
import { FilterPanel } from '../../ui/components/list/filter-panel';
import { readListUrl } from '../../domain/search/list-url';
import { messagesFor } from '../../ui/i18n/messages';
import { FIXTURE_CITIES, FIXTURE_ESTATES } from '../fixtures/estates';
import { aListWorld, queryOf } from './support/list-page-world';

const form = () => screen.getByRole('search', { name: 'Zoeken en filteren' });
const radio = (name: string | RegExp) => within(form()).getByRole('radio', { name });
const checkbox = (name: string | RegExp) => within(form()).getByRole('checkbox', { name });
const select = (name: string) => within(form()).getByRole('combobox', { name }) as HTMLSelectElement;
const cityInput = () => within(form()).getByRole('combobox', { name: 'Gemeente' }) as HTMLInputElement;
/** Chooses a value once the field offers it: each choice reruns the loader, whose filter values make the options. */
async function choose(name: string, value: string) {
  const field = await waitFor(() => {
    const found = select(name);
    expect([...found.options].map((option) => option.value)).toContain(value);
    return found;
  });
  fireEvent.change(field, { target: { value } });
}

async function openList(search = '', options: { withCitySearch?: boolean } = {}) {
  const world = aListWorld({ estates: FIXTURE_ESTATES, cities: FIXTURE_CITIES, ...options });
  const { router, ui } = world.open(search);
  render(ui);
  await screen.findByRole('search', { name: 'Zoeken en filteren' });
  const urlBecomes = async (expected: string) => {
    await waitFor(() => expect(queryOf(router)).toBe(expected));
    // The router commits the URL with its loader data; let React render the page of that URL too.
    await act(async () => {});
  };
  return { router, world, urlBecomes };
}

describe('§2 a URL shows its filters in the filter panel', () => {
  const SHARED = '?trans=kopen&type=2&subType=204&city=11&price-min=200000&price-max=400000&bed-min=2&sortType=price&sortOrder=DESC&group=CITY';

  it('§2 every URL filter is a checked or selected control', async () => {
    await openList(SHARED);
    expect(radio('Te koop')).toHaveProperty('checked', true);
    expect(radio('Alles')).toHaveProperty('checked', false);
    expect(checkbox(/^Appartement/)).toHaveProperty('checked', true);
    expect(checkbox(/^Woning/)).toHaveProperty('checked', false);
    expect(select('Soort').value).toBe('204');
    expect(cityInput().value).toBe('9000 Gent');
    expect(form().querySelector<HTMLInputElement>('input[type=hidden][name=city]')?.value).toBe('11');
    expect(select('Prijs vanaf').value).toBe('200000');
    expect(select('Prijs tot').value).toBe('400000');
    expect(select('Slaapkamers').value).toBe('2');
    expect([select('Sorteren op').value, select('Volgorde').value]).toEqual(['price', 'DESC']);
    expect(select('Groeperen per').value).toBe('CITY');
  });

  it('§4 with no sort in the URL the default shows: date, descending', async () => {
    await openList();
    expect([select('Sorteren op').value, select('Volgorde').value]).toEqual(['date', 'DESC']);
    expect(radio('Alles')).toHaveProperty('checked', true);
  });

  it('§2 a shared link with another transaction id (take-over) keeps it as a choice of its own', async () => {
    await openList('?status=3');
    expect(radio('Over te nemen')).toHaveProperty('checked', true);
  });

  it('§2 without JavaScript the panel is a plain GET form to the list whose fields read back as the same state', async () => {
    const state = readListUrl(new URLSearchParams(SHARED));
    const city = { id: 11, name: 'Gent', zip: '9000' };
    const html = renderToString(
      <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
        <MemoryRouter initialEntries={[`/nl/aanbod${SHARED}`]}>
          <FilterPanel state={state} values={EMPTY_FILTER_VALUES} locale="nl" city={city} />
        </MemoryRouter>
      </IntlProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const plain = page.querySelector('form')!;
    expect([plain.getAttribute('method'), plain.getAttribute('action')]).toEqual(['get', '/nl/aanbod']);
    // Issue 8: no select of every city in the page; the city travels as typed and the list page resolves it.
    expect(plain.querySelector('select[name=city]')).toBeNull();
    const typed = plain.querySelector<HTMLInputElement>('input[name=city-name]')!;
    expect([typed.type, typed.value, page.querySelector(`label[for="${typed.id}"]`)?.textContent]).toEqual(['text', '9000 Gent', 'Gemeente']);
    const submitted = new URLSearchParams([...new FormData(plain)].map(([name, value]) => [name, String(value)]));
    const world = aListWorld({ estates: FIXTURE_ESTATES, cities: FIXTURE_CITIES });
    const answer = await world.loadPage(`https://immo.test/nl/aanbod?${submitted}`).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get('Location')!;
    expect((answer as Response).status).toBe(303);
    expect(location).not.toContain('city-name');
    expect(readListUrl(new URL(location, 'https://immo.test').searchParams)).toEqual(state);
  });
});

describe('§2 a city typed without JavaScript (issue 8: the page ships no list of every city)', () => {
  const redirectOf = async (search: string) => {
    const world = aListWorld({ estates: FIXTURE_ESTATES, cities: FIXTURE_CITIES });
    const answer = (await world.loadPage(`https://immo.test/nl/aanbod${search}`).catch((thrown: unknown) => thrown)) as Response;
    return `${answer.status} ${answer.headers.get('Location')}`;
  };

  it.each([
    ['a name', '?trans=kopen&city-name=gent', '303 /nl/aanbod?trans=kopen&city=11'],
    ['a postal code', '?city-name=8000&view=map', '303 /nl/aanbod?city=12&view=map'],
  ])('§2 %s that names one city: the canonical address of that list (303)', async (_title, search, expected) => {
    expect(await redirectOf(search)).toBe(expected);
  });

  it('§2 a name several cities fit: the list unfiltered by city, the field keeps the text and offers each city as a link', async () => {
    await openList('?trans=kopen&city-name=9');
    const notice = screen.getByText('Welke gemeente bedoelt u met “9”?').parentElement!;
    expect(within(notice).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['9000 Gent', '/nl/aanbod?trans=kopen&city=11'],
      ['9820 Merelbeke', '/nl/aanbod?trans=kopen&city=15'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '6 panden' })).toBeTruthy();
  });

  it('§2 an emptied field is every city, as the plain form sends it', async () => {
    await openList('?city=11&city-name=&trans=kopen');
    expect(screen.getByRole('heading', { level: 2, name: '6 panden' })).toBeTruthy();
    expect(screen.queryByText(/Geen gemeente gevonden voor|Welke gemeente bedoelt u/)).toBeNull();
  });

  it('§2 a name no city fits: says so, the list unfiltered by city', async () => {
    await openList('?city-name=Atlantis');
    expect(screen.getByText('Geen gemeente gevonden voor “Atlantis”.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '10 panden' })).toBeTruthy();
  });
});

describe('§2 choosing filters writes the canonical URL (the URL is the state)', () => {
  it('§2 transaction, type, subtype, price, bedrooms, sort and grouping each land in the query string', async () => {
    const { urlBecomes } = await openList();
    fireEvent.click(radio('Te huur'));
    await urlBecomes('?trans=huren');
    fireEvent.click(checkbox(/^Appartement/));
    await urlBecomes('?trans=huren&type=2');
    await choose('Soort', '204');
    await urlBecomes('?trans=huren&type=2&subType=204');
    await choose('Prijs tot', '1000');
    await urlBecomes('?trans=huren&type=2&subType=204&price-max=1000');
    await choose('Slaapkamers', '1');
    await urlBecomes('?trans=huren&type=2&subType=204&price-max=1000&bed-min=1');
    await choose('Sorteren op', 'price');
    await urlBecomes('?trans=huren&type=2&subType=204&price-max=1000&bed-min=1&sortType=price&sortOrder=DESC');
    await choose('Volgorde', 'ASC');
    await urlBecomes('?trans=huren&type=2&subType=204&price-max=1000&bed-min=1&sortType=price&sortOrder=ASC');
    await choose('Groeperen per', 'TYPE');
    await urlBecomes('?trans=huren&type=2&subType=204&price-max=1000&bed-min=1&sortType=price&sortOrder=ASC&group=TYPE');
  });

  it('§2 the loader runs again: the results follow the URL', async () => {
    const { urlBecomes } = await openList();
    expect(screen.getByRole('heading', { level: 2, name: '10 panden' })).toBeTruthy();
    fireEvent.click(radio('Te koop'));
    await urlBecomes('?trans=kopen');
    await screen.findByRole('heading', { level: 2, name: '6 panden' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Te koop');
  });

  it('§4 the default sort (date, descending) needs no parameter', async () => {
    const { urlBecomes } = await openList('?sortType=price&sortOrder=ASC');
    await choose('Sorteren op', 'date');
    await urlBecomes('?sortType=date&sortOrder=ASC');
    await choose('Volgorde', 'DESC');
    await urlBecomes('');
  });

  it('§2 unchecking a type drops its subtype: a subtype only means something under its type', async () => {
    const { urlBecomes } = await openList('?type=2&subType=204');
    fireEvent.click(checkbox(/^Appartement/));
    await urlBecomes('');
    await waitFor(() => expect(within(form()).queryByRole('combobox', { name: 'Soort' })).toBeNull());
  });

  it('§2 back and forward restore the controls of each URL', async () => {
    const { router, urlBecomes } = await openList();
    fireEvent.click(checkbox(/^Woning/));
    await urlBecomes('?type=1');
    fireEvent.click(radio('Te koop'));
    await urlBecomes('?trans=kopen&type=1');
    await act(() => router.navigate(-1));
    await urlBecomes('?type=1');
    await waitFor(() => expect(radio('Alles')).toHaveProperty('checked', true));
    expect(checkbox(/^Woning/)).toHaveProperty('checked', true);
    await act(() => router.navigate(-1));
    await urlBecomes('');
    await waitFor(() => expect(checkbox(/^Woning/)).toHaveProperty('checked', false));
    await act(() => router.navigate(1));
    await urlBecomes('?type=1');
    await waitFor(() => expect(checkbox(/^Woning/)).toHaveProperty('checked', true));
  });

  it('§2 filters the panel has no control for (country, exact bedrooms) and other parameters (the map view) travel along', async () => {
    const { urlBecomes } = await openList('?country=BE&bedrooms=3&view=map');
    fireEvent.click(checkbox(/^Woning/));
    await urlBecomes('?type=1&country=BE&bedrooms=3&view=map');
  });

  it('§4 "clear filters" empties the query but keeps the view', async () => {
    const { urlBecomes } = await openList('?trans=kopen&type=1&group=TYPE&view=map');
    fireEvent.click(within(form()).getByRole('link', { name: 'Wis alle filters' }));
    await urlBecomes('?view=map');
    await waitFor(() => expect(within(form()).queryByRole('link', { name: 'Wis alle filters' })).toBeNull());
  });
});

describe('city autocomplete (§2 city through /{lang}/ajax/search-city)', () => {
  it('typing suggests cities; arrows move the active option, Enter chooses it and sets the city id', async () => {
    const { world, urlBecomes } = await openList('', { withCitySearch: true });
    const input = cityInput();
    fireEvent.change(input, { target: { value: 'br' } });
    const listbox = await screen.findByRole('listbox', { name: 'Gemeente' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(world.searches).toEqual(['br']);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['8000 Brugge']);
    expect(within(form()).getByRole('status').textContent).toBe('1 gemeente gevonden');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = within(listbox).getByRole('option', { name: '8000 Brugge' });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await urlBecomes('?city=12');
    expect(input.value).toBe('8000 Brugge');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the suggestions, then clears the text; leaving the emptied field removes the city', async () => {
    const { urlBecomes } = await openList('?city=11', { withCitySearch: true });
    const input = cityInput();
    expect(input.value).toBe('9000 Gent');
    fireEvent.change(input, { target: { value: '90' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    fireEvent.blur(input);
    await urlBecomes('');
  });

  it('a half-typed name that was not chosen is undone on leaving the field', async () => {
    const { router } = await openList('?city=11', { withCitySearch: true });
    const input = cityInput();
    fireEvent.change(input, { target: { value: 'Ant' } });
    fireEvent.blur(input);
    expect(input.value).toBe('9000 Gent');
    expect(queryOf(router)).toBe('?city=11');
  });

  it('choosing with the pointer keeps focus in the field and sets the city', async () => {
    const { urlBecomes } = await openList('', { withCitySearch: true });
    const input = cityInput();
    input.focus();
    fireEvent.change(input, { target: { value: '40' } });
    const option = await screen.findByRole('option', { name: '4000 Luik' });
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    await urlBecomes('?city=14');
    expect(document.activeElement).toBe(input);
  });
});

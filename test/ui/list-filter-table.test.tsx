/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
// The Node build of the server renderer, as the site server uses (the browser build needs MessageChannel).
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ListFilter } from '../../domain/search/list-filter';
import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS, tableFilter } from '../../domain/search/list-filter-table';
import { buildSearchBody } from '../../domain/search/search-body';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { listSearch, readListUrl } from '../../domain/search/list-url';
import { EMPTY_FILTER_VALUES } from '../../domain/search/shown-filter-values';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import { FilterPanel } from '../../ui/components/list/filter-panel';
import { messagesFor } from '../../ui/i18n/messages';
import { FIXTURE_CITIES, TABLE_FILTER_ESTATES, TABLE_FILTER_EXPECTED as E } from '../fixtures/estates';
import { aListWorld, queryOf } from './support/list-page-world';

/**
 * Issue 19 item 7 (§2 the filter panel, §9 four languages): the panel draws one control per filter of the list filter
 * table, labelled in nl, fr, en and de and named after its URL parameter; choosing them writes the URL and the list
 * follows.
 */

const LABELS: Readonly<Record<Locale, readonly string[]>> = {
  nl: ['Energielabel (EPC)', 'Met tuin', 'Met garage of parking', 'Badkamers'],
  fr: ['Label énergétique (PEB)', 'Avec jardin', 'Avec garage ou parking', 'Salles de bains'],
  en: ['Energy label (EPC)', 'With a garden', 'With a garage or parking space', 'Bathrooms'],
  de: ['Energieklasse (EPC)', 'Mit Garten', 'Mit Garage oder Stellplatz', 'Badezimmer'],
};
const OPTIONS: Readonly<Record<Locale, { energy: readonly string[]; bathrooms: readonly string[] }>> = {
  nl: { energy: ['Om het even', 'A+ of beter', 'A of beter', 'B of beter'], bathrooms: ['Om het even', 'Minstens 1', 'Minstens 2', 'Minstens 3'] },
  fr: { energy: ['Peu importe', 'A+ ou mieux', 'A ou mieux', 'B ou mieux'], bathrooms: ['Peu importe', 'Au moins 1', 'Au moins 2', 'Au moins 3'] },
  en: { energy: ['Any', 'A+ or better', 'A or better', 'B or better'], bathrooms: ['Any', 'At least 1', 'At least 2', 'At least 3'] },
  de: { energy: ['Beliebig', 'A+ oder besser', 'A oder besser', 'B oder besser'], bathrooms: ['Beliebig', 'Mindestens 1', 'Mindestens 2', 'Mindestens 3'] },
};

/** The panel as the server renders it, without JavaScript, for an address. */
function panelHtml(locale: Locale, search: string): HTMLFormElement {
  const html = renderToString(
    <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
      <MemoryRouter initialEntries={[`/${locale}/list${search}`]}>
        <FilterPanel state={readListUrl(new URLSearchParams(search))} values={EMPTY_FILTER_VALUES} locale={locale} />
      </MemoryRouter>
    </IntlProvider>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return page.querySelector('form')!;
}

const labelOf = (form: HTMLFormElement, name: string): string | undefined => {
  const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!control) return undefined;
  return (control.type === 'checkbox' ? control.closest('label') : form.querySelector(`label[for="${control.id}"]`))?.textContent ?? undefined;
};

describe('issue 19 item 7, §2 §9: the filter panel shows the table\'s filters in four languages', () => {
  it.each(LOCALES)('%s: the four controls, labelled, named after their URL parameters, with their choices', (locale) => {
    const form = panelHtml(locale, '');
    const params = TABLE_FILTER_KEYS.map((key) => LIST_FILTER_TABLE[key].param);
    expect(params.map((param) => labelOf(form, param))).toEqual(LABELS[locale]);
    const options = (name: string) => [...form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.options].map((option) => option.textContent);
    expect(options('epc-max').slice(0, 4)).toEqual(OPTIONS[locale].energy);
    expect(options('epc-max')).toHaveLength(9);
    expect(options('bath-min')).toEqual(OPTIONS[locale].bathrooms);
  });

  it.each(LOCALES)('%s: every label key the table gives has its text (none falls back to the id)', (locale) => {
    const messages = messagesFor(locale) as Readonly<Record<string, unknown>>;
    const keys = TABLE_FILTER_KEYS.flatMap((key) => {
      const row = tableFilter(key);
      return [row.label, ...row.choices.map((choice) => row.choiceLabel(choice).key)];
    });
    expect(keys.filter((key) => messages[key] === undefined)).toEqual([]);
    expect(messages['list.filter.any']).toBeDefined();
  });

  it('§2 without JavaScript the plain GET form sends the four filters as the address holds them', () => {
    const search = '?epc-max=C&garden=1&parking=1&bath-min=2';
    const form = panelHtml('nl', search);
    const submitted = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    // The canonical address of what the form sends (it also sends the default sort, which the address leaves out).
    expect(listSearch(readListUrl(submitted))).toBe(search);
  });
});

describe('issue 19 item 7, §2: choosing the table\'s filters in the panel', () => {
  const form = () => screen.getByRole('search', { name: 'Zoeken en filteren' });

  it('§2 each lands in the query string and the list follows (§7: the memory catalogue evaluates the body)', async () => {
    const world = aListWorld({ estates: TABLE_FILTER_ESTATES, cities: FIXTURE_CITIES });
    const { router, ui } = world.open('');
    render(ui);
    await screen.findByRole('heading', { level: 2, name: '6 panden' });
    const urlBecomes = async (expected: string) => {
      await waitFor(() => expect(queryOf(router)).toBe(expected));
      await act(async () => {});
    };
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Energielabel (EPC)' }), { target: { value: 'C' } });
    await urlBecomes('?epc-max=C');
    await screen.findByRole('heading', { level: 2, name: '3 panden' });
    fireEvent.click(within(form()).getByRole('checkbox', { name: /^Met tuin/ }));
    await urlBecomes('?epc-max=C&garden=1');
    fireEvent.click(within(form()).getByRole('checkbox', { name: /^Met garage of parking/ }));
    await urlBecomes('?epc-max=C&garden=1&parking=1');
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Badkamers' }), { target: { value: '2' } });
    await urlBecomes('?epc-max=C&garden=1&parking=1&bath-min=2');
    await screen.findByRole('heading', { level: 2, name: '2 panden' });
    fireEvent.click(within(form()).getByRole('checkbox', { name: /^Met tuin/ }));
    await urlBecomes('?epc-max=C&parking=1&bath-min=2');
  });

  it('issue 19 item 7: each choice says how many the list shows when it is chosen, the chosen filter\'s own choices included', async () => {
    const world = aListWorld({ estates: TABLE_FILTER_ESTATES, cities: FIXTURE_CITIES });
    render(world.open('?bath-min=2').ui);
    await screen.findByRole('heading', { level: 2, name: `${E.bathroomsAtLeast2.length} panden` });
    const option = (name: string, value: string) => within(form()).getByRole<HTMLSelectElement>('combobox', { name }).querySelector(`option[value="${value}"]`)?.textContent;
    // Counted with at least 2 bathrooms: what the list shows when the choice is made.
    const listed = async (filter: ListFilter) => (await new MemoryEstateCatalogue(TABLE_FILTER_ESTATES).search(buildSearchBody({ filter: { bathMin: 2, ...filter } }))).total;
    expect([option('Energielabel (EPC)', 'C'), option('Energielabel (EPC)', 'A')]).toEqual([
      `C of beter (${await listed({ energyMax: 'C' })})`,
      `A of beter (${await listed({ energyMax: 'A' })})`,
    ]);
    expect(within(form()).getByRole('checkbox', { name: `Met tuin (${await listed({ garden: true })})` })).toBeTruthy();
    // The chosen filter's choices count without it: what choosing another would show.
    expect([1, 2, 3].map((count) => option('Badkamers', String(count)))).toEqual([
      `Minstens 1 (${E.bathroomsAtLeast1.length})`,
      `Minstens 2 (${E.bathroomsAtLeast2.length})`,
      `Minstens 3 (${E.bathroomsAtLeast3.length})`,
    ]);
  });
});

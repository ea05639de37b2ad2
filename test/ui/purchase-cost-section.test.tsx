/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { costEstimate, purchaseCostView, type PurchaseCostView } from '../../domain/costs/purchase-cost-view';
import { PurchaseCostSection } from '../../ui/components/costs/purchase-cost-section';
import { messagesFor } from '../../ui/i18n/messages';
import { anEstate } from '../domain/builders/an-estate';
import { HOUSE_PATH } from './support/detail-estates';
import { openPage } from './support/detail-page-helpers';

// Issue 10 item 1: the total purchase cost on the detail page of every estate for sale.

afterEach(cleanup);

const section = () => screen.getByRole('region', { name: 'Wat kost deze aankoop in totaal?' });
const line = (label: string) => within(section()).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('issue 10: total purchase cost on the detail page', () => {
  it('issue 10: a house for sale in Flanders shows the estimate for a sole own home by default, and says so', async () => {
    await openPage(HOUSE_PATH);
    expect(line('Registratierechten')).toBe('€ 9.000');
    expect(line('Ereloon van de notaris')).toBe('€ 5.785,50');
    expect(screen.getByTestId('purchase-cost-total').textContent).toMatch(/^€ 467\.611,/);
    expect(within(section()).getByText(/schatting voor de aankoop van uw enige eigen woning in het Vlaams Gewest/)).toBeTruthy();
    expect(within(section()).getByRole('radio', { name: 'Enige eigen woning' })).toHaveProperty('checked', true);
  });

  it('issue 10: choosing another purchase and entering a loan recalculates in the browser', async () => {
    await openPage(HOUSE_PATH);
    fireEvent.click(within(section()).getByRole('radio', { name: 'Andere aankoop (tweede woning, belegging)' }));
    await waitFor(() => expect(line('Registratierechten')).toBe('€ 54.000'));
    fireEvent.change(within(section()).getByLabelText('Bedrag van uw hypothecaire lening (optioneel)'), { target: { value: '300.000' } });
    await waitFor(() => expect(line('Kosten van de hypotheekakte')).toMatch(/^€ 7\./));
    expect(within(section()).getByText(/een andere aankoop dan uw enige eigen woning/)).toBeTruthy();
  });

  it('issue 10: the situation and loan in the URL (the form without JavaScript) are rendered by the server', async () => {
    await openPage(`${HOUSE_PATH}?situation=energyRenovation&loan=200000`);
    expect(line('Registratierechten')).toBe('€ 4.500');
    expect(line('Kosten van de hypotheekakte')).toBeTruthy();
  });

  it('issue 10: Wallonia offers no energy renovation rate', async () => {
    await openPage('/nl/aanbod/4');
    expect(within(section()).queryByRole('radio', { name: /energetische renovatie/ })).toBeNull();
    expect(line('Registratierechten')).toBe('€ 13.500');
  });

  it.each([
    ['a sold estate', '/nl/aanbod/2'],
    ['an estate to rent', '/nl/aanbod/5'],
  ])('issue 10: %s has no cost estimate', async (_name, path) => {
    await openPage(path);
    expect(screen.queryByRole('region', { name: 'Wat kost deze aankoop in totaal?' })).toBeNull();
  });

  it('issue 10, §9: under the VAT regime the building bears VAT and the land share the duties', async () => {
    await openPage('/nl/aanbod/7');
    expect(line('Registratierechten op het grondaandeel')).toBe('€ 1.600');
    expect(line('Btw op het gebouw')).toBe('€ 45.150');
    expect(line('Prijs (zonder btw)')).toBe('€ 450.000');
  });
});

// Issue 19 item 1: React renders the cost estimate the view carries and decides nothing; a change of situation or loan
// is the core's costEstimate over the view's basis.

const estate = anEstate({ general: { transaction: { id: 1 } }, price: { value: 300_000 }, address: { city: { id: 1, name: 'Gent', zip: '9000' }, country: { id: 'BE' } } });
const made = purchaseCostView(estate, new URLSearchParams(), '2025-06-01')!;
/** The core's view with figures no rule would give: what the page shows can only come from the view. */
const view: PurchaseCostView = {
  ...made,
  estimate: { ...made.estimate, total: '€ 1.234.567', lines: [{ kind: 'notaryFee', label: 'notaryFee', amount: '€ 42', fromEstate: true }] },
};

function renderIn(locale: 'fr' | 'de') {
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
      <PurchaseCostSection view={view} />
    </IntlProvider>,
  );
  return screen.getByRole('region');
}

describe('issue 19 item 1: the purchase cost section renders the view', () => {
  it('issue 19 item 1: the total and lines are the view\'s, its situations the view\'s, the choice the address\'s', () => {
    const section = renderIn('fr');
    expect(within(section).getByTestId('purchase-cost-total').textContent).toBe('€ 1.234.567');
    expect(within(section).getByText('€ 42')).toBeTruthy();
    expect(within(section).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(view.situations);
    expect(within(section).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked).map((radio) => (radio as HTMLInputElement).value)).toEqual(['soleOwnHome']);
  });

  it('issue 19 item 1: another situation and a loan show the core\'s estimate for them', async () => {
    const section = renderIn('de');
    const radios = within(section).getAllByRole('radio') as HTMLInputElement[];
    fireEvent.click(radios.find((radio) => radio.value === 'other')!);
    fireEvent.change(within(section).getByRole('textbox'), { target: { value: '200.000' } });
    const expected = costEstimate(view.basis, { situation: 'other', loan: '200.000' });
    await waitFor(() => expect(within(section).getByTestId('purchase-cost-total').textContent).toBe(expected.total));
    expect(expected.lines.map((line) => line.kind)).toContain('mortgageDeed');
  });
});

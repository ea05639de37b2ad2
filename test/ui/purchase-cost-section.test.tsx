/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

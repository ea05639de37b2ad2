/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as rentalUnit from '../../ui/routes/rental-unit';
import { aFlowsWorld, formPost, statusOf } from './support/flows-world';

/** Unit 1 of the rental fixture: 'Zeezicht 1' in Knokke-Heist, for 4 guests, three free weeks in July 2025. */
const PATH = '/nl/vakantie/1';
const periodChoices = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openUnit(path = PATH, locale: 'nl' | 'en' = 'nl') {
  const world = aFlowsWorld({ locale });
  render(world.open(path).ui);
  await screen.findByRole('heading', { level: 1 });
  return world;
}

function fillIn(period: string, persons = '3') {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${period}`) }));
  type('Naam', 'An Peeters');
  type('E-mailadres', 'an@example.be');
  type('Aantal personen (hoogstens 4)', persons);
}

describe('§2 holiday rental unit: /{lang}/vakantie/:rentalUnitId', () => {
  it('§3 shows the unit: name, place, photos, max occupation, rooms, description in the page language', async () => {
    await openUnit();
    expect(screen.getByRole('heading', { level: 1, name: 'Zeezicht 1' })).toBeTruthy();
    expect(screen.getByText('Appartement', { selector: '.eyebrow' })).toBeTruthy();
    expect(screen.getByText('Knokke-Heist, Kust', { selector: '.page__lead' })).toBeTruthy(); // the town and its §3 region
    const photos = within(screen.getByRole('list', { name: "Foto's" })).getAllByRole('img');
    expect(photos.map((photo) => [photo.getAttribute('alt'), photo.getAttribute('src')])).toEqual([['Zeezicht 1, foto 1 van 1', '/photos/1/medium.jpg']]);
    expect([...document.querySelectorAll('.rental-facts > div')].map((fact) => fact.textContent)).toEqual([
      'Maximum aantal personen4',
      'Slaapkamers2',
      'Badkamers1',
    ]);
    expect(screen.getByText('Vakantiewoning 1', { selector: '.rental-description' }).getAttribute('lang')).toBeNull();
  });

  it('§2 the free periods: dates as dd/mm/yyyy, kind and price', async () => {
    await openUnit();
    expect(periodChoices()).toEqual([
      '05/07/2025 tot 12/07/2025Week · 7 nachten€ 900',
      '12/07/2025 tot 19/07/2025Week · 7 nachten€ 950',
      '19/07/2025 tot 26/07/2025Week · 7 nachten€ 950',
    ]);
  });

  it('§2 a long season: the first six periods are shown, the others behind a disclosure that opens on the one chosen', async () => {
    const weeks = Array.from({ length: 9 }, (_, index) => {
      const start = new Date(Date.UTC(2025, 6, 5 + 7 * index)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2025, 6, 12 + 7 * index)).toISOString().slice(0, 10);
      return { start, end, price: 900, type: 'WEEK' };
    });
    const world = aFlowsWorld({ periods: { 1: weeks } });
    render(world.open(PATH).ui);
    const more = (await screen.findByText('Nog 3 vrije periodes')).closest('details')!;
    expect([more.open, within(more).getAllByRole('radio').length]).toEqual([false, 3]);
    // As after a post without JavaScript: the answer names a later period, so the disclosure comes back open.
    fireEvent.click(screen.getByRole('radio', { name: /^30\/08\/2025/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reservatie versturen' }));
    await screen.findByRole('alert');
    expect(document.querySelector('details')!.open).toBe(true);
    expect((screen.getByRole('radio', { name: /^30\/08\/2025/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('§1 a reservation through the route action is confirmed, and the period is no longer free', async () => {
    const world = await openUnit();
    fillIn('12/07/2025');
    type('Bericht (optioneel)', 'Met een hond');
    fireEvent.click(screen.getByRole('button', { name: 'Reservatie versturen' }));
    const confirmation = (await screen.findByRole('heading', { name: 'Bedankt, uw reservatie is ontvangen' })).closest<HTMLElement>('[role="status"]')!;
    // Issue 13 item 8: the guest is given the short reference, not the reservation's id.
    const reference = world.rentals.reservations[0]!.reference;
    expect(reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(confirmation.textContent).toContain(`Periode: 12/07/2025 tot 19/07/2025. Referentie: ${reference}.`);
    expect(confirmation.textContent).not.toContain('res-1');
    expect(document.activeElement).toBe(confirmation);
    expect(world.rentals.reservations).toEqual([
      {
        id: 'res-1',
        reference,
        rentalUnitId: 1,
        period: { start: '2025-07-12', end: '2025-07-19' },
        name: 'An Peeters',
        email: 'an@example.be',
        persons: 3,
        message: 'Met een hond',
        locale: 'nl',
      },
    ]);
    expect((await world.rentals.periods(1)).map((period) => period.start)).toEqual(['2025-07-05', '2025-07-19']);
  });

  it('§1 a period reserved by someone else meanwhile is explained (409); the choice is refreshed and the typed details stay', async () => {
    const world = await openUnit();
    await world.rentals.reserve({ rentalUnitId: 1, period: { start: '2025-07-05', end: '2025-07-12' }, name: 'B', email: 'b@example.be', persons: 2 });
    fillIn('05/07/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Reservatie versturen' }));
    const taken = (await screen.findByText(/Die periode is intussen/)).closest('[role="alert"]');
    expect(document.activeElement).toBe(taken);
    await waitFor(() => expect(periodChoices()).toHaveLength(2));
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('An Peeters');
    expect(world.rentals.reservations).toHaveLength(1);
  });

  it('§5 more guests than the unit takes is a field error on the number of persons', async () => {
    const world = await openUnit();
    fillIn('05/07/2025', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Reservatie versturen' }));
    expect(await screen.findByText('Deze woning is voor hoogstens 4 personen.', { selector: '.field__error' })).toBeTruthy();
    const persons = screen.getByLabelText('Aantal personen (hoogstens 4)');
    expect([persons.getAttribute('aria-invalid'), persons.getAttribute('aria-describedby')]).toEqual(['true', 'reservation-persons-error']);
    expect(world.rentals.reservations).toEqual([]);
  });

  it('§5 an empty form lists what is missing, each linked to its field', async () => {
    await openUnit();
    fireEvent.click(screen.getByRole('button', { name: 'Reservatie versturen' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kies een periode.', '#reservation-period-0'],
      ['Vul uw naam in.', '#reservation-name'],
      ['Vul uw e-mailadres in.', '#reservation-email'],
      ['Vul het aantal personen in.', '#reservation-persons'],
    ]);
  });

  it('§2 an unknown unit, or an id that is no number, is a 404', async () => {
    const world = await openUnit('/nl/vakantie/99');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(statusOf(await world.call(rentalUnit.loader, '/x', { rentalUnitId: '99' }))).toBe(404);
    expect(statusOf(await world.call(rentalUnit.loader, '/x', { rentalUnitId: 'abc' }))).toBe(404);
    const reservation = { period: '2025-07-05_2025-07-12', name: 'An', email: 'an@example.be', persons: '2' };
    expect(statusOf(await world.call(rentalUnit.action, '/x', { rentalUnitId: '99' }, formPost(reservation)))).toBe(404);
  });

  it('§2 without JavaScript the action answers 200, 400 or 409 with what was typed', async () => {
    const world = aFlowsWorld();
    const post = (fields: Record<string, string>) => world.call(rentalUnit.action, PATH, { rentalUnitId: '1' }, formPost(fields));
    const fields = { period: '2025-07-05_2025-07-12', name: 'An', email: 'an@example.be', phone: '0470 12 34 56', persons: '2' };
    const ok = (await post(fields)) as { data: unknown };
    expect([statusOf(ok), ok.data]).toEqual([200, { ok: true, value: { id: 'res-1', reference: expect.stringMatching(/^[2-9A-Z]{8}$/), rentalUnitId: 1, start: '2025-07-05', end: '2025-07-12' } }]);
    const taken = (await post(fields)) as { data: unknown };
    expect([statusOf(taken), taken.data]).toEqual([409, { ok: false, conflict: 'period_taken', values: fields }]);
    const invalid = (await post({ ...fields, period: '2025-07-12_2025-07-05', phone: 'call me' })) as { data: unknown };
    expect([statusOf(invalid), invalid.data]).toMatchObject([400, { ok: false, errors: { end: 'invalid', phone: 'invalid' } }]);
  });

  it('§9 in English, with a description only in Dutch marked as Dutch', async () => {
    await openUnit('/en/holiday/1', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Availability and booking' })).toBeTruthy();
    expect(periodChoices()[0]).toBe('05/07/2025 to 12/07/2025Week · 7 nights€ 900');
    expect(screen.getByText('Vakantiewoning 1', { selector: '.rental-description' }).getAttribute('lang')).toBe('nl');
    expect(screen.getByRole('button', { name: 'Send booking' })).toBeTruthy();
  });
});

/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { brusselsDateTime } from '../../ui/components/flows/brussels-time';
import * as cancelAppointment from '../../ui/routes/cancel-appointment';
import { aFlowsWorld, formPost, statusOf } from './support/flows-world';

const PATH = '/nl/afspraak-annuleren/apt-1';

/** A booked viewing in slot 1: 6 May 2030, 09:00–09:30 UTC, which is 11:00–11:30 in Brussels (summer time). */
async function aBookedWorld(now = '2030-05-01T08:00:00Z') {
  const world = aFlowsWorld({ now });
  await world.agenda.book({ slotId: 1, estateId: 1, name: 'An', email: 'an@example.be', phone: '0470123456', locale: 'nl' });
  return world;
}

async function openPage(world: ReturnType<typeof aFlowsWorld>, path = PATH) {
  render(world.open(path).ui);
  await screen.findByRole('heading', { level: 1 });
}

describe('§2 cancel appointment: /{lang}/afspraak-annuleren/:appointmentId', () => {
  it('§2 shows when the appointment is, in Brussels time (dd/mm/yyyy, HH:mm), and cancels it on the button', async () => {
    const world = await aBookedWorld();
    await openPage(world);
    expect(screen.getByRole('heading', { level: 1, name: 'Afspraak annuleren' })).toBeTruthy();
    expect([...document.querySelectorAll('.flow-facts dd')].map((dd) => dd.textContent)).toEqual(['06/05/2030', '11:00 – 11:30']);
    expect(screen.getByRole('link', { name: 'Bekijk het pand' }).getAttribute('href')).toBe('/nl/aanbod/1');
    expect((await world.agenda.appointment('apt-1'))?.status).toBe('BOOKED');

    fireEvent.click(screen.getByRole('button', { name: 'Afspraak annuleren' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Uw afspraak is geannuleerd' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toBe('Deze afspraak gaat niet door. U hoeft niets meer te doen.');
    expect(screen.queryByRole('button')).toBeNull();
    expect((await world.agenda.appointment('apt-1'))?.status).toBe('CANCELLED');
    expect((await world.agenda.slots(7)).find((slot) => slot.id === 1)?.available).toBe(2);
  });

  it('§2 an unknown appointment is a 404, for the page and for a post', async () => {
    const world = await aBookedWorld();
    await openPage(world, '/nl/afspraak-annuleren/apt-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(statusOf(await world.call(cancelAppointment.loader, '/x', { appointmentId: 'apt-9' }))).toBe(404);
    expect(statusOf(await world.call(cancelAppointment.action, '/x', { appointmentId: 'apt-9' }, formPost({})))).toBe(404);
  });

  it('§2 an appointment that has started is explained, with no button; a post anyway answers 409, not an error page', async () => {
    const world = await aBookedWorld('2030-05-06T09:10:00Z');
    await openPage(world);
    expect(screen.getByText('Deze afspraak is al begonnen of voorbij en kan niet meer geannuleerd worden.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const answer = (await world.call(cancelAppointment.action, PATH, { appointmentId: 'apt-1' }, formPost({}))) as { data: unknown };
    expect([statusOf(answer), answer.data]).toEqual([409, { ok: false, conflict: 'not_cancellable', values: {} }]);
    expect((await world.agenda.appointment('apt-1'))?.status).toBe('BOOKED');
  });

  it('§2 cancelled elsewhere meanwhile: the button answers with an explanation (409) instead of an error page', async () => {
    const world = await aBookedWorld();
    await openPage(world);
    await world.agenda.cancel('apt-1');
    fireEvent.click(screen.getByRole('button', { name: 'Afspraak annuleren' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze afspraak kan niet meer geannuleerd worden: ze is al geannuleerd of al begonnen.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('§2 an appointment already cancelled says so when opened again', async () => {
    const world = await aBookedWorld();
    await world.agenda.cancel('apt-1');
    await openPage(world);
    expect(screen.getByRole('heading', { level: 1, name: 'Uw afspraak is geannuleerd' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['summer time (UTC+2)', '2030-05-06T09:00:00.000Z', { date: '06/05/2030', time: '11:00' }],
    ['winter time (UTC+1)', '2030-01-15T17:45:00Z', { date: '15/01/2030', time: '18:45' }],
    ['the day changes at midnight in Brussels, not in UTC', '2030-03-01T23:30:00Z', { date: '02/03/2030', time: '00:30' }],
    ['no date', 'soon', null],
  ])('§2 dates dd/mm/yyyy and HH:mm in Brussels: %s', (_title, iso, expected) => {
    expect(brusselsDateTime(iso)).toEqual(expected);
  });
});

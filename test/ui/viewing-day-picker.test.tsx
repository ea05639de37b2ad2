/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AppointmentSlot } from '../../domain/agenda/appointment';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { DETAIL_ESTATES, HOUSE_IN_GENT } from './support/detail-estates';
import { aDetailWorld } from './support/detail-world';

/**
 * Issue 20 item 10: ten days of viewing moments (94 buttons) made a phone's detail page 15,600 px tall. The
 * section shows a day picker (links: no JavaScript needed, the chosen day aria-current) and one day's moments.
 */
const DAY_MS = 86_400_000;
const firstDay = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 2 * DAY_MS);
// Ten days from the day after tomorrow, nine half-hour moments a day from 09:00 UTC (10:00 or 11:00 in Brussels).
const SLOTS: AppointmentSlot[] = Array.from({ length: 10 }, (_, day) =>
  Array.from({ length: 9 }, (_, moment): AppointmentSlot => {
    const start = new Date(firstDay.getTime() + day * DAY_MS + (9 * 60 + moment * 30) * 60_000);
    return { id: day * 100 + moment + 1, agendaId: 7, start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), capacity: 1, available: 1 };
  }),
).flat();
const isoDay = (offset: number) => new Date(firstDay.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

async function openAt(search: string) {
  const world = aDetailWorld({ estates: DETAIL_ESTATES, slots: SLOTS });
  const { router, ui } = world.open(`${estateDetailPath(HOUSE_IN_GENT, 'nl')}${search}`);
  render(ui);
  const section = await screen.findByRole('region', { name: 'Plan een bezoek' });
  return { router, section };
}

describe('issue 20 item 10: the viewing moments of one day at a time, chosen from a day picker', () => {
  it('the page shows ten day links and the first day\'s nine moments only (not 90)', async () => {
    const { section } = await openAt('');
    const days = within(within(section).getByRole('navigation', { name: 'Dagen met vrije momenten' })).getAllByRole('link');
    expect(days).toHaveLength(10);
    expect(days[0]!.getAttribute('aria-current')).toBe('date');
    expect(days[0]!.textContent).toContain('9 momenten');
    expect(days[3]!.getAttribute('href')).toContain(`day=${isoDay(3)}`);
    expect(within(section).getAllByRole('radio')).toHaveLength(9);
    expect(within(section).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(SLOTS.slice(0, 9).map((slot) => String(slot.id)));
  });

  it('following a day link (a plain link without JavaScript) shows that day\'s moments, the link marked current', async () => {
    const { router, section } = await openAt('');
    fireEvent.click(within(section).getAllByRole('link')[3]!);
    await screen.findByDisplayValue('301');
    expect(router.state.location.search).toBe(`?day=${isoDay(3)}`);
    const fresh = screen.getByRole('region', { name: 'Plan een bezoek' });
    expect(within(fresh).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(SLOTS.slice(27, 36).map((slot) => String(slot.id)));
    expect(within(fresh).getAllByRole('link')[3]!.getAttribute('aria-current')).toBe('date');
  });

  it('an address naming a day opens on it; an unknown day falls back to the first', async () => {
    const { section } = await openAt(`?day=${isoDay(5)}`);
    expect(within(section).getAllByRole('radio')[0]!.getAttribute('value')).toBe('501');
    document.body.innerHTML = '';
    const other = await openAt('?day=1999-01-01');
    expect(within(other.section).getAllByRole('radio')[0]!.getAttribute('value')).toBe('1');
  });
});

import { CONSENT_TEXT_VERSION } from '../../domain/requests/consent';
import { bookableSlots } from '../../domain/agenda/appointment';
import { freePeriod, rentalUnitAbout } from '../../domain/rental/rental-card';
import type { RentalPeriod } from '../../domain/rental/rental-unit';
import { createCore } from '../../application/core';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { SITE_FIXTURE } from '../fixtures/site';
import { aWorld, NOW } from './harness';

const contact = { name: 'An Peeters', email: 'an@example.be', message: 'Nog vrij?', estateId: 4, locale: 'nl' };

describe('§1 contact, send to a friend', () => {
  it('hands a valid contact request to the agency', async () => {
    const world = aWorld();
    await expect(world.core.commands.contact(contact)).resolves.toEqual({ ok: true, value: true });
    expect(world.requests.contacts).toEqual([contact]);
  });

  it('answers field errors for invalid input and sends nothing', async () => {
    const world = aWorld();
    await expect(world.core.commands.contact({ ...contact, email: 'nope' })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      errors: { email: 'invalid_email' },
    });
    expect(world.requests.contacts).toEqual([]);
  });

  it('sends a listing to a friend', async () => {
    const world = aWorld();
    const request = { estateId: 4, senderName: 'Jan', senderEmail: 'jan@x.be', friendEmail: 'piet@y.be', locale: 'fr' };
    await expect(world.core.commands.sendToFriend(request)).resolves.toEqual({ ok: true, value: true });
    expect(world.requests.sentToFriends).toEqual([request]);
  });
});

describe('§1 keep me informed: subscribe, edit and unsubscribe by token', () => {
  it('goes through the whole life of a subscription', async () => {
    const world = aWorld();
    const created = await world.core.commands.subscribe({ email: 'els@x.be', criteria: 'trans=kopen', locale: 'nl', consent: 'on' });
    if (!created.ok) throw new Error('subscription refused');
    const { token } = created.value;

    await expect(world.core.commands.editSubscription({ token, email: 'els@x.be', criteria: 'trans=huren', locale: 'nl' })).resolves.toMatchObject({
      ok: true,
      value: { token, criteria: 'trans=huren', consent: { version: CONSENT_TEXT_VERSION } },
    });
    await expect(world.core.commands.unsubscribe({ token })).resolves.toEqual({ ok: true, value: true });
    await expect(world.core.commands.unsubscribe({ token })).resolves.toEqual({ ok: false, reason: 'not_found' });
    await expect(world.core.commands.editSubscription({ token, email: 'els@x.be', locale: 'nl' })).resolves.toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('refuses a subscription without an e-mail', async () => {
    await expect(aWorld().core.commands.subscribe({ criteria: 'x' })).resolves.toMatchObject({ reason: 'invalid', errors: { email: 'required' } });
  });

  it.each([
    ['no consent field', {}],
    ['an unticked box', { consent: '' }],
    ['a false value', { consent: false }],
  ])('issue 13 item 7: refuses a sign-up with %s and stores nothing', async (_title, consent) => {
    const world = aWorld();
    await expect(world.core.commands.subscribe({ email: 'els@x.be', criteria: 'trans=kopen', locale: 'nl', ...consent })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      errors: { consent: 'required' },
    });
    expect(world.requests.subscriptions.size).toBe(0);
  });
});

describe('§1 live agenda: book, view and cancel a viewing', () => {
  const slots = [
    { id: 1, agendaId: 7, start: '2026-11-25T10:00:00Z', end: '2026-11-25T10:30:00Z', capacity: 1, available: 1 },
    { id: 2, agendaId: 7, start: '2026-11-20T10:00:00Z', end: '2026-11-20T10:30:00Z', capacity: 1, available: 1 },
  ];
  const booking = { slotId: 1, name: 'Els', email: 'els@x.be', phone: '0470 12 34 56', locale: 'nl' };

  it('lists future slots only, books one, and refuses a second booking of a full slot', async () => {
    const world = aWorld({ slots });
    expect(bookableSlots(await world.agenda.slots(7), world.clock.now())).toEqual([slots[0]]);
    const booked = await world.core.commands.bookAppointment(booking);
    expect(booked).toMatchObject({ ok: true, value: { slotId: 1, status: 'BOOKED' } });
    await expect(world.core.commands.bookAppointment(booking)).resolves.toEqual({ ok: false, reason: 'conflict', conflict: 'slot_full' });
    expect(bookableSlots(await world.agenda.slots(7), world.clock.now())).toEqual([]);
  });

  it('cancels once, frees the place, and knows unknown appointments', async () => {
    const world = aWorld({ slots });
    const booked = await world.core.commands.bookAppointment(booking);
    if (!booked.ok) throw new Error('booking refused');
    const appointmentId = booked.value.id;
    await expect(world.core.pages.cancelAppointment({ appointmentId })).resolves.toMatchObject({ kind: 'page', view: { state: 'cancellable' } });
    await expect(world.core.commands.cancelAppointment({ appointmentId })).resolves.toMatchObject({ ok: true, value: { status: 'CANCELLED' } });
    await expect(world.core.commands.cancelAppointment({ appointmentId })).resolves.toEqual({ ok: false, reason: 'conflict', conflict: 'not_cancellable' });
    await expect(world.core.commands.cancelAppointment({ appointmentId: 'nope' })).resolves.toEqual({ ok: false, reason: 'not_found' });
    expect(bookableSlots(await world.agenda.slots(7), world.clock.now())).toHaveLength(1);
  });

  it('refuses an appointment request without a phone', async () => {
    await expect(aWorld({ slots }).core.commands.bookAppointment({ ...booking, phone: '' })).resolves.toMatchObject({
      reason: 'invalid',
      errors: { phone: 'required' },
    });
  });

  it('uses the injected clock', () => {
    expect(aWorld().clock.now()).toEqual(NOW);
  });
});

describe('§1 holiday rentals: view and reserve', () => {
  const unit = { id: 3, photos: [], general: { maxOccupation: 4 }, rooms: { bedrooms: 2 } };
  const periods = { 3: [{ start: '2027-07-03', end: '2027-07-10', price: 950, type: 'WEEK' }, { start: '2027-07-10', end: '2027-07-17', price: 950, type: 'WEEK' }] };
  const reservation = { rentalUnitId: 3, start: '2027-07-03', end: '2027-07-10', name: 'Els', email: 'els@x.be', persons: 4 };

  /** The free periods as the unit's page offers them (issue 19: written by the core). */
  const offered = (list: readonly RentalPeriod[]) => list.map(freePeriod);

  it('shows the unit with its free periods, and takes a period once', async () => {
    const world = aWorld({ rentalUnits: [unit], periods });
    await expect(world.core.pages.rentalUnit({ locale: 'nl', rentalUnitId: '3' })).resolves.toMatchObject({ view: { about: rentalUnitAbout(unit, 'nl'), periods: offered(periods[3]) } });
    await expect(world.core.commands.reserveRental({ ...reservation, locale: 'nl' })).resolves.toMatchObject({ ok: true, value: { rentalUnitId: 3 } });
    await expect(world.core.commands.reserveRental({ ...reservation, start: '2027-07-05', end: '2027-07-12', locale: 'nl' })).resolves.toEqual({
      ok: false,
      reason: 'conflict',
      conflict: 'period_taken',
    });
    await expect(world.core.pages.rentalUnit({ locale: 'nl', rentalUnitId: '3' })).resolves.toMatchObject({ view: { periods: offered(periods[3].slice(1)) } });
  });

  it.each([
    ['more guests than the unit takes', { ...reservation, persons: 5 }, { ok: false, reason: 'invalid', errors: { persons: 'too_large' } }],
    ['an unknown unit', { ...reservation, rentalUnitId: 9 }, { ok: false, reason: 'not_found' }],
    ['missing dates', { ...reservation, start: undefined }, { ok: false, reason: 'invalid', errors: { start: 'required' } }],
  ])('refuses %s', async (_title, input, expected) => {
    await expect(aWorld({ rentalUnits: [unit], periods }).core.commands.reserveRental({ ...input, locale: 'nl' })).resolves.toEqual(expected);
  });

  it('offers only periods that have not started yet', async () => {
    const past = { 3: [{ start: '2026-07-04', end: '2026-07-11', price: 900, type: 'WEEK' }, ...periods[3]] };
    await expect(aWorld({ rentalUnits: [unit], periods: past }).core.pages.rentalUnit({ locale: 'nl', rentalUnitId: '3' })).resolves.toMatchObject({
      view: { periods: offered(periods[3]) },
    });
  });

  it('issue 20: "today" is the day in Brussels: at 00:30 there (23:30 UTC) a period arriving that day is no longer offered', async () => {
    const world = aWorld({ rentalUnits: [unit], periods: { 3: [{ start: '2026-11-28', end: '2026-12-05', price: 700, type: 'WEEK' }, ...periods[3]] } });
    world.clock.set(new Date('2026-11-27T23:30:00Z'));
    await expect(world.core.pages.rentalUnit({ locale: 'nl', rentalUnitId: '3' })).resolves.toMatchObject({ view: { periods: offered(periods[3]) } });
    world.clock.set(new Date('2026-11-27T22:30:00Z'));
    await expect(world.core.pages.rentalUnit({ locale: 'nl', rentalUnitId: '3' })).resolves.toMatchObject({ view: { periods: [{ value: '2026-11-28_2026-12-05' }, ...offered(periods[3])] } });
  });

  it('an unknown unit has no page', async () => {
    await expect(aWorld().core.pages.rentalUnit({ locale: 'nl', rentalUnitId: '1' })).resolves.toEqual({ kind: 'not_found' });
  });
});

describe('site settings, shell and pages', () => {
  it('loads the shell even when the backend has no translations', async () => {
    const world = aWorld();
    await expect(world.core.pages.shell({ locale: 'nl' })).resolves.toMatchObject({
      site: { id: 'demo' },
      menus: { main: null, footer: null },
      translations: {},
    });
  });

  it('§7/§8 the policy-log and privacy-statement calls reject with a not-implemented error, status 500', async () => {
    const world = aWorld();
    await expect(world.directory.logPolicy()).rejects.toMatchObject({ status: 500 });
    await expect(world.directory.privacyStatement()).rejects.toMatchObject({ status: 500 });
  });

  it('§2 privacy and terms: a CMS page in the page language; not found without text in that language', async () => {
    const core = createCore({ ...aWorld(), directory: new MemorySiteDirectory(SITE_FIXTURE) });
    await expect(core.pages.cmsPage({ locale: 'nl', key: 'terms' })).resolves.toEqual({
      kind: 'page',
      view: { title: 'Gebruiksvoorwaarden', body: '<p>…</p>' },
    });
    await expect(core.pages.cmsPage({ locale: 'fr', key: 'terms' })).resolves.toEqual({ kind: 'not_found' });
    await expect(aWorld().core.pages.cmsPage({ locale: 'nl', key: 'privacy' })).resolves.toEqual({ kind: 'not_found' });
  });
});

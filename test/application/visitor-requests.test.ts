import { createCore } from '../../application/core';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { SITE_FIXTURE } from '../fixtures/site';
import { aListedEstate, aWorld, NOW } from './harness';

const contact = { name: 'An Peeters', email: 'an@example.be', message: 'Nog vrij?', estateId: 4, locale: 'nl' };

describe('§1 contact, send to a friend', () => {
  it('hands a valid contact request to the agency', async () => {
    const world = aWorld();
    await expect(world.get('submitContactRequest').execute(contact)).resolves.toEqual({ ok: true, value: true });
    expect(world.requests.contacts).toEqual([contact]);
  });

  it('answers field errors for invalid input and sends nothing', async () => {
    const world = aWorld();
    await expect(world.get('submitContactRequest').execute({ ...contact, email: 'nope' })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      errors: { email: 'invalid_email' },
    });
    expect(world.requests.contacts).toEqual([]);
  });

  it('sends a listing to a friend', async () => {
    const world = aWorld();
    const request = { estateId: 4, senderName: 'Jan', senderEmail: 'jan@x.be', friendEmail: 'piet@y.be', locale: 'fr' };
    await expect(world.get('sendEstateToFriend').execute(request)).resolves.toEqual({ ok: true, value: true });
    expect(world.requests.sentToFriends).toEqual([request]);
  });
});

describe('§1 keep me informed: subscribe, edit and unsubscribe by token', () => {
  it('goes through the whole life of a subscription', async () => {
    const world = aWorld();
    const created = await world.get('subscribe').execute({ email: 'els@x.be', criteria: 'trans=kopen', locale: 'nl' });
    if (!created.ok) throw new Error('subscription refused');
    const { token } = created.value;

    await expect(world.get('editSubscription').execute(token, { email: 'els@x.be', criteria: 'trans=huren', locale: 'nl' })).resolves.toMatchObject({
      ok: true,
      value: { token, criteria: 'trans=huren' },
    });
    await expect(world.get('unsubscribe').execute(token)).resolves.toEqual({ ok: true, value: true });
    await expect(world.get('unsubscribe').execute(token)).resolves.toEqual({ ok: false, reason: 'not_found' });
    await expect(world.get('editSubscription').execute(token, { email: 'els@x.be', locale: 'nl' })).resolves.toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('refuses a subscription without an e-mail', async () => {
    await expect(aWorld().get('subscribe').execute({ criteria: 'x' })).resolves.toMatchObject({ reason: 'invalid', errors: { email: 'required' } });
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
    await expect(world.get('listBookableSlots').execute({ agendaId: 7 })).resolves.toEqual([slots[0]]);
    const booked = await world.get('bookAppointment').execute(booking);
    expect(booked).toMatchObject({ ok: true, value: { slotId: 1, status: 'BOOKED' } });
    await expect(world.get('bookAppointment').execute(booking)).resolves.toEqual({ ok: false, reason: 'conflict', conflict: 'slot_full' });
    await expect(world.get('listBookableSlots').execute({ agendaId: 7 })).resolves.toEqual([]);
  });

  it('cancels once, frees the place, and knows unknown appointments', async () => {
    const world = aWorld({ slots });
    const booked = await world.get('bookAppointment').execute(booking);
    if (!booked.ok) throw new Error('booking refused');
    const appointmentId = booked.value.id;
    await expect(world.get('viewAppointment').execute({ appointmentId })).resolves.toMatchObject({ status: 'BOOKED' });
    await expect(world.get('cancelAppointment').execute({ appointmentId })).resolves.toMatchObject({ ok: true, value: { status: 'CANCELLED' } });
    await expect(world.get('cancelAppointment').execute({ appointmentId })).resolves.toEqual({ ok: false, reason: 'conflict', conflict: 'not_cancellable' });
    await expect(world.get('cancelAppointment').execute({ appointmentId: 'nope' })).resolves.toEqual({ ok: false, reason: 'not_found' });
    await expect(world.get('listBookableSlots').execute({ agendaId: 7 })).resolves.toHaveLength(1);
  });

  it('refuses an appointment request without a phone', async () => {
    await expect(aWorld({ slots }).get('bookAppointment').execute({ ...booking, phone: '' })).resolves.toMatchObject({
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

  it('shows the unit with its free periods, and takes a period once', async () => {
    const world = aWorld({ rentalUnits: [unit], periods });
    await expect(world.get('loadRentalUnit').execute({ rentalUnitId: 3 })).resolves.toMatchObject({ unit, periods: periods[3] });
    await expect(world.get('reserveRentalUnit').execute(reservation)).resolves.toMatchObject({ ok: true, value: { rentalUnitId: 3 } });
    await expect(world.get('reserveRentalUnit').execute({ ...reservation, start: '2027-07-05', end: '2027-07-12' })).resolves.toEqual({
      ok: false,
      reason: 'conflict',
      conflict: 'period_taken',
    });
    await expect(world.get('loadRentalUnit').execute({ rentalUnitId: 3 })).resolves.toMatchObject({ periods: [periods[3][1]] });
  });

  it.each([
    ['more guests than the unit takes', { ...reservation, persons: 5 }, { ok: false, reason: 'invalid', errors: { persons: 'too_large' } }],
    ['an unknown unit', { ...reservation, rentalUnitId: 9 }, { ok: false, reason: 'not_found' }],
    ['missing dates', { ...reservation, start: undefined }, { ok: false, reason: 'invalid', errors: { start: 'required' } }],
  ])('refuses %s', async (_title, input, expected) => {
    await expect(aWorld({ rentalUnits: [unit], periods }).get('reserveRentalUnit').execute(input)).resolves.toEqual(expected);
  });

  it('offers only periods that have not started yet', async () => {
    const past = { 3: [{ start: '2026-07-04', end: '2026-07-11', price: 900, type: 'WEEK' }, ...periods[3]] };
    await expect(aWorld({ rentalUnits: [unit], periods: past }).get('loadRentalUnit').execute({ rentalUnitId: 3 })).resolves.toMatchObject({
      periods: periods[3],
    });
  });

  it('an unknown unit has no page', async () => {
    await expect(aWorld().get('loadRentalUnit').execute({ rentalUnitId: 1 })).resolves.toBeNull();
  });
});

describe('site settings, shell and pages', () => {
  it('puts the site hiddenStatus into the settings store (§5)', async () => {
    const world = aWorld({ hiddenStatus: [5, 6], estates: [aListedEstate(1)] });
    world.get('siteSettings').dispatch({ type: 'settingsLoaded', settings: { hiddenStatus: [] } });
    await world.get('loadSiteSettings').execute();
    expect(world.get('siteSettings').getSnapshot()).toEqual({ hiddenStatus: [5, 6] });
  });

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

import { brusselsMoment, reminderDueAt } from '../../domain/agenda/viewing-reminder';

describe('issue 12 item 2: the reminder of a viewing goes out the day before', () => {
  it.each([
    ['winter: 09:00 CET the day before is 08:00 UTC', '2026-12-02T13:00:00Z', '2026-11-20T10:00:00Z', '2026-12-01T08:00:00.000Z'],
    ['summer: 09:00 CEST the day before is 07:00 UTC', '2027-07-02T08:00:00Z', '2027-06-01T10:00:00Z', '2027-07-01T07:00:00.000Z'],
    ['a viewing at 00:30 Brussels is on its Brussels day (the day before in UTC)', '2026-12-01T23:30:00Z', '2026-11-20T10:00:00Z', '2026-12-01T08:00:00.000Z'],
    ['a Monday viewing: reminded on Sunday', '2026-11-30T09:00:00Z', '2026-11-20T10:00:00Z', '2026-11-29T08:00:00.000Z'],
    ['across the change to summer time (Sunday 29 March 2026)', '2026-03-30T08:00:00Z', '2026-03-01T10:00:00Z', '2026-03-29T07:00:00.000Z'],
    ['across the change to winter time (Sunday 25 October 2026)', '2026-10-26T09:00:00Z', '2026-10-01T10:00:00Z', '2026-10-25T08:00:00.000Z'],
    ['the first of a month: the last day of the month before', '2027-03-01T09:00:00Z', '2027-02-01T10:00:00Z', '2027-02-28T08:00:00.000Z'],
  ])('§1 %s', (_title, start, bookedAt, due) => {
    expect(reminderDueAt(start, new Date(bookedAt))?.toISOString()).toBe(due);
  });

  it.each([
    ['booked on the day before after 09:00', '2026-12-02T13:00:00Z', '2026-12-01T08:00:00Z'],
    ['booked on the day itself', '2026-12-02T13:00:00Z', '2026-12-02T07:00:00Z'],
  ])('§1 no reminder when %s: the confirmation has just said it', (_title, start, bookedAt) => {
    expect(reminderDueAt(start, new Date(bookedAt))).toBeUndefined();
  });

  it('a reminder booked a minute before its moment is still sent', () => {
    expect(reminderDueAt('2026-12-02T13:00:00Z', new Date('2026-12-01T07:59:00Z'))?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it.each([
    ['2026-01-15', 9, '2026-01-15T08:00:00.000Z'],
    ['2026-07-15', 9, '2026-07-15T07:00:00.000Z'],
    ['2026-07-15', 18, '2026-07-15T16:00:00.000Z'],
  ])('brusselsMoment(%s, %i) is %s', (day, hour, iso) => {
    expect(brusselsMoment(day, hour).toISOString()).toBe(iso);
  });
});

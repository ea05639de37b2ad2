import { formatDate, formatDateTime } from '../../domain/display/format-date';

describe('§2 dates dd/mm/yyyy', () => {
  it.each<[string | null | undefined, string]>([
    ['2025-03-07', '07/03/2025'],
    ['2025-03-07T00:00:00', '07/03/2025'],
    ['2025-03-07T23:30:00', '07/03/2025'],
    [' 2024-12-31 ', '31/12/2024'],
    ['07/03/2025', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('§2 a calendar date formatDate(%p) = %p (as written, no time-zone shift)', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it.each<[string, string]>([
    // Winter (UTC+1): the day turns at 23:00 UTC.
    ['2025-03-07T22:59:59Z', '07/03/2025'],
    ['2025-03-07T23:00:00Z', '08/03/2025'],
    ['2025-03-07T23:30:00.000Z', '08/03/2025'],
    ['2024-12-31T23:15:00Z', '01/01/2025'],
    // Summer (UTC+2): the day turns at 22:00 UTC.
    ['2025-07-14T21:59:00Z', '14/07/2025'],
    ['2025-07-14T22:00:00Z', '15/07/2025'],
    // Around the switch to summer time (30 March 2025, 01:00 UTC) and back (26 October 2025, 01:00 UTC).
    ['2025-03-29T23:30:00Z', '30/03/2025'],
    ['2025-03-30T22:30:00Z', '31/03/2025'],
    ['2025-10-25T22:30:00Z', '26/10/2025'],
    ['2025-10-26T22:30:00Z', '26/10/2025'],
    ['2025-10-26T23:00:00Z', '27/10/2025'],
    // An offset is a moment too: 00:30 in Athens (UTC+2) is still the evening before in Brussels.
    ['2025-03-07T00:30:00+02:00', '06/03/2025'],
    ['2025-03-07T00:30:00+01:00', '07/03/2025'],
  ])('issue 11: a moment formatDate(%p) is the day in Europe/Brussels: %p', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe('issue 12 item 5: dates with their time, dd/mm/yyyy HH:mm in Brussels', () => {
  it.each<[string | null | undefined, string]>([
    // A moment: Brussels time whatever the zone it was written in (winter UTC+1, summer UTC+2).
    ['2026-12-05T14:00:00+01:00', '05/12/2026 14:00'],
    ['2026-12-05T13:00:00Z', '05/12/2026 14:00'],
    ['2026-07-05T12:00:00Z', '05/07/2026 14:00'],
    ['2026-12-31T23:30:00Z', '01/01/2027 00:30'],
    ['2026-03-29T01:30:00Z', '29/03/2026 03:30'],
    // Without a zone: as written; a calendar date has no time to show.
    ['2026-12-05T09:05:00', '05/12/2026 09:05'],
    ['2026-12-05', '05/12/2026'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
  ])('§2 formatDateTime(%p) = %p', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});

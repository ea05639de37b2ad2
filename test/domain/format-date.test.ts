import { formatDate } from '../../domain/display/format-date';

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

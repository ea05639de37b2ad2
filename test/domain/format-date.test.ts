import { formatDate } from '../../domain/display/format-date';

describe('§2 dates dd/mm/yyyy', () => {
  it.each<[string | null | undefined, string]>([
    ['2025-03-07', '07/03/2025'],
    ['2025-03-07T23:30:00Z', '07/03/2025'],
    ['2025-03-07T00:30:00+02:00', '07/03/2025'],
    [' 2024-12-31 ', '31/12/2024'],
    ['07/03/2025', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('§2 formatDate(%p) = %p (the date as written, no time-zone shift)', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

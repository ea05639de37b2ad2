import { once } from '../../../domain/shared/once';
import { formatDate, formatDateTime } from '../../../domain/display/format-date';

describe('issue 8: costly module-level values are made on first use (once)', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const value = once(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined without making it again', () => {
    let made = 0;
    const value = once(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });

  it.each([
    ['2025-01-15T23:30:00Z', '16/01/2025', '16/01/2025 00:30'],
    ['2025-07-15T22:30:00Z', '16/07/2025', '16/07/2025 00:30'],
  ])('§2 dates: the Brussels formatters made on first use still read %s as Brussels time (%s, %s)', (iso, date, dateTime) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDateTime(iso)).toBe(dateTime);
  });
});

/**
 * §2 dates as dd/mm/yyyy. Takes the calendar date as written in the ISO string, so a date-time
 * near midnight never moves a day in another time zone.
 */
export function formatDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso?.trim() ?? '');
  if (match === null) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

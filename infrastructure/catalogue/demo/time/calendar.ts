/**
 * Calendar arithmetic on ISO dates ('2026-11-01'), all in UTC so that the output never depends on the
 * machine's time zone or clock.
 */

import { floor } from '../numbers';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The ISO date, checked: a real calendar day. */
export function isoDate(value: string): string {
  const match = ISO_DATE.exec(value);
  const date = new Date(`${value}T00:00:00Z`);
  if (match === null || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new RangeError(`not an ISO date (YYYY-MM-DD): ${value}`);
  }
  return value;
}

const toDate = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const fromDate = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromDate(new Date(toDate(iso).getTime() + days * DAY_MS));

export const yearOf = (iso: string): number => Number(iso.slice(0, 4));

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (iso: string): number => toDate(iso).getUTCDay();

/** 'YYYYMMDD', as certificate numbers write dates. */
export const compactDate = (iso: string): string => iso.slice(0, 10).replaceAll('-', '');

/** A UTC date-time `minutes` after midnight of the day, without milliseconds: '2026-03-04T09:30:00Z'. */
export const utcDateTime = (iso: string, minutes: number): string =>
  `${new Date(toDate(iso).getTime() + minutes * 60_000).toISOString().slice(0, 19)}Z`;

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = floor(year / 100);
  const c = year % 100;
  const d = floor(b / 4);
  const e = b % 4;
  const f = floor((b + 8) / 25);
  const g = floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = floor((a + 11 * h + 22 * l) / 451);
  const month = floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${`${month}`.padStart(2, '0')}-${`${day}`.padStart(2, '0')}`;
}

/** Belgium's ten legal public holidays of a year. */
export function belgianPublicHolidays(year: number): ReadonlySet<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'].map((day) => `${year}-${day}`);
  return new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
}

/** The last Sunday of a month: when Europe switches summer time. */
function lastSunday(year: number, month: number): string {
  const lastDay = fromDate(new Date(Date.UTC(year, month, 0)));
  return addDays(lastDay, -dayOfWeek(lastDay));
}

/** Brussels' UTC offset on a day ('+02:00' in summer time). Switch days count as the later offset. */
export function brusselsOffset(iso: string): string {
  const year = yearOf(iso);
  const summer = iso >= lastSunday(year, 3) && iso < lastSunday(year, 10);
  return summer ? '+02:00' : '+01:00';
}

/** A Brussels wall-clock time as an ISO date-time with offset: '2026-11-02T10:00:00+01:00'. */
export function brusselsDateTime(iso: string, minutes: number): string {
  const hh = `${floor(minutes / 60)}`.padStart(2, '0');
  const mm = `${minutes % 60}`.padStart(2, '0');
  return `${iso}T${hh}:${mm}:00${brusselsOffset(iso)}`;
}

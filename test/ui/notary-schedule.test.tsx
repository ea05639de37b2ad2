/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { notaryScheduleLine, type NotarySaleSchedule, type NotaryScheduleLine } from '../../domain/estate/notary-sale';
import { LOCALES } from '../../domain/shared/locale';
import { scheduleText } from '../../ui/cli/run-cli';
import { NotarySchedule } from '../../ui/components/notary/notary-schedule';
import { intlFor } from '../../ui/i18n/intl';

// Issue 19 (issue 12 item 5): a notary sale's schedule line is decided by the core; the web card and the terminal word the same line.

const BID = { bidStart: '2026-11-25T14:00:00+01:00', bidEnd: '2026-12-03T14:00:00+01:00' };
const SESSION = { sessionDate: '2026-12-10T15:00:00+01:00', location: 'Vredegerecht Gent' };
const SCHEDULES: readonly [string, NotarySaleSchedule][] = [
  ['online, upcoming', { kind: 'online', phase: 'upcoming', ...BID }],
  ['online, open', { kind: 'online', phase: 'open', ...BID }],
  ['online, closed', { kind: 'online', phase: 'closed', ...BID }],
  ['online without a start', { kind: 'online', phase: 'upcoming', bidEnd: BID.bidEnd }],
  ['public session', { kind: 'public', phase: 'upcoming', ...SESSION }],
  ['public session without a place', { kind: 'public', phase: 'upcoming', sessionDate: SESSION.sessionDate }],
  ['public session held', { kind: 'public', phase: 'closed', ...SESSION }],
  ['public, the place alone', { kind: 'public', phase: 'upcoming', location: SESSION.location }],
];

describe('issue 19: the notary schedule line', () => {
  it('the core decides which line and writes its times dd/mm/yyyy HH:mm in Brussels', () => {
    expect(SCHEDULES.map(([, schedule]) => notaryScheduleLine(schedule))).toEqual<NotaryScheduleLine[]>([
      { kind: 'online', phase: 'upcoming', line: 'onlineUpcoming', start: '25/11/2026 14:00', end: '03/12/2026 14:00', place: '' },
      { kind: 'online', phase: 'open', line: 'onlineOpen', end: '03/12/2026 14:00', place: '' },
      { kind: 'online', phase: 'closed', line: 'onlineClosed', end: '03/12/2026 14:00', place: '' },
      { kind: 'online', phase: 'upcoming', line: 'onlineUntil', end: '03/12/2026 14:00', place: '' },
      { kind: 'public', phase: 'upcoming', line: 'session', date: '10/12/2026 15:00', place: 'Vredegerecht Gent' },
      { kind: 'public', phase: 'upcoming', line: 'session', date: '10/12/2026 15:00', place: '' },
      { kind: 'public', phase: 'closed', line: 'sessionHeld', date: '10/12/2026 15:00', place: 'Vredegerecht Gent' },
      { kind: 'public', phase: 'upcoming', line: 'place', place: 'Vredegerecht Gent' },
    ]);
  });

  it.each(LOCALES)('%s: the web card and the terminal say the same of every kind of line', (locale) => {
    for (const [, schedule] of SCHEDULES) {
      const line = notaryScheduleLine(schedule);
      const web = renderToStaticMarkup(
        <RawIntlProvider value={intlFor(locale)}>
          <NotarySchedule schedule={line} />
        </RawIntlProvider>,
      )
        .replace(/<[^>]*>/g, '')
        .replace(/&#x27;/g, "'");
      expect(scheduleText(line, locale).replace(' · ', ' ')).toBe(web);
    }
  });
});

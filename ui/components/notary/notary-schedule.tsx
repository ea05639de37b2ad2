import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../../domain/display/format-date';
import type { NotarySaleSchedule } from '../../../domain/estate/notary-sale';

/**
 * Issue 12 item 5: a notary sale's next session or bid period, as a card shows it: dd/mm/yyyy and HH:mm in
 * Brussels time (the page says so once), where it stands now.
 */
export function NotarySchedule({ schedule }: { schedule: NotarySaleSchedule }) {
  const start = formatDateTime(schedule.bidStart);
  const end = formatDateTime(schedule.bidEnd);
  const session = formatDateTime(schedule.sessionDate);
  const place = schedule.location ?? '';
  const strong = (text: string) => <strong>{text}</strong>;
  let line;
  if (schedule.kind === 'online' && (start || end)) {
    line =
      schedule.phase === 'closed' ? (
        <FormattedMessage id="notary.card.onlineClosed" defaultMessage="Online biedingen gesloten op {end}" values={{ end: strong(end || session) }} />
      ) : schedule.phase === 'open' ? (
        <FormattedMessage id="notary.card.onlineOpen" defaultMessage="Nu online bieden, tot {end}" values={{ end: strong(end || session) }} />
      ) : !start ? (
        <FormattedMessage id="notary.card.onlineUntil" defaultMessage="Online bieden tot {end}" values={{ end: strong(end || session) }} />
      ) : (
        <FormattedMessage id="notary.card.onlineUpcoming" defaultMessage="Online bieden van {start} tot {end}" values={{ start: strong(start), end: strong(end || session) }} />
      );
  } else if (session) {
    line =
      schedule.phase === 'closed' ? (
        <FormattedMessage id="notary.card.sessionHeld" defaultMessage="Zitting gehouden op {date}" values={{ date: strong(session) }} />
      ) : (
        <FormattedMessage
          id="notary.card.session"
          defaultMessage="{place, select, none {Openbare zitting op {date}} other {Openbare zitting op {date} in {place}}}"
          values={{ date: strong(session), place: place || 'none' }}
        />
      );
  } else {
    line = <FormattedMessage id="notary.card.place" defaultMessage="Openbare verkoop in {place}" values={{ place }} />;
  }
  return (
    <p className={`notary-schedule notary-schedule--${schedule.phase}`}>
      <span className="notary-schedule__kind">
        {schedule.kind === 'online' ? (
          <FormattedMessage id="notary.card.kindOnline" defaultMessage="Online opbod" />
        ) : (
          <FormattedMessage id="notary.card.kindPublic" defaultMessage="Openbare verkoop" />
        )}
      </span>{' '}
      {line}
    </p>
  );
}

import { FormattedMessage } from 'react-intl';
import type { NotaryScheduleLine } from '../../../domain/estate/notary-sale';

/**
 * Issue 12 item 5: a notary sale's next session or bid period, as a card shows it: the line the core decided
 * (issue 19), its dates dd/mm/yyyy and HH:mm in Brussels time (the page says so once), where it stands now.
 */
export function NotarySchedule({ schedule }: { schedule: NotaryScheduleLine }) {
  const strong = (text: string | undefined) => <strong>{text}</strong>;
  const { start, end, date, place } = schedule;
  const line = {
    onlineClosed: <FormattedMessage id="notary.card.onlineClosed" defaultMessage="Online biedingen gesloten op {end}" values={{ end: strong(end) }} />,
    onlineOpen: <FormattedMessage id="notary.card.onlineOpen" defaultMessage="Nu online bieden, tot {end}" values={{ end: strong(end) }} />,
    onlineUntil: <FormattedMessage id="notary.card.onlineUntil" defaultMessage="Online bieden tot {end}" values={{ end: strong(end) }} />,
    onlineUpcoming: (
      <FormattedMessage id="notary.card.onlineUpcoming" defaultMessage="Online bieden van {start} tot {end}" values={{ start: strong(start), end: strong(end) }} />
    ),
    sessionHeld: <FormattedMessage id="notary.card.sessionHeld" defaultMessage="Zitting gehouden op {date}" values={{ date: strong(date) }} />,
    session: (
      <FormattedMessage
        id="notary.card.session"
        defaultMessage="{place, select, none {Openbare zitting op {date}} other {Openbare zitting op {date} in {place}}}"
        values={{ date: strong(date), place: place || 'none' }}
      />
    ),
    place: <FormattedMessage id="notary.card.place" defaultMessage="Openbare verkoop in {place}" values={{ place }} />,
  }[schedule.line];
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

import { FormattedMessage } from 'react-intl';

/** A floor as Belgians say it: 0 is the ground floor ('gelijkvloers'), others by their number. */
export function FloorName({ floor }: { floor: string }) {
  return floor.trim() === '0' ? <FormattedMessage id="detail.floor.ground" defaultMessage="Gelijkvloers" /> : <>{floor}</>;
}

import { FormattedMessage } from 'react-intl';

/** A floor as Belgians say it: the ground floor ('gelijkvloers'), others by their number. */
export function FloorName({ floor, ground }: { floor: string; ground: boolean }) {
  return ground ? <FormattedMessage id="detail.floor.ground" defaultMessage="Gelijkvloers" /> : <>{floor}</>;
}

import { FormattedMessage, useIntl } from 'react-intl';
import { formatArea } from '../../../domain/display/format-units';
import { hasKnownSurface } from '../../../domain/display/rooms';
import { translationOrEmpty } from '../../../domain/enumerations/field-label';
import type { Room } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { FloorName } from './floor-name';

/** §3 layout rooms in their order: name (and count), floor, surface (-1 or none: unknown, §2) and comment. */
export function RoomsTable({ rooms, locale }: { rooms: readonly Room[] | undefined; locale: Locale }) {
  const intl = useIntl();
  const sorted = [...(rooms ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  if (sorted.length === 0) return null;
  const unknown = intl.formatMessage({ id: 'detail.rooms.unknownSurface', defaultMessage: 'onbekend' });
  const unnamed = intl.formatMessage({ id: 'detail.rooms.room', defaultMessage: 'Ruimte' });
  return (
    <section className="detail-block" aria-labelledby="detail-rooms-title">
      <h2 id="detail-rooms-title">
        <FormattedMessage id="detail.rooms.title" defaultMessage="Indeling" />
      </h2>
      <table className="detail-table detail-rooms">
        <thead>
          <tr>
            <th scope="col">{unnamed}</th>
            <th scope="col"><FormattedMessage id="detail.rooms.floor" defaultMessage="Verdieping" /></th>
            <th scope="col" className="detail-table__number"><FormattedMessage id="detail.rooms.surface" defaultMessage="Oppervlakte" /></th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((room, index) => {
            const name = translationOrEmpty(room.value.name, locale) || unnamed;
            const comment = translationOrEmpty(room.comment, locale);
            return (
              <tr key={`${room.value.id}-${index}`}>
                <th scope="row">
                  {name}
                  {(room.count ?? 1) > 1 && <span className="detail-rooms__count"> × {room.count}</span>}
                  {comment && <span className="detail-rooms__comment">{comment}</span>}
                </th>
                <td>{room.floor !== undefined && room.floor !== '' ? <FloorName floor={room.floor} /> : null}</td>
                <td className="detail-table__number">
                  {hasKnownSurface(room) ? formatArea(room.surface) : <span className="detail-rooms__unknown">{unknown}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

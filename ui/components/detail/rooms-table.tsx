import { FormattedMessage, useIntl } from 'react-intl';
import type { RoomRow } from '../../../domain/display/room-rows';
import { FloorName } from './floor-name';

/** §3 layout rooms as the core decided them: name (and count), floor, surface (or 'unknown', §2) and comment. */
export function RoomsTable({ rooms }: { rooms: readonly RoomRow[] }) {
  const intl = useIntl();
  if (rooms.length === 0) return null;
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
          {rooms.map((room, index) => (
            <tr key={index}>
              <th scope="row">
                {room.name || unnamed}
                {room.count !== undefined && <span className="detail-rooms__count"> × {room.count}</span>}
                {room.comment && <span className="detail-rooms__comment">{room.comment}</span>}
              </th>
              <td>{room.floor !== undefined && <FloorName floor={room.floor} ground={room.groundFloor === true} />}</td>
              <td className="detail-table__number">{room.surface ?? <span className="detail-rooms__unknown">{unknown}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

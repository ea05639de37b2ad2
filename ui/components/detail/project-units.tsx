import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { UnitRow } from './detail-data';
import { FloorName } from './floor-name';

/**
 * §2 a project's units: type, floor, bedrooms, area and price or status, each linking to the unit's own
 * page. On a unit's page the same table marks the unit shown. The table scrolls sideways on a phone.
 */
export function ProjectUnits({ units, currentId }: { units: readonly UnitRow[]; currentId?: string }) {
  const intl = useIntl();
  if (units.length === 0) return null;
  // A column nobody fills (e.g. the floor of houses) is left out rather than shown empty.
  const has = { floor: units.some((u) => u.floor !== undefined), bedrooms: units.some((u) => u.bedrooms !== undefined), area: units.some((u) => u.area !== undefined) };
  const title = intl.formatMessage(
    { id: 'detail.units.title', defaultMessage: '{count, plural, one {# eenheid in dit project} other {# eenheden in dit project}}' },
    { count: units.length },
  );
  const label = {
    floor: intl.formatMessage({ id: 'detail.units.floor', defaultMessage: 'Verdieping' }),
    bedrooms: intl.formatMessage({ id: 'detail.units.bedrooms', defaultMessage: 'Slaapkamers' }),
    area: intl.formatMessage({ id: 'detail.units.area', defaultMessage: 'Oppervlakte' }),
    price: intl.formatMessage({ id: 'detail.units.price', defaultMessage: 'Prijs' }),
  };
  return (
    // The scrolling table is the region (named by the heading); a second landmark with that name would repeat it.
    <div className="detail-block">
      <h2 id="detail-units-title">{title}</h2>
      {/* Focusable so that keyboard users can scroll it (WCAG 2.1.1). */}
      <div className="table-scroll" role="region" aria-labelledby="detail-units-title" tabIndex={0}>
        {/* Explicit roles keep the table's meaning where a phone's stylesheet lays each row out as a block. */}
        <table className="detail-table detail-units" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader"><FormattedMessage id="detail.units.unit" defaultMessage="Eenheid" /></th>
              {has.floor && <th scope="col" role="columnheader">{label.floor}</th>}
              {has.bedrooms && <th scope="col" role="columnheader" className="detail-table__number">{label.bedrooms}</th>}
              {has.area && <th scope="col" role="columnheader" className="detail-table__number">{label.area}</th>}
              <th scope="col" role="columnheader" className="detail-table__number">{label.price}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {units.map((unit) => {
              const current = unit.id === currentId;
              return (
                <tr key={unit.id} role="row" className={current ? 'detail-units__current' : undefined}>
                  <th scope="row" role="rowheader">
                    <Link to={unit.href} aria-current={current ? 'page' : undefined}>
                      {[unit.subType, unit.entityNumber].filter(Boolean).join(' ')}
                    </Link>
                  </th>
                  {has.floor && <td role="cell" data-label={label.floor}>{unit.floor !== undefined && <FloorName floor={unit.floor} />}</td>}
                  {has.bedrooms && <td role="cell" data-label={label.bedrooms} className="detail-table__number">{unit.bedrooms}</td>}
                  {has.area && <td role="cell" data-label={label.area} className="detail-table__number">{unit.area}</td>}
                  <td role="cell" data-label={label.price} className="detail-table__number detail-units__price">
                    {unit.price ?? (unit.statusLabel && <span className="status-badge">{unit.statusLabel}</span>)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

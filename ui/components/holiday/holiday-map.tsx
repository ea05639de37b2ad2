import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HolidayMap as HolidayMapData } from '../../../application/pages/holiday-list-page';
import { MAP_UNIT_LIMIT } from '../../../application/pages/holiday-list-page';
import type { RentalCard } from '../../../domain/rental/rental-card';
import { toLocale } from '../../../domain/shared/locale';
import { useMapTiles } from '../map/map-tiles';
import type { HolidayMapTown } from './holiday-leaflet';

const townId = (index: number) => `holiday-town-${index}`;

function UnitLink({ card }: { card: RentalCard }) {
  const { guests } = card;
  return (
    <Link to={card.href}>
      {card.title}
      {guests !== undefined && (
        <span className="holiday-map__facts">
          {' · '}
          <FormattedMessage id="holiday.card.guests" defaultMessage="{count, plural, one {# gast} other {# gasten}}" values={{ count: guests }} />
        </span>
      )}
    </Link>
  );
}

/**
 * Issue 12 item 1: the holiday rentals on a map. §3 gives a rental unit no coordinates, so each unit is shown at
 * its town's centre and the page says so. The server renders the towns as a list (the map's text alternative and
 * all there is without JavaScript); Leaflet then draws one marker per town, and a marker leads to its town in
 * that list.
 */
export function HolidayMap({ map }: { map: HolidayMapData }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const hintId = useId();
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { tileUrl, tileAttribution } = useMapTiles();
  const towns: readonly HolidayMapTown[] = map.towns.map((town, index) => ({ key: townId(index), name: town.name, lat: town.lat, lon: town.lon, count: town.units.length }));
  const signature = JSON.stringify(towns);

  useEffect(() => {
    let live = true;
    let created: { remove(): void } | null = null;
    const mapTowns = JSON.parse(signature) as HolidayMapTown[];
    Promise.all([import('./holiday-leaflet'), import('leaflet/dist/leaflet.css').catch(() => undefined)]).then(
      ([{ createHolidayMap }]) => {
        if (!live || !canvas.current) return;
        created = createHolidayMap(canvas.current, {
          towns: mapTowns,
          tileUrl,
          ...(tileAttribution && { tileAttribution }),
          locale,
          zoomIn: intl.formatMessage({ id: 'map.zoomIn', defaultMessage: 'Inzoomen' }),
          zoomOut: intl.formatMessage({ id: 'map.zoomOut', defaultMessage: 'Uitzoomen' }),
          describeTown: (town) =>
            intl.formatMessage({ id: 'holiday.map.town', defaultMessage: '{town}: {count, plural, one {# vakantiewoning} other {# vakantiewoningen}}' }, { town: town.name, count: town.count }),
          describeGroup: (group) =>
            intl.formatMessage(
              { id: 'holiday.map.group', defaultMessage: '{towns}: {count, plural, one {# vakantiewoning} other {# vakantiewoningen}}, inzoomen' },
              { towns: intl.formatList(group.map((town) => town.name)), count: group.reduce((sum, town) => sum + town.count, 0) },
            ),
          onTown: (town) => {
            const target = document.getElementById(town.key);
            target?.scrollIntoView({ block: 'nearest' });
            target?.focus();
          },
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      created?.remove();
    };
  }, [signature, tileUrl, tileAttribution, locale, intl]);

  const shown = map.towns.reduce((sum, town) => sum + town.units.length, 0);
  return (
    <div className="holiday-map">
      <p className="holiday-map__note">
        <FormattedMessage
          id="holiday.map.note"
          defaultMessage="Elke vakantiewoning staat op de kaart in het centrum van haar gemeente, niet op haar juiste adres."
        />
      </p>
      {map.capped && (
        <p className="holiday-map__note" role="status">
          <FormattedMessage
            id="holiday.map.capped"
            defaultMessage="De kaart toont de eerste {limit} vakantiewoningen. Verfijn uw zoekopdracht om ze allemaal te zien."
            values={{ limit: MAP_UNIT_LIMIT }}
          />
        </p>
      )}
      <div className="holiday-map__layout">
        <div className="estate-map holiday-map__box">
          <p id={hintId} className="visually-hidden">
            <FormattedMessage
              id="holiday.map.hint"
              defaultMessage="Gebruik Tab om de gemeenten op de kaart te overlopen en Enter om hun vakantiewoningen in de lijst te tonen."
            />
          </p>
          <div
            ref={canvas}
            className="estate-map__canvas"
            role="group"
            aria-label={intl.formatMessage({ id: 'holiday.map.label', defaultMessage: 'Kaart van de vakantiewoningen per gemeente' })}
            aria-describedby={hintId}
          />
          {failed && (
            <p className="estate-map__status" role="status">
              <FormattedMessage id="map.error" defaultMessage="De kaart kon niet geladen worden. Probeer het later opnieuw of bekijk de lijst." />
            </p>
          )}
        </div>
        <section className="holiday-map__list" aria-labelledby="holiday-towns-title">
          <h2 id="holiday-towns-title" className="holiday-map__list-title">
            <FormattedMessage
              id="holiday.map.towns"
              defaultMessage="{count, plural, one {# vakantiewoning} other {# vakantiewoningen}} in {towns, plural, one {# gemeente} other {# gemeenten}}"
              values={{ count: shown, towns: map.towns.length }}
            />
          </h2>
          <ol className="holiday-map__towns">
            {map.towns.map((town, index) => (
              <li key={townId(index)}>
                <h3 id={townId(index)} tabIndex={-1} className="holiday-map__town-name">
                  {town.name} <span className="holiday-map__count">({town.units.length})</span>
                </h3>
                <ul>
                  {town.units.map((card) => (
                    <li key={card.id}>
                      <UnitLink card={card} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {map.unplaced.length > 0 && (
            <>
              <h3 className="holiday-map__town-name">
                <FormattedMessage
                  id="holiday.map.unplaced"
                  defaultMessage="Niet op de kaart (gemeente onbekend): {count}"
                  values={{ count: map.unplaced.length }}
                />
              </h3>
              <ul>
                {map.unplaced.map((card) => (
                  <li key={card.id}>
                    <UnitLink card={card} />
                    {card.region && ` (${card.region})`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

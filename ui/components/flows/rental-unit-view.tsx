import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { RentalUnit } from '../../../domain/rental/rental-unit';
import type { Locale } from '../../../domain/shared/locale';
import { localText, rentalName } from './rental-text';

/** The unit's own name, else its kind and place ('Appartement in De Haan'). */
export function rentalUnitTitle(intl: IntlShape, unit: RentalUnit, locale: Locale): string {
  const own = unit.general.rentalName?.trim();
  if (own) return own;
  const kind = rentalName(unit.general.subKind?.name, locale);
  const city = unit.general.city?.name ?? '';
  if (kind && city) return intl.formatMessage({ id: 'flows.rental.kindInCity', defaultMessage: '{kind} in {city}' }, { kind, city });
  return kind || city || intl.formatMessage({ id: 'flows.rental.fallbackTitle', defaultMessage: 'Vakantiewoning {id}' }, { id: unit.id });
}

function Gallery({ unit, title }: { unit: RentalUnit; title: string }) {
  const intl = useIntl();
  const count = unit.photos.length;
  if (count === 0) return null;
  return (
    <ul className="rental-gallery" aria-label={intl.formatMessage({ id: 'flows.rental.photos', defaultMessage: "Foto's" })}>
      {unit.photos.map((photo, index) => (
        <li key={`${photo.original}-${index}`} className="rental-gallery__item">
          <a href={photo.original}>
            <img
              src={index === 0 ? photo.medium ?? photo.original : photo.thumbnail ?? photo.medium ?? photo.original}
              alt={intl.formatMessage({ id: 'flows.rental.photoAlt', defaultMessage: '{title}, foto {n} van {count}' }, { title, n: index + 1, count })}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flow-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** §3 rental unit: photos, the facts a guest chooses by, and the description in the page's language. */
export function RentalUnitView({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const intl = useIntl();
  const { general, rooms } = unit;
  const title = rentalUnitTitle(intl, unit, locale);
  const kind = rentalName(general.subKind?.name, locale);
  const region = rentalName(general.location?.name, locale);
  const place = [general.city?.name, region].filter(Boolean).join(', ');
  const description = localText(general.description, locale) ?? localText(general.descriptionShort, locale);
  return (
    <>
      <header className="flow-page__header">
        {kind && <p className="eyebrow">{kind}</p>}
        <h1 id="flow-title">{title}</h1>
        {place && <p className="page__lead">{place}</p>}
      </header>
      <Gallery unit={unit} title={title} />
      <div className="rental-about">
        <dl className="flow-facts rental-facts">
          {general.maxOccupation !== undefined && (
            <Fact label={<FormattedMessage id="flows.rental.guests" defaultMessage="Maximum aantal personen" />}>{general.maxOccupation}</Fact>
          )}
          {rooms.bedrooms !== undefined && (
            <Fact label={<FormattedMessage id="flows.rental.bedrooms" defaultMessage="Slaapkamers" />}>{rooms.bedrooms}</Fact>
          )}
          {rooms.bathrooms !== undefined && (
            <Fact label={<FormattedMessage id="flows.rental.bathrooms" defaultMessage="Badkamers" />}>{rooms.bathrooms}</Fact>
          )}
          {general.floor !== undefined && general.floor !== '' && (
            <Fact label={<FormattedMessage id="flows.rental.floor" defaultMessage="Verdieping" />}>{general.floor}</Fact>
          )}
          {general.garage && (
            <Fact label={<FormattedMessage id="flows.rental.parking" defaultMessage="Parkeren" />}>
              <FormattedMessage id="flows.rental.garage" defaultMessage="Eigen garage" />
            </Fact>
          )}
        </dl>
        {description && (
          <p className="rental-description" lang={description.lang === locale ? undefined : description.lang}>
            {description.text}
          </p>
        )}
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RentalUnitAbout } from '../../../domain/rental/rental-card';
import type { Locale } from '../../../domain/shared/locale';

function Gallery({ about }: { about: RentalUnitAbout }) {
  const intl = useIntl();
  const count = about.photos.length;
  if (count === 0) return null;
  return (
    <ul className="rental-gallery" aria-label={intl.formatMessage({ id: 'flows.rental.photos', defaultMessage: "Foto's" })}>
      {about.photos.map((photo, index) => (
        <li key={`${photo.href}-${index}`} className="rental-gallery__item">
          <a href={photo.href}>
            <img
              src={photo.src}
              alt={intl.formatMessage({ id: 'flows.rental.photoAlt', defaultMessage: '{title}, foto {n} van {count}' }, { title: about.title, n: index + 1, count })}
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

/** §3 rental unit: photos, the facts a guest chooses by, and the description, as the core decided them (issue 19). */
export function RentalUnitView({ about, locale }: { about: RentalUnitAbout; locale: Locale }) {
  const { title, kind, place, description } = about;
  return (
    <>
      <header className="flow-page__header">
        {kind && <p className="eyebrow">{kind}</p>}
        <h1 id="flow-title">{title}</h1>
        {place && <p className="page__lead">{place}</p>}
      </header>
      <Gallery about={about} />
      <div className="rental-about">
        <dl className="flow-facts rental-facts">
          {about.guests !== undefined && (
            <Fact label={<FormattedMessage id="flows.rental.guests" defaultMessage="Maximum aantal personen" />}>{about.guests}</Fact>
          )}
          {about.bedrooms !== undefined && (
            <Fact label={<FormattedMessage id="flows.rental.bedrooms" defaultMessage="Slaapkamers" />}>{about.bedrooms}</Fact>
          )}
          {about.bathrooms !== undefined && (
            <Fact label={<FormattedMessage id="flows.rental.bathrooms" defaultMessage="Badkamers" />}>{about.bathrooms}</Fact>
          )}
          {about.floor !== undefined && <Fact label={<FormattedMessage id="flows.rental.floor" defaultMessage="Verdieping" />}>{about.floor}</Fact>}
          {about.garage && (
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

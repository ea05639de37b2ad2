import { FormattedMessage } from 'react-intl';
import type { SalesRep } from '../../../domain/estate/estate';
import { safeUrl } from '../../../domain/display/safe-url';

const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** §3 the listing agent of this estate, with phone, mobile and e-mail as links. */
export function SalesRepCard({ rep }: { rep: SalesRep }) {
  const name = rep.name || [rep.firstname, rep.lastname].filter(Boolean).join(' ');
  const picture = safeUrl(rep.picture);
  return (
    <div className="sales-rep">
      {picture && <img className="sales-rep__picture" src={picture} alt="" width={72} height={72} loading="lazy" decoding="async" />}
      <div className="sales-rep__text">
        <p className="sales-rep__role">
          <FormattedMessage id="detail.contact.rep" defaultMessage="Uw contactpersoon" />
        </p>
        {name && <p className="sales-rep__name">{name}</p>}
        {rep.description && <p className="sales-rep__description">{rep.description}</p>}
        <ul className="sales-rep__links">
          {rep.phone && (
            <li>
              <a href={telHref(rep.phone)}>
                <span className="visually-hidden"><FormattedMessage id="detail.contact.phone" defaultMessage="Telefoon" />: </span>
                {rep.phone}
              </a>
            </li>
          )}
          {rep.mobile && (
            <li>
              <a href={telHref(rep.mobile)}>
                <span className="visually-hidden"><FormattedMessage id="detail.contact.mobile" defaultMessage="Gsm" />: </span>
                {rep.mobile}
              </a>
            </li>
          )}
          {rep.email && (
            <li>
              <a href={`mailto:${rep.email}`}>{rep.email}</a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { enterpriseNumber } from '../../../domain/site/enterprise-number';
import { useRootData } from '../../root-data';

/**
 * Issue 10: on paper only, the agency's identity (name, address, phone, e-mail, BIV title and number: IPI in French) and
 * the page's address, so that a printed brochure leads back to the agency and the listing.
 */
export function BrochureFooter({ url }: { url: string }) {
  const intl = useIntl();
  const root = useRootData();
  if (!root) return null;
  const { agency } = root.site;
  return (
    <footer className="brochure-footer print-only">
      <p className="brochure-footer__agency">
        <strong>{agency.name}</strong> · {agency.street}, {agency.zip} {agency.city} · {agency.phone} · {agency.email}
      </p>
      <p>
        {agency.bivTitle[root.locale]} ·{' '}
        {intl.formatMessage({ id: 'print.bivNumber', defaultMessage: 'BIV {number}' }, { number: agency.bivNumber })} · {enterpriseNumber(agency.companyNumber)}
      </p>
      <p className="brochure-footer__url">
        {intl.formatMessage({ id: 'print.url', defaultMessage: 'Dit pand online: {url}' }, { url })}
      </p>
    </footer>
  );
}

import { useIntl } from 'react-intl';
import { useRootData } from '../../root-data';

/**
 * Issue 10: on paper only, the agency's identity (name, address, phone, e-mail, BIV title and number) and
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
        {agency.bivTitle[root.locale]} · BIV {agency.bivNumber} · {agency.companyNumber}
      </p>
      <p className="brochure-footer__url">
        {intl.formatMessage({ id: 'print.url', defaultMessage: 'Dit pand online: {url}' }, { url })}
      </p>
    </footer>
  );
}

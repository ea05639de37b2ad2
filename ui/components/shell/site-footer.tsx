import { agencyCityIn } from '../../../domain/display/city-name';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { enterpriseNumber } from '../../../domain/site/enterprise-number';
import type { AgencyIdentity, Menu } from '../../../domain/site/site';
import type { RootData } from '../../root-data';
import { PageLink } from './page-link';
import { menuHref } from './site-header';

/**
 * The code of ethics itself (issue 24), not the professional body's home page: the Royal Decree of 29 June 2018
 * approving the BIV/IPI code (in force 30 Dec 2018), in the Belgian consolidated legislation (Justel, dossier
 * 2018-06-29/25), in Dutch for nl and de, in French for fr and en.
 */
const CODE_OF_ETHICS: Record<Locale, string> = {
  nl: 'https://www.ejustice.just.fgov.be/cgi_loi/loi_a1.pl?language=nl&la=N&cn=2018062925&table_name=wet',
  fr: 'https://www.ejustice.just.fgov.be/cgi_loi/loi_a1.pl?language=fr&la=F&cn=2018062925&table_name=loi',
  en: 'https://www.ejustice.just.fgov.be/cgi_loi/loi_a1.pl?language=fr&la=F&cn=2018062925&table_name=loi',
  de: 'https://www.ejustice.just.fgov.be/cgi_loi/loi_a1.pl?language=nl&la=N&cn=2018062925&table_name=wet',
};

const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

function LegalFacts({ agency, locale }: { agency: AgencyIdentity; locale: Locale }) {
  const facts: [ReactNode, ReactNode][] = [
    [<FormattedMessage key="t" id="footer.bivTitle" defaultMessage="Beroepstitel" />, agency.bivTitle[locale]],
    [<FormattedMessage key="t" id="footer.bivNumber" defaultMessage="BIV-nummer" />, agency.bivNumber],
    [<FormattedMessage key="t" id="footer.authority" defaultMessage="Toezichthoudende autoriteit" />, agency.supervisoryAuthority[locale]],
    [<FormattedMessage key="t" id="footer.companyNumber" defaultMessage="Ondernemingsnummer" />, enterpriseNumber(agency.companyNumber)],
    [<FormattedMessage key="t" id="footer.vatNumber" defaultMessage="Btw-nummer" />, agency.vatNumber],
    [
      <FormattedMessage key="t" id="footer.insurer" defaultMessage="Beroepsaansprakelijkheid en borgstelling" />,
      `${agency.insurer}${agency.insurancePolicy ? ` (${agency.insurancePolicy})` : ''}`,
    ],
  ];
  return (
    <dl className="legal-list">
      {facts.map(([term, value], index) => (
        <div key={index} className="legal-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Privacy statement, terms of use and the notary sales always; the backend's footer menu beside them, without repeats. */
function FooterLinks({ locale, menu }: { locale: Locale; menu: Menu | null }) {
  const fixed = [
    { href: routePath('privacy', locale), label: <FormattedMessage id="footer.privacy" defaultMessage="Privacyverklaring" /> },
    { href: routePath('terms', locale), label: <FormattedMessage id="footer.terms" defaultMessage="Gebruiksvoorwaarden" /> },
    // Issue 12 item 5: the estates sold by notary auction have a page of their own.
    { href: routePath('notarySales', locale), label: <FormattedMessage id="footer.notarySales" defaultMessage="Notariële verkopen" /> },
  ];
  const extra = (menu?.items ?? [])
    .map((item) => ({ href: menuHref(item, locale), label: item.label[locale] ?? item.label.nl ?? '' }))
    .filter((link) => link.label !== '' && !fixed.some((f) => f.href === link.href));
  return (
    <ul className="site-footer__links">
      {[...fixed, ...extra].map(({ href, label }) => (
        <li key={href}>
          <PageLink to={href}>{label}</PageLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The agency's identity and what Belgian law asks of an estate agent's website: company number, BIV
 * title and number, supervisory authority, VAT number, professional insurer (Code of Economic Law
 * art. III.74; BIV code of ethics art. 14), and the privacy statement and terms of use.
 */
export function SiteFooter({ shell }: { shell: RootData }) {
  const { locale, site, menus } = shell;
  const { agency } = site;
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__agency">
          <h2 id="footer-agency">{agency.name}</h2>
          <address>
            {agency.street}
            <br />
            {agency.zip} {agencyCityIn(agency, locale)}
          </address>
          <ul className="site-footer__contact">
            <li>
              <FormattedMessage
                id="footer.phone"
                defaultMessage="Telefoon: {phone}"
                values={{ phone: <a href={telHref(agency.phone)}>{agency.phone}</a> }}
              />
            </li>
            <li>
              <FormattedMessage
                id="footer.email"
                defaultMessage="E-mail: {email}"
                values={{ email: <a href={`mailto:${agency.email}`}>{agency.email}</a> }}
              />
            </li>
          </ul>
        </div>
        <div className="site-footer__legal">
          <h2 id="footer-legal">
            <FormattedMessage id="footer.legal" defaultMessage="Wettelijke informatie" />
          </h2>
          <LegalFacts agency={agency} locale={locale} />
          <p className="site-footer__note">
            <FormattedMessage
              id="footer.deontology"
              defaultMessage="Beroepstitel toegekend in België. Onderworpen aan de <link>deontologische code van het BIV</link>."
              values={{ link: (chunks: ReactNode[]) => <a href={CODE_OF_ETHICS[locale]}>{chunks}</a> }}
            />
          </p>
        </div>
        <nav className="site-footer__nav" aria-labelledby="footer-links">
          <h2 id="footer-links">
            <FormattedMessage id="footer.links" defaultMessage="Nuttige links" />
          </h2>
          <FooterLinks locale={locale} menu={menus.footer} />
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>
          <FormattedMessage id="footer.rights" defaultMessage="© {name}. Alle rechten voorbehouden." values={{ name: agency.name }} />
        </p>
      </div>
    </footer>
  );
}

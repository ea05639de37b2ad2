import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { CmsPage, Site } from '../../../../domain/site/site';
import { demoAgency } from './agency-identity';
import { contactPage } from './pages/contact-page';
import { homePage } from './pages/home-page';
import { privacyPage } from './pages/privacy-page';
import { termsPage } from './pages/terms-page';

export interface DemoSiteIdentity {
  readonly id: string;
  readonly name: string;
  readonly hostnames: readonly string[];
  /** Offset added to every numeric id of the site (agenda, pages, menus, estates, …). */
  readonly idOffset: number;
}

/** The site: TAKEN_OVER estates hidden (§5), a live agenda for viewings, a complete agency identity. */
export function demoSite(identity: DemoSiteIdentity): Site {
  return {
    id: identity.id,
    name: identity.name,
    hostnames: identity.hostnames,
    defaultLocale: 'nl',
    settings: { hiddenStatus: [TRANSACTION_ID.TAKEN_OVER] },
    agency: demoAgency(identity.name),
    agendaId: identity.idOffset + 1,
  };
}

/** CMS pages 'home', 'privacy', 'terms' and 'contact'. */
export function demoPages(site: Site, idOffset: number): CmsPage[] {
  return [homePage(idOffset + 1, site.agency), privacyPage(idOffset + 2, site.agency), termsPage(idOffset + 3, site.agency), contactPage(idOffset + 4)];
}

import type { Locale } from '../../domain/shared/locale';
import type { GeoPoint } from '../../domain/site/site';
import type { CoreDeps } from '../core-deps';
import { page, pageQuery, type PageResult } from './page-result';

/** Issue 13 item 1: the contact page as the page shows it, every text in the page's language. */
export interface ContactPageView {
  /** The CMS page 'contact' title, or null (the adapter's own word for "Contact"). */
  readonly title: string | null;
  /** The agency's own (sanitised, domain/site CmsPage) HTML introduction, or null. */
  readonly intro: string | null;
  readonly agency: {
    readonly name: string;
    readonly street: string;
    readonly zip: string;
    readonly city: string;
    readonly phone: string;
    readonly email: string;
    readonly companyNumber: string;
    readonly bivTitle: string;
    readonly bivNumber: string;
  };
  readonly officeHours: string | null;
  /** Where the office is, for the map; null when the site settings do not say. */
  readonly location: GeoPoint | null;
}

/**
 * Issue 13 item 1: the agency's identity, office hours and address from the site settings, the CMS page 'contact'
 * as an introduction when the agency wrote one. A site without a contact text still has a contact page.
 */
export function contactPage(
  { directory, logger }: Pick<CoreDeps, 'directory' | 'logger'>,
  { locale }: { readonly locale: Locale },
): Promise<PageResult<ContactPageView>> {
  return pageQuery(logger, 'the contact page', async () => {
    const [site, pages] = await Promise.all([directory.site(), directory.pages().catch(() => [])]);
    const cms = pages.find((candidate) => candidate.key === 'contact');
    const { agency } = site;
    return page({
      title: cms?.title[locale] || null,
      intro: cms?.body[locale] || null,
      agency: {
        name: agency.name || site.name,
        street: agency.street,
        zip: agency.zip,
        city: agency.city,
        phone: agency.phone,
        email: agency.email,
        companyNumber: agency.companyNumber,
        bivTitle: agency.bivTitle[locale],
        bivNumber: agency.bivNumber,
      },
      officeHours: agency.officeHours?.[locale] || null,
      location: agency.location ?? null,
    });
  });
}

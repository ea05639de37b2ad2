import type { Locale, Translated } from '../shared/locale';

/** §1 site settings: which transaction statuses the agency hides (§5). */
export interface SiteSettings {
  readonly hiddenStatus: readonly number[];
  /** Issue 11: the sender of mails to visitors (RFC 5322 mailbox); absent = the site's name at no-reply@ its first hostname. */
  readonly mailFrom?: string;
  /** Issue 11: where visitors' replies go; absent = the agency's e-mail. */
  readonly mailReplyTo?: string;
  /**
   * Issue 13 item 4: whether the estate's sales representative (§3 contact / salesRep) gets a copy of a
   * contact request about that estate; absent = yes (false: only the agency's address is written to).
   */
  readonly mailSalesRep?: boolean;
}

/**
 * What a Belgian agency must show on its website (Code of Economic Law art. III.74 and the BIV/IPI
 * deontology code): identity, company number, BIV title and number, supervisory authority, VAT, insurer.
 */
export interface AgencyIdentity {
  readonly name: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  /** Issue 20: the city's name in other languages ('Gand', 'Ghent'); its own name where a language has none. */
  readonly cityAlias?: Partial<Translated>;
  readonly phone: string;
  readonly email: string;
  readonly companyNumber: string;
  readonly vatNumber: string;
  /** e.g. 'Erkend vastgoedmakelaar-bemiddelaar'. */
  readonly bivTitle: Translated;
  readonly bivNumber: string;
  readonly supervisoryAuthority: Translated;
  readonly insurer: string;
  readonly insurancePolicy?: string;
  /** Issue 13 item 1: when the office is open, in the agency's words per language (e.g. 'Monday to Friday 9–18'). */
  readonly officeHours?: Partial<Translated>;
  /** Issue 13 item 1: where the office is, for the contact page's map (WGS84 degrees). */
  readonly location?: GeoPoint;
}

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface Site {
  readonly id: string;
  readonly name: string;
  readonly hostnames: readonly string[];
  readonly defaultLocale: Locale;
  readonly settings: SiteSettings;
  readonly agency: AgencyIdentity;
  /** Live-agenda id used for viewing appointments, when the agency offers them. */
  readonly agendaId?: number;
}

export interface MenuItem {
  readonly id: number;
  readonly label: Partial<Translated>;
  /** A site path without language prefix (e.g. 'aanbod') or an absolute URL. */
  readonly url: Partial<Translated>;
  readonly children: readonly MenuItem[];
}

export interface Menu {
  readonly id: number;
  readonly type: string;
  readonly items: readonly MenuItem[];
}

/** A CMS page: home, privacy statement, terms of use, … */
export interface CmsPage {
  readonly id: number;
  readonly key: string;
  readonly url: Partial<Translated>;
  readonly title: Partial<Translated>;
  /** Sanitised HTML per language. */
  readonly body: Partial<Translated>;
}

export interface SiteEntity {
  readonly id: number;
  readonly name: string;
}

export interface SiteEntityItem {
  readonly id: number;
  readonly entityId: number;
  readonly values: Readonly<Record<string, unknown>>;
}

export interface Agreement {
  readonly id: number;
  readonly locale: Locale;
  readonly title: string;
  readonly body: string;
}

/** A landing page for a selection of estates (e.g. 'new builds in Gent'); fields not shown in the spec. */
export interface EstatePage {
  readonly id: number;
  readonly title: Partial<Translated>;
  readonly query: string;
}

export type TranslationTable = Readonly<Record<string, string>>;

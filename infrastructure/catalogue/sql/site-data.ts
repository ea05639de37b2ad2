import type { PriceChange } from '../../../domain/alerts/estate-change';
import type { EstateCollection } from '../../../application/ports/estate-catalogue';
import type { AppointmentSlot } from '../../../domain/agenda/appointment';
import type { Estate } from '../../../domain/estate/estate';
import type { RentalPeriod, RentalUnit } from '../../../domain/rental/rental-unit';
import type { Locale } from '../../../domain/shared/locale';
import type { Agreement, CmsPage, EstatePage, Menu, Site, SiteEntity, SiteEntityItem, TranslationTable } from '../../../domain/site/site';

/** Everything one site holds: what the demo generator makes and what an import loads. */
export interface SiteData {
  readonly site: Site;
  /** Search groups: a property, or a project with its units as `children`. */
  readonly groups: readonly Estate[];
  readonly collections?: readonly EstateCollection[];
  readonly menus?: readonly Menu[];
  readonly pages?: readonly CmsPage[];
  readonly translations?: Partial<Record<Locale, TranslationTable>>;
  readonly rentalUnits?: readonly RentalUnit[];
  readonly rentalPeriods?: Readonly<Record<number, readonly RentalPeriod[]>>;
  readonly slots?: readonly AppointmentSlot[];
  readonly entities?: readonly SiteEntity[];
  readonly entityItems?: readonly SiteEntityItem[];
  readonly agreements?: readonly Agreement[];
  /** Landing pages, addressed by the two path parts of §7 /estate-pages/{a}/{b}. */
  readonly estatePages?: readonly (EstatePage & { readonly a: string; readonly b: string })[];
  /** Site assets by name (§7 /assets/{name}). */
  readonly assets?: Readonly<Record<string, string>>;
  /** Earlier prices (issue 11 price history) the data comes with, e.g. the demo's price drops (issue 20 item 8). */
  readonly priceHistory?: readonly PriceChange[];
}

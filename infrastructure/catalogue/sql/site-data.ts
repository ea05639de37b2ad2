import type { EstateCollection } from '../../../application/ports/estate-catalogue';
import type { AppointmentSlot } from '../../../domain/agenda/appointment';
import type { Estate } from '../../../domain/estate/estate';
import type { RentalPeriod, RentalUnit } from '../../../domain/rental/rental-unit';
import type { Locale } from '../../../domain/shared/locale';
import type { CmsPage, Menu, Site, TranslationTable } from '../../../domain/site/site';

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
}

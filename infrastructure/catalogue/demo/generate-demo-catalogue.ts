import type { EstateCollection } from '../../../application/ports/estate-catalogue';
import type { PriceChange } from '../../../domain/alerts/estate-change';
import type { AppointmentSlot } from '../../../domain/agenda/appointment';
import type { Estate } from '../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../domain/estate/estate-status';
import type { RentalPeriod, RentalUnit } from '../../../domain/rental/rental-unit';
import type { Locale } from '../../../domain/shared/locale';
import type { CmsPage, Menu, Site, TranslationTable } from '../../../domain/site/site';
import { viewingSlots } from './agenda/viewing-slots';
import { collectionPolicy, estateCollections } from './estates/collection-policy';
import { withDeliberateGaps, type DeliberateGap } from './estates/deliberate-gaps';
import { IDS_PER_SITE, generateEstateGroups } from './estates/estate-groups';
import { priceDropHistory } from './estates/price-history';
import { withPublicNotarySales } from './estates/public-notary-sales';
import { Prng } from './prng';
import { holidayPeriods } from './rentals/holiday-periods';
import { holidayUnits } from './rentals/holiday-units';
import { demoPages, demoSite } from './site/demo-site';
import { demoMenus } from './site/site-navigation';
import { demoTranslations } from './site/site-translations';
import { isoDate, yearOf } from './time/calendar';

export { localiseEstate } from './localise-estate';
export { IDS_PER_SITE } from './estates/estate-groups';
export type { DeliberateGap } from './estates/deliberate-gaps';

/** Everything one demo site holds, as domain objects (storing them is the caller's business). */
export interface DemoSite {
  readonly site: Site;
  /** Search groups: a property is an Estate without children; a project has its units as `children`. */
  readonly groups: readonly Estate[];
  readonly collections: readonly EstateCollection[];
  readonly menus: readonly Menu[];
  readonly pages: readonly CmsPage[];
  readonly translations: Readonly<Record<Locale, TranslationTable>>;
  readonly rentalUnits: readonly RentalUnit[];
  /** Bookable weekly periods by rental unit id. */
  readonly rentalPeriods: Readonly<Record<number, readonly RentalPeriod[]>>;
  readonly slots: readonly AppointmentSlot[];
  /** Issue 24: the listings made to lack what their region requires of an advertisement (the compliance report finds them). */
  readonly deliberateGaps: readonly DeliberateGap[];
  /** Issue 20 item 8: the earlier, higher price of every estate carrying the "price reduced" sticker. */
  readonly priceHistory: readonly PriceChange[];
}

export interface DemoCatalogue {
  readonly sites: readonly DemoSite[];
}

/** One site to generate; what it leaves out comes from the catalogue options. */
export interface DemoSiteOptions {
  readonly id: string;
  readonly name?: string;
  readonly hostnames?: readonly string[];
  /** Units of this site (default: the catalogue's `estates`). */
  readonly estates?: number;
  /** Seed of this site (default: derived from the catalogue seed and the site's position). */
  readonly seed?: number;
}

export interface DemoCatalogueOptions {
  readonly seed?: number;
  /** Units per site: properties plus project units; project parents do not count. */
  readonly estates?: number;
  /** Id of the single demo site when `sites` is not given. */
  readonly siteId?: string;
  /** Several sites sharing one database; the i-th site's numeric ids start at i × IDS_PER_SITE. */
  readonly sites?: readonly DemoSiteOptions[];
  /** ISO date all dates are relative to (never the machine clock). */
  readonly referenceDate?: string;
}

const MAX_ESTATES = IDS_PER_SITE * 0.9;

function checkedCount(estates: number): number {
  if (!Number.isInteger(estates) || estates < 0 || estates > MAX_ESTATES) {
    throw new RangeError(`estates must be a whole number from 0 to ${MAX_ESTATES}: ${estates}`);
  }
  return estates;
}

const AVAILABLE = new Set<number>([TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT, TRANSACTION_ID.TAKE_OVER]);

function generateSite(options: DemoSiteOptions, index: number, defaults: { seed: number; estates: number; referenceDate: string }): DemoSite {
  const idOffset = index * IDS_PER_SITE;
  const rng = new Prng(options.seed ?? (index === 0 ? defaults.seed : `${defaults.seed}#${index}`));
  const name = options.name ?? (index === 0 ? 'Immo Demo' : `Immo Demo ${index + 1}`);
  const hostnames = options.hostnames ?? (index === 0 ? ['localhost', '127.0.0.1'] : [`${options.id}.localhost`]);
  const site = demoSite({ id: options.id, name, hostnames, idOffset });
  const policy = collectionPolicy(idOffset);
  const { groups, gaps } = withDeliberateGaps(
    withPublicNotarySales(
      generateEstateGroups(rng.fork('estates'), {
        units: checkedCount(options.estates ?? defaults.estates),
        idOffset,
        referenceDate: defaults.referenceDate,
        collections: policy,
      }),
      defaults.referenceDate,
    ),
    site.settings.hiddenStatus ?? [],
  );
  const bookable = groups.flatMap((group) => group.children ?? [group]).filter((unit) => AVAILABLE.has(unit.general.transaction?.id ?? 0));
  const rentals = holidayUnits(rng.fork('rentals'), idOffset);
  const periodsRng = rng.fork('periods');
  const seasonYear = yearOf(defaults.referenceDate) + 1;
  return {
    site,
    groups,
    collections: estateCollections(policy, groups),
    menus: demoMenus(idOffset),
    pages: demoPages(site, idOffset),
    translations: demoTranslations(name),
    rentalUnits: rentals.map(({ unit }) => unit),
    rentalPeriods: Object.fromEntries(rentals.map(({ unit, coast }) => [unit.id, holidayPeriods(periodsRng, unit, seasonYear, coast, defaults.referenceDate)])),
    slots: viewingSlots(rng.fork('agenda'), {
      agendaId: site.agendaId ?? idOffset + 1,
      idOffset,
      referenceDate: defaults.referenceDate,
      estateIds: bookable.map((unit) => unit.general.id),
    }),
    deliberateGaps: gaps,
    priceHistory: priceDropHistory(rng.fork('price-history'), groups, defaults.referenceDate),
  };
}

/**
 * A deterministic demo catalogue of Belgian estates: the same options give the same data, byte for
 * byte, on any machine and at any time. Numeric ids are unique within a site and across the sites.
 */
export function generateDemoCatalogue({
  seed = 1,
  estates = 2000,
  siteId = 'demo',
  sites,
  referenceDate = '2026-11-01',
}: DemoCatalogueOptions = {}): DemoCatalogue {
  const siteList = sites ?? [{ id: siteId }];
  const ids = new Set(siteList.map((site) => site.id));
  if (ids.size !== siteList.length) throw new RangeError('site ids must be unique');
  const defaults = { seed, estates: checkedCount(estates), referenceDate: isoDate(referenceDate) };
  return { sites: siteList.map((site, index) => generateSite(site, index, defaults)) };
}

import { FixedClock } from '../../infrastructure/memory/clocks';
import type { SqlCatalogue } from '../../infrastructure/catalogue/sql/sql-catalogue';
import { openTestCatalogue } from '../infrastructure/catalogue/sql/open-test-catalogue';
import { DEMO_SITE as demoSite } from '../fixtures/site';
import type { SiteData } from '../../infrastructure/catalogue/sql/site-data';
import { describeEstateCatalogueContract } from './estate-catalogue.contract';
import { describeLiveAgendaContract } from './live-agenda.contract';
import { describeRentalUnitsContract } from './rental-units.contract';
import { describeSiteDirectoryContract } from './site-directory.contract';
import { describeVisitorRequestsContract } from './visitor-requests.contract';

/** The SQL adapters of the catalogue service keep the same contracts as the in-memory twins. */
const clock = new FixedClock(new Date('2026-11-21T10:00:00Z'));

async function seeded(dialect: 'sqlite' | 'postgres', data: Partial<SiteData>): Promise<SqlCatalogue> {
  const catalogue = await openTestCatalogue(dialect, { clock });
  await catalogue.replaceSite({ site: data.site ?? demoSite, groups: [], ...data });
  return catalogue;
}

function adapterOf<K extends 'catalogue' | 'directory' | 'rentals' | 'agenda' | 'requests'>(key: K, dialect: 'sqlite' | 'postgres') {
  return async (data: Partial<SiteData>) => {
    const catalogue = await seeded(dialect, data);
    return { adapter: catalogue.forSite((data.site ?? demoSite).id)[key], close: () => catalogue.close() };
  };
}

for (const dialect of openTestCatalogue.dialects()) {
  describeEstateCatalogueContract(`sql (${dialect})`, ({ estates, collections }) => adapterOf('catalogue', dialect)({ groups: estates, collections }));
  describeLiveAgendaContract(`sql (${dialect})`, ({ slots }) => adapterOf('agenda', dialect)({ slots }));
  describeRentalUnitsContract(`sql (${dialect})`, ({ units, periods }) => adapterOf('rentals', dialect)({ rentalUnits: units, rentalPeriods: periods }));
  describeSiteDirectoryContract(`sql (${dialect})`, (fixture) => adapterOf('directory', dialect)(fixture));
  describeVisitorRequestsContract(`sql (${dialect})`, ({ estates }) => adapterOf('requests', dialect)({ groups: estates }));
}

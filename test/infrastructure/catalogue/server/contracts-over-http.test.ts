import { createApiClient } from '../../../../infrastructure/http/api-client';
import { HttpEstateCatalogue } from '../../../../infrastructure/http/http-estate-catalogue';
import { HttpLiveAgenda } from '../../../../infrastructure/http/http-live-agenda';
import { HttpRentalUnits } from '../../../../infrastructure/http/http-rental-units';
import { HttpSiteDirectory } from '../../../../infrastructure/http/http-site-directory';
import { HttpVisitorRequests } from '../../../../infrastructure/http/http-visitor-requests';
import { describeEstateCatalogueContract } from '../../../contracts/estate-catalogue.contract';
import { describeLiveAgendaContract } from '../../../contracts/live-agenda.contract';
import { describeRentalUnitsContract } from '../../../contracts/rental-units.contract';
import { describeSiteDirectoryContract } from '../../../contracts/site-directory.contract';
import { describeVisitorRequestsContract } from '../../../contracts/visitor-requests.contract';
import { DEMO_SITE } from '../../../fixtures/site';
import type { SiteData } from '../../../../infrastructure/catalogue/sql/site-data';
import { startTestCatalogue, TEST_DIALECT } from './catalogue-test-server';

/** The HTTP gateway of a port, on a catalogue service seeded with the contract's fixture. */
async function overHttp<Port>(data: Omit<SiteData, 'site'>, gateway: (deps: { client: ReturnType<typeof createApiClient>; siteId: string }) => Port) {
  const server = await startTestCatalogue({ sites: [{ site: DEMO_SITE, ...data }] });
  const client = createApiClient({ baseUrl: server.origin, siteId: DEMO_SITE.id, logger: () => {} });
  return { adapter: gateway({ client, siteId: DEMO_SITE.id }), close: server.close };
}

describeEstateCatalogueContract(`HTTP gateway → catalogue service (${TEST_DIALECT})`, ({ estates, collections }) =>
  overHttp({ groups: estates, collections }, (deps) => new HttpEstateCatalogue(deps)),
);
describeLiveAgendaContract(`HTTP gateway → catalogue service (${TEST_DIALECT})`, ({ slots }) => overHttp({ groups: [], slots }, (deps) => new HttpLiveAgenda(deps)));
describeRentalUnitsContract(`HTTP gateway → catalogue service (${TEST_DIALECT})`, ({ units, periods }) =>
  overHttp({ groups: [], rentalUnits: units, rentalPeriods: periods }, (deps) => new HttpRentalUnits(deps)),
);
describeVisitorRequestsContract(`HTTP gateway → catalogue service (${TEST_DIALECT})`, ({ estates }) =>
  overHttp({ groups: estates }, (deps) => new HttpVisitorRequests({ ...deps, alertsBy: 'site' })),
);
describeSiteDirectoryContract(`HTTP gateway → catalogue service (${TEST_DIALECT})`, ({ site: _site, ...content }) =>
  overHttp({ groups: [], ...content }, (deps) => new HttpSiteDirectory(deps)),
);

import type { RentalPeriod, RentalReservation, RentalUnit } from '../../domain/rental/rental-unit';
import type { RentalFilterData } from '../../domain/search/filter-data';
import type { Locale } from '../../domain/shared/locale';
import type {
  RentalReservationConfirmation,
  RentalSearch,
  RentalSearchResult,
  RentalUnits,
} from '../../application/ports/rental-units';
import type { ApiClient } from './api-client';
import { acceptLanguage, conflictAs, getJson, localeOption, sitePath, unreadable, whenNotFound } from './gateway-support';
import type { HttpGatewayConfig } from './gateway-support';
import { toRentalFilterData } from './mappers/filter-data-mapper';
import { toRentalPeriods, toRentalUnit, toRentalUnits, toReservationConfirmation } from './mappers/rental-unit-mapper';
import { toSearchPage } from './mappers/search-result-mapper';

export interface HttpRentalUnitsConfig extends HttpGatewayConfig {
  /**
   * Where the visitor's browser reaches the API, for photo URLs: the site's own `/api` (the browser
   * talks only to the site's origin, ARCHITECTURE.md), unless told otherwise.
   */
  readonly photoBaseUrl?: string;
}

export const DEFAULT_PHOTO_BASE_URL = '/api';

/** Holiday rental units over the §7 API (/sites/{siteId}/rental-units…). */
export class HttpRentalUnits implements RentalUnits {
  private readonly client: ApiClient;
  private readonly siteId: string;
  private readonly photoBaseUrl: string;

  constructor({ client, siteId, photoBaseUrl = DEFAULT_PHOTO_BASE_URL }: HttpRentalUnitsConfig) {
    this.client = client;
    this.siteId = siteId;
    this.photoBaseUrl = photoBaseUrl.replace(/\/+$/, '');
  }

  /** §7 POST /rental-units: the criteria are the body; `{ total: { value }, results }`. */
  async search(criteria: RentalSearch, locale?: Locale): Promise<RentalSearchResult> {
    const raw = await this.client.post<unknown>(sitePath(this.siteId, 'rental-units'), criteria, {
      headers: acceptLanguage(locale),
      read: true,
    });
    return toSearchPage(raw, toRentalUnits);
  }

  /** §7 POST /rental-units/filters. */
  async filters(criteria: RentalSearch, locale?: Locale): Promise<RentalFilterData> {
    const raw = await this.client.post<unknown>(sitePath(this.siteId, 'rental-units', 'filters'), criteria, {
      headers: acceptLanguage(locale),
      read: true,
    });
    return toRentalFilterData(raw);
  }

  async unit(id: number, locale?: Locale): Promise<RentalUnit | null> {
    const url = sitePath(this.siteId, 'rental-units', id);
    return toRentalUnit(await whenNotFound(getJson(this.client, url, localeOption(locale)), null));
  }

  /** An unknown unit has no periods. */
  async periods(id: number): Promise<readonly RentalPeriod[]> {
    return toRentalPeriods(await whenNotFound(getJson(this.client, sitePath(this.siteId, 'rental-units', id, 'periods')), []));
  }

  /** §7 POST /rental-units/reservation; 409 (dates taken) is a ConflictError. */
  async reserve(reservation: RentalReservation): Promise<RentalReservationConfirmation> {
    const url = sitePath(this.siteId, 'rental-units', 'reservation');
    const raw = await conflictAs(this.client.post<unknown>(url, reservation), 'period_taken');
    const confirmation = toReservationConfirmation(raw, { rentalUnitId: reservation.rentalUnitId, ...reservation.period });
    if (!confirmation) throw unreadable(`POST ${url}`, raw);
    return confirmation;
  }

  /** §7 GET /rental-units/photo/{a}/{b}, as a URL for an <img>. */
  photoUrl(a: string, b: string): string {
    return `${this.photoBaseUrl}${sitePath(this.siteId, 'rental-units', 'photo', a, b)}`;
  }
}

import type { RentalReservation } from '../../../domain/rental/rental-unit';
import { ConflictError } from '../../../application/ports/port-errors';
import { HttpRentalUnits } from '../../../infrastructure/http/http-rental-units';
import { described, SITE_ID, useGatewayServer } from './gateway-test-kit';
import { sendJson, sendNoContent } from './recording-server';

const kit = useGatewayServer();
const rentals = () => new HttpRentalUnits({ client: kit.client(), siteId: SITE_ID });

const UPSTREAM_UNIT = {
  id: '12',
  photos: [{ original: '/p/12/o.jpg', medium: '/p/12/m.jpg', thumbnail: '/p/12/t.jpg' }, { medium: 'no original' }],
  general: {
    description: { nl: 'Zonnig appartement', fr: 'Appartement ensoleillé' },
    location: { name: { nl: 'Zeedijk' } },
    city: { name: 'Knokke-Heist' },
    maxOccupation: '4',
    subKind: { name: 'Appartement' },
    garage: 1,
    building: { name: 'Residentie Zeezicht' },
    rentalName: 'Zeezicht 12',
  },
  rooms: { bedrooms: 2, bathrooms: '1' },
};

const reservation: RentalReservation = {
  rentalUnitId: 12,
  period: { start: '2025-07-12', end: '2025-07-19' },
  name: 'An Janssens',
  email: 'an@example.be',
  persons: 3,
};

describe('§7 HttpRentalUnits', () => {
  it('§7 search: POST /sites/{siteId}/rental-units with the criteria; total.value and the units mapped', async () => {
    kit.server().route('POST', '/api/sites/42/rental-units', (res) =>
      sendJson(res, 200, { total: { value: 31 }, results: [UPSTREAM_UNIT, { general: {} }] }),
    );

    const result = await rentals().search({ persons: 4, arrival: '2025-07-12', from: 15, size: 15 }, 'fr');

    expect(result).toEqual({
      total: 31,
      results: [
        {
          id: 12,
          photos: [{ original: '/p/12/o.jpg', medium: '/p/12/m.jpg', thumbnail: '/p/12/t.jpg' }],
          general: {
            description: { nl: 'Zonnig appartement', fr: 'Appartement ensoleillé' },
            location: { name: { nl: 'Zeedijk' } },
            city: { name: 'Knokke-Heist' },
            maxOccupation: 4,
            subKind: { name: 'Appartement' },
            garage: true,
            building: { name: 'Residentie Zeezicht' },
            rentalName: 'Zeezicht 12',
          },
          rooms: { bedrooms: 2, bathrooms: 1 },
        },
      ],
    });
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'POST',
      url: '/api/sites/42/rental-units',
      siteId: SITE_ID,
      acceptLanguage: 'fr',
      propertySoftware: undefined,
      contentType: 'application/json',
      body: { persons: 4, arrival: '2025-07-12', from: 15, size: 15 },
    });
  });

  it('§7 filters: POST /sites/{siteId}/rental-units/filters; rental filter data with missing lists empty', async () => {
    kit.server().route('POST', '/api/sites/42/rental-units/filters', (res) =>
      sendJson(res, 200, {
        maxOccupations: [{ value: '4', count: 2 }],
        subKinds: [{ id: 1, name: { nl: 'Studio' }, count: 1 }],
        periodTypes: [{ value: 'WEEK', count: 3 }],
      }),
    );

    expect(await rentals().filters({ persons: 2 })).toEqual({
      locations: [],
      maxOccupations: [{ value: 4, count: 2 }],
      subKinds: [{ id: 1, name: { nl: 'Studio' }, count: 1 }],
      cities: [],
      periodTypes: [{ value: 'WEEK', count: 3 }],
      periodStartDates: [],
      periodDates: [],
    });
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'POST', url: '/api/sites/42/rental-units/filters', body: { persons: 2 } });
  });

  it('§7 unit: GET /sites/{siteId}/rental-units/{id} with client marker and locale; a bare unit gets empty photos, rooms', async () => {
    kit.server().route('GET', '/api/sites/42/rental-units/12', (res) => sendJson(res, 200, { id: 12 }));
    expect(await rentals().unit(12, 'de')).toEqual({ id: 12, photos: [], general: {}, rooms: {} });
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'GET',
      url: '/api/sites/42/rental-units/12',
      client: 'true',
      acceptLanguage: 'de',
    });
  });

  it('§7 unit of an unknown id: 404 → null', async () => {
    expect(await rentals().unit(99)).toBeNull();
  });

  it('§7 periods: GET /sites/{siteId}/rental-units/{id}/periods; periods without dates dropped', async () => {
    kit.server().route('GET', '/api/sites/42/rental-units/12/periods', (res) =>
      sendJson(res, 200, [
        { start: '2025-07-05', end: '2025-07-12', price: '900', type: 'WEEK' },
        { start: '2025-07-12' },
        { start: '2025-08-01', end: '2025-08-04' },
      ]),
    );
    expect(await rentals().periods(12)).toEqual([
      { start: '2025-07-05', end: '2025-07-12', price: 900, type: 'WEEK' },
      { start: '2025-08-01', end: '2025-08-04', price: 0, type: '' },
    ]);
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'GET', url: '/api/sites/42/rental-units/12/periods' });
  });

  it('§7 periods of an unknown unit: 404 → none', async () => {
    expect(await rentals().periods(99)).toEqual([]);
  });

  it('§7 reserve: POST /sites/{siteId}/rental-units/reservation with the reservation; the confirmation', async () => {
    kit.server().route('POST', '/api/sites/42/rental-units/reservation', (res) => sendJson(res, 201, { id: 'res-9' }));

    // Issue 13 item 8: a backend that gives no short reference: the guest is told its id.
    expect(await rentals().reserve(reservation)).toEqual({ id: 'res-9', reference: 'res-9', rentalUnitId: 12, start: '2025-07-12', end: '2025-07-19' });
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'POST',
      url: '/api/sites/42/rental-units/reservation',
      contentType: 'application/json',
      body: reservation,
    });
  });

  it('issue 13 item 8: reserve: the short reference the backend gives is the one the guest is told', async () => {
    kit.server().route('POST', '/api/sites/42/rental-units/reservation', (res) => sendJson(res, 201, { id: '3f9c1e7a52b04d6e8a1f0c2b7d9e4a61', reference: 'K7QM3XPA' }));
    expect(await rentals().reserve(reservation)).toMatchObject({ id: '3f9c1e7a52b04d6e8a1f0c2b7d9e4a61', reference: 'K7QM3XPA' });
  });

  it('§7 reserve: 409 (dates taken) → ConflictError with the reason the body names, or period_taken', async () => {
    kit.server().route('POST', '/api/sites/42/rental-units/reservation', (res) => sendJson(res, 409, { message: 'Already booked' }));
    const clash = rentals().reserve(reservation);
    await expect(clash).rejects.toBeInstanceOf(ConflictError);
    await expect(clash).rejects.toMatchObject({ reason: 'period_taken', message: 'Already booked', status: 409 });
  });

  it('§8 reserve answered without a confirmation id is unreadable (502); other failures are rethrown', async () => {
    kit.server().route('POST', '/api/sites/42/rental-units/reservation', (res, _req, hit) =>
      hit === 1 ? sendNoContent(res) : sendJson(res, 500, { message: 'boom' }),
    );
    await expect(rentals().reserve(reservation)).rejects.toMatchObject({ status: 502 });
    await expect(rentals().reserve(reservation)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('§7 photoUrl: {base}/sites/{siteId}/rental-units/photo/{a}/{b}, the site origin /api by default', () => {
    expect(rentals().photoUrl('12', 'front view.jpg')).toBe('/api/sites/42/rental-units/photo/12/front%20view.jpg');
    const elsewhere = new HttpRentalUnits({ client: kit.client(), siteId: SITE_ID, photoBaseUrl: 'https://api.example/v1/' });
    expect(elsewhere.photoUrl('a', 'b')).toBe('https://api.example/v1/sites/42/rental-units/photo/a/b');
  });
});

import type { AppointmentRequest } from '../../../domain/requests/visitor-requests';
import { ConflictError } from '../../../application/ports/port-errors';
import { HttpLiveAgenda } from '../../../infrastructure/http/http-live-agenda';
import { described, SITE_ID, useGatewayServer } from './gateway-test-kit';
import { sendJson, sendNoContent } from './recording-server';

const kit = useGatewayServer();
const agenda = () => new HttpLiveAgenda({ client: kit.client(), siteId: SITE_ID });

const request: AppointmentRequest = {
  slotId: 1,
  estateId: 500,
  name: 'Pieter De Smet',
  email: 'pieter@example.be',
  phone: '+32 470 12 34 56',
  locale: 'nl',
};

const APPOINTMENT = {
  id: 'apt-3',
  slotId: 1,
  start: '2030-05-06T09:00:00.000Z',
  end: '2030-05-06T09:30:00.000Z',
  name: 'Pieter De Smet',
  email: 'pieter@example.be',
  phone: '+32 470 12 34 56',
  estateId: 500,
  status: 'BOOKED',
} as const;

describe('§7 HttpLiveAgenda', () => {
  it('§7 slots: GET /sites/{siteId}/live-agenda/{id}; a slot without agenda id belongs to the one asked for', async () => {
    kit.server().route('GET', '/api/sites/42/live-agenda/7', (res) =>
      sendJson(res, 200, [
        { id: '1', start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T09:30:00.000Z', capacity: 2, available: '1' },
        {
          id: 2,
          agendaId: 7,
          start: '2030-05-06T10:00:00.000Z',
          end: '2030-05-06T10:30:00.000Z',
          capacity: 1,
          available: 0,
          estateId: 500,
        },
        { start: 'no id' },
        'garbage',
      ]),
    );

    expect(await agenda().slots(7)).toEqual([
      { id: 1, agendaId: 7, start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T09:30:00.000Z', capacity: 2, available: 1 },
      { id: 2, agendaId: 7, start: '2030-05-06T10:00:00.000Z', end: '2030-05-06T10:30:00.000Z', capacity: 1, available: 0, estateId: 500 },
    ]);
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'GET',
      url: '/api/sites/42/live-agenda/7',
      siteId: SITE_ID,
      client: 'true',
    });
  });

  it('§7 slots of an unknown agenda: 404 → none', async () => {
    expect(await agenda().slots(999)).toEqual([]);
  });

  it('§7 appointment: GET /sites/{siteId}/live-agenda/reservation/{id}', async () => {
    kit.server().route('GET', '/api/sites/42/live-agenda/reservation/apt-3', (res) => sendJson(res, 200, APPOINTMENT));
    expect(await agenda().appointment('apt-3')).toEqual(APPOINTMENT);
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'GET',
      url: '/api/sites/42/live-agenda/reservation/apt-3',
      client: 'true',
    });
  });

  it('§7 appointment of an unknown id: 404 → null; an id with "/" stays one path segment', async () => {
    expect(await agenda().appointment('a/b')).toBeNull();
    expect(kit.onlyRequest().url).toBe('/api/sites/42/live-agenda/reservation/a%2Fb');
  });

  it('§7 book: POST /sites/{siteId}/live-agenda/reservation with the request; the appointment', async () => {
    kit.server().route('POST', '/api/sites/42/live-agenda/reservation', (res) => sendJson(res, 201, { ...APPOINTMENT, status: 'UNKNOWN' }));

    expect(await agenda().book(request)).toEqual(APPOINTMENT);
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'POST',
      url: '/api/sites/42/live-agenda/reservation',
      siteId: SITE_ID,
      contentType: 'application/json',
      body: request,
    });
  });

  it.each<[string, unknown, string]>([
    ['the reason the body names', { reason: 'not_cancellable', message: 'Too late' }, 'not_cancellable'],
    ['slot_full when the body names none', { message: 'Full' }, 'slot_full'],
    ['slot_full when the body names an unknown reason', { reason: 'weird' }, 'slot_full'],
    ['slot_full when there is no body', undefined, 'slot_full'],
  ])('§7 book: 409 → ConflictError with %s', async (_title, body, reason) => {
    kit.server().route('POST', '/api/sites/42/live-agenda/reservation', (res) =>
      body === undefined ? res.writeHead(409).end() : sendJson(res, 409, body),
    );
    const full = agenda().book(request);
    await expect(full).rejects.toBeInstanceOf(ConflictError);
    await expect(full).rejects.toMatchObject({ reason, status: 409 });
  });

  it('§8 book answered without an appointment id is unreadable (502); a 500 is rethrown with its status', async () => {
    kit.server().route('POST', '/api/sites/42/live-agenda/reservation', (res, _req, hit) =>
      hit === 1 ? sendJson(res, 200, { slotId: 1 }) : sendJson(res, 500, {}),
    );
    await expect(agenda().book(request)).rejects.toMatchObject({ status: 502 });
    await expect(agenda().book(request)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('§7 cancel: DELETE /sites/{siteId}/live-agenda/reservation/{id}', async () => {
    kit.server().route('DELETE', '/api/sites/42/live-agenda/reservation/apt-3', (res) => sendNoContent(res));
    await expect(agenda().cancel('apt-3')).resolves.toBeUndefined();
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'DELETE',
      url: '/api/sites/42/live-agenda/reservation/apt-3',
      siteId: SITE_ID,
    });
  });

  it('§7 cancel of an unknown appointment (404) changes nothing; 409 (too late) is a ConflictError', async () => {
    await expect(agenda().cancel('gone')).resolves.toBeUndefined();
    kit.server().route('DELETE', '/api/sites/42/live-agenda/reservation/apt-3', (res) => sendJson(res, 409, {}));
    await expect(agenda().cancel('apt-3')).rejects.toMatchObject({ name: 'ConflictError', reason: 'not_cancellable' });
  });
});

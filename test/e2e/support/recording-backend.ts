import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the backend received, as it arrived. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query, e.g. /sites/rec/estates. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body of a POST, undefined otherwise. */
  readonly body: unknown;
}

export interface RecordingBackend {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Forget what was recorded so far. */
  clear(): void;
  close(): Promise<void>;
}

export const RECORDED_SITE = 'rec';
/** Site settings: SOLD (5) and TAKEN_OVER (6) are never shown on this site (§5). */
export const HIDDEN_STATUS = [5, 6];
/** How many estates every search says it found: more than a page, so "load more" is offered. */
export const RECORDED_TOTAL = 40;

const CITIES = [
  { id: 9000, zip: '9000', name: 'Gent' },
  { id: 2000, zip: '2000', name: 'Antwerpen' },
  { id: 3000, zip: '3000', name: 'Leuven' },
];

const site = {
  id: RECORDED_SITE,
  name: 'Recorder Immo',
  hostnames: ['127.0.0.1'],
  defaultLocale: 'nl',
  settings: { hiddenStatus: HIDDEN_STATUS },
  agendaId: 5,
  agency: {
    name: 'Recorder Immo BV',
    street: 'Opnamestraat 1',
    zip: '9000',
    city: 'Gent',
    phone: '+32 9 123 45 67',
    email: 'info@recorder.example',
    companyNumber: 'BE 0123.456.789',
    vatNumber: 'BE 0123.456.789',
    bivTitle: { nl: 'Erkend vastgoedmakelaar', fr: 'Agent immobilier agréé', en: 'Licensed estate agent', de: 'Zugelassener Makler' },
    bivNumber: '500.000',
    supervisoryAuthority: { nl: 'BIV, Brussel', fr: 'IPI, Bruxelles', en: 'BIV/IPI, Brussels', de: 'BIV/IPI, Brüssel' },
    insurer: 'Verzekeraar NV',
    insurancePolicy: '1',
  },
};

const navigation = {
  id: 1,
  type: 'main',
  items: [{ id: 11, label: { nl: 'Aanbod', fr: 'Offre', en: 'Listings', de: 'Angebot' }, url: { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }, children: [] }],
};

/** An upstream (§3) estate, just what a listing card shows: a house for sale in one of three cities. */
function estate(id: number) {
  const city = CITIES[id % CITIES.length]!;
  return {
    general: {
      id,
      headType: { id: 1, name: 'Woning' },
      subType: { id: 101, name: 'Villa' },
      transaction: { id: 1, name: 'Te koop' },
      title: { nl: `Villa ${id}`, fr: `Villa ${id}`, en: `Villa ${id}`, de: `Villa ${id}` },
      bedroomCount: 3,
      publicationDate: '2026-01-01T00:00:00.000Z',
    },
    address: { visible: true, street_address: 'Dorpsstraat 1', city, country: { id: 'BE' } },
    price: { value: 300_000 + id * 1_000 },
    pictures: [],
    children: [],
  };
}

/** Holiday rental units (§3): two on the coast. */
export const RECORDED_RENTAL_UNITS = [
  { id: 71, photos: [], general: { city: { name: 'De Haan' }, location: { name: 'Kust' }, maxOccupation: 4, subKind: { name: 'Appartement' } }, rooms: { bedrooms: 2 } },
  { id: 72, photos: [], general: { city: { name: 'Knokke' }, location: { name: 'Kust' }, maxOccupation: 6, subKind: { name: 'Villa' } }, rooms: { bedrooms: 3 } },
];

/**
 * Issue 12: a project (900) as some backends send it: its units are its `children` (and GET /estates/group/900),
 * with neither a parentId nor a project flag on them, nor on the project. Unit 902 is rented (this site hides SOLD, §5).
 */
export const RECORDED_PROJECT_ID = 900;
function projectUnit(id: number, sold: boolean) {
  const unit = estate(id);
  return {
    ...unit,
    general: {
      ...unit.general,
      headType: { id: 2, name: 'Appartement' },
      subType: { id: 201, name: 'Appartement' },
      title: { nl: `Appartement ${id - 900} met terras`, fr: `Appartement ${id - 900} avec terrasse`, en: `Flat ${id - 900} with terrace`, de: `Wohnung ${id - 900} mit Terrasse` },
      ...(sold && { transaction: { id: 4, name: 'Verhuurd' } }),
      floor: id - 900,
      bedroomCount: id - 899,
    },
    price: { value: 250_000 + (id - 900) * 25_000 },
    // §9: the first unit states 21 % VAT on its building, the third the reduced 6 % (issue 12 item 4).
    ...(id !== 902 && { fields: { financial: { vat_regime: true, [id === 901 ? 'vat_regime_21' : 'vat_regime_6']: true } } }),
  };
}
const PROJECT_UNITS = [projectUnit(901, false), projectUnit(902, true), projectUnit(903, false)];
const project = {
  ...estate(RECORDED_PROJECT_ID),
  general: { ...estate(RECORDED_PROJECT_ID).general, headType: { id: 6, name: 'Project' }, title: { nl: 'Residentie Opname', fr: 'Résidence Opname', en: 'Opname Residence', de: 'Residenz Opname' } },
  children: PROJECT_UNITS,
};

/** Issue 12: the live agenda (§7 GET /live-agenda/5): two free viewing moments far ahead, on 2 July 2099 in Brussels. */
export const RECORDED_SLOTS = [
  { id: 501, agendaId: 5, start: '2099-07-02T08:00:00.000Z', end: '2099-07-02T08:30:00.000Z', capacity: 1, available: 1 },
  { id: 502, agendaId: 5, start: '2099-07-02T08:30:00.000Z', end: '2099-07-02T09:00:00.000Z', capacity: 1, available: 1 },
];
const appointments = new Map<string, unknown>();

function answer(method: string, path: string, body: unknown): unknown {
  if (method === 'GET' && path === `/sites/${RECORDED_SITE}/live-agenda/5`) return RECORDED_SLOTS;
  if (method === 'POST' && path === `/sites/${RECORDED_SITE}/live-agenda/reservation`) {
    const request = body as { slotId: number; estateId?: number; name: string; email: string; phone: string };
    const slot = RECORDED_SLOTS.find((candidate) => candidate.id === request.slotId)!;
    const appointment = { id: `rec-${appointments.size + 1}`, slotId: slot.id, start: slot.start, end: slot.end, name: request.name, email: request.email, phone: request.phone, estateId: request.estateId, status: 'BOOKED' };
    appointments.set(appointment.id, appointment);
    return appointment;
  }
  const booked = /^\/sites\/rec\/live-agenda\/reservation\/([\w-]+)$/.exec(path);
  if (method === 'GET' && booked) return appointments.get(booked[1]!);
  const one = /^\/sites\/rec\/estates\/(?:v2|group)\/(\d+)$/.exec(path);
  if (method === 'GET' && one) {
    const id = Number(one[1]);
    if (id === RECORDED_PROJECT_ID) return project;
    return PROJECT_UNITS.find((unit) => unit.general.id === id) ?? (id <= RECORDED_TOTAL ? estate(id) : undefined);
  }
  if (method === 'POST' && path === `/sites/${RECORDED_SITE}/rental-units/filters`) {
    return {
      maxOccupations: RECORDED_RENTAL_UNITS.map((unit) => ({ value: unit.general.maxOccupation, count: 1 })),
      // A town centre for De Haan only: Knokke stays off the holiday map (issue 12 item 1).
      cities: [{ id: 8420, name: 'De Haan', count: 1, lat: 51.2727, lon: 3.0336 }],
      periodTypes: [{ value: 'WEEK', count: 2 }],
      periodStartDates: [{ value: '2099-07-04', count: 2 }],
      periodDates: [{ value: '2099-07-04/2099-07-11', count: 2 }],
    };
  }
  const periods = /^\/sites\/rec\/rental-units\/(\d+)\/periods$/.exec(path);
  if (method === 'GET' && periods) return [{ start: '2099-07-04', end: '2099-07-11', price: 950, type: 'WEEK' }];
  if (method === 'POST' && path === `/sites/${RECORDED_SITE}/rental-units`) {
    const { from = 0, size = 15 } = (body ?? {}) as { from?: number; size?: number };
    return { total: { value: RECORDED_RENTAL_UNITS.length }, results: RECORDED_RENTAL_UNITS.slice(from, from + size) };
  }
  if (method === 'GET' && path === `/sites/${RECORDED_SITE}`) return site;
  if (method === 'GET' && path.startsWith(`/sites/${RECORDED_SITE}/navigation/`)) return path.endsWith('/main') ? navigation : undefined;
  if (method === 'GET' && path === `/sites/${RECORDED_SITE}/pages/`) return [];
  if (method === 'GET' && path.startsWith('/translations/')) return {};
  if (method === 'POST' && path === `/sites/${RECORDED_SITE}/estates`) {
    const { from = 0, size = 15 } = (body ?? {}) as { from?: number; size?: number };
    const count = Math.max(0, Math.min(size, RECORDED_TOTAL - from));
    return { total: { value: RECORDED_TOTAL }, results: Array.from({ length: count }, (_, i) => estate(from + i + 1)) };
  }
  if (method === 'POST' && path === `/sites/${RECORDED_SITE}/estate-filters`) {
    return {
      headTypes: [{ id: 1, count: RECORDED_TOTAL }],
      subTypes: [{ id: 101, count: RECORDED_TOTAL }],
      bedrooms: [{ value: 3, count: RECORDED_TOTAL }],
      locations: CITIES.map((city) => ({ ...city, count: 10, lat: 51, lon: 4 })),
      prices: [{ value: 300_000, count: RECORDED_TOTAL }],
      transactions: [{ id: 1, count: RECORDED_TOTAL }],
      countries: [{ id: 'BE', count: RECORDED_TOTAL }],
    };
  }
  return undefined;
}

/**
 * Just enough of the spec §7 backend for one site ('rec') to render the shell and the list: the site with
 * hiddenStatus and an agency, its main menu, no pages, empty translations, estate searches that always find
 * 40 houses (paged as asked) and filter values. Every request is recorded with its headers and JSON body.
 */
export async function startRecordingBackend(): Promise<RecordingBackend> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      const url = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', url, headers: req.headers, body });
      const result = answer(req.method ?? 'GET', url.split('?')[0]!, body);
      res.writeHead(result === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? { error: 'Not Found' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    clear: () => void requests.splice(0),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

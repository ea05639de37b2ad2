/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createMailComposer } from '../../infrastructure/catalogue/mail/compose-mails';
import { SqlCatalogue } from '../../infrastructure/catalogue/sql/sql-catalogue';
import type { SiteData } from '../../infrastructure/catalogue/sql/site-data';
import { RENTAL_FIXTURE } from '../fixtures/rental-units';
import { DEMO_SITE } from '../fixtures/site';

// Issue 9 item 5: bookings and reservations keep "exactly N of N places" under 50 concurrent requests spread
// over two worker processes on one database (as `npm start` runs WEB_CONCURRENCY workers): SQLite always,
// PostgreSQL too when DATABASE_URL is set.
jest.setTimeout(120_000);

const CAPACITY = 7;
const REQUESTS = 50;
const WEEKS = ['2030-07-06', '2030-07-13', '2030-07-20', '2030-07-27', '2030-08-03'];
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const SLOT = { id: 1, agendaId: 7, start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T09:30:00.000Z', capacity: CAPACITY, available: CAPACITY };
const SITE: SiteData = {
  site: DEMO_SITE,
  groups: [],
  slots: [SLOT],
  rentalUnits: RENTAL_FIXTURE.units,
  rentalPeriods: { 1: WEEKS.map((start) => ({ start, end: plusDays(start, 7), price: 900, type: 'WEEK' })) },
};

interface Storage {
  readonly env: Record<string, string>;
  readonly open: () => Promise<SqlCatalogue>;
  drop(): Promise<void>;
}

async function sqliteStorage(): Promise<Storage> {
  const dir = mkdtempSync(join(tmpdir(), 'two-workers-'));
  return {
    env: { WORKER_DATA_DIR: dir },
    open: () => SqlCatalogue.open({ dataDir: dir, mails: createMailComposer(), clock: { now: () => new Date() } }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresStorage(base: string): Promise<Storage> {
  const name = `two_workers_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { WORKER_DATABASE_URL: url.toString() },
    open: () => SqlCatalogue.open({ databaseUrl: url.toString(), mails: createMailComposer(), clock: { now: () => new Date() } }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

interface Worker {
  readonly url: string;
  stop(): Promise<void>;
}

function startWorker(env: Record<string, string>): Promise<Worker> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'test/infrastructure/catalogue/server/catalogue-worker.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${errors}`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve({
        url: line.slice('READY '.length).trim(),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${errors}`));
    });
  });
}

const post = async (origin: string, path: string, body: unknown) => {
  const answer = await fetch(`${origin}/sites/demo${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await answer.text();
  return { status: answer.status, body: text === '' ? undefined : (JSON.parse(text) as { reason?: string }) };
};
const tally = (answers: readonly { status: number }[]) => answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

const dialects: [string, () => Promise<Storage>][] = [['SQLite', sqliteStorage]];
if (process.env.DATABASE_URL) dialects.push(['PostgreSQL', () => postgresStorage(process.env.DATABASE_URL!)]);

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe.each(dialects)('issue 9 item 5: exactly N of N places across two worker processes (%s)', (_name, makeStorage) => {
  it(`${REQUESTS} concurrent bookings of a slot with ${CAPACITY} places and ${REQUESTS} reservations of ${WEEKS.length} weeks, spread over two workers`, async () => {
    const storage = await makeStorage();
    cleanup.push(() => storage.drop());
    const seeding = await storage.open();
    await seeding.replaceSite(structuredClone(SITE));
    await seeding.close();
    const workers = await Promise.all([startWorker(storage.env), startWorker(storage.env)]);
    cleanup.push(() => Promise.all(workers.map((worker) => worker.stop())).then(() => undefined));
    const origin = (i: number) => workers[i % 2]!.url;

    const bookings = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        post(origin(i), '/live-agenda/reservation', { slotId: SLOT.id, name: `Visitor ${i}`, email: `v${i}@example.be`, phone: '+32 470 00 00 00', locale: 'nl' }),
      ),
    );
    const reservations = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => {
        const start = WEEKS[i % WEEKS.length]!;
        return post(origin(i), '/rental-units/reservation', { rentalUnitId: 1, period: { start, end: plusDays(start, 7) }, name: `Guest ${i}`, email: `g${i}@example.be`, persons: 2 });
      }),
    );

    expect(tally(bookings)).toEqual({ 201: CAPACITY, 409: REQUESTS - CAPACITY });
    expect(bookings.filter((a) => a.status === 409).every((a) => a.body?.reason === 'slot_full')).toBe(true);
    expect(tally(reservations)).toEqual({ 201: WEEKS.length, 409: REQUESTS - WEEKS.length });
    expect(reservations.filter((a) => a.status === 409).every((a) => a.body?.reason === 'period_taken')).toBe(true);

    const check = await storage.open();
    try {
      const { db } = check.database;
      const slot = await db.selectFrom('agenda_slots').select(['available']).where('id', '=', SLOT.id).executeTakeFirstOrThrow();
      const booked = await db.selectFrom('appointments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const weeks = await db.selectFrom('rental_reservations').select(['start_date']).where('unit_id', '=', 1).orderBy('start_date').execute();
      expect([Number(slot.available), Number(booked.n)]).toEqual([0, CAPACITY]);
      expect(weeks.map((row) => row.start_date)).toEqual(WEEKS);
    } finally {
      await check.close();
    }
  });
});

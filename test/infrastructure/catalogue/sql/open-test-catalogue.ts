import type { Clock } from '../../../../application/ports/clock';
import type { MailComposer } from '../../../../infrastructure/catalogue/mail/mail-composer';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { Client } from 'pg';

type Dialect = 'sqlite' | 'postgres';

/** Tests of storage alone queue no mail; the mail composer has tests of its own. */
const noMails: MailComposer = {
  contact: () => [],
  sendToFriend: () => [],
  subscribed: () => [],
  appointmentBooked: () => [],
  rentalReserved: () => [],
  alertDigest: () => [],
};

let databases = 0;

/**
 * A fresh catalogue: SQLite in memory always; PostgreSQL too when DATABASE_URL is set (CI installs it),
 * each in a database of its own so test files can run in parallel.
 */
export async function openTestCatalogue(
  dialect: Dialect,
  options: { clock: Clock; mails?: MailComposer },
): Promise<SqlCatalogue> {
  const mails = options.mails ?? noMails;
  if (dialect === 'sqlite') return SqlCatalogue.open({ dataDir: ':memory:', mails, clock: options.clock });
  const base = process.env.DATABASE_URL as string;
  const name = `test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const catalogue = await SqlCatalogue.open({ databaseUrl: url.toString(), mails, clock: options.clock });
  const close = catalogue.close.bind(catalogue);
  catalogue.close = async () => {
    await close();
    const cleanup = new Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name}`);
    await cleanup.end();
  };
  return catalogue;
}

openTestCatalogue.dialects = (): Dialect[] => (process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);

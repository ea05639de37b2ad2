import { createHash } from 'node:crypto';
import { sql } from 'kysely';

/**
 * Issue 21 item 1: a statement that PostgreSQL keeps prepared per connection, planned once (a generic plan) instead of
 * at every run. The statements that merge a write's changes into the cells (cell-changes.ts) group and key every
 * changed cell: planning the count that came before them took 3–7 ms, as long as running it on one estate's units
 * (EXPLAIN ANALYZE, 20,000 estates). Only statements whose text repeats
 * are marked (their values bound, not written out), so that a connection keeps a bounded number of them. SQLite
 * keeps every statement prepared anyway (database.ts preparedOnce): the mark is a comment there.
 */
const MARK = '/* prepared */ ';
export const PREPARED = sql.raw(MARK);

interface Queryable {
  query(...args: unknown[]): unknown;
}

/**
 * A pool's clients with the marked statements prepared under a name of their text's hash (pg prepares a named
 * statement once per connection and runs it by name after).
 */
export function preparingClients<C extends Queryable, P extends { connect(): Promise<C> }>(pool: P): P {
  const patched = new WeakSet<C>();
  const connect = pool.connect.bind(pool);
  pool.connect = async () => {
    const client = await connect();
    if (patched.has(client)) return client;
    patched.add(client);
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text !== 'string' || !text.startsWith(MARK)) return query(...args);
      return query({ name: `p${createHash('sha1').update(text).digest('hex')}`, text, values });
    };
    return client;
  };
  return pool;
}

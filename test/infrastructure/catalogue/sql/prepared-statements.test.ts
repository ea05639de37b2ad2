import pg from 'pg';
import { preparingClients } from '../../../../infrastructure/catalogue/sql/prepared-statements';

const url = process.env.DATABASE_URL;

// Issue 21 item 1: on PostgreSQL the statements that merge a write's cells are planned once per connection, not at
// every write (planning one took as long as running it). SQLite keeps every statement prepared (database.ts).
(url ? describe : describe.skip)('issue 21 item 1 on postgres: marked statements are kept prepared per connection', () => {
  it('a marked statement is prepared once under its text and run again by name; an unmarked one is not kept', async () => {
    const pool = preparingClients(new pg.Pool({ connectionString: url, max: 1 }));
    try {
      const client = await pool.connect();
      try {
        for (const n of [1, 2, 3]) {
          const { rows } = await client.query(`/* prepared */ select $1::int + 1 as n`, [n]);
          expect(rows[0]?.n).toBe(n + 1);
          await client.query('select $1::int as plain', [n]);
        }
        const kept = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
        expect(kept.rows.map((row) => row.statement)).toEqual(['/* prepared */ select $1::int + 1 as n']);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});

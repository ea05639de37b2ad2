import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AbuseLimits } from '../../../../application/ports/abuse-limits';
import { SqlAbuseLimits } from '../../../../infrastructure/catalogue/sql/sql-abuse-limits';
import { MemoryAbuseLimits } from '../../../../infrastructure/memory/memory-abuse-limits';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

type Opened = { readonly limits: AbuseLimits; close(): Promise<unknown> };
const ADAPTERS: [string, () => Opened][] = [
  ['memory', () => ({ limits: new MemoryAbuseLimits() as AbuseLimits, close: async () => undefined })],
  ['SQLite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const limits = SqlAbuseLimits.lazy({ dataDir: dir });
    return { limits: limits as AbuseLimits, close: async () => (await limits.close(), rmSync(dir, { recursive: true, force: true })) };
  }],
  ...(process.env.DATABASE_URL ? [['PostgreSQL', () => {
    const limits = SqlAbuseLimits.lazy({ databaseUrl: process.env.DATABASE_URL });
    return { limits: limits as AbuseLimits, close: () => limits.close() };
  }] as [string, () => Opened]] : []),
];

/** Issue 9 item 3: the abuse counters, in memory and in the catalogue's database, behave alike. */
describe.each(ADAPTERS)('issue 9: abuse counters (%s)', (_name, open) => {
  it('issue 9: counts per key in fixed windows, and says when the window ends', async () => {
    const { limits, close } = open();
    const key = `contact:client:${Math.random()}`;
    try {
      expect(await limits.hit(key, HOUR, at('2026-11-21T10:10:00Z'))).toEqual({ count: 1, resetsAt: at('2026-11-21T11:00:00Z') });
      expect((await limits.hit(key, HOUR, at('2026-11-21T10:59:59Z'))).count).toBe(2);
      expect((await limits.hit(`${key}-other`, HOUR, at('2026-11-21T10:20:00Z'))).count).toBe(1);
      expect(await limits.hit(key, HOUR, at('2026-11-21T11:00:00Z'))).toEqual({ count: 1, resetsAt: at('2026-11-21T12:00:00Z') });
    } finally {
      await close();
    }
  });

  it('issue 9: 50 concurrent hits count 1 to 50, none lost or doubled', async () => {
    const { limits, close } = open();
    const key = `friend:recipient:${Math.random()}`;
    try {
      const counts = await Promise.all(Array.from({ length: 50 }, () => limits.hit(key, HOUR, at('2026-11-21T10:00:00Z'))));
      expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    } finally {
      await close();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The layer check must bite: run the real `depcruise` with our config on planted violations. That the source tree
// itself passes is `npm run layers`, one of `npm test`'s checks (test/support/checks.sh).
const root = join(import.meta.dirname, '..');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');

function cruise(...paths: string[]): { status: number | null; output: string } {
  const result = spawnSync(depcruise, [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('layer check (ARCHITECTURE.md: dependencies point inward only)', () => {
  const planted = cruise('test/fixtures/layer-violation');

  it('fails on planted violations', () => {
    expect(planted.status).not.toBe(0);
  });

  it.each([
    ['domain-is-pure', 'domain/price.ts', 'rxjs'],
    ['domain-is-pure', 'domain/clock.ts', 'timers/promises'],
    ['no-inward-import-of-adapters', 'application/list-estates.ts', 'infrastructure/local-storage.ts'],
    ['application-imports-domain-rxjs-formatjs', 'application/list-estates.ts', 'react'],
    ['ui-sees-only-the-bridge', 'ui/routes/list.ts', 'inversify'],
    ['ui-sees-only-the-bridge', 'ui/routes/list.ts', 'infrastructure/container/create-container.ts'],
    // Issue 19 item 4: no ui file outside the bridge reaches infrastructure/, a process entry file included.
    ['ui-sees-only-the-bridge', 'ui/server/main.ts', 'infrastructure/local-storage.ts'],
    ['migrations-stand-still', 'infrastructure/catalogue/sql/migrations.ts', 'infrastructure/catalogue/sql/search-facets.ts'],
  ])('reports %s for %s importing %s', (rule, from, to) => {
    const line = planted.output.split('\n').find((l) => l.includes(rule) && l.includes(from) && l.includes(to));
    expect(line).toBeDefined();
  });

  it('allows application/ to import domain/, rxjs and @formatjs', () => {
    expect(planted.output).not.toMatch(/application\/allowed\.ts/);
  });

  it('allows the migrations Kysely (issue 19 item 6)', () => {
    expect(planted.output).not.toMatch(/migrations\.ts → \S*kysely/);
  });

  it('allows the one bridge (ui/bridge) to reach the container (issue 8)', () => {
    expect(planted.output).not.toMatch(/ui\/bridge\/services\.ts/);
  });
});

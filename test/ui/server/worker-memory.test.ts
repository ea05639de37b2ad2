/** @jest-environment node */
import { workerEnvironment, workerHeapFlags } from '../../../ui/server/primary';

// Issue 8 (RSS of all processes ≤ 300 MB idle, growth ≤ 20 % after 10,000 requests): what the primary of
// `npm start` gives each worker it forks. The e2e test (test/e2e/production-server.test.ts) reads them back from
// the running workers.
describe('issue 8 (RSS): the V8 flags and allocator settings of each worker', () => {
  it.each([
    ['by default: 384 MB old space, 4 MB semi-spaces, old space grown 20 % over the live set', {}, ['--max-old-space-size=384', '--max-semi-space-size=4', '--heap-growing-percent=20']],
    ['SITE_HEAP_MB, SITE_SEMI_SPACE_MB and SITE_HEAP_GROWTH_PERCENT', { SITE_HEAP_MB: '256', SITE_SEMI_SPACE_MB: '8', SITE_HEAP_GROWTH_PERCENT: '50' }, ['--max-old-space-size=256', '--max-semi-space-size=8', '--heap-growing-percent=50']],
    ["SITE_HEAP_GROWTH_PERCENT=0: V8's own growth factor", { SITE_HEAP_GROWTH_PERCENT: '0' }, ['--max-old-space-size=384', '--max-semi-space-size=4']],
  ])('%s', (_title, env, flags) => {
    expect(workerHeapFlags(env)).toEqual(flags);
  });

  it.each([
    ['by default: two malloc arenas', {}, { MALLOC_ARENA_MAX: '2' }],
    ["the operator's own MALLOC_ARENA_MAX wins", { MALLOC_ARENA_MAX: '8' }, { MALLOC_ARENA_MAX: '8' }],
  ])('%s', (_title, env, expected) => {
    expect(workerEnvironment(env)).toEqual(expected);
  });
});

import type { EstateCatalogue } from '../../application/ports/estate-catalogue';
import { VisibleCatalogue, visibleRequests } from '../../application/visible-catalogue';
import type { Estate } from '../../domain/estate/estate';
import { buildSearchBody } from '../../domain/search/search-body';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../infrastructure/memory/memory-visitor-requests';
import { DEMO_SITE } from '../fixtures/site';
import { aListedEstate, idsOf, manyEstates } from './harness';

/**
 * Issue 19 item 2: §5 in one place. The decorator over the catalogue port, over the in-memory adapter: whatever is
 * asked, what the site hides (its hiddenStatus, here SOLD = 5) is neither counted nor answered.
 */
const SOLD = 5;
const project = aListedEstate(60, 1, { general: { ...aListedEstate(60).general, isProject: true }, children: [aListedEstate(61, 1), aListedEstate(62, SOLD)] });
const sold = [aListedEstate(50, SOLD), aListedEstate(51, SOLD)];
const ESTATES: readonly Estate[] = [...manyEstates(3), ...sold, project];
const directory = new MemorySiteDirectory({ site: { ...DEMO_SITE, settings: { hiddenStatus: [SOLD] } } });
const memory = new MemoryEstateCatalogue(ESTATES);
const visible = new VisibleCatalogue(memory, directory);

describe('issue 19 item 2: the §5 decorator over the catalogue port (in-memory adapter)', () => {
  it('§5 a search leaves hidden estates out of its results and its total, and a project keeps only its shown units', async () => {
    const { total, results } = await visible.search(buildSearchBody({ filter: {}, from: 0, size: 50 }));
    expect(total).toBe(4);
    expect(idsOf(results).sort()).toEqual([1, 2, 3, 60]);
    expect(idsOf(results.find((estate) => Number(estate.general.id) === 60)?.children ?? [])).toEqual([61]);
    expect(idsOf(await visible.searchList(buildSearchBody({ filter: {}, from: 0, size: 50 }))).sort()).toEqual([1, 2, 3, 60]);
  });

  it('§5 asking for the hidden status itself finds nothing', async () => {
    const body = buildSearchBody({ filter: { transactionIds: [SOLD] }, from: 0, size: 50 });
    // The backend finds the two sold houses and the project with a sold unit.
    expect(await memory.search(body)).toMatchObject({ total: 3 });
    expect(await visible.search(body)).toEqual({ total: 0, results: [] });
  });

  it('§5 filter values and group counts count no hidden estate', async () => {
    const values = await visible.filterValues(buildSearchBody({ filter: {} }));
    expect(values.transactions.map((bucket) => bucket.id)).not.toContain(SOLD);
    expect((await memory.filterValues(buildSearchBody({ filter: {} }))).transactions.map((bucket) => bucket.id)).toContain(SOLD);
    const counts = await visible.groupCounts?.(buildSearchBody({ filter: {}, from: 0, size: 0 }), 'STATUS');
    expect(counts?.[String(SOLD)]).toBeUndefined();
    expect(Object.values(counts ?? {}).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('issue 13 item 2: a backend that cannot count groups stays one that cannot', () => {
    // A §7 backend: the port's optional groupCounts left out.
    const withoutCounts: EstateCatalogue = new Proxy(memory, { get: (target, key) => (key === 'groupCounts' ? undefined : Reflect.get(target, key)) });
    expect(new VisibleCatalogue(withoutCounts, directory).groupCounts).toBeUndefined();
  });

  it('§5 a hidden estate, unit or group is not found; a shown project comes without its hidden units', async () => {
    expect(await visible.estate(50)).toBeNull();
    expect(await visible.estate(62)).toBeNull();
    expect(await visible.estateGroup(50)).toBeNull();
    expect(await visible.estate(1)).toMatchObject({ general: { id: aListedEstate(1).general.id } });
    expect(idsOf((await visible.estateGroup(60))?.children ?? [])).toEqual([61]);
  });

  it('§5 similar estates come without the hidden ones; the other visitor requests pass as they are', async () => {
    const requests = new MemoryVisitorRequests([{ id: 9000, name: 'Gent', zip: '9000' }], ESTATES);
    const seen = visibleRequests(requests, visible);
    // The adapter's similar estates of a sold house are sold houses (same transaction).
    expect(idsOf(await requests.similarEstates(50))).toEqual(expect.arrayContaining([51, 62]));
    expect(await seen.similarEstates(50, 'nl')).toEqual([]);
    expect(await seen.searchCity('Gent', 'nl')).toEqual(await requests.searchCity('Gent'));
    expect(seen.alertsBy).toBe(requests.alertsBy);
  });
});

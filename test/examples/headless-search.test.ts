/**
 * How another front-end (a kiosk, an app, a CLI) drives the core without React: build a container,
 * run use-cases, read the stores. Swap the in-memory adapters for `createContainer('server', { api })`
 * to talk to a real §7 backend; nothing else changes.
 */
import { withCities, withPriceRange } from '../../domain/search/list-filter-updaters';
import { createContainer, resolve } from '../../infrastructure/container/create-container';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../infrastructure/memory/memory-favourites-storage';
import { FIXTURE_ESTATES, GENT } from '../fixtures/estates';

describe('example: searching, paging and keeping favourites headlessly', () => {
  it('reads like a small program', async () => {
    // 1. Wire the core: adapters in, use-cases and stores out.
    const storage = new MemoryFavouritesStorage();
    const core = createContainer('test', {
      locale: 'fr',
      adapters: { catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES), favouritesStorage: storage },
    });

    // 2. Watch the list as it changes (any UI can subscribe the same way).
    const list = resolve(core, 'estateList');
    const totals: number[] = [];
    const subscription = list.state$.subscribe((state) => totals.push(state.total));

    // 3. Search: estates in Ghent up to €400.000, as a visitor choosing filters would.
    await resolve(core, 'changeListFilter').execute({ filter: withPriceRange(withCities({}, [GENT.id]), 0, 400_000) });
    const { estates, total } = list.getSnapshot();
    expect(total).toBeGreaterThan(0);
    expect(estates.every((estate) => (estate.children?.[0] ?? estate).address?.city?.id === GENT.id)).toBe(true);

    // 4. Keep one as a favourite: stored as a JSON list of id strings under `favorites`.
    const first = estates[0]!;
    resolve(core, 'toggleFavourite').execute({ id: first.general.id, estate: first });
    expect(storage.stored).toBe(JSON.stringify([String(first.general.id)]));

    subscription.unsubscribe();
    expect(totals.at(-1)).toBe(total);
  });
});

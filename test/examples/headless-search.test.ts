/**
 * How another front-end (a kiosk, an app) drives the browser side of the core without React: build the
 * app and list services over a search port, run use-cases, read the stores. For whole pages, call the core's
 * queries instead (see ui/cli, the terminal front-end).
 */
import { withCities, withPriceRange } from '../../domain/search/list-filter-updaters';
import { createAppServices } from '../../infrastructure/container/app-services';
import { createListServices } from '../../infrastructure/container/list-services';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../infrastructure/memory/memory-favourites-storage';
import { FIXTURE_ESTATES, GENT } from '../fixtures/estates';
import { cardSearchOver } from '../support/card-search';

describe('example: searching, paging and keeping favourites headlessly', () => {
  it('reads like a small program', async () => {
    // 1. Wire the core: adapters in, use-cases and stores out.
    const storage = new MemoryFavouritesStorage();
    const app = createAppServices({ locale: 'fr', catalogue: cardSearchOver(new MemoryEstateCatalogue(FIXTURE_ESTATES)), storage });
    const page = createListServices(app);

    // 2. Watch the list as it changes (any UI can subscribe the same way).
    const list = page.estateList;
    const totals: number[] = [];
    const unsubscribe = list.subscribe(() => totals.push(list.getSnapshot().total));

    // 3. Search: estates in Ghent up to €400.000, as a visitor choosing filters would.
    list.dispatch({ type: 'querySet', query: withPriceRange(withCities({}, [GENT.id]), 0, 400_000), groupOptions: null });
    await page.loadEstateList();
    const { estates, total } = list.getSnapshot();
    expect(total).toBeGreaterThan(0);
    const inGent = new Set(FIXTURE_ESTATES.filter((estate) => (estate.children?.[0] ?? estate).address?.city?.id === GENT.id).map((estate) => String(estate.general.id)));
    expect(estates.every(({ card }) => inGent.has(card.id))).toBe(true);
    // Each hit comes with its card, decided by the core: what a front-end shows.
    expect(estates.every(({ card }) => card.title !== '' && card.href.startsWith('/fr/'))).toBe(true);

    // 4. Keep one as a favourite: stored as a JSON list of id strings under `favorites`.
    const first = estates[0]!;
    app.toggleFavourite({ id: first.card.id, entry: first });
    expect(storage.stored).toBe(JSON.stringify([first.card.id]));

    unsubscribe();
    expect(totals.at(-1)).toBe(total);
  });
});

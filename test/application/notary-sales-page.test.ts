import type { Estate } from '../../domain/estate/estate';
import type { NotaryFields } from '../../domain/estate/fields/notary-fields';
import type { NotarySalesSearch } from '../../domain/search/notary-sales-search';
import type { SearchBody } from '../../domain/search/search-body';
import { SEARCH_FIELDS } from '../../domain/search/search-fields';
import { createContainer, resolve } from '../../infrastructure/container/create-container';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { aListedEstate, aWorld, idsOf } from './harness';

// Issue 12 item 5: the notary sales page query over the in-memory adapters (the harness clock: 2026-11-21 10:00 UTC).

const online = (start: string, end: string): NotaryFields => ({
  interactive_sale_bid_start_date: start,
  interactive_sale_bid_end_date: end,
  bid_url: 'https://www.biddit.be/nl/catalog',
  setting_price: 250_000,
});
const withNotary = (id: number, notary: NotaryFields, transactionId = 1): Estate => aListedEstate(id, transactionId, { fields: { notary } });

const estates: Estate[] = [
  ...Array.from({ length: 10 }, (_, i) => aListedEstate(i + 1)),
  withNotary(11, online('2026-11-25T14:00:00+01:00', '2026-12-03T14:00:00+01:00')),
  withNotary(12, online('2026-11-18T14:00:00+01:00', '2026-11-26T14:00:00+01:00')),
  withNotary(13, { session_date: '2026-12-10', location_public_auction: 'Vredegerecht Gent' }),
  withNotary(14, online('2026-10-01T14:00:00+02:00', '2026-10-09T14:00:00+02:00'), 5),
  withNotary(15, { annuity: true, annuity_advance_amount: 40_000 }),
  ...Array.from({ length: 20 }, (_, i) => withNotary(100 + i, { session_date: '2027-01-15' })),
];

/** The core of a world, with another catalogue bound (an external backend of another kind). */
function coreWith(world: ReturnType<typeof aWorld>, catalogue: MemoryEstateCatalogue) {
  const { directory, rentals, agenda, requests, clock, logger } = world;
  return resolve(createContainer({ adapters: { directory, rentals, agenda, requests, clock, logger, catalogue } }), 'core');
}

const search = (over: Partial<NotarySalesSearch> = {}): NotarySalesSearch => ({ kinds: [], pages: 1, ...over });

async function view(asked: NotarySalesSearch, options: { hiddenStatus?: readonly number[]; list?: readonly Estate[] } = {}) {
  const result = await aWorld({ estates: options.list ?? estates, ...(options.hiddenStatus && { hiddenStatus: options.hiddenStatus }) }).core.pages.notarySales({ locale: 'fr', search: asked });
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.view;
}

describe('issue 12 item 5: the notary sales page', () => {
  it('§3 notary: only the estates sold by public or online auction, pages of 15 (§9), with "load more"', async () => {
    const page = await view(search());
    expect(page.total).toBe(24);
    expect(page.cards).toHaveLength(15);
    expect(page.unsupported).toBe(false);
    expect(page.moreHref).toBe('/fr/ventes-notariales?pages=2');
    const all = await view(search({ pages: 2 }));
    expect(idsOf(all.cards).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, ...Array.from({ length: 20 }, (_, i) => 100 + i)]);
    expect(all.moreHref).toBeUndefined();
  });

  it('§3 notary: each card carries its bid period or session and where it stands now', async () => {
    const page = await view(search({ kinds: ['online'] }));
    const byId = new Map(page.cards.map((entry) => [Number(entry.card.id), entry.schedule]));
    expect([...byId.keys()].sort()).toEqual([11, 12, 14]);
    // Issue 19: the card's line decided by the core, its times in Brussels.
    expect(byId.get(11)).toEqual({ kind: 'online', phase: 'upcoming', line: 'onlineUpcoming', start: '25/11/2026 14:00', end: '03/12/2026 14:00', place: '' });
    expect(byId.get(12)).toMatchObject({ kind: 'online', phase: 'open', line: 'onlineOpen' });
    expect(byId.get(14)).toMatchObject({ kind: 'online', phase: 'closed', line: 'onlineClosed' });
  });

  it('the kind choice: public sessions only, and every choice with its own address', async () => {
    const page = await view(search({ kinds: ['public'] }));
    expect(page.total).toBe(21);
    expect(page.cards[0]?.schedule).toMatchObject({ kind: 'public', phase: 'upcoming' });
    expect(page.choices).toEqual([
      { kind: 'all', href: '/fr/ventes-notariales', current: false },
      { kind: 'online', href: '/fr/ventes-notariales?notary=online', current: false },
      { kind: 'public', href: '/fr/ventes-notariales?notary=public', current: true },
    ]);
  });

  it('§5 hidden statuses are never shown: a sold notary sale is left out when the site hides SOLD', async () => {
    const page = await view(search({ kinds: ['online'] }), { hiddenStatus: [5] });
    expect(idsOf(page.cards).sort()).toEqual([11, 12]);
    expect(page.total).toBe(2);
  });

  it('cards are card-sized: the card and its schedule travel, not the estate', async () => {
    const page = await view(search({ kinds: ['public'] }));
    expect(Object.keys(page.cards[0]!).sort()).toEqual(['card', 'schedule']);
  });

  it('a backend that ignores the notary term (§7 names none), seen on the page it answers, is said to be unable rather than listed as notary sales', async () => {
    // Newer estates that are no notary sales come first in the default order (§4 date desc).
    const mixed = [...estates, aListedEstate(200), aListedEstate(201)];
    const world = aWorld({ estates: mixed });
    // An external §7 backend that drops what it does not know: it answers every estate.
    const catalogue = new MemoryEstateCatalogue(mixed);
    const forgetful = Object.assign(Object.create(catalogue) as MemoryEstateCatalogue, {
      search: (body: SearchBody) => {
        const terms = Object.fromEntries(Object.entries(body.query.terms ?? {}).filter(([path]) => path !== SEARCH_FIELDS.notarySale));
        return catalogue.search({ ...body, query: { ...body.query, terms } });
      },
    });
    const core = coreWith(world, forgetful);
    const result = await core.pages.notarySales({ locale: 'nl', search: search() });
    expect(result).toMatchObject({ kind: 'page', view: { unsupported: true, total: 0, cards: [] } });
  });

  it('a backend that refuses the body (400) is said to be unable too; any other failure is unavailable (§8)', async () => {
    const world = aWorld({ estates });
    const failing = (status: number) =>
      Object.assign(Object.create(new MemoryEstateCatalogue(estates)) as MemoryEstateCatalogue, {
        search: () => Promise.reject(Object.assign(new Error(`${status}`), { status })),
      });
    expect(await coreWith(world, failing(400)).pages.notarySales({ locale: 'nl', search: search() })).toMatchObject({ kind: 'page', view: { unsupported: true } });
    expect(await coreWith(world, failing(502)).pages.notarySales({ locale: 'nl', search: search() })).toEqual({ kind: 'unavailable' });
  });
});

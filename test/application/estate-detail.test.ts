import type { DetailView } from '../../application/pages/detail-page';
import type { PageResult } from '../../application/pages/page-result';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { MemoryEstateHistory } from '../../infrastructure/memory/memory-alerts';
import { aListedEstate, aWorld, idsOf } from './harness';

const project = aListedEstate(30, 1, {
  general: { ...aListedEstate(30).general, isProject: true, headType: { id: 6 } },
  children: [aListedEstate(31), aListedEstate(32, 5), aListedEstate(33)],
});

type World = ReturnType<typeof aWorld>;
const ORIGIN = 'https://immo.test';

/** The detail query for an address, as the site's route (or the CLI) asks it. */
function detail(world: World, path: string, ids: { estateId: string; entityId?: string }): Promise<PageResult<DetailView>> {
  return world.core.pages.detail({ locale: 'nl', origin: ORIGIN, path, search: '', ...ids });
}

const view = (result: PageResult<DetailView>): DetailView => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result.view;
};

describe('§2 estate detail query (issue 8: the core owns the page)', () => {
  it('§2 the canonical address renders the estate; any other spelling answers 301 to it', async () => {
    const world = aWorld({ estates: [aListedEstate(1)] });
    const path = estateDetailPath(aListedEstate(1), 'nl');
    expect(view(await detail(world, path, { estateId: '1' })).canonicalUrl).toBe(`${ORIGIN}${path}`);
    await expect(detail(world, '/nl/aanbod/1', { estateId: '1' })).resolves.toEqual({ kind: 'redirect', location: path, status: 301 });
  });

  it.each([
    ['an unknown id', '99', []],
    ['an id that is not a number', '1x', []],
    ['§5 an estate whose status the site hides', '2', [5]],
  ])('answers not_found for %s', async (_title, estateId, hiddenStatus) => {
    const world = aWorld({ estates: [aListedEstate(1), aListedEstate(2, 5)], hiddenStatus });
    await expect(detail(world, `/nl/aanbod/${estateId}`, { estateId })).resolves.toEqual({ kind: 'not_found' });
  });

  it('issue 13 item 5: a project\'s page shows no own price (upstream\'s lowest unit, a parking space too); its "from" price is its flats\'', async () => {
    const parking = { ...aListedEstate(34), general: { ...aListedEstate(34).general, headType: { id: 5 }, subType: { id: 502 } }, price: { value: 22_000 } };
    const residence = {
      ...project,
      price: { value: 22_000, priceFrom: true },
      fields: { financial: { price: 22_000, cadastral_income: 900 } },
      children: [aListedEstate(31), parking],
    };
    const world = aWorld({ estates: [residence] });
    const page = view(await detail(world, estateDetailPath(residence, 'nl'), { estateId: '30' }));
    const rows = [...page.features, ...page.legal].flatMap((group) => group.rows);
    expect(rows.filter((row) => row.key === 'fields.financial.price')).toEqual([]);
    expect([page.price, page.card.card.price]).toEqual(Array(2).fill(`Vanaf € ${(aListedEstate(31).price?.value ?? 0).toLocaleString('de-DE')}`));
  });

  it('§5 a project shows only its visible units, and a hidden unit has no page', async () => {
    const world = aWorld({ estates: [project], hiddenStatus: [5] });
    const path = estateDetailPath(project, 'nl');
    const page = view(await detail(world, path, { estateId: '30' }));
    expect(page.units.map((unit) => Number(unit.id))).toEqual([31, 33]);
    await expect(detail(world, `${path}/32`, { estateId: '30', entityId: '32' })).resolves.toEqual({ kind: 'not_found' });
    const unitPath = `${path}/33`;
    expect(view(await detail(world, unitPath, { estateId: '30', entityId: '33' })).project?.id).toBe('30');
  });

  it('issue 12: units listed only as the project\'s children (no parentId, no project flag) have their page inside the project', async () => {
    const unflagged = { ...project, general: { ...project.general, isProject: undefined }, children: [aListedEstate(31), aListedEstate(33)] };
    const world = aWorld({ estates: [unflagged] });
    const path = estateDetailPath(project, 'nl');
    const page = view(await detail(world, path, { estateId: '30' }));
    expect(page.units.map((unit) => unit.href)).toEqual([`${path}/31`, `${path}/33`]);
    const unit = view(await detail(world, `${path}/33`, { estateId: '30', entityId: '33' }));
    expect([unit.id, unit.project?.href, unit.canonicalUrl]).toEqual(['33', path, `${ORIGIN}${path}/33`]);
    await expect(detail(world, `${path}/34`, { estateId: '30', entityId: '34' })).resolves.toEqual({ kind: 'not_found' });
  });

  it('issue 12 item 4: the unit picker sorts by the URL\'s column, a sold unit keeps its row without price (§4), VAT rates as stated (§9)', async () => {
    const unit = (id: number, price: number, transaction = 1, vat?: 6 | 21) =>
      aListedEstate(id, transaction, { price: { value: price }, ...(vat && { fields: { financial: { [`vat_regime_${vat}`]: true } } }) });
    const sorted = {
      ...project,
      fields: { financial: { vat_regime: true, vat_regime_21: true } },
      children: [unit(31, 300_000, 1, 21), unit(32, 100_000, 5), unit(33, 250_000, 1, 6)],
    };
    const world = aWorld({ estates: [sorted] });
    const path = estateDetailPath(project, 'nl');
    const page = view(await world.core.pages.detail({ locale: 'nl', origin: ORIGIN, path, search: '?units=price-desc', estateId: '30' }));
    expect(page.unitSort).toEqual({ key: 'price', order: 'desc' });
    expect(page.units.map((row) => [row.id, row.price ?? row.statusLabel, row.vatRates])).toEqual([
      ['31', '€ 300.000', [21]],
      ['33', '€ 250.000', [6]],
      ['32', 'Verkocht', undefined],
    ]);
    expect(page.units.find((row) => row.id === '32')?.sortValues.price).toBeUndefined();
    expect(page.projectVatRates).toEqual([21]);
    const unsorted = view(await detail(world, path, { estateId: '30' }));
    expect([unsorted.unitSort, unsorted.units.map((row) => row.id)]).toEqual([undefined, ['31', '32', '33']]);
  });

  it('issue 9 item 1, issue 12 item 4: the redirect to the canonical address keeps the unit sort', async () => {
    const world = aWorld({ estates: [project] });
    const path = estateDetailPath(project, 'nl');
    await expect(world.core.pages.detail({ locale: 'nl', origin: ORIGIN, path: '/nl/aanbod/30', search: '?units=area-asc&x=1', estateId: '30' })).resolves.toEqual({
      kind: 'redirect',
      location: `${path}?units=area-asc`,
      status: 301,
    });
  });

  it('§5 similar estates leave out those the site hides', async () => {
    const world = aWorld({ estates: [aListedEstate(1), aListedEstate(2), aListedEstate(3, 5)], hiddenStatus: [5] });
    const similar = view(await detail(world, estateDetailPath(aListedEstate(1), 'nl'), { estateId: '1' })).similar;
    expect(idsOf(similar)).not.toContain(3);
    expect(idsOf(similar)).not.toContain(1);
  });

  it('§8 a failing backend is unavailable, and the failure is logged', async () => {
    const world = aWorld({ estates: [aListedEstate(1)] });
    world.catalogue.failWith = Object.assign(new Error('Internal Server Error'), { status: 500 });
    await expect(detail(world, '/nl/aanbod/1', { estateId: '1' })).resolves.toEqual({ kind: 'unavailable' });
    expect(world.logger.errors.map((entry) => entry.message)).toEqual(['Loading the estate detail failed']);
  });
});

describe('§7 ajax estate and similar-estate queries apply §5 themselves (issue 8)', () => {
  const estates = [aListedEstate(1), aListedEstate(2), aListedEstate(3, 5)];

  it('estate: a hidden estate is not found', async () => {
    const world = aWorld({ estates, hiddenStatus: [5] });
    await expect(world.core.queries.estate({ locale: 'nl', estateId: 3 })).resolves.toEqual({ kind: 'not_found' });
    await expect(world.core.queries.estate({ locale: 'nl', estateId: 1 })).resolves.toMatchObject({ kind: 'page', view: { general: { id: 1 } } });
  });

  it('similarEstates: none for a hidden estate', async () => {
    const world = aWorld({ estates, hiddenStatus: [5] });
    await expect(world.core.queries.similarEstates({ locale: 'nl', estateId: 3 })).resolves.toEqual({ kind: 'not_found' });
    await expect(world.core.queries.similarEstates({ locale: 'nl', estateId: 1 })).resolves.toMatchObject({ kind: 'page' });
  });
});

describe('issue 11 price history on the detail page: "price lowered on dd/mm/yyyy from € … to € …"', () => {
  const path = estateDetailPath(aListedEstate(1), 'nl');
  const withPrice = (value: number, transactionId = 1) => aListedEstate(1, transactionId, { price: { value } });

  /** The estate listed at 300.000, then its price written as each of `prices` at the given moments. */
  async function aWorldWithPrices(changes: readonly [string, number, number?][]) {
    const world = aWorld({ estates: [] });
    const history = new MemoryEstateHistory(world.catalogue);
    await history.write([withPrice(300_000)], new Date('2026-11-01T09:00:00Z'));
    for (const [at, price, transactionId] of changes) await history.write([withPrice(price, transactionId)], new Date(at));
    return world;
  }
  const dropOf = async (world: World) => {
    const estate = (await world.catalogue.estate(1))!;
    return view(await detail(world, estateDetailPath(estate, 'nl'), { estateId: '1' })).priceDrop;
  };

  it.each<[string, readonly [string, number, number?][], unknown]>([
    ['a drop, late in the evening in Brussels (23:30 UTC is the next day there)', [['2026-11-20T23:30:00Z', 280_000]], { date: '21/11/2026', from: '€ 300.000', to: '€ 280.000' }],
    ['the latest of two drops', [['2026-11-05T10:00:00Z', 290_000], ['2026-11-10T10:00:00Z', 275_000]], { date: '10/11/2026', from: '€ 290.000', to: '€ 275.000' }],
    ['a summer evening (UTC+2)', [['2026-07-14T22:15:00Z', 280_000]], { date: '15/07/2026', from: '€ 300.000', to: '€ 280.000' }],
    ['no line after a rise', [['2026-11-05T10:00:00Z', 280_000], ['2026-11-10T10:00:00Z', 310_000]], undefined],
    ['no line without any change', [], undefined],
    ['§4 no line for a sold estate (its price is not shown)', [['2026-11-05T10:00:00Z', 280_000], ['2026-11-10T10:00:00Z', 280_000, 5]], undefined],
  ])('issue 11: %s', async (_title, changes, expected) => {
    expect(await dropOf(await aWorldWithPrices(changes))).toEqual(expected);
  });

  it('issue 11: a backend whose history fails still shows the page, without the line (the failure is logged)', async () => {
    const world = await aWorldWithPrices([['2026-11-05T10:00:00Z', 280_000]]);
    world.catalogue.priceHistory = () => Promise.reject(new Error('502 Bad Gateway'));
    const page = view(await detail(world, path, { estateId: '1' }));
    expect([page.id, page.priceDrop]).toEqual(['1', undefined]);
    expect(world.logger.errors.map((entry) => entry.message)).toEqual(['Loading the price history failed']);
  });
});

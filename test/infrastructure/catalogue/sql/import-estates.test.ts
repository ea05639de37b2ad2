import { buildSearchBody } from '../../../../domain/search/search-body';
import { importEstates } from '../../../../infrastructure/catalogue/import/import-estates';
import type { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { toUpstreamEstate } from '../../../../infrastructure/http/mappers/estate-mapper';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

describe('catalogue:import: estates in the upstream JSON shape, validated, all or nothing', () => {
  let catalogue: SqlCatalogue;
  const total = async () => (await catalogue.forSite(demoSite.id).catalogue.search(buildSearchBody({ filter: {}, size: 0 }))).total;

  beforeEach(async () => {
    catalogue = await openTestCatalogue('sqlite', { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    await catalogue.replaceSite({ site: demoSite, groups: randomGroups(3) });
  });
  afterEach(() => catalogue.close());

  it('imports valid records, projects with their units included, and they are found by search', async () => {
    const records = randomGroups(20, 5, 5000).map(toUpstreamEstate);
    await expect(importEstates(catalogue, demoSite.id, JSON.stringify({ estates: records }))).resolves.toEqual({ ok: true, imported: 20 });
    expect(await total()).toBe(23);
  });

  it('replaces a record imported twice instead of duplicating it', async () => {
    const records = JSON.stringify(randomGroups(4, 5, 5000).map(toUpstreamEstate));
    await importEstates(catalogue, demoSite.id, records);
    await importEstates(catalogue, demoSite.id, records);
    expect(await total()).toBe(7);
  });

  it('reports every invalid record with its path and reason, and imports nothing', async () => {
    const [good, other] = randomGroups(2, 5, 5000).map(toUpstreamEstate);
    const records = [
      good,
      { general: { id: 'x' } },
      { ...other, address: { geoLocation: { lat: 95, lon: 3 } } },
      { general: { id: 9, bedroomCount: -1 }, children: [{ general: {} }] },
    ];
    const result = await importEstates(catalogue, demoSite.id, JSON.stringify(records));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map((p) => p.path);
    expect(problems).toEqual(['[1].general.id', '[2].address.geoLocation.lat', '[3].general.bedroomCount', '[3].children[0].general.id']);
    expect(await total()).toBe(3);
  });

  it.each([
    ['text that is not JSON', '{oops', '$'],
    ['JSON that holds no list of estates', '{"items": []}', '$'],
  ])('refuses %s', async (_title, text, path) => {
    await expect(importEstates(catalogue, demoSite.id, text)).resolves.toMatchObject({ ok: false, problems: [{ path }] });
  });

  it('refuses an unknown site', async () => {
    await expect(importEstates(catalogue, 'nope', '[]')).resolves.toMatchObject({ ok: false, problems: [{ path: '--site' }] });
  });
});

import { estateId, type Estate } from '../../domain/estate/estate';
import type { RentalUnit } from '../../domain/rental/rental-unit';
import { aListedEstate, aWorld } from './harness';

// Issue 12 item 7: the sitemap query lists every visible estate, project unit, holiday rental and page.

const unit = (id: number, transactionId: number): Estate => ({
  ...aListedEstate(id, transactionId),
  general: { ...aListedEstate(id, transactionId).general, parentId: estateId(10) },
});
const PROJECT: Estate = {
  ...aListedEstate(10),
  general: { ...aListedEstate(10).general, isProject: true, headType: { id: 6 }, title: { nl: 'Residentie Zon', fr: 'Résidence Soleil' } },
  children: [unit(11, 1), unit(12, 5)],
};
const RENTAL: RentalUnit = { id: 70, photos: [], general: { city: { name: 'De Haan' } }, rooms: {} };

async function entries(hiddenStatus: readonly number[]) {
  const world = aWorld({ estates: [aListedEstate(1), aListedEstate(2, 5), PROJECT], hiddenStatus, rentalUnits: [RENTAL] });
  const result = await world.core.pages.sitemap({});
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.view.entries;
}

describe('issue 12 item 7: what the sitemap lists', () => {
  it('§5 statuses the site hides are never listed, neither estates nor a project\'s units', async () => {
    const nl = (await entries([5])).map((entry) => entry.paths.nl);
    expect(nl).toEqual(
      expect.arrayContaining(['/nl', '/nl/aanbod', '/nl/hou-me-op-de-hoogte', '/nl/notariele-verkopen', '/nl/vakantie/70', '/nl/aanbod/10/residentie-zon-in-9000-gent/11']),
    );
    expect(nl.filter((path) => /^\/nl\/aanbod\/1\//.test(path))).toHaveLength(1);
    expect(nl.some((path) => /^\/nl\/aanbod\/2\//.test(path) || path.endsWith('/12'))).toBe(false);
  });

  it('§2 every entry has its path in each language and estates their publication day as lastmod', async () => {
    const list = await entries([]);
    const project = list.find((entry) => entry.paths.nl.startsWith('/nl/aanbod/10/'))!;
    expect(project.paths.fr).toBe('/fr/offre/10/residence-soleil-a-9000-gent');
    expect(project.lastmod).toBe('2026-01-01');
    expect(list.some((entry) => entry.paths.nl.endsWith('/12'))).toBe(true);
  });

  it('issue 20: the contact page is listed, at its address in every language', async () => {
    expect((await entries([])).find((entry) => entry.paths.nl === '/nl/contact')?.paths).toEqual({ nl: '/nl/contact', fr: '/fr/contact', en: '/en/contact', de: '/de/kontakt' });
  });
});

import { HEAD_TYPE_ID, SUB_TYPE } from '../../../../domain/enumerations';
import type { Estate } from '../../../../domain/estate/estate';
import { IDS_PER_SITE, generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import type { DemoSite } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';

const unitsOf = (groups: readonly Estate[]): Estate[] => groups.flatMap((group) => group.children ?? [group]);
const everyEstate = (groups: readonly Estate[]): Estate[] => groups.flatMap((group) => [group, ...(group.children ?? [])]);

// Its speed is a figure for the benchmarks, not a test: a busy machine must not fail the suite.
const catalogue = generateDemoCatalogue();
const again = generateDemoCatalogue();
const demo = catalogue.sites[0] as DemoSite;
const units = unitsOf(demo.groups);
const projects = demo.groups.filter((group) => group.general.isProject);

describe('generateDemoCatalogue: determinism', () => {
  it('gives the same catalogue for the same seed, byte for byte', () => {
    // The catalogue is JSON data: equal strings are equal catalogues (a deep toEqual of 2,000 estates costs a second).
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });

  it('gives another catalogue for another seed', () => {
    // A smaller demo does: the seed decides every estate from the first on.
    const groups = (seed: number) => JSON.stringify((generateDemoCatalogue({ seed, estates: 100 }).sites[0] as DemoSite).groups);
    expect(groups(2)).not.toBe(groups(1));
  });
});

describe('generateDemoCatalogue: counts and structure', () => {
  it('makes exactly `estates` units: properties plus project units, project parents not counted', () => {
    expect(units).toHaveLength(2000);
  });

  it.each([0, 1, 2, 3, 57, 250])('makes exactly as many units as asked (%i)', (estates) => {
    expect(unitsOf((generateDemoCatalogue({ estates, seed: estates }).sites[0] as DemoSite).groups)).toHaveLength(estates);
  });

  it('gives a property no children', () => {
    const properties = demo.groups.filter((group) => !group.general.isProject);
    expect(properties.length).toBeGreaterThan(1000);
    expect(properties.every((property) => property.children === undefined)).toBe(true);
  });

  it('§3 makes projects: head type 6 with 3–20 units that point back to them', () => {
    expect(projects.length).toBeGreaterThanOrEqual(10);
    for (const project of projects) {
      const children = project.children ?? [];
      expect(project.general.headType?.id).toBe(HEAD_TYPE_ID.PROJECT);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(20);
      for (const child of children) {
        expect(child.general.parentId).toBe(project.general.id);
        expect(child.general.projectId).toBe(project.general.id);
        expect(child.general.id).not.toBe(project.general.id);
        expect(child.general.isProject).toBe(false);
      }
    }
  });

  it('§3 uses every head type and every subtype at 2,000 estates', () => {
    const headTypes = new Set(everyEstate(demo.groups).map((estate) => estate.general.headType?.id));
    expect([...headTypes].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const subTypes = new Set(units.map((unit) => unit.general.subType?.id));
    expect(SUB_TYPE.entries.filter((entry) => !subTypes.has(entry.id))).toEqual([]);
  });

  it('uses every region', () => {
    expect(new Set(units.map((unit) => unit.address?.region))).toEqual(new Set(['FLANDERS', 'WALLONIA', 'BRUSSELS', null]));
  });

  it('§1 configures the demo site: hostnames, TAKEN_OVER hidden, agenda 1', () => {
    expect(demo.site).toMatchObject({
      id: 'demo',
      name: 'Immo Demo',
      hostnames: ['localhost', '127.0.0.1'],
      defaultLocale: 'nl',
      settings: { hiddenStatus: [6] },
      agendaId: 1,
    });
    expect(generateDemoCatalogue({ estates: 0, siteId: 'elsewhere' }).sites[0]?.site.id).toBe('elsewhere');
  });
});

describe('generateDemoCatalogue: several sites in one database', () => {
  const sites = generateDemoCatalogue({ estates: 300, sites: [{ id: 'a' }, { id: 'b', name: 'Immo Bis', estates: 120 }] }).sites;
  const [first, second] = sites as [DemoSite, DemoSite];
  const ids = (pick: (site: DemoSite) => readonly number[]): number[] => sites.flatMap(pick);
  const unique = (values: readonly number[]): boolean => new Set(values).size === values.length;

  it('gives each site its own options', () => {
    expect(unitsOf(first.groups)).toHaveLength(300);
    expect(unitsOf(second.groups)).toHaveLength(120);
    expect(second.site).toMatchObject({ id: 'b', name: 'Immo Bis', hostnames: ['b.localhost'], agendaId: IDS_PER_SITE + 1 });
  });

  it.each<[string, (site: DemoSite) => readonly number[]]>([
    ['estates (parents and units)', (site) => everyEstate(site.groups).map((estate) => estate.general.id)],
    ['collections', (site) => site.collections.map((collection) => collection.id)],
    ['menus and menu items', (site) => site.menus.flatMap((menu) => [menu.id, ...menu.items.map((item) => item.id)])],
    ['pages', (site) => site.pages.map((page) => page.id)],
    ['rental units', (site) => site.rentalUnits.map((unit) => unit.id)],
    ['agenda slots', (site) => site.slots.map((slot) => slot.id)],
  ])('keeps the ids of %s unique within and across sites', (_, pick) => {
    expect(unique(ids(pick))).toBe(true);
    expect(pick(second).every((id) => id > IDS_PER_SITE && id < 2 * IDS_PER_SITE)).toBe(true);
  });

  it('draws different estates for different sites of the same seed', () => {
    expect(first.groups[0]?.general.title).not.toEqual(second.groups[0]?.general.title);
  });

  it('refuses duplicate site ids and impossible counts or dates', () => {
    expect(() => generateDemoCatalogue({ sites: [{ id: 'x' }, { id: 'x' }] })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ estates: -1 })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ estates: 1.5 })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ sites: [{ id: 'x', estates: IDS_PER_SITE }] })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ referenceDate: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('issue 24: listings made to lack what their region requires', () => {
  it('are a few, one per kind, in every region, the same on every run, and not among the first estates', () => {
    const once = generateDemoCatalogue({ referenceDate: '2026-11-01' }).sites[0]!.deliberateGaps;
    const again = generateDemoCatalogue({ referenceDate: '2026-11-01' }).sites[0]!.deliberateGaps;
    expect(again).toEqual(once);
    expect(once.length).toBeGreaterThanOrEqual(6);
    expect(new Set(once.map((gap) => gap.region))).toEqual(new Set(['FLANDERS', 'WALLONIA', 'BRUSSELS']));
    expect(new Set(once.map((gap) => gap.id)).size).toBe(once.length);
    expect(Math.min(...once.map((gap) => gap.id))).toBeGreaterThan(100);
  });
});

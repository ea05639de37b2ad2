import { aListedEstate, aWorld, idsOf } from './harness';

const project = aListedEstate(30, 1, {
  general: { ...aListedEstate(30).general, isProject: true, headType: { id: 6 } },
  children: [aListedEstate(31), aListedEstate(32, 5), aListedEstate(33)],
});

describe('estate detail', () => {
  it('loads an estate by id, also a unit of a project', async () => {
    const world = aWorld({ estates: [aListedEstate(1), project] });
    await expect(world.get('loadEstateDetail').execute({ estateId: 1 })).resolves.toMatchObject({ ok: true, estate: { general: { id: 1 } } });
    await expect(world.get('loadEstateDetail').execute({ estateId: 33 })).resolves.toMatchObject({ ok: true });
  });

  it.each([
    ['an unknown id', 99, []],
    ['§5 an estate whose status the site hides', 2, [5]],
  ])('answers not found for %s', async (_title, estateId, hiddenStatus) => {
    const world = aWorld({ estates: [aListedEstate(1), aListedEstate(2, 5)], hiddenStatus });
    await expect(world.get('loadEstateDetail').execute({ estateId })).resolves.toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('project detail with children and entity selection', () => {
  it('loads the project and its visible units (§5), and selects a unit', async () => {
    const world = aWorld({ estates: [project], hiddenStatus: [5] });
    await expect(world.get('loadProjectDetail').execute({ projectId: 30 })).resolves.toEqual({ found: true });
    const state = world.get('project').getSnapshot();
    expect(state.project?.general.id).toBe(30);
    expect(idsOf(state.children)).toEqual([31, 33]);

    expect(world.get('selectProjectEntity').execute({ entityId: 33 })).toBe(true);
    expect(world.get('project').getSnapshot().selectedEntityId).toBe(33);
    expect(world.get('selectProjectEntity').execute({ entityId: 32 })).toBe(false);
    expect(world.get('project').getSnapshot().selectedEntityId).toBeNull();
  });

  it('§8 a failed project clears the children, then rethrows', async () => {
    const world = aWorld({ estates: [project] });
    await world.get('loadProjectDetail').execute({ projectId: 30 });
    world.get('selectProjectEntity').execute({ entityId: 31 });
    const failure = Object.assign(new Error('Internal Server Error'), { status: 500 });
    world.catalogue.failWith = failure;

    await expect(world.get('loadProjectDetail').execute({ projectId: 30 })).rejects.toBe(failure);
    expect(world.get('project').getSnapshot()).toMatchObject({
      children: [],
      selectedEntityId: null,
      isLoading: false,
      error: { message: 'Internal Server Error', status: 500 },
    });
  });

  it('an unknown project is not found and has no children', async () => {
    const world = aWorld({ estates: [project] });
    await expect(world.get('loadProjectDetail').execute({ projectId: 404 })).resolves.toEqual({ found: false });
    expect(world.get('project').getSnapshot()).toMatchObject({ children: [], error: { status: 404 } });
  });
});

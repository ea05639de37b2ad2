import type { Estate, EstateId } from '../estate/estate';

/** §2 "Estate addresses are built per kind": a project, a unit of a project, or a plain property. */
export type EstateKind = 'project' | 'projectEntity' | 'property';

/** The parent project's id of a project entity; upstream sends 0 or null for "none". */
export function parentIdOf(estate: Estate): EstateId | undefined {
  return estate.general.parentId || undefined;
}

// A property in search results is "a group of one" (its children hold itself), so only children
// other than the estate itself make it a project.
function hasOwnUnits(estate: Estate): boolean {
  return (estate.children ?? []).some((child) => child.general.id !== estate.general.id);
}

export function estateKind(estate: Estate): EstateKind {
  if (estate.general.isProject === true || hasOwnUnits(estate)) return 'project';
  return parentIdOf(estate) === undefined ? 'property' : 'projectEntity';
}

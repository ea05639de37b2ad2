import type { VirtualVisit } from '../estate/estate';

/** §2: the virtual visit of type 2 is the main link. */
export const MAIN_VIRTUAL_VISIT_TYPE = 2;

export function mainVirtualVisit(visits: readonly VirtualVisit[] | null | undefined): VirtualVisit | undefined {
  return visits?.find((visit) => visit.type.id === MAIN_VIRTUAL_VISIT_TYPE);
}

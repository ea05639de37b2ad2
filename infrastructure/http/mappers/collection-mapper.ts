import type { EstateCollection } from '../../../application/ports/estate-catalogue';
import { field, list, num, object, str } from './codec';

/** §7 estate collection JSON (fields not shown in the spec): the port's shape. */
const collection = object<EstateCollection, EstateCollection>(
  { id: field('id', num), name: field('name', str, ''), estateIds: field('estateIds', list(num), []) },
  ['id'],
);

export function toEstateCollection(raw: unknown): EstateCollection | null {
  return collection.decode(raw) ?? null;
}

import type { Estate } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { EstateCollection } from '../../../../application/ports/estate-catalogue';
import type { Prng } from '../prng';

const AVAILABLE = new Set<number>([TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT, TRANSACTION_ID.TAKE_OVER]);

/**
 * Which estates go into the site's two collections: 'Nieuwbouw' (new builds, about 10 % of the units:
 * half of the projects and most new standalone builds) and 'Uitgelicht' (featured, about 5 %, only
 * estates still on the market).
 */
export interface CollectionPolicy {
  readonly newBuildId: number;
  readonly featuredId: number;
  forUnit(rng: Prng, isNewBuild: boolean, transactionId: number): number[];
  /** Decided once per project, applied to each of its units. */
  forProject(rng: Prng): { unit(transactionId: number): number[] };
}

export function collectionPolicy(idOffset: number): CollectionPolicy {
  const newBuildId = idOffset + 1;
  const featuredId = idOffset + 2;
  const ids = (newBuild: boolean, featured: boolean, transactionId: number): number[] => [
    ...(newBuild ? [newBuildId] : []),
    ...(featured && AVAILABLE.has(transactionId) ? [featuredId] : []),
  ];
  return {
    newBuildId,
    featuredId,
    forUnit: (rng, isNewBuild, transactionId) => ids(isNewBuild && rng.chance(0.7), rng.chance(0.07), transactionId),
    forProject: (rng) => {
      const newBuild = rng.chance(0.6);
      const featured = rng.chance(0.08);
      return { unit: (transactionId) => ids(newBuild, featured, transactionId) };
    },
  };
}

/** The collections with the ids of every estate (project parents and units) that names them. */
export function estateCollections(policy: CollectionPolicy, groups: readonly Estate[]): EstateCollection[] {
  const all = groups.flatMap((group) => [group, ...(group.children ?? [])]);
  const members = (id: number): number[] => all.filter((estate) => estate.general.collections?.includes(id)).map((estate) => estate.general.id);
  return [
    { id: policy.newBuildId, name: 'Nieuwbouw', estateIds: members(policy.newBuildId) },
    { id: policy.featuredId, name: 'Uitgelicht', estateIds: members(policy.featuredId) },
  ];
}

import { estateId, type Estate, type EstateGeneral } from '../../../domain/estate/estate';

/** A minimal estate for rule tests: pass only the groups a test is about. */
export function anEstate(overrides: Partial<Omit<Estate, 'general'>> & { general?: Partial<EstateGeneral> } = {}): Estate {
  const { general, ...rest } = overrides;
  return { ...rest, general: { id: estateId(1), ...general } };
}

/** An estate with the given transaction (status) id. */
export function withTransaction(id: number | undefined, general: Partial<EstateGeneral> = {}): Estate {
  return anEstate({ general: { ...general, ...(id === undefined ? {} : { transaction: { id } }) } });
}

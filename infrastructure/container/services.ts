import type { Core } from '../../application/core';
import type { CoreDeps } from '../../application/core-deps';

/** The driven side: one adapter per port, and the clock. */
export type Adapters = CoreDeps;

/** Everything the container hands out, by name: the service identifiers are these keys. */
export interface Services extends Adapters {
  /** Every page query and command over this runtime's adapters (issue 8). */
  readonly core: Core;
}

export type ServiceName = keyof Services;

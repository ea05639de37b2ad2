/** A request the world refused because of its current state: a full slot, a period already taken (HTTP 409). */
export class ConflictError extends Error {
  readonly status = 409;

  constructor(readonly reason: 'slot_full' | 'period_taken' | 'not_cancellable', message: string = reason) {
    super(message);
    this.name = 'ConflictError';
  }
}

import type { Clock } from '../../application/ports/clock';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that says what the test tells it. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = date;
  }
}

import type { AbuseLimits } from '../../application/ports/abuse-limits';

/** The in-memory twin of SqlAbuseLimits (tests, one process): fixed windows, ended ones forgotten. */
export class MemoryAbuseLimits implements AbuseLimits {
  private readonly counters = new Map<string, { readonly end: number; count: number }>();

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetsAt: Date }> {
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const id = `${key}\u0000${start}`;
    for (const [other, counter] of this.counters) if (counter.end < now.getTime()) this.counters.delete(other);
    const counter = this.counters.get(id) ?? { end: start + windowMs, count: 0 };
    counter.count += 1;
    this.counters.set(id, counter);
    return { count: counter.count, resetsAt: new Date(counter.end) };
  }
}

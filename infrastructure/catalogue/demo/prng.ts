/**
 * A small seeded pseudo-random number generator (mulberry32) with the helpers the demo generator needs.
 * Same seed, same sequence, on every platform: it uses only 32-bit integer arithmetic, never Math.random.
 */

// Module-level references: inside a vm sandbox (Jest) every lookup of a global such as Math goes
// through the sandbox's interceptor, which made the hot path several times slower.
const { floor, imul } = Math;

/** FNV-1a over the text, then a final avalanche, so that close seeds ('1', '2') start far apart. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  hash = imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

export class Prng {
  private state: number;

  constructor(private readonly seed: number | string) {
    this.state = hashSeed(String(seed));
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Prng.pick: no items');
    return items[floor(this.next() * items.length)] as T;
  }

  /** One of the items, each as likely as its weight (weights ≥ 0, at least one > 0). */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    if (!(total > 0)) throw new RangeError('Prng.weighted: no positive weight');
    let rest = this.next() * total;
    for (const [item, weight] of items) {
      rest -= weight;
      if (rest < 0 && weight > 0) return item;
    }
    // Rounding can leave a sliver at the end: the last positive item takes it.
    return [...items].reverse().find(([, weight]) => weight > 0)![0];
  }

  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  /**
   * An independent stream named by `label`, derived from this generator's seed (not its position), so
   * that drawing more in one part of the data (more estates) does not shift another (rental units).
   */
  fork(label: string): Prng {
    return new Prng(`${String(this.seed)}/${label}`);
  }
}

/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same documents on
 * every machine, which Math.random cannot.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** `count` different values of `values`, in random order. */
  sample<T>(values: readonly T[], count: number): T[] {
    const pool = [...values];
    const picked: T[] = [];
    while (picked.length < count && pool.length > 0) {
      const [value] = pool.splice(Math.floor(this.next() * pool.length), 1);
      if (value !== undefined) picked.push(value);
    }
    return picked;
  }

  /** A string of `length` digits. */
  digits(length: number): string {
    let text = '';
    for (let index = 0; index < length; index += 1) text += String(this.int(0, 9));
    return text;
  }
}

/** A seed from a number or any text (`--seed 42`, `--seed nightly`). */
export function seedOf(value: number | string): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value >>> 0;
  const text = String(value);
  if (/^\d+$/.test(text)) return Number(text) >>> 0;
  // FNV-1a: every text gives a well-spread 32-bit seed.
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

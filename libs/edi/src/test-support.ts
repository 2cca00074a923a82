/** Helpers for this lib's tests: fixtures and ways of cutting an input into chunks. */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { getElement, type Segment } from './segment';

export const goodX12Fixtures = [
  'x12-004010-820-remittance.edi',
  'x12-004010-830-plan.edi',
  'x12-004010-850-single.edi',
  'x12-004010-850-three-orders.edi',
  'x12-004010-860-change.edi',
  'x12-004010-997-accepts-856.edi',
  'x12-005010-850-dropship.edi',
] as const;

export const goodEdifactFixtures = ['edifact-d96a-orders.edi', 'edifact-d96a-remadv.edi'] as const;

/** A fixture's bytes; `name` is relative to libs/edi/fixtures (e.g. `bad/empty.edi`). */
export const fixtureBytes = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));

export const fixtureText = (name: string): string =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'latin1');

/** Deterministic pseudo-random numbers (mulberry32), so a failing chunking can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `bytes` cut into chunks of `size` bytes, or of random sizes (1–64) from `seed`. */
export function chunksOf(bytes: Uint8Array, size: number | { seed: number }): Uint8Array[] {
  const random = typeof size === 'number' ? undefined : seededRandom(size.seed);
  const fixed = typeof size === 'number' ? size : 1;
  const chunks: Uint8Array[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const length = random === undefined ? fixed : 1 + Math.floor(random() * 64);
    chunks.push(bytes.slice(offset, offset + length));
    offset += length;
  }
  return chunks;
}

/** Chunks as an async stream, as a file stream would deliver them. */
export async function* streamOf(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}

export async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

export const latin1 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** `getElement` for a segment that may be missing: the test then fails on `undefined`. */
export const elementOf = (
  segment: Segment | undefined,
  position: number,
  component = 1,
): string | undefined =>
  segment === undefined ? undefined : getElement(segment, position, component);

/**
 * Hostile variants of good EDI for property tests (fast-check): what a careless partner, a broken
 * VAN or a truncated transfer makes of an interchange. Each mutation is plain data applied by
 * `applyMutations`, so fast-check can shrink a failure to the smallest one and print it.
 * Test-only: imported as `@portal/edi/fuzz` by *.test.ts files (eslint refuses it elsewhere).
 */
import { Buffer } from 'node:buffer';
import fc from 'fast-check';

export type EdiMutation =
  /** Replace the byte at `at` (a fraction of the length) with `value`. */
  | { readonly kind: 'flip'; readonly at: number; readonly value: number }
  /** Cut the input at `at`. */
  | { readonly kind: 'truncate'; readonly at: number }
  /** Insert bytes (a NUL, CR/LF inside an element, anything) at `at`. */
  | { readonly kind: 'insert'; readonly at: number; readonly bytes: readonly number[] }
  /** Insert bytes inside the segment at `segment`, at `within` of its length (into an element). */
  | {
      readonly kind: 'insertInSegment';
      readonly segment: number;
      readonly within: number;
      readonly bytes: readonly number[];
    }
  /** Repeat or drop the segment at `segment` (a fraction of the segment count). */
  | { readonly kind: 'duplicateSegment'; readonly segment: number }
  | { readonly kind: 'dropSegment'; readonly segment: number }
  /** Replace every `from` byte with `to` (a wrong separator). */
  | { readonly kind: 'separator'; readonly from: number; readonly to: number }
  /** Insert an element of `length` repeated characters at `at`. */
  | { readonly kind: 'hugeElement'; readonly at: number; readonly length: number };

// Unbiased: fast-check leans towards small numbers, which would hit only the ISA / UNB.
const fraction = fc.noBias(fc.nat({ max: 9_999 })).map((value) => value / 10_000);
/** Bytes partners get wrong: NUL, CR, LF, the separators of both standards, high bytes. */
const nastyByte = fc.oneof(
  fc.constantFrom(0x00, 0x0a, 0x0d, 0x1d, 0x7f, 0x2a, 0x7e, 0x3e, 0x5e, 0x2b, 0x3a, 0x27, 0x3f),
  fc.integer({ min: 0, max: 255 }),
);

const insertedBytes = fc.oneof(
  fc.constant([0x00]),
  fc.constant([0x0d, 0x0a]),
  fc.constant([0x0a]),
  fc.array(nastyByte, { minLength: 1, maxLength: 8 }),
);

// Weighted towards faults that leave the envelope readable, so the mappers and acknowledgements
// are reached; a broken ISA / UNB or a wrong separator everywhere ends the reading early.
export const ediMutationArbitrary: fc.Arbitrary<EdiMutation> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('flip' as const), at: fraction, value: nastyByte }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fraction }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fraction,
      bytes: insertedBytes,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('insertInSegment' as const),
      segment: fraction,
      within: fraction,
      bytes: insertedBytes,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('duplicateSegment' as const), segment: fraction }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('dropSegment' as const), segment: fraction }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('separator' as const),
      from: nastyByte,
      to: nastyByte,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('hugeElement' as const),
      at: fraction,
      length: fc.integer({ min: 1_000, max: 200_000 }),
    }),
    weight: 1,
  },
);

/** One to three mutations: a single fault shrinks best, several find interactions. */
export const ediMutationsArbitrary = fc.array(ediMutationArbitrary, { minLength: 1, maxLength: 3 });

/** Segment boundaries of `bytes`: each index just after a terminator (`~` or `'`). */
function segmentEnds(bytes: Buffer, terminator: number): number[] {
  const ends: number[] = [];
  for (
    let index = bytes.indexOf(terminator);
    index >= 0;
    index = bytes.indexOf(terminator, index + 1)
  ) {
    ends.push(index + 1);
  }
  return ends;
}

/** The byte range of the segment at `fraction` of the segment count (the whole input if none). */
function segmentAt(
  bytes: Buffer,
  fraction: number,
  terminator: number,
): { start: number; end: number } {
  const ends = segmentEnds(bytes, terminator);
  if (ends.length === 0) return { start: 0, end: bytes.length };
  const which = Math.floor(fraction * ends.length);
  return { start: which === 0 ? 0 : (ends[which - 1] ?? 0), end: ends[which] ?? bytes.length };
}

function applyOne(bytes: Buffer, mutation: EdiMutation, terminator: number): Buffer {
  const at = (value: number): number => Math.floor(value * (bytes.length + 1));
  switch (mutation.kind) {
    case 'flip': {
      if (bytes.length === 0) return bytes;
      const copy = Buffer.from(bytes);
      copy[Math.min(at(mutation.at), bytes.length - 1)] = mutation.value;
      return copy;
    }
    case 'truncate':
      return bytes.subarray(0, at(mutation.at));
    case 'insert': {
      const index = at(mutation.at);
      return Buffer.concat([
        bytes.subarray(0, index),
        Buffer.from(mutation.bytes),
        bytes.subarray(index),
      ]);
    }
    case 'insertInSegment': {
      const { start, end } = segmentAt(bytes, mutation.segment, terminator);
      const index = start + Math.floor(mutation.within * (end - start));
      return Buffer.concat([
        bytes.subarray(0, index),
        Buffer.from(mutation.bytes),
        bytes.subarray(index),
      ]);
    }
    case 'duplicateSegment':
    case 'dropSegment': {
      const { start, end } = segmentAt(bytes, mutation.segment, terminator);
      const segment = bytes.subarray(start, end);
      return mutation.kind === 'dropSegment'
        ? Buffer.concat([bytes.subarray(0, start), bytes.subarray(end)])
        : Buffer.concat([bytes.subarray(0, end), segment, bytes.subarray(end)]);
    }
    case 'separator': {
      const copy = Buffer.from(bytes);
      for (let index = 0; index < copy.length; index += 1) {
        if (copy[index] === mutation.from) copy[index] = mutation.to;
      }
      return copy;
    }
    case 'hugeElement': {
      const index = at(mutation.at);
      return Buffer.concat([
        bytes.subarray(0, index),
        Buffer.alloc(mutation.length, 0x41),
        bytes.subarray(index),
      ]);
    }
  }
}

/**
 * `input` with the mutations applied in order. `terminator` is the segment terminator the
 * segment mutations split on (`~` for X12, `'` for EDIFACT).
 */
export function applyMutations(
  input: Uint8Array,
  mutations: readonly EdiMutation[],
  terminator: '~' | "'",
): Uint8Array {
  let bytes: Buffer = Buffer.from(input);
  for (const mutation of mutations) bytes = applyOne(bytes, mutation, terminator.charCodeAt(0));
  return new Uint8Array(bytes);
}

/**
 * The seed every EDI property runs with, so CI is repeatable; FUZZ_SEED overrides it to explore
 * (a failure prints the seed and the shrunk mutations to replay it).
 */
export const fuzzSeed = (): number => {
  const fromEnvironment = Number(process.env['FUZZ_SEED']);
  return Number.isSafeInteger(fromEnvironment) ? fromEnvironment : 20261123;
};

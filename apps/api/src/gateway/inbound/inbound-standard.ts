import type { InboundDocument, OutboundDocument } from '@portal/contracts';
import type { EnvelopeErrorBase, MappingIssue } from '@portal/edi';

/**
 * What the receiver needs from a standard (X12, EDIFACT): a first pass over the bytes that checks
 * every envelope and keeps only headers and outcomes (memory stays flat), a second pass that maps
 * each transaction set / message, and the acknowledgements for what was found.
 */
export interface ScannedTransaction<E extends EnvelopeErrorBase = EnvelopeErrorBase> {
  /** 850, ORDERS… */
  readonly setId: string;
  readonly controlNumber: string;
  /** Position of its ST / UNH in the interchange (envelope errors count from the ISA / UNB). */
  readonly position: number;
  /** Accepted by the envelope checks (its own, its group's and its interchange's). */
  readonly envelopeValid: boolean;
  readonly errors: readonly E[];
}

export interface ScannedGroup<E extends EnvelopeErrorBase = EnvelopeErrorBase> {
  readonly controlNumber: string;
  readonly functionalId: string;
  readonly errors: readonly E[];
  transactions: ScannedTransaction<E>[];
}

export interface ScannedInterchange<E extends EnvelopeErrorBase = EnvelopeErrorBase> {
  readonly senderId: string;
  readonly receiverId: string;
  readonly controlNumber: string;
  readonly errors: readonly E[];
  readonly groups: ScannedGroup<E>[];
}

export interface EnvelopeScan {
  readonly interchanges: ScannedInterchange[];
  /** Errors no interchange could be named for (nothing readable at all). */
  readonly errors: readonly EnvelopeErrorBase[];
}

/** One transaction set / message of the second pass, mapped or not. */
export interface ReadDocument {
  readonly interchangeIndex: number;
  readonly groupIndex: number;
  readonly transactionIndex: number;
  readonly setId: string;
  readonly controlNumber: string;
  readonly groupControlNumber: string | undefined;
  /** Its own text, verbatim, from ST to SE / UNH to UNT. */
  readonly text: string;
  readonly document: InboundDocument | undefined;
  readonly issues: readonly MappingIssue[];
}

export interface InboundStandard {
  readonly standard: 'X12' | 'EDIFACT';
  scan(bytes: Uint8Array): Promise<EnvelopeScan>;
  /** Maps the transaction sets of the interchanges whose index `include` accepts. */
  read(
    bytes: Uint8Array,
    scan: EnvelopeScan,
    include: (interchangeIndex: number) => boolean,
  ): AsyncGenerator<ReadDocument>;
  /**
   * The acknowledgements to send for one interchange: 997s (one per group, none for a group of
   * 997s) or one CONTRL (none for CONTRL-only interchanges). `issues` are the mapping issues by
   * `groupIndex/transactionIndex`.
   */
  acknowledge(
    scan: EnvelopeScan,
    interchangeIndex: number,
    issues: ReadonlyMap<string, readonly MappingIssue[]>,
  ): OutboundDocument[];
}

/** Splits bytes into 1 MB views for the streaming readers (no copy). */
export function* chunksOf(bytes: Uint8Array, size = 1 << 20): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, Math.min(bytes.length, start + size));
  }
}

export const transactionKey = (groupIndex: number, transactionIndex: number): string =>
  `${groupIndex}/${transactionIndex}`;

/** A set is only as good as the envelopes around it: errors above it reject it too. */
export function rejectEnclosed<E extends EnvelopeErrorBase>(
  interchanges: readonly ScannedInterchange<E>[],
): void {
  for (const interchange of interchanges) {
    for (const group of interchange.groups) {
      if (interchange.errors.length === 0 && group.errors.length === 0) continue;
      rejectGroup(group);
    }
  }
}

export function rejectGroup<E extends EnvelopeErrorBase>(group: ScannedGroup<E>): void {
  group.transactions = group.transactions.map((transaction) => ({
    ...transaction,
    envelopeValid: false,
  }));
}

/**
 * Where a streamed set / message sits among the scanned ones: the readers hand out header objects,
 * so indexes are given in the order those objects first appear.
 */
export class ScanPosition<I extends object, G extends object> {
  private readonly interchanges = new Map<I, number>();
  private readonly groups = new Map<G, number>();
  private readonly groupsSeen = new Map<I, number>();
  private readonly transactions = new Map<G, number>();

  next(interchange: I, group: G): { i: number; g: number; t: number } {
    if (!this.interchanges.has(interchange)) {
      this.interchanges.set(interchange, this.interchanges.size);
    }
    if (!this.groups.has(group)) {
      const seen = this.groupsSeen.get(interchange) ?? 0;
      this.groups.set(group, seen);
      this.groupsSeen.set(interchange, seen + 1);
    }
    const t = this.transactions.get(group) ?? 0;
    this.transactions.set(group, t + 1);
    return {
      i: this.interchanges.get(interchange) ?? 0,
      g: this.groups.get(group) ?? 0,
      t,
    };
  }
}

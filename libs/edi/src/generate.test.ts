import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { generateX12PurchaseOrders, utf8Chunks } from './generate';
import { collect } from './test-support';
import { parseX12, readX12, type X12StreamSummary } from './x12-envelope';

/**
 * V8's gc(), exposed at run time: memory is then measured as what stays reachable, not as
 * garbage the collector has not reached yet, so the bound below cannot flake.
 */
function exposeGc(): (() => void) | undefined {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  return typeof gc === 'function' ? () => void gc() : undefined;
}

describe('generateX12PurchaseOrders', () => {
  it('produces a valid interchange, split into groups', async () => {
    const text = (await collect(generateX12PurchaseOrders({ count: 7, setsPerGroup: 3 }))).join('');
    const result = parseX12(text);
    expect(result.errors).toEqual([]);
    expect(result.transactionCount).toBe(7);
    const groups = result.interchanges[0]?.groups ?? [];
    expect(groups.map((group) => [group.header.controlNumber, group.transactionCount])).toEqual([
      ['1', 3],
      ['2', 3],
      ['3', 1],
    ]);
    const first = groups[0]?.transactions[0];
    expect(first?.segments[0]?.elements[2]).toEqual(['PO0000000001']);
    expect(first?.segments.filter((segment) => segment.tag === 'PO1')).toHaveLength(3);
    expect(
      text.startsWith(
        'ISA*00*          *00*          *ZZ*RETAILCO       *ZZ*ACMESUPPLY     *251120*1030*U*00401*000000001*0*P*>~\n',
      ),
    ).toBe(true);
  });

  it('yields chunks of about chunkSize characters', async () => {
    const chunks = await collect(generateX12PurchaseOrders({ count: 200, chunkSize: 4096 }));
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(4096);
      expect(chunk.length).toBeLessThan(4096 + 2048);
    }
  });
});

describe('streaming a large input', () => {
  it('reads 20 MB of generated 850s set by set with flat memory', async () => {
    const count = 50_000;
    let inputBytes = 0;
    async function* source(): AsyncGenerator<Uint8Array> {
      for await (const chunk of utf8Chunks(generateX12PurchaseOrders({ count }))) {
        inputBytes += chunk.byteLength;
        yield chunk;
      }
    }
    const gc = exposeGc();
    gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let retainedPeak = 0;
    let sets = 0;
    let validSets = 0;
    let summary: X12StreamSummary | undefined;
    for await (const event of readX12(source())) {
      if (event.type === 'summary') {
        summary = event.summary;
        continue;
      }
      sets += 1;
      if (event.transaction.valid && event.transaction.segments.length === 14) validSets += 1;
      if (gc !== undefined && sets % 5_000 === 0) {
        gc();
        retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(inputBytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(sets).toBe(count);
    expect(validSets).toBe(count);
    expect(summary).toMatchObject({
      interchangeCount: 1,
      groupCount: 5,
      transactionCount: count,
      validTransactionCount: count,
      errors: [],
    });
    // What stays reachable while streaming is a chunk, a set and per-group bookkeeping: a small
    // fraction of the input (a buffered input would hold over 20 MB of text plus its segments).
    if (gc !== undefined) expect(retainedPeak).toBeLessThan(inputBytes / 4);
  });
});

import { describe, expect, it } from 'vitest';
import { readFixture } from '../testing/gateway-fixtures';
import type { ReadDocument } from './inbound-standard';
import type { X12Scan } from './scan-types';
import { x12Inbound } from './x12-inbound';

async function readAll(
  bytes: Buffer,
  scan: X12Scan,
  include: (interchangeIndex: number) => boolean = () => true,
): Promise<ReadDocument[]> {
  const read: ReadDocument[] = [];
  for await (const document of x12Inbound.read(bytes, scan, include)) read.push(document);
  return read;
}

/** Three interchanges: three 850s, an 860, and a single 850. */
async function threeInterchanges(): Promise<Buffer> {
  return Buffer.concat([
    await readFixture('x12-004010-850-three-orders.edi'),
    await readFixture('x12-004010-860-change.edi'),
    await readFixture('x12-004010-850-single.edi'),
  ]);
}

/**
 * The second pass maps the sets the scan kept instead of reading the body again; both ways must
 * hand out the same documents.
 */
describe('X12 second pass from the sets the scan kept', () => {
  it('maps what reading the body again maps, in the same order', async () => {
    const bytes = await threeInterchanges();
    const kept = (await x12Inbound.scan(bytes)) as X12Scan;
    expect(kept.transactions).toHaveLength(5);
    const again = (await x12Inbound.scan(bytes)) as X12Scan;
    again.transactions = undefined;

    const fromKept = await readAll(bytes, kept);
    const fromBody = await readAll(bytes, again);
    expect(fromKept.map((document) => document.controlNumber)).toHaveLength(5);
    expect(fromKept).toEqual(fromBody);
    expect(fromKept.every((document) => document.document !== undefined)).toBe(true);
  });

  it('skips the interchanges not included, as the body pass does', async () => {
    const bytes = await threeInterchanges();
    const onlySecond = (index: number): boolean => index === 1;
    const kept = (await x12Inbound.scan(bytes)) as X12Scan;
    const again = (await x12Inbound.scan(bytes)) as X12Scan;
    again.transactions = undefined;
    const fromKept = await readAll(bytes, kept, onlySecond);
    expect(fromKept.map((document) => [document.interchangeIndex, document.setId])).toEqual([
      [1, '860'],
    ]);
    expect(fromKept).toEqual(await readAll(bytes, again, onlySecond));
  });

  it('reads the body again when the same scan is read a second time', async () => {
    const bytes = await threeInterchanges();
    const scan = (await x12Inbound.scan(bytes)) as X12Scan;
    const first = await readAll(bytes, scan);
    expect(scan.transactions).toBeUndefined();
    expect(await readAll(bytes, scan)).toEqual(first);
  });
});

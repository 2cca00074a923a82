import { gs1CheckDigit } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { ssccCounters, type Executor } from '../database';
import { ApiError } from '../errors';

// SSCC-18 numbers for cartons and pallets (docs/fulfilment.md, "SSCC").

/**
 * The extension digit every SSCC of the portal starts with. GS1 leaves it to the company; one
 * fixed digit keeps a project's numbers in one increasing range.
 */
export const ssccExtensionDigit = '0';

/** How many serial references a GS1 company prefix leaves room for (serial 1 … capacity − 1). */
export const serialCapacity = (companyPrefix: string): number => 10 ** (16 - companyPrefix.length);

/** Extension digit + company prefix + serial reference (zero-padded) + GS1 check digit. */
export function composeSscc(companyPrefix: string, serial: number): string {
  const width = 16 - companyPrefix.length;
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= 10 ** width) {
    throw new RangeError(`serial ${serial} does not fit ${width} digits`);
  }
  const body = `${ssccExtensionDigit}${companyPrefix}${String(serial).padStart(width, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * Hands out `count` new SSCCs of a GS1 company prefix, in the caller's transaction: the counter
 * is the prefix's, shared by every project that uses it. One statement moves the
 * counter (an insert of the first row, or an update of it), so two requests, or two server
 * instances, never get the same numbers: the database serialises them on the counter row. When
 * the range would run out, nothing is handed out (the transaction rolls back) and the caller
 * gets SSCC_RANGE_EXHAUSTED; a missing prefix is GS1_PREFIX_MISSING. A rolled-back allocation
 * gives its numbers back before any label carried them; a printed number is never handed out again.
 */
export async function allocateSsccs(
  tx: Executor,
  companyPrefix: string,
  count: number,
): Promise<string[]> {
  if (!/^\d{7,10}$/.test(companyPrefix)) {
    throw new ApiError('GS1_PREFIX_MISSING', { field: 'gs1CompanyPrefix' });
  }
  if (count === 0) return [];
  const [row] = await tx
    .insert(ssccCounters)
    .values({ companyPrefix, lastSerial: count })
    .onConflictDoUpdate({
      target: ssccCounters.companyPrefix,
      set: { lastSerial: sql`${ssccCounters.lastSerial} + ${count}`, updatedAt: sql`now()` },
    })
    .returning({ lastSerial: ssccCounters.lastSerial });
  const last = Number(row?.lastSerial);
  if (!Number.isSafeInteger(last)) throw new Error('SSCC allocation returned nothing');
  if (last >= serialCapacity(companyPrefix)) {
    throw new ApiError('SSCC_RANGE_EXHAUSTED', { field: 'gs1CompanyPrefix' });
  }
  const first = last - count + 1;
  return Array.from({ length: count }, (_, index) => composeSscc(companyPrefix, first + index));
}

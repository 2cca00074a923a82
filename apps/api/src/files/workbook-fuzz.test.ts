import type { ErrorName } from '@portal/contracts';
import { applyMutations, ediMutationsArbitrary, fuzzSeed } from '@portal/edi/fuzz';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { peakRss, resetPeak } from '../testing/peak-memory';
import {
  deflatedPart,
  inlineRow,
  sheetHead,
  sheetTail,
  storedPart,
  workbookParts,
  zipOf,
} from '../testing/xlsx-zip';
import { readWorkbook, type SheetColumn } from './workbook';

const columns: readonly SheetColumn<'number' | 'name'>[] = [
  { key: 'number', header: { 'zh-cn': '产品编号', 'en-us': 'Product number' }, required: true },
  { key: 'name', header: { 'zh-cn': '产品名称', 'en-us': 'Product name' } },
];
const header = ['Product number *', 'Product name'];
const rows = inlineRow(1, header) + inlineRow(2, ['P-1', 'Widget']) + inlineRow(3, ['P-2', '齿轮']);

/** The refusals a hostile upload may end in: every other outcome is a bug. */
const refusals: readonly ErrorName[] = ['IMPORT_FILE_INVALID', 'IMPORT_TOO_LARGE', 'IMPORT_EMPTY'];
const mebibyte = 1024 * 1024;
/** What the whole run may add to the process's peak memory (one bomb's bound, as for uploads). */
const memoryBound = 300 * mebibyte;

/** Good workbooks to start from: inline strings deflated and stored, and exceljs's own output. */
async function seeds(): Promise<Buffer[]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(header);
  sheet.addRow(['P-1', 'Widget']);
  sheet.addRow([42, new Date('2026-12-24')]);
  return [
    zipOf([
      ...workbookParts(),
      deflatedPart('xl/worksheets/sheet1.xml', sheetHead + rows + sheetTail),
    ]),
    zipOf([
      ...workbookParts(),
      storedPart('xl/worksheets/sheet1.xml', sheetHead + rows + sheetTail),
    ]),
    Buffer.from(await workbook.xlsx.writeBuffer()),
  ];
}

/** Reads the bytes and names how the read ended: rows, or the refusal's catalogue name. */
async function outcome(bytes: Buffer): Promise<string> {
  try {
    const read = await readWorkbook(bytes, columns);
    expect(Array.isArray(read)).toBe(true);
    return 'rows';
  } catch (error) {
    // Only the project's own refusal, never a TypeError, RangeError, zlib or XML error.
    if (!(error instanceof ApiError)) throw error;
    expect(refusals).toContain(error.errorName);
    return error.errorName;
  }
}

describe('readWorkbook under hostile bytes', () => {
  it(
    'reads or refuses every mutated or random file with its own error, memory bounded',
    { timeout: 60_000 },
    async () => {
      const good = await seeds();
      // Byte flips, cuts, inserted and huge runs of bytes (the EDI fuzzer's mutations are plain
      // byte edits): of a whole file (mostly stopped at the zip container), of the sheet's XML
      // before it is zipped (reaching the XML reader and the row and column checks), and files
      // of random bytes, some behind a zip signature.
      const container = fc
        .tuple(fc.constantFrom(...good), ediMutationsArbitrary)
        .map(([bytes, mutations]) => Buffer.from(applyMutations(bytes, mutations, '~')));
      const sheetXml = Buffer.from(sheetHead + rows + sheetTail, 'utf8');
      const sheet = ediMutationsArbitrary.map((mutations) =>
        zipOf([
          ...workbookParts(),
          deflatedPart(
            'xl/worksheets/sheet1.xml',
            Buffer.from(applyMutations(sheetXml, mutations, '~')),
          ),
        ]),
      );
      const random = fc
        .tuple(fc.boolean(), fc.uint8Array({ maxLength: 4096 }))
        .map(([signed, bytes]) =>
          Buffer.concat([signed ? Buffer.from('PK\x03\x04', 'latin1') : Buffer.alloc(0), bytes]),
        );
      const seen = new Set<string>();
      resetPeak();
      const before = process.memoryUsage().rss;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ arbitrary: container, weight: 3 }, { arbitrary: sheet, weight: 3 }, random),
          async (bytes) => {
            seen.add(await outcome(bytes));
          },
        ),
        { seed: fuzzSeed(), numRuns: 1000 },
      );
      expect(peakRss() - before).toBeLessThan(memoryBound);
      // The runs reached past the zip container: some files still read, some were refused.
      expect(seen).toContain('rows');
      expect(seen).toContain('IMPORT_FILE_INVALID');
    },
  );
});

import { errorCatalogue, maxImportBytes, maxImportRows, type ErrorName } from '@portal/contracts';
import { readdir, readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { workbookOf } from '../testing/workbook-fixtures';
import {
  columnName,
  deflatedPart,
  inlineRow,
  repeatedPart,
  sheetBomb,
  sheetHead,
  sheetTail,
  storedPart,
  workbookParts,
  zipOf,
  type ZipPart,
} from '../testing/xlsx-zip';
import { readWorkbook, workbookLimits, type SheetColumn } from './workbook';

const columns: readonly SheetColumn<'number' | 'name' | 'date'>[] = [
  { key: 'number', header: { 'zh-cn': '产品编号', 'en-us': 'Product number' }, required: true },
  { key: 'name', header: { 'zh-cn': '产品名称', 'en-us': 'Product name' } },
  { key: 'date', header: { 'zh-cn': '日期', 'en-us': 'Date' } },
];
const header = ['Product number *', 'Product name', 'Date'];

/** An xlsx of hand-written sheet rows (inline strings), deflated unless said otherwise. */
function sheetOf(rows: string, part: typeof deflatedPart = deflatedPart): Buffer {
  return zipOf([
    ...workbookParts(),
    part('xl/worksheets/sheet1.xml', sheetHead + rows + sheetTail),
  ]);
}

/** The catalogue entry and field a read is refused with. */
async function refusal(
  bytes: Buffer,
  invalidFile?: 'IMPORT_FILE_INVALID' | 'INVENTORY_IMPORT_FAILED',
): Promise<{ name: ErrorName; field: string | undefined }> {
  const error: unknown = await readWorkbook(bytes, columns, invalidFile).then(
    () => undefined,
    (cause: unknown) => cause,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { name: error.errorName, field: error.field };
}

const mebibyte = 1024 * 1024;

describe('readWorkbook', () => {
  it('reads a filled-in template: header in either language, blank rows skipped, dates, numbers, formulas, rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['产品编号 *', 'name', 'Date']);
    sheet.addRow(['P-1', 'Widget', new Date('2026-12-24')]);
    sheet.addRow([]);
    sheet.addRow([null, null, null]);
    sheet.addRow([42, { richText: [{ text: 'Blue ' }, { font: { bold: true }, text: 'gear' }] }]);
    sheet.addRow([{ formula: '1+1', result: 2 }, '  padded  ', 46381]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readWorkbook(bytes, columns)).toEqual([
      { row: 2, values: { number: 'P-1', name: 'Widget', date: '2026-12-24' } },
      { row: 5, values: { number: '42', name: 'Blue gear', date: '' } },
      { row: 6, values: { number: '2', name: 'padded', date: '46381' } },
    ]);
  });

  it('keeps characters whole across inflated chunks, in the sheet and in the shared strings', async () => {
    // Longer than a 16 KiB inflate chunk, in three-byte UTF-8: a split is certain.
    const long = '产品名称'.repeat(6000);
    const inline = sheetOf(inlineRow(1, header) + inlineRow(2, ['P-1', long]));
    expect((await readWorkbook(inline, columns))[0]?.values.name).toBe(long);
    const shared = await workbookOf([header, ['P-2', long]]);
    expect((await readWorkbook(shared, columns))[0]?.values.name).toBe(long);
  });

  it('reads stored (uncompressed) parts', async () => {
    const bytes = sheetOf(inlineRow(1, header) + inlineRow(3, ['P-3', 'Stored']), storedPart);
    expect(await readWorkbook(bytes, columns)).toEqual([
      { row: 3, values: { number: 'P-3', name: 'Stored', date: '' } },
    ]);
  });

  it('reads the leftmost tab, whatever the order of the parts in the zip', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>';
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const parts: ZipPart[] = [
      ...workbookParts().filter((part) => !part.name.startsWith('xl/')),
      deflatedPart('xl/worksheets/sheet1.xml', sheetHead + inlineRow(1, ['Other']) + sheetTail),
      deflatedPart(
        'xl/worksheets/sheet2.xml',
        sheetHead + inlineRow(1, header) + inlineRow(2, ['FIRST']) + sheetTail,
      ),
      deflatedPart(
        'xl/workbook.xml',
        `${xml}<workbook xmlns="${main}" xmlns:r="${relations}"><sheets>` +
          '<sheet name="Import" sheetId="2" r:id="rId2"/><sheet name="Notes" sheetId="1" r:id="rId1"/>' +
          '</sheets></workbook>',
      ),
      deflatedPart(
        'xl/_rels/workbook.xml.rels',
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${relations}/worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
          '</Relationships>',
      ),
    ];
    const rows = await readWorkbook(zipOf(parts), columns);
    expect(rows.map((row) => row.values.number)).toEqual(['FIRST']);
  });

  it('refuses what is not a workbook of the template, with the code the caller chose', async () => {
    const good = sheetOf(inlineRow(1, header) + inlineRow(2, ['P-1']));
    const damaged = Buffer.from(good);
    // Overwrite the start of the sheet's compressed data, which follows its name in its header.
    const sheetName = Buffer.from('xl/worksheets/sheet1.xml');
    const dataAt = damaged.indexOf(sheetName) + sheetName.length;
    damaged.fill(0xff, dataAt, dataAt + 8);
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(
      0x0801,
      encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8,
    );
    const cases: [string, Buffer][] = [
      ['not a zip', Buffer.from('number,name\nP-1,Widget\n')],
      ['cut short', good.subarray(0, good.length - 30)],
      ['damaged data', damaged],
      ['encrypted', encrypted],
      [
        'bzip2',
        zipOf([
          ...workbookParts(),
          { ...deflatedPart('xl/worksheets/sheet1.xml', ''), method: 12 },
        ]),
      ],
      ['no sheet', zipOf(workbookParts())],
      [
        'twice the sheet',
        zipOf([
          ...workbookParts(),
          deflatedPart('xl/worksheets/sheet1.xml', sheetHead + sheetTail),
          deflatedPart('XL/worksheets/sheet1.xml', sheetHead + sheetTail),
        ]),
      ],
      ['not XML', sheetOf('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></c></row>')],
      ['rows without their number', sheetOf('<row><c t="inlineStr"><is><t>x</t></is></c></row>')],
    ];
    for (const [why, bytes] of cases) {
      expect(await refusal(bytes), why).toEqual({ name: 'IMPORT_FILE_INVALID', field: undefined });
      expect((await refusal(bytes, 'INVENTORY_IMPORT_FAILED')).name, why).toBe(
        'INVENTORY_IMPORT_FAILED',
      );
    }
  });

  it('refuses a sheet whose header is not row 1 or not the template, naming the column', async () => {
    expect(await refusal(sheetOf(inlineRow(2, header) + inlineRow(3, ['P-1'])))).toEqual({
      name: 'IMPORT_FILE_INVALID',
      field: 'Product number',
    });
    expect(await refusal(sheetOf(inlineRow(1, ['产品编号', 'Name', 'When'])))).toEqual({
      name: 'IMPORT_FILE_INVALID',
      field: 'Date',
    });
    expect(await refusal(sheetOf(''))).toEqual({
      name: 'IMPORT_FILE_INVALID',
      field: 'Product number',
    });
    expect(await refusal(sheetOf(inlineRow(1, header) + inlineRow(2, ['', ' '])))).toEqual({
      name: 'IMPORT_EMPTY',
      field: undefined,
    });
  });

  describe('limits', () => {
    it(`takes ${maxImportRows} data rows and refuses one more as too large (rows)`, async () => {
      const rows = (count: number) =>
        inlineRow(1, header) +
        Array.from({ length: count }, (_, index) => inlineRow(index + 2, [`P-${index}`])).join('');
      expect(await readWorkbook(sheetOf(rows(maxImportRows)), columns)).toHaveLength(maxImportRows);
      expect(await refusal(sheetOf(rows(maxImportRows + 1)))).toEqual({
        name: 'IMPORT_TOO_LARGE',
        field: 'rows',
      });
    });

    it(`takes a value in column ${workbookLimits.columns} and refuses one further right (columns)`, async () => {
      const cell = (column: number) =>
        `<row r="2"><c r="A2" t="inlineStr"><is><t>P-1</t></is></c>` +
        `<c r="${columnName(column)}2"><v>1</v></c></row>`;
      const last = workbookLimits.columns;
      expect(await readWorkbook(sheetOf(inlineRow(1, header) + cell(last)), columns)).toHaveLength(
        1,
      );
      expect(await refusal(sheetOf(inlineRow(1, header) + cell(last + 1)))).toEqual({
        name: 'IMPORT_TOO_LARGE',
        field: 'columns',
      });
      // An empty, formatted cell far right is not a value.
      const styled = `<row r="2"><c r="A2" t="inlineStr"><is><t>P-1</t></is></c><c r="XFD2" s="0"/></row>`;
      expect(await readWorkbook(sheetOf(inlineRow(1, header) + styled), columns)).toHaveLength(1);
    });

    // Inflating and parsing 32 MiB takes a second or two of CPU; a loaded machine may be slower.
    it(
      'stops a sheet that inflates past its limit, whatever size its headers claim (size)',
      { timeout: 60_000 },
      async () => {
        const bomb = sheetBomb(header, 2048 * mebibyte);
        expect(bomb.length).toBeLessThan(6 * mebibyte);
        expect(await refusal(bomb)).toEqual({ name: 'IMPORT_TOO_LARGE', field: 'size' });
        expect(await refusal(sheetBomb(header, 64 * mebibyte, { honest: true }))).toEqual({
          name: 'IMPORT_TOO_LARGE',
          field: 'size',
        });
        // Just under the limit of blank rows is read (and is empty).
        const underLimit = sheetBomb(header, workbookLimits.sheetBytes - mebibyte);
        expect(await refusal(underLimit)).toEqual({ name: 'IMPORT_EMPTY', field: undefined });
      },
    );

    it(
      'stops shared strings past their size or count, and styles past theirs (size)',
      { timeout: 60_000 },
      async () => {
        const strings = (block: string, times: number) =>
          zipOf([
            ...workbookParts({ sharedStrings: true }),
            deflatedPart('xl/worksheets/sheet1.xml', sheetHead + inlineRow(1, header) + sheetTail),
            {
              ...repeatedPart(
                'xl/sharedStrings.xml',
                '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
                block.repeat(Math.floor(mebibyte / block.length)),
                times,
                '</sst>',
              ),
              declaredSize: 100,
            },
          ]);
        const bigText = `<si><t>${'x'.repeat(4000)}</t></si>`;
        expect(await refusal(strings(bigText, 40))).toEqual({
          name: 'IMPORT_TOO_LARGE',
          field: 'size',
        });
        // 1.2 million empty entries in 6 MiB: under the byte limit, over the count.
        expect(await refusal(strings('<si/>', 6))).toEqual({
          name: 'IMPORT_TOO_LARGE',
          field: 'size',
        });
        const styles = zipOf([
          ...workbookParts(),
          deflatedPart('xl/worksheets/sheet1.xml', sheetHead + inlineRow(1, header) + sheetTail),
          repeatedPart(
            'xl/styles.xml',
            '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs>',
            '<xf numFmtId="14"/>'.repeat(Math.floor(mebibyte / 18)),
            9,
            '</cellXfs></styleSheet>',
          ),
        ]);
        expect(await refusal(styles)).toEqual({ name: 'IMPORT_TOO_LARGE', field: 'size' });
      },
    );
  });

  it('states the limits it applies in the catalogue, in both languages', () => {
    for (const text of Object.values(errorCatalogue.IMPORT_TOO_LARGE.message)) {
      expect(text).toContain(maxImportRows.toLocaleString('en-US'));
      expect(text).toContain(`${workbookLimits.columns}`);
      expect(text).toContain(`${workbookLimits.sheetBytes / mebibyte} MB`);
    }
    for (const text of Object.values(errorCatalogue.FILE_UPLOAD_FAILED.message)) {
      expect(text).toContain(`${maxImportBytes / mebibyte} MB`);
    }
  });

  it('is the only way the server reads a workbook: nothing else inflates one whole', async () => {
    const root = new URL('../', import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/(^|\/)testing\//.test(file),
    );
    const readers: string[] = [];
    for (const file of files) {
      const source = await readFile(new URL(file, root), 'utf8');
      if (/\.xlsx\.(load|read)\(|WorkbookReader|from 'jszip'|from 'unzipper'/.test(source)) {
        readers.push(file);
      }
    }
    expect(readers).toEqual(['files/workbook.ts']);
  });
});

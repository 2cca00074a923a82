import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { openWorkbookStream, writeWorkbook, type SheetColumn } from './workbook';

const columns: readonly SheetColumn<'number' | 'name' | 'amount'>[] = [
  { key: 'number', header: { 'zh-cn': '订单号', 'en-us': 'Order No.' } },
  { key: 'name', header: { 'zh-cn': '名称', 'en-us': 'Name' } },
  { key: 'amount', header: { 'zh-cn': '金额', 'en-us': 'Amount' } },
];

/** The first sheet as exceljs reads it: the sheet, and its rows' values. */
async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('openWorkbookStream', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => dir.cleanup());

  it('writes the workbook writeWorkbook writes: bold frozen header in the language, then the rows', async () => {
    const path = join(dir.path, 'orders.xlsx.part');
    const writer = await openWorkbookStream(path, '订单', columns, 'zh-cn');
    const records = Array.from({ length: 2_500 }, (_, index) => ({
      number: index + 1,
      name: index % 2 === 0 ? `采购 ${index}` : null,
      amount: '12.50',
    }));
    // Batches of different sizes, as keyset pages come.
    await writer.add(records.slice(0, 1_000));
    await writer.add(records.slice(1_000));
    await writer.finish();

    const streamed = await sheetOf(await readFile(path));
    const whole = await sheetOf(await writeWorkbook('订单', columns, records, 'zh-cn'));
    expect(streamed.rows).toEqual(whole.rows);
    expect(streamed.rows[0]).toEqual(['订单号', '名称', '金额']);
    expect(streamed.rows).toHaveLength(2_501);
    expect(streamed.sheet.name).toBe('订单');
    expect(streamed.sheet.getRow(1).font?.bold).toBe(true);
    expect(streamed.sheet.getRow(2).font?.bold).toBeFalsy();
    expect(streamed.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('refuses to write over an existing file', async () => {
    const path = await dir.write('taken.xlsx.part', 'someone else’s');
    await expect(openWorkbookStream(path, 'Orders', columns, 'en-us')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(await readFile(path, 'utf8')).toBe('someone else’s');
  });

  it('stops at once when aborted, leaving a closed partial file for the caller to remove', async () => {
    const path = join(dir.path, 'cancelled.xlsx.part');
    const writer = await openWorkbookStream(path, 'Orders', columns, 'en-us');
    await writer.add([{ number: 1, name: 'a', amount: 1 }]);
    await writer.abort();
    // Adding after the abort writes nothing and does not throw.
    await writer.add([{ number: 2, name: 'b', amount: 2 }]);
    await expect(sheetOf(await readFile(path))).rejects.toThrow();
  });
});

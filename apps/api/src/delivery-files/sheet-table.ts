import { ApiError } from '../errors';
import { workbookSlots } from '../files/import-slots';
import { firstSheet, lastFilledColumn } from '../files/workbook';
import { PartTooLargeError } from '../files/xlsx-package';
import { maxShownColumns, TableCollector, type TableView } from './table-view';

/**
 * Any stored workbook's first sheet as a table, for /file/show/data: read by the import's own
 * bounded reader (`firstSheet`, files/workbook.ts), at most `workbookSlots` at once, but without a
 * template: whatever the first row holds names the columns.
 */
async function readTable(bytes: Buffer, maxRows: number): Promise<TableView> {
  const sheet = await firstSheet(bytes);
  const table = new TableCollector(maxRows);
  for await (const row of sheet.rows) {
    const last = lastFilledColumn(row);
    if (last > maxShownColumns) throw new ApiError('FILE_OPEN_FAILED', { field: 'columns' });
    table.add(
      Array.from({ length: last }, (_unused, index) => sheet.text(row.getCell(index + 1).value)),
    );
  }
  return table.view();
}

/**
 * The first sheet of xlsx bytes as a table. A file that is not a workbook, is damaged, or
 * passes a limit is "failed to open the file" (5008); too many readers at once is 4021.
 */
export function readSheetTable(bytes: Buffer, maxRows: number): Promise<TableView> {
  return workbookSlots.run(async () => {
    try {
      return await readTable(bytes, maxRows);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw new ApiError('FILE_OPEN_FAILED', {
        field: cause instanceof PartTooLargeError ? 'size' : 'file',
        cause,
      });
    }
  });
}

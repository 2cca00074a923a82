import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { ApiError } from '../errors';
import { workbookSlots } from '../files/import-slots';
import { workbookLimits } from '../files/workbook';
import { packageParts, partText, PartTooLargeError, type PackagePart } from '../files/xlsx-package';
import { maxShownColumns, TableCollector, type TableView } from './table-view';

/**
 * Any stored workbook's first sheet as a table, for /file/show/data. It is read as
 * `files/workbook.ts` reads an import — one part at a time from the zip directory, inflated
 * bytes counted against `workbookLimits`, the sheet streamed row by row through exceljs's part
 * parsers, at most `workbookSlots` at once — but without a template: whatever the first row
 * holds names the columns. (`readWorkbook` checks its header against known columns, so it
 * cannot read a report workbook of the user's own making.)
 */

type SharedText =
  string | { readonly richText: readonly { readonly text: string | null }[] } | null;

interface SharedStringRef {
  readonly sharedString: number;
}

/** exceljs 4.4.0's streaming part parsers (`lib/stream/xlsx/workbook-reader.js`), untyped there. */
interface StreamingParts {
  workbookRels?: readonly { readonly Id: string; readonly Target: string }[];
  model?: { readonly sheets?: readonly { readonly rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: SharedText }>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

class UnreadableWorkbook extends Error {}

function streamingParts(): StreamingParts {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as StreamingParts;
  const methods = [
    reader._parseRels,
    reader._parseWorkbook,
    reader._parseStyles,
    reader._parseSharedStrings,
    reader._parseWorksheet,
  ];
  if (methods.some((method) => typeof method !== 'function')) {
    throw new Error('exceljs no longer has the streaming part parsers this reader uses');
  }
  return reader;
}

async function parsePart<T>(
  part: PackagePart,
  limit: number,
  parse: (entry: Readable) => Promise<T>,
): Promise<T> {
  const entry = Readable.from(partText(part, limit));
  try {
    return await parse(entry);
  } finally {
    entry.destroy();
  }
}

const plainText = (text: SharedText): string =>
  text === null
    ? ''
    : typeof text === 'string'
      ? text
      : text.richText.map((run) => run.text ?? '').join('');

/** A cell as the user sees it: numbers as typed, dates as YYYY-MM-DD, rich text joined. */
function cellText(
  value: ExcelJS.CellValue | SharedStringRef,
  sharedStrings: readonly string[],
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('sharedString' in value) return (sharedStrings[value.sharedString] ?? '').trim();
    if ('richText' in value) {
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    }
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, sharedStrings);
  }
  return '';
}

function firstWorksheet(reader: StreamingParts, parts: ReadonlyMap<string, PackagePart>) {
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  for (const { rId } of reader.model?.sheets ?? []) {
    const target = targets.get(rId);
    const path =
      target === undefined ? undefined : `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`.toLowerCase();
    const part = path?.startsWith('xl/worksheets/') ? parts.get(path) : undefined;
    if (part !== undefined) return part;
  }
  throw new UnreadableWorkbook('no worksheet');
}

async function readTable(bytes: Buffer, maxRows: number): Promise<TableView> {
  const parts = packageParts(bytes);
  const required = (name: string): PackagePart => {
    const part = parts.get(name);
    if (part === undefined) throw new UnreadableWorkbook(`no ${name}`);
    return part;
  };
  const reader = streamingParts();
  const small = workbookLimits.otherPartBytes;
  await parsePart(required('xl/_rels/workbook.xml.rels'), small, (entry) =>
    reader._parseRels(entry),
  );
  await parsePart(required('xl/workbook.xml'), small, (entry) => reader._parseWorkbook(entry));
  const styles = parts.get('xl/styles.xml');
  if (styles !== undefined) await parsePart(styles, small, (entry) => reader._parseStyles(entry));
  const sharedStrings: string[] = [];
  const strings = parts.get('xl/sharedstrings.xml');
  if (strings !== undefined) {
    await parsePart(strings, workbookLimits.sheetBytes, async (entry) => {
      for await (const { text } of reader._parseSharedStrings(entry)) {
        if (sharedStrings.length >= workbookLimits.sharedStrings) {
          throw new PartTooLargeError(strings.name, workbookLimits.sharedStrings, 'entries');
        }
        sharedStrings.push(plainText(text));
      }
    });
  }
  const sheet = firstWorksheet(reader, parts);
  const [emitted] = reader._parseWorksheet(partText(sheet, workbookLimits.sheetBytes), '1');
  if (emitted === undefined) throw new UnreadableWorkbook('no worksheet reader');
  const table = new TableCollector(maxRows);
  for await (const row of emitted.value) {
    let last = 0;
    row.eachCell((_cell, column) => {
      last = column;
    });
    if (last > maxShownColumns) throw new ApiError('FILE_OPEN_FAILED', { field: 'columns' });
    table.add(
      Array.from({ length: last }, (_unused, index) =>
        cellText(row.getCell(index + 1).value, sharedStrings),
      ),
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

import {
  maxImportRows,
  validationMessage,
  type ErrorDetail,
  type Language,
} from '@portal/contracts';
import type ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';
import { ApiError } from '../errors';
import { loadOnFirstUse } from '../load-on-first-use';
import { fieldOfPath, ruleOf } from '../errors/validation';
import { workbookSlots } from './import-slots';
import {
  packageParts,
  PackageFormatError,
  partText,
  PartTooLargeError,
  type PackagePart,
} from './xlsx-package';

/**
 * Excel workbooks of the portal: import templates, imports and exports. A sheet has one header
 * row and one column per field; the header is in the caller's language, and an import accepts
 * the header in either language (or the field's key), so a template made in Chinese may be
 * imported by a colleague working in English.
 */
export interface SheetColumn<K extends string = string> {
  readonly key: K;
  readonly header: Readonly<Record<Language, string>>;
  /** Marked with `*` in a template's header. */
  readonly required?: boolean;
  readonly width?: number;
}

export type CellValue = string | number | null;
export type SheetRecord<K extends string> = Readonly<Record<K, CellValue>>;

const requiredMark = ' *';

const headerOf = (column: SheetColumn, language: Language): string =>
  column.header[language] + (column.required ? requiredMark : '');

/**
 * An instant as an export writes it, `2026-11-23 22:29:05`: in UTC, which the column's header
 * says, since a workbook travels to readers in other zones.
 */
/** exceljs, loaded by the first workbook written or read. */
export const excelJs = loadOnFirstUse<typeof ExcelJS>('exceljs');

export const utcStamp = (at: Date): string => at.toISOString().replace('T', ' ').slice(0, 19);

/** The sheet of an export: its columns and their header row (bold, frozen), in `language`. */
function addExportSheet<K extends string>(
  workbook: Pick<ExcelJS.Workbook, 'creator' | 'addWorksheet'>,
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  language: Language,
): ExcelJS.Worksheet {
  workbook.creator = 'EDI supplier portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: headerOf(column, language),
    width: column.width ?? Math.max(12, column.header[language].length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** A workbook of one sheet: the header row (bold, frozen) and the records, as xlsx bytes. */
export async function writeWorkbook<K extends string>(
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  records: readonly SheetRecord<K>[],
  language: Language,
): Promise<Buffer> {
  const workbook = new (excelJs().Workbook)();
  const sheet = addExportSheet(workbook, sheetName, columns, language);
  for (const record of records) sheet.addRow(columns.map((column) => record[column.key]));
  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes);
}

/** A workbook written row by row to a file: what `openWorkbookStream` gives. */
export interface WorkbookStream<K extends string> {
  /** Appends records as rows, each committed at once: nothing is held per row written. */
  add(records: readonly SheetRecord<K>[]): Promise<void>;
  /** Ends the sheet and the package, and resolves once the file is closed and synced. */
  finish(): Promise<void>;
  /** Stops writing and closes the file, which the caller then removes. */
  abort(): Promise<void>;
}

/** The part of exceljs' style table a row's cells ask for their style id. */
interface StyleTable {
  addStyleModel(model: unknown, cellType?: unknown): number;
}

/** What `openWorkbookStream` reads of exceljs' sheet stream (a StreamBuf) to apply back-pressure. */
interface SheetStream {
  readonly buffers?: readonly unknown[];
  /** archiver's PassThrough (readable-stream 2, without the `writableLength` getters). */
  readonly pipes?: readonly {
    readonly _writableState?: { readonly length: number };
    readonly _readableState?: { readonly length: number };
  }[];
}

/**
 * A workbook like `writeWorkbook`'s (same header, frozen first row) written as a stream to
 * `path`, which must not exist: exceljs' streaming writer commits each row to the zip as it is
 * added, with inline strings (a shared-strings table would grow with every distinct text), so
 * memory stays flat however many rows follow. Between batches it waits while more than
 * `pendingBytes` of sheet XML is waiting for the compressor, so a fast producer cannot pile rows
 * up in memory.
 */
export async function openWorkbookStream<K extends string>(
  path: string,
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  language: Language,
  pendingBytes = 1024 * 1024,
): Promise<WorkbookStream<K>> {
  const file = createWriteStream(path, { flags: 'wx' });
  await once(file, 'open');
  const closed = new Promise<void>((resolve, reject) => {
    file.once('close', resolve);
    file.once('error', reject);
  });
  // Failures surface through `closed` and `commit()`; an unhandled rejection would end the process.
  closed.catch(() => undefined);
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({
    stream: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = addExportSheet(workbook, sheetName, columns, language);
  sheet.getRow(1).commit();
  // Data rows carry no style: they are written with a style table that answers "default" (0)
  // at once, which makes writing them 2.5 times as fast; the real table, which holds the
  // header's bold font, is put back before the package is finished.
  const styled = workbook as unknown as { styles: StyleTable };
  const styles = styled.styles;
  if (typeof styles.addStyleModel !== 'function') {
    throw new Error('exceljs no longer has the style table this writer swaps');
  }
  styled.styles = { addStyleModel: () => 0 };
  const sheetStream = (sheet as unknown as { stream: SheetStream }).stream;
  // exceljs' sheet stream keeps 64 KiB chunks until the zip takes it, then writes them to the
  // zip's PassThrough without waiting for it: what waits there is what a fast producer piles up.
  const pending = () =>
    (sheetStream.buffers?.length ?? 0) * 64 * 1024 +
    (sheetStream.pipes ?? []).reduce(
      (sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0),
      0,
    );
  let aborted = false;
  return {
    async add(records) {
      for (const record of records) {
        if (aborted) return;
        sheet.addRow(columns.map((column) => record[column.key])).commit();
      }
      // Deflate runs on libuv's pool: waiting a few ms lets it catch up without spinning.
      while (!aborted && pending() > pendingBytes) await delay(2);
    },
    async finish() {
      sheet.commit();
      styled.styles = styles;
      await workbook.commit();
      await closed;
      const handle = await open(path, 'r+');
      try {
        // Synced before the caller renames it into place, so a crash cannot leave an empty
        // file under the finished name.
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async abort() {
      aborted = true;
      file.destroy();
      await closed.catch(() => undefined);
    },
  };
}

/** One data row of an imported sheet: its row number in the sheet and its cells as text. */
export interface ImportedRow<K extends string> {
  readonly row: number;
  readonly values: Readonly<Record<K, string>>;
}

const normalise = (text: string): string =>
  text
    .replace(/\s*\*\s*$/, '')
    .trim()
    .toLowerCase();

/** A shared-string cell as the streaming reader leaves it: the index into the strings part. */
interface SharedStringRef {
  readonly sharedString: number;
}

/** A cell as the user sees it: numbers as typed, dates as YYYY-MM-DD, rich text joined. */
function cellText(
  value: ExcelJS.CellValue | SharedStringRef,
  sharedStrings: readonly string[] = [],
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
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, sharedStrings);
    if ('error' in value) return '';
  }
  return '';
}

/**
 * Limits of a workbook read from an upload (the upload itself is at most `maxImportBytes`).
 * Inflated sizes are what bound memory and time, not the file size: deflate packs repeated XML
 * about 1,000 to 1, so 10 MB may hold gigabytes.
 *
 * - Sheet and shared strings: 32 MiB of XML each. A full template (10,000 rows, 13 columns at
 *   their maximum lengths, Chinese text) made by Excel or exceljs is 5 MB of sheet and 9 MB of
 *   shared strings; a writer that puts the text in the sheet (inline strings) makes 15–20 MB.
 *   The sheet is read row by row and never held; the shared strings are held as plain text.
 * - 1,000,000 shared strings (a full template has at most 130,000 distinct texts): 32 MiB of
 *   empty `<si/>` would otherwise be 6.7 million array slots, the costliest case measured.
 * - Workbook, its relationships, styles: 8 MiB each (real ones are kilobytes; styles of
 *   heavily formatted workbooks reach a few MB), held while the sheet is read.
 * - 256 columns holding a value (Excel 97's last column IV; the templates have at most 13).
 * - `maxImportRows` non-blank data rows.
 */
export const workbookLimits = {
  sheetBytes: 32 * 1024 * 1024,
  sharedStrings: 1_000_000,
  otherPartBytes: 8 * 1024 * 1024,
  columns: 256,
  rows: maxImportRows,
} as const;

type SharedText =
  string | { readonly richText: readonly { readonly text: string | null }[] } | null;

/** A shared string's text, rich text runs joined. */
function plainText(text: SharedText): string {
  if (text === null) return '';
  if (typeof text === 'string') return text;
  return text.richText.map((run) => run.text ?? '').join('');
}

/**
 * The part parsers of exceljs 4.4.0's streaming reader (`lib/stream/xlsx/workbook-reader.js`),
 * which its typings leave out. They are called one part at a time with bounded streams from
 * `xlsx-package.ts`, instead of `parse()`, which reads the zip with unzipper by local headers,
 * inflates without a limit and spills a sheet that comes before the shared strings to a temp file.
 */
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
  ): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

function streamingParts(): StreamingParts {
  const reader = new (excelJs().stream.xlsx.WorkbookReader)(Readable.from([]), {
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
  // A changed exceljs fails here, loudly, rather than reading workbooks wrongly.
  if (methods.some((method) => typeof method !== 'function')) {
    throw new Error('exceljs no longer has the streaming part parsers this reader uses');
  }
  return reader;
}

/**
 * Parses a part with an exceljs parser that takes a stream. The stream is destroyed afterwards
 * even when parsing stopped early (a limit), which closes the part's inflater at once.
 */
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

const sheetPath = (target: string): string =>
  // As exceljs resolves it: relative to xl/, or absolute from the package root.
  `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`.toLowerCase();

/** The leftmost tab that is a worksheet (chart sheets are skipped, as exceljs does). */
function firstWorksheet(
  reader: StreamingParts,
  parts: ReadonlyMap<string, PackagePart>,
): PackagePart {
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  for (const { rId } of reader.model?.sheets ?? []) {
    const target = targets.get(rId);
    const path = target === undefined ? undefined : sheetPath(target);
    const part = path?.startsWith('xl/worksheets/') ? parts.get(path) : undefined;
    if (part !== undefined) return part;
  }
  return fail('no worksheet');
}

/**
 * The rows of the first sheet (the leftmost tab), and the text of a cell value of theirs, read
 * within `workbookLimits`. A damaged package throws `PackageFormatError`, a part past a limit
 * `PartTooLargeError`; callers run it inside `workbookSlots` and map both to their own errors.
 */
export async function firstSheet(bytes: Buffer) {
  const parts = packageParts(bytes);
  const part = (name: string) => parts.get(name);
  const required = (name: string) => part(name) ?? fail(`no ${name}`);
  const reader = streamingParts();
  const small = workbookLimits.otherPartBytes;
  await parsePart(required('xl/_rels/workbook.xml.rels'), small, (entry) =>
    reader._parseRels(entry),
  );
  await parsePart(required('xl/workbook.xml'), small, (entry) => reader._parseWorkbook(entry));
  const styles = part('xl/styles.xml');
  // Styles tell a date from a number (a date is a number with a date format).
  if (styles !== undefined) {
    await parsePart(styles, small, (entry) => reader._parseStyles(entry));
  }
  const sharedStrings: string[] = [];
  const strings = part('xl/sharedstrings.xml');
  if (strings !== undefined) {
    await parsePart(strings, workbookLimits.sheetBytes, async (entry) => {
      for await (const { text } of reader._parseSharedStrings(entry)) {
        if (sharedStrings.length >= workbookLimits.sharedStrings) {
          throw new PartTooLargeError(strings.name, workbookLimits.sharedStrings, 'entries');
        }
        // Kept as plain text: an import needs nothing else, and rich text objects cost more.
        sharedStrings.push(plainText(text));
      }
    });
  }
  const sheet = firstWorksheet(reader, parts);
  const [emitted] = reader._parseWorksheet(partText(sheet, workbookLimits.sheetBytes), '1');
  if (emitted === undefined) fail('no worksheet reader');
  return {
    rows: emitted.value,
    text: (value: ExcelJS.CellValue) => cellText(value, sharedStrings),
  };
}

function fail(message: string): never {
  throw new PackageFormatError(message);
}

/** The last column of a row that holds a value (0 for none). */
export function lastFilledColumn(row: ExcelJS.Row): number {
  let last = 0;
  row.eachCell((_cell, column) => {
    last = column;
  });
  return last;
}

/**
 * The data rows of the first sheet, checked against the columns: a file that is not an xlsx
 * workbook, or whose header does not name the columns in order, is refused as a whole
 * (`invalidFile`); blank rows are skipped; no data row at all is "import data cannot be empty".
 *
 * This is the one way the server reads an uploaded workbook (never `workbook.xlsx.load`, which
 * inflates everything first): the sheet is read as a stream and the read stops as soon as a limit
 * of `workbookLimits` is passed ("workbook too large", 2021, naming `rows`, `columns` or `size`),
 * and at most `workbookSlots` workbooks are read at once in the process.
 */
export async function readWorkbook<K extends string>(
  bytes: Buffer,
  columns: readonly SheetColumn<K>[],
  invalidFile: 'IMPORT_FILE_INVALID' | 'INVENTORY_IMPORT_FAILED' = 'IMPORT_FILE_INVALID',
): Promise<ImportedRow<K>[]> {
  return workbookSlots.run(async () => {
    try {
      return await readRows(bytes, columns, invalidFile);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (cause instanceof PartTooLargeError) {
        throw new ApiError('IMPORT_TOO_LARGE', { field: 'size', cause });
      }
      // Damaged zip or XML, or anything exceljs cannot make sense of.
      throw new ApiError(invalidFile, { cause });
    }
  });
}

async function readRows<K extends string>(
  bytes: Buffer,
  columns: readonly SheetColumn<K>[],
  invalidFile: 'IMPORT_FILE_INVALID' | 'INVENTORY_IMPORT_FAILED',
): Promise<ImportedRow<K>[]> {
  const sheet = await firstSheet(bytes);
  const textsOf = (row: ExcelJS.Row | undefined) =>
    columns.map((_column, index) =>
      row === undefined ? '' : sheet.text(row.getCell(index + 1).value),
    );
  const checkHeader = (texts: readonly string[]) => {
    columns.forEach((column, index) => {
      const names = [column.key, column.header['zh-cn'], column.header['en-us']].map(normalise);
      if (!names.includes(normalise(texts[index] ?? ''))) {
        throw new ApiError(invalidFile, { field: column.header['en-us'] });
      }
    });
  };
  const rows: ImportedRow<K>[] = [];
  let headerRead = false;
  for await (const row of sheet.rows) {
    const { number } = row;
    // As before (exceljs' full loader refused them too): every row and cell names its place.
    if (!Number.isInteger(number) || number < 1) fail('a row without its number');
    if (lastFilledColumn(row) > workbookLimits.columns) {
      throw new ApiError('IMPORT_TOO_LARGE', { field: 'columns' });
    }
    if (!headerRead) {
      // The header is row 1; a sheet whose first row comes later has none.
      checkHeader(number === 1 ? textsOf(row) : textsOf(undefined));
      headerRead = true;
      continue;
    }
    const texts = textsOf(row);
    if (texts.every((text) => text === '')) continue;
    const values = Object.fromEntries(
      columns.map((column, index) => [column.key, texts[index] ?? '']),
    ) as Record<K, string>;
    rows.push({ row: number, values });
    if (rows.length > workbookLimits.rows) {
      throw new ApiError('IMPORT_TOO_LARGE', { field: 'rows' });
    }
  }
  if (!headerRead) checkHeader(textsOf(undefined));
  if (rows.length === 0) throw new ApiError('IMPORT_EMPTY');
  return rows;
}

/** A rejected row of an import: its sheet row, the column (in the caller's language), why. */
export type RowProblem = NonNullable<NonNullable<ErrorDetail>['rows']>[number];

/** The problems of a row's zod failure, with columns named as the template names them. */
export function rowProblems<K extends string>(
  row: number,
  error: z.ZodError,
  columns: readonly SheetColumn<K>[],
  language: Language,
): RowProblem[] {
  return error.issues.map((issue) => {
    const key = fieldOfPath(issue.path, '');
    const column = columns.find((candidate) => candidate.key === key);
    const rule = ruleOf(issue.message, issue.code, 'origin' in issue ? issue.origin : undefined);
    const maximum = 'maximum' in issue ? (issue.maximum as number | bigint) : undefined;
    return {
      row,
      field: column?.header[language] ?? key,
      message: validationMessage(rule, language, { maximum }),
    };
  });
}

/** Refuses the whole import when a row was rejected, listing every rejected row (2014). */
export function rejectRows(problems: readonly RowProblem[]): void {
  if (problems.length === 0) return;
  const [first] = problems;
  throw new ApiError('IMPORT_ROWS_INVALID', {
    field: first === undefined ? undefined : `${first.row}`,
    detail: { field: 'rows', rows: problems.slice(0, 500) },
  });
}

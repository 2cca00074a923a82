import {
  maxImportRows,
  validationMessage,
  type ErrorDetail,
  type Language,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { ApiError } from '../errors';
import { fieldOfPath, ruleOf } from '../errors/validation';

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

/** A workbook of one sheet: the header row (bold, frozen) and the records, as xlsx bytes. */
export async function writeWorkbook<K extends string>(
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  records: readonly SheetRecord<K>[],
  language: Language,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'EDI supplier portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: headerOf(column, language),
    width: column.width ?? Math.max(12, column.header[language].length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(columns.map((column) => record[column.key]));
  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes);
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

/** A cell as the user sees it: numbers as typed, dates as YYYY-MM-DD, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return '';
}

/**
 * The data rows of the first sheet, checked against the columns: a file that is not an xlsx
 * workbook, or whose header does not name the columns in order, is refused as a whole
 * (`invalidFile`); blank rows are skipped; no data row at all is "import data cannot be empty".
 */
export async function readWorkbook<K extends string>(
  bytes: Buffer,
  columns: readonly SheetColumn<K>[],
  invalidFile: 'IMPORT_FILE_INVALID' | 'INVENTORY_IMPORT_FAILED' = 'IMPORT_FILE_INVALID',
): Promise<ImportedRow<K>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (cause) {
    throw new ApiError(invalidFile, { cause });
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new ApiError(invalidFile);
  const header = sheet.getRow(1);
  columns.forEach((column, index) => {
    const text = normalise(cellText(header.getCell(index + 1).value));
    const names = [column.key, column.header['zh-cn'], column.header['en-us']].map(normalise);
    if (!names.includes(text)) throw new ApiError(invalidFile, { field: column.header['en-us'] });
  });
  const rows: ImportedRow<K>[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const values = Object.fromEntries(
      columns.map((column, index) => [column.key, cellText(row.getCell(index + 1).value)]),
    ) as Record<K, string>;
    if (Object.values<string>(values).every((text) => text === '')) continue;
    rows.push({ row: number, values });
    if (rows.length > maxImportRows) {
      throw new ApiError(invalidFile, { field: 'rows' });
    }
  }
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

import { ApiError } from '../errors';
import { byteOrderMark, type TextEncoding } from './stored-uploads';
import { maxShownColumns, TableCollector, type TableView } from './table-view';

/**
 * Limits of a CSV read for showing: the file itself is at most 10 MiB (an upload's limit). A
 * cell holds at most Excel's 32,767 characters and a row `maxShownColumns` cells; past either
 * the file is not opened (5008) rather than held in memory piece by piece.
 */
export const csvLimits = {
  cellCharacters: 32_767,
  columns: maxShownColumns,
  /** Bytes decoded at a time. */
  chunkBytes: 64 * 1024,
} as const;

const comma = 0x2c;
const carriageReturn = 0x0d;
const lineFeed = 0x0a;

const unreadable = (field: string): ApiError => new ApiError('FILE_OPEN_FAILED', { field });

/**
 * RFC 4180 records from text fed in pieces: fields separated by commas, records by CRLF (a lone
 * LF or CR is taken too), a field in double quotes may hold commas, line breaks and `""` for a
 * quote. A quote inside an unquoted field is kept as typed (as Excel writes `5" pipe`); text after
 * a closing quote, or a quote never closed, is a broken file. Only the current field and record
 * are held.
 */
export class CsvRecords {
  private state: 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' = 'fieldStart';
  private pieces: string[] = [];
  private fieldLength = 0;
  private record: string[] = [];
  /** A CR ended the last record: a LF right after it belongs to it. */
  private skipLineFeed = false;

  constructor(private readonly onRecord: (cells: string[]) => void) {}

  write(text: string): void {
    const length = text.length;
    let index = 0;
    while (index < length) {
      if (this.skipLineFeed) {
        this.skipLineFeed = false;
        if (text.charCodeAt(index) === lineFeed) {
          index += 1;
          continue;
        }
      }
      switch (this.state) {
        case 'fieldStart':
          if (text[index] === '"') {
            this.state = 'quoted';
            index += 1;
          } else {
            this.state = 'unquoted';
          }
          break;
        case 'unquoted': {
          let end = index;
          for (; end < length; end += 1) {
            const code = text.charCodeAt(end);
            if (code === comma || code === carriageReturn || code === lineFeed) break;
          }
          this.append(text.slice(index, end));
          if (end < length) this.separator(text.charCodeAt(end));
          index = end + 1;
          break;
        }
        case 'quoted': {
          const quote = text.indexOf('"', index);
          if (quote < 0) {
            this.append(text.slice(index));
            index = length;
          } else {
            this.append(text.slice(index, quote));
            this.state = 'quoteInQuoted';
            index = quote + 1;
          }
          break;
        }
        case 'quoteInQuoted': {
          const code = text.charCodeAt(index);
          if (code === 0x22) {
            this.append('"');
            this.state = 'quoted';
          } else if (code === comma || code === carriageReturn || code === lineFeed) {
            this.separator(code);
          } else {
            throw unreadable('quotes');
          }
          index += 1;
          break;
        }
      }
    }
  }

  /** The end of the text: the last record, when it was not ended by a line break. */
  end(): void {
    if (this.state === 'quoted') throw unreadable('quotes');
    if (this.state !== 'fieldStart' || this.record.length > 0) {
      this.endField();
      this.endRecord();
    }
  }

  private append(piece: string): void {
    if (piece === '') return;
    this.fieldLength += piece.length;
    if (this.fieldLength > csvLimits.cellCharacters) throw unreadable('size');
    this.pieces.push(piece);
  }

  private separator(code: number): void {
    this.endField();
    if (code !== comma) {
      this.endRecord();
      this.skipLineFeed = code === carriageReturn;
    }
    this.state = 'fieldStart';
  }

  private endField(): void {
    if (this.record.length >= csvLimits.columns) throw unreadable('columns');
    this.record.push(this.pieces.join(''));
    this.pieces = [];
    this.fieldLength = 0;
  }

  private endRecord(): void {
    const record = this.record;
    this.record = [];
    this.state = 'fieldStart';
    this.onRecord(record);
  }
}

/** Decodes and reads the whole file in chunks with one encoding; throws on a byte it refuses. */
function readWith(bytes: Buffer, encoding: TextEncoding, skip: number, maxRows: number) {
  const table = new TableCollector(maxRows);
  const records = new CsvRecords((cells) => table.add(cells));
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  for (let start = skip; start < bytes.length; start += csvLimits.chunkBytes) {
    const chunk = bytes.subarray(start, Math.min(bytes.length, start + csvLimits.chunkBytes));
    records.write(decoder.decode(chunk, { stream: true }));
  }
  records.write(decoder.decode());
  records.end();
  return table.view();
}

/** Node's TextDecoder refuses a byte sequence of its encoding with this code. */
const isDecodingError = (error: unknown): boolean =>
  error instanceof TypeError &&
  (error as TypeError & { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA';

/**
 * A stored CSV file as a table (the first record names the columns). Its encoding is its byte
 * order mark's, or UTF-8, or else GB18030 (what Chinese Excel writes as "CSV"): the same ones a
 * report upload accepts. Whatever the bytes, it answers a table or "failed to open the file"
 * (5008, naming `encoding`, `quotes`, `size` or `columns`).
 */
export function readCsvTable(bytes: Buffer, maxRows: number): TableView {
  const mark = byteOrderMark(bytes);
  const encodings: TextEncoding[] = mark === null ? ['utf-8', 'gb18030'] : [mark.encoding];
  for (const encoding of encodings) {
    try {
      return readWith(bytes, encoding, mark?.length ?? 0, maxRows);
    } catch (error) {
      if (!isDecodingError(error)) throw error;
    }
  }
  throw unreadable('encoding');
}

import { fuzzSeed } from '@portal/edi/fuzz';
import fc from 'fast-check';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { CsvRecords, csvLimits, readCsvTable } from './csv-table';
import { cleanFileName, maxFileNameLength, reportTypeOf } from './stored-uploads';
import { columnLetter } from './table-view';

const records = (text: string, splits: readonly number[] = []): string[][] => {
  const found: string[][] = [];
  const reader = new CsvRecords((cells) => found.push(cells));
  let start = 0;
  for (const at of [...splits].sort((a, b) => a - b)) {
    reader.write(text.slice(start, at));
    start = at;
  }
  reader.write(text.slice(start));
  reader.end();
  return found;
};

const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return `${error.errorName}:${error.field ?? ''}`;
  }
};

/** A record as RFC 4180 writes it: fields with a comma, quote or line break are quoted. */
const written = (record: readonly string[]): string =>
  record
    .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
    .join(',');

describe('CSV records (RFC 4180)', () => {
  it('reads fields, quoted commas, line breaks and doubled quotes, with any line ending', () => {
    expect(records('a,b\r\n1,"x, y"\n"say ""hi""","two\r\nlines"\r3,')).toEqual([
      ['a', 'b'],
      ['1', 'x, y'],
      ['say "hi"', 'two\r\nlines'],
      ['3', ''],
    ]);
    expect(records('a,b\r\n')).toEqual([['a', 'b']]);
    expect(records('')).toEqual([]);
    expect(records('\n\n')).toEqual([[''], ['']]);
    // A quote inside an unquoted field is kept as typed.
    expect(records('5" pipe,x')).toEqual([['5" pipe', 'x']]);
  });

  it('refuses text after a closing quote, a quote never closed, and oversized rows', () => {
    expect(refusal(() => records('"a"b,c'))).toBe('FILE_OPEN_FAILED:quotes');
    expect(refusal(() => records('a,"open'))).toBe('FILE_OPEN_FAILED:quotes');
    expect(refusal(() => records(','.repeat(csvLimits.columns)))).toBe('FILE_OPEN_FAILED:columns');
    expect(refusal(() => records(','.repeat(csvLimits.columns - 1)))).toBeUndefined();
    expect(refusal(() => records(`"${'x'.repeat(csvLimits.cellCharacters + 1)}"`))).toBe(
      'FILE_OPEN_FAILED:size',
    );
  });

  it('reads back what RFC 4180 writes, however the text is cut into pieces', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '报', ',', '"', '\r', '\n', ' ') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (table, cuts) => {
          const text = table.map(written).join('\r\n');
          const splits = cuts.map((cut) => (text.length === 0 ? 0 : cut % text.length));
          // A record of one empty cell is an empty line: last, it is only the end of the text.
          const last = table.at(-1);
          const expected = last?.length === 1 && last[0] === '' ? table.slice(0, -1) : table;
          expect(records(text, splits)).toEqual(expected);
        },
      ),
      { seed: fuzzSeed(), numRuns: 300 },
    );
  });
});

describe('CSV tables', () => {
  it('takes the first row as columns, skips blank rows, keeps the first rows and counts all', () => {
    const text = '\uFEFFno,,note\r\n1,a\r\n\r\n2,b,c,d\r\n3,c\r\n';
    expect(readCsvTable(Buffer.from(text), 2)).toEqual({
      columns: ['no', 'B', 'note', 'D'],
      rows: [
        ['1', 'a', '', ''],
        ['2', 'b', 'c', 'd'],
      ],
      total: 3,
    });
  });

  it('reads UTF-16 with its mark, GB18030 without one, and characters cut by a chunk', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('名称,数量\n螺栓,3\n', 'utf16le'),
    ]);
    expect(readCsvTable(utf16, 10)).toEqual({
      columns: ['名称', '数量'],
      rows: [['螺栓', '3']],
      total: 1,
    });
    const gb = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a, 0x31, 0x0a]);
    expect(readCsvTable(gb, 10)).toEqual({ columns: ['你好'], rows: [['1']], total: 1 });
    // A three-byte character across the 64 KiB chunk boundary: 2 + 655 × 100 + 33 bytes before it.
    const rows = `${'x'.repeat(99)}\n`.repeat(655);
    const cut = Buffer.from(`h\n${rows}${'x'.repeat(33)}报\n`);
    expect(cut.indexOf('报')).toBe(csvLimits.chunkBytes - 1);
    const table = readCsvTable(cut, 1000);
    expect(table.total).toBe(656);
    expect(table.rows.at(-1)).toEqual([`${'x'.repeat(33)}报`]);
    expect(refusal(() => readCsvTable(Buffer.from([0xff, 0xfe, 0x41]), 1))).toBe(
      'FILE_OPEN_FAILED:encoding',
    );
  });

  it('answers random bytes with a table or the catalogue’s "failed to open the file"', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
          fc
            .string({
              unit: fc.constantFrom('a', '"', ',', '\n', '\r', '\u00e9', '\ufeff', '\u0000'),
            })
            .map((text) => Buffer.from(text)),
        ),
        (bytes) => {
          const outcome = refusal(() => {
            const table = readCsvTable(bytes, 5);
            expect(table.rows.length).toBeLessThanOrEqual(5);
            expect(table.total).toBeGreaterThanOrEqual(table.rows.length);
            for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
          });
          if (outcome !== undefined) expect(outcome.startsWith('FILE_OPEN_FAILED:')).toBe(true);
          seen.add(outcome ?? 'table');
        },
      ),
      { seed: fuzzSeed(), numRuns: 1000 },
    );
    expect(seen).toContain('table');
    expect(seen).toContain('FILE_OPEN_FAILED:quotes');
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 255].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'IV']);
  });
});

describe('uploaded file names', () => {
  it('keeps the last path segment without control, bidi or reserved characters', () => {
    expect(cleanFileName('../../etc/passwd', 'report.pdf')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\王\\发货单.pdf', 'report.pdf')).toBe('发货单.pdf');
    expect(cleanFileName('..', 'report.pdf')).toBe('report.pdf');
    expect(cleanFileName(' .hidden. ', 'report.pdf')).toBe('hidden');
    expect(cleanFileName('invoice\u202Efdp.exe', 'report.pdf')).toBe('invoicefdp.exe');
    expect(cleanFileName('a:b|c?.txt\u0000', 'report.pdf')).toBe('a_b_c_.txt');
    const long = cleanFileName(`${'长'.repeat(400)}.xlsx`, 'x');
    expect(Array.from(long)).toHaveLength(maxFileNameLength);
    expect(long.endsWith('长.xlsx')).toBe(true);
  });

  it('always yields one safe, non-empty path segment of at most 255 characters', () => {
    const tricky = fc.string({
      unit: fc.constantFrom(
        '.',
        '/',
        '\\',
        ' ',
        '\u0000',
        '\u001f',
        '\u202e',
        '\u200b',
        'a',
        '报',
        '\ud800',
        ':',
        '\u0085',
        '\n',
      ),
      maxLength: 40,
    });
    // Any code points, lone surrogates included (fast-check's own 'binary' strings are slow).
    const anyText = fc
      .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 300 })
      .map((points) => points.map((point) => String.fromCodePoint(point)).join(''));
    fc.assert(
      fc.property(fc.oneof(anyText, tricky), (name) => {
        const cleaned = cleanFileName(name, 'file.bin');
        expect(cleaned.length).toBeGreaterThan(0);
        expect(Array.from(cleaned).length).toBeLessThanOrEqual(maxFileNameLength);
        expect(cleaned).not.toMatch(/[/\\<>:"|?*]/);
        expect(cleaned).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u);
        expect(cleaned.startsWith('.')).toBe(false);
        expect(basename(cleaned)).toBe(cleaned);
        expect(cleaned).toBe(cleaned.trim());
      }),
      { seed: fuzzSeed(), numRuns: 500 },
    );
  });
});

describe('report types', () => {
  it('goes by the content, not the name', () => {
    expect(reportTypeOf(Buffer.from('%PDF-1.7'), 'scan.txt').mediaType).toBe('application/pdf');
    expect(reportTypeOf(Buffer.from('a,b\n'), 'list.csv').mediaType).toBe('text/csv');
    expect(reportTypeOf(Buffer.from('a,b\n'), 'list.pdf').mediaType).toBe('text/plain');
    expect(refusal(() => reportTypeOf(Buffer.from('\u0000\u0001binary'), 'list.csv'))).toBe(
      'FILE_UPLOAD_FAILED:file',
    );
  });
});

import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-made xlsx containers for tests of the workbook reader's limits: parts whose declared and
 * real sizes are whatever the test says, including a "zip bomb" whose sheet is small on disk and
 * inflates to gigabytes.
 */
export interface ZipPart {
  readonly name: string;
  /** 0 stored, 8 deflated; every other number makes a part no reader should accept. */
  readonly method: number;
  readonly data: Buffer;
  readonly crc: number;
  readonly size: number;
  /** The uncompressed size the headers claim, when it should not be the real one. */
  readonly declaredSize?: number;
}

/** A part deflated the way zip tools deflate one. */
export function deflatedPart(name: string, text: string | Buffer): ZipPart {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return { name, method: 8, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/** A part stored without compression. */
export function storedPart(name: string, text: string | Buffer): ZipPart {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return { name, method: 0, data: bytes, crc: crc32(bytes), size: bytes.length };
}

/**
 * A deflated part of `head`, then `block` repeated `times`, then `tail`, without ever holding the
 * whole text: each piece is compressed on its own and sync-flushed (deflate back-references never
 * leave a piece, so a compressed piece may be repeated), and an empty final block closes the
 * stream. A 1 MiB block of repeated XML compresses to about 1 KiB.
 */
export function repeatedPart(
  name: string,
  head: string,
  block: string,
  times: number,
  tail: string,
): ZipPart {
  const piece = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    return { bytes, deflated: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }) };
  };
  const [first, middle, last] = [piece(head), piece(block), piece(tail)];
  let crc = crc32(first.bytes);
  for (let index = 0; index < times; index += 1) crc = crc32(middle.bytes, crc);
  crc = crc32(last.bytes, crc);
  const finalBlock = Buffer.from([0x03, 0x00]);
  const data = Buffer.concat([
    first.deflated,
    ...Array.from({ length: times }, () => middle.deflated),
    last.deflated,
    finalBlock,
  ]);
  const size = first.bytes.length + middle.bytes.length * times + last.bytes.length;
  return { name, method: 8, data, crc: crc >>> 0, size };
}

/**
 * A local header (30 bytes) or central directory entry (46 bytes) of a part: the same fields,
 * the central entry shifted by its two version fields and followed by the local header's offset.
 */
function partHeader(part: ZipPart, name: Buffer, size: number, offset?: number): Buffer {
  const central = offset !== undefined;
  const shift = central ? 2 : 0;
  const header = Buffer.alloc(central ? 46 : 30);
  header.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  if (central) header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 6 + shift);
  header.writeUInt16LE(part.method, 8 + shift);
  header.writeUInt32LE(part.crc >>> 0, 14 + shift);
  header.writeUInt32LE(part.data.length, 18 + shift);
  header.writeUInt32LE(size, 22 + shift);
  header.writeUInt16LE(name.length, 26 + shift);
  if (central) header.writeUInt32LE(offset, 42);
  return header;
}

/** The zip container of the parts: local headers, data, central directory, end record. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    // Sizes of 4 GiB or more would need zip64; the reader refuses those anyway.
    const size = Math.min(part.declaredSize ?? part.size, 0xffffffff);
    const local = partHeader(part, name, size);
    locals.push(local, name, part.data);
    centrals.push(partHeader(part, name, size, offset), name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const sheetNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipNamespace = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts around a sheet: content types, package and workbook relationships, workbook. */
export function workbookParts(options: { sharedStrings?: boolean } = {}): ZipPart[] {
  const sharedStrings = options.sharedStrings === true;
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return [
    deflatedPart(
      '[Content_Types].xml',
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (sharedStrings
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : '') +
        '</Types>',
    ),
    deflatedPart(
      '_rels/.rels',
      `${xml}<Relationships xmlns="${packageRelationships}">` +
        `<Relationship Id="rId1" Type="${relationshipNamespace}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ),
    deflatedPart(
      'xl/workbook.xml',
      `${xml}<workbook xmlns="${sheetNamespace}" xmlns:r="${relationshipNamespace}">` +
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="${packageRelationships}">` +
        `<Relationship Id="rId1" Type="${relationshipNamespace}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (sharedStrings
          ? `<Relationship Id="rId2" Type="${relationshipNamespace}/sharedStrings" Target="sharedStrings.xml"/>`
          : '') +
        '</Relationships>',
    ),
  ];
}

/** The opening of a sheet part up to and including `<sheetData>`. */
export const sheetHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${sheetNamespace}"><sheetData>`;
export const sheetTail = '</sheetData></worksheet>';

/** A row of inline strings, the way some writers (not Excel) store text. */
export function inlineRow(row: number, cells: readonly string[]): string {
  const columns = cells.map((text, index) => {
    const ref = `${columnName(index + 1)}${row}`;
    const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    return `<c r="${ref}" t="inlineStr"><is><t>${escaped}</t></is></c>`;
  });
  return `<row r="${row}">${columns.join('')}</row>`;
}

/** A, B, … Z, AA, … as Excel names columns. */
export function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * An xlsx whose only sheet starts with `header`, then holds `block` repeated until the sheet XML
 * is about `inflatedBytes` long: a few MB on disk, gigabytes once inflated. Its headers claim
 * the sheet is 1 KiB, as a bomb would, unless `honest`.
 */
export function sheetBomb(
  header: readonly string[],
  inflatedBytes: number,
  { block = '<row r="2"></row>', honest = false }: { block?: string; honest?: boolean } = {},
): Buffer {
  const mebibyte = block.repeat(Math.max(1, Math.floor((1 << 20) / block.length)));
  const times = Math.max(1, Math.round(inflatedBytes / mebibyte.length));
  const sheet = repeatedPart(
    'xl/worksheets/sheet1.xml',
    sheetHead + inlineRow(1, header),
    mebibyte,
    times,
    sheetTail,
  );
  return zipOf([...workbookParts(), honest ? sheet : { ...sheet, declaredSize: 1024 }]);
}

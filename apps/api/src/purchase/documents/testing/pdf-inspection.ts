/**
 * Reads the PDFs pdfkit writes with `compress: false`: objects, pages, the text on a page (through
 * each font's ToUnicode map) and the filled rectangles a page draws, which `rasterise` paints into
 * a grey-scale image a barcode reader can scan. Only what pdfkit emits is understood.
 */

export interface PdfObject {
  id: number;
  dictionary: string;
  stream: Buffer | null;
}

export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\n/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text)) !== null) {
    const bodyStart = match.index + match[0].length;
    const end = text.indexOf('\nendobj', bodyStart);
    const streamAt = text.indexOf('\nstream\n', bodyStart);
    if (streamAt !== -1 && streamAt < end) {
      const dictionary = text.slice(bodyStart, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
      const dataStart = streamAt + '\nstream\n'.length;
      objects.set(Number(match[1]), {
        id: Number(match[1]),
        dictionary,
        stream: pdf.subarray(dataStart, dataStart + length),
      });
      // Skip the stream: binary font data must not be read as objects.
      start.lastIndex = text.indexOf('\nendobj', dataStart + length);
    } else {
      objects.set(Number(match[1]), {
        id: Number(match[1]),
        dictionary: text.slice(bodyStart, end),
        stream: null,
      });
      start.lastIndex = end;
    }
  }
  return objects;
}

const reference = (dictionary: string, key: string): number | undefined => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
  return found === undefined ? undefined : Number(found);
};

export interface PdfPage {
  width: number;
  height: number;
  content: string;
  /** Resource font name (F1) → font object id. */
  fonts: Map<string, number>;
}

/** The pages in order (pdfkit lists the kids of its one Pages node in page order). */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const objects = pdfObjects(pdf);
  const root = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary));
  const kids = /\/Kids \[([^\]]*)\]/.exec(root?.dictionary ?? '')?.[1] ?? '';
  const ids = [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
  return ids.map((id) => {
    const page = objects.get(id);
    if (page === undefined) throw new Error(`page object ${id} missing`);
    const box = /\/MediaBox \[([^\]]*)\]/.exec(page.dictionary)?.[1]?.trim().split(/\s+/) ?? [];
    const contentId = reference(page.dictionary, 'Contents');
    const resourcesId = reference(page.dictionary, 'Resources');
    const resources = resourcesId === undefined ? '' : (objects.get(resourcesId)?.dictionary ?? '');
    const fontDictionary = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map(
      [...fontDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)].map(
        (entry) => [entry[1] ?? '', Number(entry[2])] as const,
      ),
    );
    return {
      width: Number(box[2]),
      height: Number(box[3]),
      content:
        (contentId === undefined ? null : objects.get(contentId)?.stream)?.toString('latin1') ?? '',
      fonts,
    };
  });
}

/** Glyph code → text, from a font's ToUnicode CMap (pdfkit writes bfrange arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1] ?? '0', 16);
    const entries = [...(range[2] ?? '').matchAll(/<([0-9a-f ]*)>/gi)];
    entries.forEach((entry, index) => {
      const units = (entry[1] ?? '')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((unit) => parseInt(unit, 16));
      map.set(first + index, String.fromCharCode(...units));
    });
  }
  return map;
}

/** The text a page shows, one line per text-showing operation. */
export function pageText(pdf: Buffer, pageIndex: number): string {
  const objects = pdfObjects(pdf);
  const page = pdfPages(pdf)[pageIndex];
  if (page === undefined) throw new Error(`no page ${pageIndex}`);
  const maps = new Map<string, Map<number, string>>();
  for (const [name, id] of page.fonts) {
    const cmapId = reference(objects.get(id)?.dictionary ?? '', 'ToUnicode');
    const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
    maps.set(name, toUnicode(cmap?.toString('latin1') ?? ''));
  }
  const lines: string[] = [];
  let font = new Map<number, string>();
  for (const operation of page.content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (operation[1] !== undefined) {
      font = maps.get(operation[1]) ?? new Map();
      continue;
    }
    let line = '';
    for (const run of (operation[2] ?? '').matchAll(/<([0-9a-f]*)>/gi)) {
      const hex = run[1] ?? '';
      for (let at = 0; at + 4 <= hex.length; at += 4) {
        line += font.get(parseInt(hex.slice(at, at + 4), 16)) ?? '\ufffd';
      }
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangles a page fills (`re` … `f`), in pdfkit's top-left user space: pdfkit opens every
 * page with the flip `1 0 0 -1 0 height cm`, and the label draws its bars without further
 * transforms. Stroked paths are left out.
 */
export function filledRectangles(page: PdfPage): Rectangle[] {
  if (!page.content.startsWith(`1 0 0 -1 0 ${page.height} cm`)) {
    throw new Error('page does not open with the flip pdfkit writes');
  }
  const filled: Rectangle[] = [];
  let path: Rectangle[] = [];
  const tokens = page.content.split(/\s+/);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === 're') {
      const [x, y, width, height] = tokens.slice(index - 4, index).map(Number);
      path.push({ x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0 });
    } else if (token === 'f' || token === 'f*') {
      filled.push(...path);
      path = [];
    } else if (token === 'S' || token === 'n' || token === 'B') {
      path = [];
    }
  }
  return filled;
}

/**
 * Paints rectangles black on white at `scale` pixels per point and returns a binary PGM image
 * (zxing-wasm decodes it like any image file). A pixel is black when its centre is inside a
 * rectangle, as a printer would place the dots.
 */
export function rasterise(
  rectangles: Rectangle[],
  width: number,
  height: number,
  scale: number,
): Uint8Array {
  const columns = Math.ceil(width * scale);
  const rows = Math.ceil(height * scale);
  const pixels = new Uint8Array(columns * rows).fill(255);
  for (const rectangle of rectangles) {
    const left = Math.max(0, Math.round(rectangle.x * scale));
    const right = Math.min(columns, Math.round((rectangle.x + rectangle.width) * scale));
    const top = Math.max(0, Math.round(rectangle.y * scale));
    const bottom = Math.min(rows, Math.round((rectangle.y + rectangle.height) * scale));
    for (let row = top; row < bottom; row += 1)
      pixels.fill(0, row * columns + left, row * columns + right);
  }
  const header = new TextEncoder().encode(`P5\n${columns} ${rows}\n255\n`);
  const image = new Uint8Array(header.length + pixels.length);
  image.set(header);
  image.set(pixels, header.length);
  return image;
}

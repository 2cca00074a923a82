import type PDFDocument from 'pdfkit';
import { loadOnFirstUse } from '../../load-on-first-use';
import { documentFont, documentFontNames, lineHeightFactor } from './fonts';

/** What every PDF renderer accepts besides its input. */
export interface PdfRenderOptions {
  /** Deflate the page streams (default true); tests turn it off to read the page content. */
  compress?: boolean;
  /** The creation date written into the file; fixing it makes the output byte-for-byte stable. */
  createdAt?: Date;
}

export interface PdfDocumentSetup extends PdfRenderOptions {
  size: [number, number];
  margin: number;
  title: string;
  language: string;
  /** Keep pages open to write page numbers once the page count is known. */
  bufferPages?: boolean;
}

/** pdfkit, loaded by the first PDF. */
const pdfKit = loadOnFirstUse<typeof PDFDocument>('pdfkit');

/** A document with both Noto Sans SC weights registered and the regular one selected. */
export function createPdfDocument(setup: PdfDocumentSetup): PDFKit.PDFDocument {
  const createdAt = setup.createdAt ?? new Date();
  const doc = new (pdfKit())({
    size: setup.size,
    margin: setup.margin,
    compress: setup.compress ?? true,
    autoFirstPage: false,
    bufferPages: setup.bufferPages ?? false,
    lang: setup.language,
    info: {
      Title: setup.title,
      Producer: 'EDI supplier portal',
      Creator: 'EDI supplier portal',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  doc.registerFont(documentFontNames.regular, documentFont('regular'));
  doc.registerFont(documentFontNames.bold, documentFont('bold'));
  return doc;
}

/** Ends the document and gathers what pdfkit streamed into one buffer. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** At most this many lines, the last cut with an ellipsis; unlimited when absent. */
  lines?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

/** Writes text at a place and width; returns the top of whatever comes next. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  selectFont(doc, style);
  doc.fillColor(style.color ?? '#000000').text(text, x, y, {
    width,
    lineGap: 0,
    align: style.align ?? 'left',
    ...(style.lines === undefined
      ? {}
      : { height: style.size * lineHeightFactor * style.lines + 0.5, ellipsis: true }),
  });
  return doc.y;
}

/** How tall text would be in a width, uncut. */
export function textHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): number {
  selectFont(doc, style);
  return doc.heightOfString(text, { width, lineGap: 0 });
}

function selectFont(doc: PDFKit.PDFDocument, style: TextStyle): void {
  doc.font(style.bold ? documentFontNames.bold : documentFontNames.regular).fontSize(style.size);
}

/** Office paper for the packing slip and the bill of lading. */
export type PaperSize = 'a4' | 'letter';

export const paperSizes: Readonly<Record<PaperSize, [number, number]>> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** Letter for an American reader, A4 elsewhere. */
export const defaultPaper = (language: string): PaperSize =>
  language === 'en-us' ? 'letter' : 'a4';

export interface OfficeDocumentOptions extends PdfRenderOptions {
  /** Paper size; by default Letter for en-us and A4 for zh-cn. */
  paper?: PaperSize;
}

/**
 * A top-down writer over pages: `room` starts a new page when what comes next does not fit,
 * and the page's running head is redrawn there.
 */
export class PageFlow {
  y: number;
  readonly left: number;
  readonly width: number;
  private readonly bottom: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly setup: { size: [number, number]; margin: number; footer: number },
    private readonly runningHead: (flow: PageFlow) => void,
  ) {
    this.left = setup.margin;
    this.width = setup.size[0] - 2 * setup.margin;
    this.bottom = setup.size[1] - setup.margin - setup.footer;
    this.y = setup.margin;
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage({ size: this.setup.size, margin: this.setup.margin });
    this.y = this.setup.margin;
    this.runningHead(this);
  }

  /** Whether `height` points fit below the current position. */
  fits(height: number): boolean {
    return this.y + height <= this.bottom;
  }

  /** Makes sure `height` points fit below the current position, else turns the page. */
  room(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  /** A horizontal line across the text width. */
  rule(weight = 0.75): void {
    this.doc
      .save()
      .lineWidth(weight)
      .strokeColor('#000000')
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .stroke()
      .restore();
  }
}

/** Writes "page n of m" (and what else the footer holds) on every buffered page. */
export function writeFooters(
  doc: PDFKit.PDFDocument,
  footer: (page: number, pages: number) => string,
  setup: { size: [number, number]; margin: number },
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing under the bottom margin would make pdfkit open a page; the footer sits there.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    writeText(
      doc,
      footer(index + 1, range.count),
      setup.margin,
      setup.size[1] - setup.margin + 8,
      setup.size[0] - 2 * setup.margin,
      { size: 8, lines: 1, align: 'center', color: '#444444' },
    );
    doc.page.margins = margins;
  }
}

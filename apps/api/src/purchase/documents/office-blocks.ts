import { textHeight, writeText, type PageFlow } from './pdf-document';
import type { PartyBlock } from './shipment-facts';

/** Blocks the packing slip and the bill of lading share: headings, facts, parties, tables. */

export const bodySize = 8.5;
export const labelColor = '#555555';

export function sectionHeading(doc: PDFKit.PDFDocument, flow: PageFlow, title: string): void {
  flow.room(40);
  flow.y = writeText(doc, title, flow.left, flow.y, flow.width, { size: 11, bold: true, lines: 1 });
  flow.y += 2;
}

/** Label-over-value pairs in equal columns, several rows when needed. */
export function writeFacts(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  facts: ReadonlyArray<readonly [label: string, value: string]>,
  columns = 3,
): void {
  const columnWidth = flow.width / columns;
  for (let start = 0; start < facts.length; start += columns) {
    const row = facts.slice(start, start + columns);
    flow.room(30);
    let bottom = flow.y;
    row.forEach(([label, value], index) => {
      const x = flow.left + index * columnWidth;
      const top = writeText(doc, label, x, flow.y, columnWidth - 8, {
        size: 7.5,
        lines: 1,
        color: labelColor,
      });
      bottom = Math.max(
        bottom,
        writeText(doc, value, x, top, columnWidth - 8, { size: 10, bold: true, lines: 2 }),
      );
    });
    flow.y = bottom + 6;
  }
}

export function writeParties(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  parties: ReadonlyArray<readonly [title: string, party: PartyBlock]>,
): void {
  const columnWidth = flow.width / 3;
  flow.room(90);
  flow.y += 4;
  let bottom = flow.y;
  parties.forEach(([title, party], index) => {
    const x = flow.left + index * columnWidth;
    let y = writeText(doc, title, x, flow.y, columnWidth - 10, {
      size: 7.5,
      lines: 1,
      color: labelColor,
    });
    y = writeText(doc, party.name, x, y, columnWidth - 10, { size: 10, bold: true, lines: 2 });
    y = writeText(doc, party.lines.join('\n'), x, y, columnWidth - 10, {
      size: bodySize,
      lines: 5,
    });
    bottom = Math.max(bottom, y);
  });
  flow.y = bottom + 10;
}

export interface TableColumn {
  title: string;
  /** Share of the text width. */
  share: number;
  align?: 'left' | 'right';
}

/**
 * A ruled table: column titles on a grey band, one row per entry, the last row bold when it
 * holds totals. Rows that do not fit continue on the next page under the titles again.
 */
export function writeTable(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  columns: TableColumn[],
  rows: string[][],
  options: { totalsRow?: boolean } = {},
): void {
  const cell = 4;
  const widths = columns.map((column) => column.share * flow.width);
  const titles = columns.map((column) => column.title);
  const drawRow = (values: string[], style: { bold: boolean; band: boolean }): void => {
    const heights = values.map((value, index) =>
      textHeight(doc, value || ' ', (widths[index] ?? 0) - 2 * cell, {
        size: style.band ? 7.5 : bodySize,
        bold: style.bold,
      }),
    );
    const height = Math.max(...heights) + 6;
    if (!flow.fits(height)) {
      flow.newPage();
      if (!style.band) drawRow(titles, { bold: true, band: true });
    }
    doc.save().lineWidth(0.5).strokeColor('#000000');
    if (style.band)
      doc.rect(flow.left, flow.y, flow.width, height).fillAndStroke('#e6e6e6', '#000000');
    else doc.rect(flow.left, flow.y, flow.width, height).stroke();
    doc.restore();
    let x = flow.left;
    values.forEach((value, index) => {
      const width = widths[index] ?? 0;
      if (index > 0) {
        doc
          .save()
          .lineWidth(0.5)
          .moveTo(x, flow.y)
          .lineTo(x, flow.y + height)
          .stroke()
          .restore();
      }
      writeText(doc, value, x + cell, flow.y + 3, width - 2 * cell, {
        size: style.band ? 7.5 : bodySize,
        bold: style.bold,
        align: columns[index]?.align ?? 'left',
      });
      x += width;
    });
    flow.y += height;
  };
  flow.room(40);
  drawRow(titles, { bold: true, band: true });
  rows.forEach((values, index) =>
    drawRow(values, { bold: options.totalsRow === true && index === rows.length - 1, band: false }),
  );
  flow.y += 10;
}

import type { LabelSize } from '@portal/contracts';
import {
  drawLinearSymbol,
  fittedModuleWidth,
  linearSymbol,
  type Gs1Barcode,
  type LinearSymbol,
} from './gs1-barcodes';
import { labelContents, type LabelContent, type LabelContentOptions } from './label-content';
import {
  barcodeBand,
  captionSize,
  labelLayout,
  type LabelBox,
  type LabelLayout,
} from './label-layout';
import { createPdfDocument, finishPdf, writeText, type PdfRenderOptions } from './pdf-document';
import type { ShipmentDocumentInput } from './shipment-document-input';
import { lineHeightFactor } from './fonts';

export interface LabelPdfOptions extends PdfRenderOptions, LabelContentOptions {}

/**
 * GS1 logistics labels, one page per package with an SSCC, in one document (the font is parsed
 * once however many labels print). The barcodes are vector rectangles, so they print sharp at the
 * printer's resolution.
 * @throws Error when no package has an SSCC or an SSCC is malformed.
 */
export async function renderLabelsPdf(
  input: ShipmentDocumentInput,
  size: LabelSize,
  options: LabelPdfOptions = {},
): Promise<Buffer> {
  const labels = labelContents(input, options);
  const layout = labelLayout(size);
  const doc = createPdfDocument({
    size: [layout.width, layout.height],
    margin: 0,
    title: `${input.orderNumber} SSCC`,
    language: input.language,
    compress: options.compress,
    createdAt: options.createdAt,
  });
  // The PO and postal code repeat on every label: encode each distinct symbol once.
  const symbols = new Map<string, LinearSymbol>();
  const symbolOf = (barcode: Gs1Barcode): LinearSymbol => {
    let symbol = symbols.get(barcode.bracketed);
    if (symbol === undefined) {
      symbol = linearSymbol(barcode);
      symbols.set(barcode.bracketed, symbol);
    }
    return symbol;
  };
  for (const label of labels) {
    doc.addPage({ size: [layout.width, layout.height], margin: 0 });
    drawLabel(doc, layout, label, symbolOf);
  }
  return finishPdf(doc);
}

function caption(doc: PDFKit.PDFDocument, text: string, box: LabelBox): void {
  writeText(doc, text, box.x, box.y + 1, box.width, { size: captionSize, lines: 1 });
}

function drawParty(
  doc: PDFKit.PDFDocument,
  box: LabelBox,
  title: string,
  party: LabelContent['shipTo'],
  emphasis: boolean,
): void {
  caption(doc, title, box);
  const nameSize = emphasis ? 10 : 8;
  const lineSize = emphasis ? 9 : 7.5;
  const top = writeText(doc, party.name, box.x, box.y + 12, box.width, {
    size: nameSize,
    bold: true,
    lines: 2,
  });
  const room = Math.floor((box.y + box.height - 2 - top) / (lineSize * lineHeightFactor));
  if (room > 0 && party.lines.length > 0) {
    writeText(doc, party.lines.join('\n'), box.x, top, box.width, { size: lineSize, lines: room });
  }
}

function drawBarcode(
  doc: PDFKit.PDFDocument,
  box: LabelBox,
  barcode: Gs1Barcode,
  symbol: LinearSymbol,
  kind: 'sscc' | 'other',
): void {
  const band = barcodeBand(box, kind);
  const moduleWidth = fittedModuleWidth(symbol.modules, box.width);
  const x = box.x + (box.width - symbol.modules * moduleWidth) / 2;
  drawLinearSymbol(doc, symbol, { x, y: band.barTop, moduleWidth, height: band.barHeight });
  writeText(doc, barcode.humanReadable, box.x, band.textTop, box.width, {
    size: band.textSize,
    bold: kind === 'sscc',
    lines: 1,
    align: 'center',
  });
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  layout: LabelLayout,
  label: LabelContent,
  symbolOf: (barcode: Gs1Barcode) => LinearSymbol,
): void {
  doc.save().lineWidth(0.75).strokeColor('#000000');
  for (const rule of layout.rules) doc.moveTo(rule.x1, rule.y1).lineTo(rule.x2, rule.y2);
  doc.stroke().restore();

  drawParty(doc, layout.shipFrom, label.captions.shipFrom, label.shipFrom, false);
  drawParty(doc, layout.shipTo, label.captions.shipTo, label.shipTo, true);

  caption(doc, label.captions.postalCode, layout.postalCode);
  if (label.postalCode === null) {
    writeText(
      doc,
      label.postalCodeText,
      layout.postalCode.x,
      layout.postalCode.y + 24,
      layout.postalCode.width,
      {
        size: 16,
        bold: true,
        lines: 2,
      },
    );
  } else {
    drawBarcode(doc, layout.postalCode, label.postalCode, symbolOf(label.postalCode), 'other');
  }

  const carrier = layout.carrier;
  caption(doc, label.captions.carrier, carrier);
  const [carrierName, ...carrierDetails] = label.carrierLines;
  if (carrierName !== undefined) {
    const top = writeText(doc, carrierName, carrier.x, carrier.y + 12, carrier.width, {
      size: 10,
      bold: true,
      lines: 2,
    });
    writeText(doc, carrierDetails.join('\n'), carrier.x, top + 1, carrier.width, {
      size: 8,
      lines: 3,
    });
  }

  const order = layout.purchaseOrder;
  caption(doc, label.captions.purchaseOrder, order);
  if (label.purchaseOrder === null) {
    writeText(doc, label.purchaseOrderText, order.x, order.y + 20, order.width, {
      size: 16,
      bold: true,
      lines: 2,
    });
  } else {
    drawBarcode(doc, order, label.purchaseOrder, symbolOf(label.purchaseOrder), 'other');
  }

  const unit = layout.unitCount;
  const half = unit.width / 2;
  writeText(doc, label.unitCount, unit.x, unit.y + 10, half - 4, {
    size: 14,
    bold: true,
    lines: 1,
  });
  if (label.itemLines.length > 0) {
    writeText(doc, label.itemLines.join('\n'), unit.x + half, unit.y + 1, half, {
      size: 7,
      lines: 4,
    });
  }

  caption(doc, label.captions.sscc, layout.sscc);
  drawBarcode(doc, layout.sscc, label.sscc, symbolOf(label.sscc), 'sscc');
}

import {
  createPdfDocument,
  defaultPaper,
  finishPdf,
  PageFlow,
  paperSizes,
  textHeight,
  writeFooters,
  writeText,
  type OfficeDocumentOptions,
} from './pdf-document';
import { formatSscc } from '@portal/contracts';
import { bodySize, labelColor, sectionHeading, writeFacts, writeParties } from './office-blocks';
import {
  dayText,
  handlingUnits,
  levelCounts,
  orNone,
  packagesInReadingOrder,
  packedQuantity,
  partyBlock,
  totalWeight,
  weightOf,
  weightText,
} from './shipment-facts';
import type { DocumentItem, ShipmentDocumentInput } from './shipment-document-input';
import { documentTexts, transportModeText, unitOfMeasureText, type DocumentTexts } from './texts';

const margin = 40;

/**
 * The packing slip: the order, the parties, the routing, then every package (its SSCC, its level,
 * the pallet it travels on) with the order lines it holds, and the totals. Headings in the
 * input's language; several pages when the packages do not fit one, each numbered.
 */
export async function renderPackingSlipPdf(
  input: ShipmentDocumentInput,
  options: OfficeDocumentOptions = {},
): Promise<Buffer> {
  const texts = documentTexts[input.language];
  const size = paperSizes[options.paper ?? defaultPaper(input.language)];
  const doc = createPdfDocument({
    size,
    margin,
    title: `${texts.packingSlip.title} ${input.orderNumber}`,
    language: input.language,
    compress: options.compress,
    createdAt: options.createdAt,
    bufferPages: true,
  });
  const flow = new PageFlow(doc, { size, margin, footer: 0 }, (page) => {
    writeText(doc, texts.packingSlip.title, page.left, page.y, page.width / 2, {
      size: 18,
      bold: true,
      lines: 1,
    });
    writeText(doc, input.projectName, page.left + page.width / 2, page.y + 4, page.width / 2, {
      size: 9,
      lines: 1,
      align: 'right',
    });
    writeText(
      doc,
      `${texts.packingSlip.orderNumber}: ${input.orderNumber}`,
      page.left + page.width / 2,
      page.y + 18,
      page.width / 2,
      { size: 9, bold: true, lines: 1, align: 'right' },
    );
    page.y += 34;
    page.rule(1);
    page.y += 8;
  });

  writeFacts(doc, flow, [
    [texts.packingSlip.orderNumber, input.orderNumber],
    [texts.packingSlip.orderDate, dayText(input.orderDate, texts)],
    [texts.packingSlip.shippedDate, dayText(input.shippedDate, texts)],
  ]);
  writeParties(doc, flow, [
    [texts.shipFrom, partyBlock(input.shipFrom, texts)],
    [texts.shipTo, partyBlock(input.shipTo, texts)],
    ...(input.billTo ? [[texts.billTo, partyBlock(input.billTo, texts)] as const] : []),
  ]);
  writeRouting(doc, flow, input, texts);
  writePackages(doc, flow, input, texts);
  writeTotals(doc, flow, input, texts);

  writeFooters(
    doc,
    (page, pages) => `${input.orderNumber} · ${texts.packingSlip.page(page, pages)}`,
    { size, margin },
  );
  return finishPdf(doc);
}

function writeRouting(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  input: ShipmentDocumentInput,
  texts: DocumentTexts,
): void {
  sectionHeading(doc, flow, texts.packingSlip.routing);
  const routing = input.routing;
  if (routing === null) {
    flow.y = writeText(doc, texts.packingSlip.notRouted, flow.left, flow.y, flow.width, {
      size: bodySize,
      lines: 1,
    });
    flow.y += 10;
    return;
  }
  const pickup = [routing.pickupDate, routing.pickupTime].filter(Boolean).join(' ');
  writeFacts(doc, flow, [
    [texts.carrier, routing.carrierName],
    [texts.scac, routing.scac],
    [texts.packingSlip.transportMode, transportModeText(texts, routing.transportMode)],
    [texts.billOfLadingNumber, orNone(routing.billOfLading, texts)],
    [texts.proNumber, orNone(routing.trackingNumber, texts)],
    [texts.packingSlip.pickupDate, pickup],
    [texts.packingSlip.scheduledDelivery, orNone(routing.scheduledDeliveryDate, texts)],
    [texts.packingSlip.equipmentNumber, orNone(routing.equipmentNumber, texts)],
    [texts.packingSlip.loadNumber, orNone(routing.loadNumber, texts)],
  ]);
  flow.y += 4;
}

interface Column {
  title: string;
  share: number;
  align?: 'left' | 'right';
  value: (item: DocumentItem) => string;
}

function itemColumns(texts: DocumentTexts): Column[] {
  return [
    { title: texts.packingSlip.line, share: 0.07, value: (item) => item.lineNumber },
    { title: texts.buyerItem, share: 0.14, value: (item) => item.buyerItemNumber ?? '' },
    { title: texts.vendorItem, share: 0.14, value: (item) => item.vendorItemNumber ?? '' },
    { title: texts.upc, share: 0.15, value: (item) => item.upc ?? '' },
    { title: texts.packingSlip.description, share: 0.3, value: (item) => item.description ?? '' },
    {
      title: texts.quantity,
      share: 0.08,
      align: 'right',
      value: (item) => item.quantity.toLocaleString('en-US'),
    },
    {
      title: texts.packingSlip.unit,
      share: 0.12,
      value: (item) => unitOfMeasureText(texts, item.unit),
    },
  ];
}

function writePackages(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  input: ShipmentDocumentInput,
  texts: DocumentTexts,
): void {
  const columns = itemColumns(texts);
  const cell = 4;
  const widths = columns.map((column) => column.share * flow.width);
  const tableHeader = (): void => {
    let x = flow.left;
    const height = 16;
    doc.save().rect(flow.left, flow.y, flow.width, height).fill('#e6e6e6').restore();
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      writeText(doc, column.title, x + cell, flow.y + 3, width - 2 * cell, {
        size: 7.5,
        bold: true,
        lines: 1,
        align: column.align ?? 'left',
      });
      x += width;
    });
    flow.y += height + 2;
  };
  /** Turns the page when `height` does not fit, with the column titles on the new page. */
  const ensure = (height: number): void => {
    if (flow.fits(height)) return;
    flow.newPage();
    tableHeader();
  };
  const row = (values: string[]): void => {
    const heights = values.map((value, index) =>
      textHeight(doc, value || ' ', (widths[index] ?? 0) - 2 * cell, { size: bodySize }),
    );
    const height = Math.max(...heights) + 4;
    ensure(height);
    let x = flow.left;
    values.forEach((value, index) => {
      const width = widths[index] ?? 0;
      writeText(doc, value, x + cell, flow.y + 2, width - 2 * cell, {
        size: bodySize,
        align: columns[index]?.align ?? 'left',
      });
      x += width;
    });
    flow.y += height;
  };

  sectionHeading(doc, flow, texts.packingSlip.packages);
  flow.room(60);
  tableHeader();
  const ordered = packagesInReadingOrder(input);
  ordered.forEach((unit, index) => {
    const heading = [
      `${texts.level[unit.level]} ${index + 1}`,
      unit.sscc === null ? '' : `${texts.packingSlip.sscc} ${formatSscc(unit.sscc)}`,
      unit.palletSscc ? `${texts.packingSlip.onPallet} ${formatSscc(unit.palletSscc)}` : '',
      unit.weight === null || unit.weight === undefined
        ? ''
        : `${texts.packingSlip.weight} ${weightText(unit.weight, texts)}`,
    ]
      .filter(Boolean)
      .join('   ·   ');
    const headingHeight =
      textHeight(doc, heading, flow.width - 2 * cell, { size: bodySize, bold: true }) + 4;
    // A package heading never stands alone at the foot of a page.
    ensure(headingHeight + 16);
    doc.save().rect(flow.left, flow.y, flow.width, headingHeight).fill('#f3f3f3').restore();
    writeText(doc, heading, flow.left + cell, flow.y + 2, flow.width - 2 * cell, {
      size: bodySize,
      bold: true,
    });
    flow.y += headingHeight;
    if (unit.contents.length === 0) {
      ensure(16);
      const note = { size: bodySize, lines: 1, color: labelColor };
      flow.y =
        writeText(
          doc,
          texts.packingSlip.noContents,
          flow.left + cell,
          flow.y + 2,
          flow.width,
          note,
        ) + 2;
    }
    for (const item of unit.contents) row(columns.map((column) => column.value(item)));
  });
  flow.y += 10;
}

function writeTotals(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  input: ShipmentDocumentInput,
  texts: DocumentTexts,
): void {
  const quantity = input.packages.reduce((sum, unit) => sum + packedQuantity(unit), 0);
  const weight = totalWeight(handlingUnits(input).map(weightOf));
  flow.room(60);
  flow.rule();
  flow.y += 6;
  sectionHeading(doc, flow, texts.packingSlip.totals);
  writeFacts(doc, flow, [
    [texts.packingSlip.totalPackages, levelCounts(input.packages, texts)],
    [texts.packingSlip.totalQuantity, quantity.toLocaleString('en-US')],
    [texts.packingSlip.totalWeight, weightText(weight, texts)],
  ]);
}

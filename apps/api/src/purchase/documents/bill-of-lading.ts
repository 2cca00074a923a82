import type { PackageLevel } from '@portal/contracts';
import {
  bodySize,
  labelColor,
  sectionHeading,
  writeFacts,
  writeTable,
  type TableColumn,
} from './office-blocks';
import {
  createPdfDocument,
  defaultPaper,
  finishPdf,
  PageFlow,
  paperSizes,
  writeFooters,
  writeText,
  type OfficeDocumentOptions,
} from './pdf-document';
import {
  dayText,
  handlingUnits,
  levelCounts,
  orNone,
  packedQuantity,
  partyBlock,
  piecesOf,
  totalWeight,
  weightOf,
  weightText,
  type HandlingUnit,
  type PartyBlock,
} from './shipment-facts';
import type { ShipmentDocumentInput } from './shipment-document-input';
import { documentTexts, transportModeText, type DocumentTexts } from './texts';

const margin = 40;

/**
 * A straight (non-negotiable) bill of lading for the shipment: shipper, consignee and who pays
 * the freight, the carrier with its SCAC, the BOL and PRO numbers, the order, the handling units
 * with their pieces and weight, and boxes for the signatures at pickup and delivery.
 */
export async function renderBillOfLadingPdf(
  input: ShipmentDocumentInput,
  options: OfficeDocumentOptions = {},
): Promise<Buffer> {
  const texts = documentTexts[input.language];
  const words = texts.billOfLading;
  const size = paperSizes[options.paper ?? defaultPaper(input.language)];
  const routing = input.routing;
  const bolNumber = orNone(routing?.billOfLading, texts);
  const doc = createPdfDocument({
    size,
    margin,
    title: `${words.title} ${routing?.billOfLading ?? input.orderNumber}`,
    language: input.language,
    compress: options.compress,
    createdAt: options.createdAt,
    bufferPages: true,
  });
  const flow = new PageFlow(doc, { size, margin, footer: 0 }, (page) => {
    writeText(doc, words.title, page.left, page.y, page.width * 0.62, {
      size: 15,
      bold: true,
      lines: 2,
    });
    writeText(doc, `${words.bolNumber}`, page.left + page.width * 0.62, page.y, page.width * 0.38, {
      size: 7.5,
      lines: 1,
      align: 'right',
      color: labelColor,
    });
    writeText(doc, bolNumber, page.left + page.width * 0.62, page.y + 11, page.width * 0.38, {
      size: 14,
      bold: true,
      lines: 1,
      align: 'right',
    });
    page.y += 44;
    page.rule(1);
    page.y += 8;
  });

  writeFacts(
    doc,
    flow,
    [
      [words.date, dayText(routing?.pickupDate ?? input.shippedDate, texts)],
      [texts.proNumber, orNone(routing?.trackingNumber, texts)],
      [texts.purchaseOrder, input.orderNumber],
    ],
    3,
  );

  writePartiesAndCarrier(doc, flow, input, texts);

  const units = handlingUnits(input);
  sectionHeading(doc, flow, words.orderInformation);
  const weight = weightText(totalWeight(units.map(weightOf)), texts);
  const pieces = units.reduce((sum, unit) => sum + piecesOf(unit), 0);
  writeTable(
    doc,
    flow,
    [
      { title: texts.purchaseOrder, share: 0.3 },
      { title: texts.packingSlip.orderDate, share: 0.2 },
      { title: words.handlingUnits, share: 0.2, align: 'right' },
      { title: words.pieces, share: 0.12, align: 'right' },
      { title: words.weight, share: 0.18, align: 'right' },
    ],
    [
      [
        input.orderNumber,
        dayText(input.orderDate, texts),
        String(units.length),
        pieces.toLocaleString('en-US'),
        weight,
      ],
    ],
  );

  sectionHeading(doc, flow, words.carrierInformation);
  writeTable(doc, flow, carrierColumns(texts), carrierRows(units, texts), { totalsRow: true });

  flow.room(40);
  flow.y = writeText(doc, words.received, flow.left, flow.y, flow.width, { size: bodySize });
  flow.y += 14;
  writeSignatures(doc, flow, texts);

  writeFooters(
    doc,
    (page, pages) => `${bolNumber} · ${input.orderNumber} · ${texts.packingSlip.page(page, pages)}`,
    { size, margin },
  );
  return finishPdf(doc);
}

/** Shipper, consignee and bill-to down the left; the carrier's facts down the right. */
function writePartiesAndCarrier(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  input: ShipmentDocumentInput,
  texts: DocumentTexts,
): void {
  const words = texts.billOfLading;
  const parties: [string, PartyBlock][] = [
    [words.shipper, partyBlock(input.shipFrom, texts)],
    [words.consignee, partyBlock(input.shipTo, texts)],
    ...(input.billTo
      ? [[words.thirdPartyBillTo, partyBlock(input.billTo, texts)] as [string, PartyBlock]]
      : []),
  ];
  const routing = input.routing;
  const carrierFacts: [string, string][] =
    routing === null
      ? [[texts.carrier, texts.packingSlip.notRouted]]
      : [
          [texts.carrier, routing.carrierName],
          [texts.scac, routing.scac],
          [texts.packingSlip.transportMode, transportModeText(texts, routing.transportMode)],
          [texts.packingSlip.equipmentNumber, orNone(routing.equipmentNumber, texts)],
          [texts.packingSlip.loadNumber, orNone(routing.loadNumber, texts)],
          [words.pickupDate, [routing.pickupDate, routing.pickupTime].filter(Boolean).join(' ')],
          [texts.packingSlip.scheduledDelivery, orNone(routing.scheduledDeliveryDate, texts)],
        ];

  const gap = 12;
  const leftWidth = flow.width * 0.56 - gap / 2;
  const rightX = flow.left + leftWidth + gap;
  const rightWidth = flow.width - leftWidth - gap;
  flow.room(220);
  const top = flow.y;
  const pad = 6;

  let y = top;
  for (const [title, party] of parties) {
    const boxTop = y;
    y = writeText(doc, title, flow.left + pad, y + pad, leftWidth - 2 * pad, {
      size: 7.5,
      lines: 1,
      color: labelColor,
    });
    y = writeText(doc, party.name, flow.left + pad, y, leftWidth - 2 * pad, {
      size: 10,
      bold: true,
      lines: 2,
    });
    y = writeText(doc, party.lines.join('\n'), flow.left + pad, y, leftWidth - 2 * pad, {
      size: bodySize,
      lines: 5,
    });
    y += pad;
    doc
      .save()
      .lineWidth(0.5)
      .rect(flow.left, boxTop, leftWidth, y - boxTop)
      .stroke()
      .restore();
  }

  let right = top;
  for (const [label, value] of carrierFacts) {
    right = writeText(doc, label, rightX + pad, right + pad, rightWidth - 2 * pad, {
      size: 7.5,
      lines: 1,
      color: labelColor,
    });
    right = writeText(doc, value, rightX + pad, right, rightWidth - 2 * pad, {
      size: 10,
      bold: true,
      lines: 2,
    });
  }
  right += pad;
  doc
    .save()
    .lineWidth(0.5)
    .rect(rightX, top, rightWidth, right - top)
    .stroke()
    .restore();
  flow.y = Math.max(y, right) + 14;
}

function carrierColumns(texts: DocumentTexts): TableColumn[] {
  const words = texts.billOfLading;
  return [
    { title: words.handlingUnits, share: 0.12, align: 'right' },
    { title: words.type, share: 0.2 },
    { title: words.pieces, share: 0.09, align: 'right' },
    { title: words.totalQuantity, share: 0.12, align: 'right' },
    { title: words.weight, share: 0.13, align: 'right' },
    { title: words.commodity, share: 0.34 },
  ];
}

/** One row per kind of handling unit (pallets, loose cartons, loose units), then the totals. */
function carrierRows(units: HandlingUnit[], texts: DocumentTexts): string[][] {
  const levels: PackageLevel[] = ['pallet', 'carton', 'bulk'];
  const rows = levels
    .map((level) => units.filter((unit) => unit.unit.level === level))
    .filter((group) => group.length > 0)
    .map((group) => {
      const [first] = group;
      const level = first?.unit.level ?? 'carton';
      const everything = group.flatMap((unit) => [unit.unit, ...unit.loaded]);
      const descriptions = [
        ...new Set(
          everything.flatMap((unit) =>
            unit.contents.map((item) => item.description?.trim() ?? '').filter(Boolean),
          ),
        ),
      ];
      return [
        String(group.length),
        texts.level[level],
        group.reduce((sum, unit) => sum + piecesOf(unit), 0).toLocaleString('en-US'),
        everything.reduce((sum, unit) => sum + packedQuantity(unit), 0).toLocaleString('en-US'),
        weightText(totalWeight(group.map(weightOf)), texts),
        truncate(descriptions.join(texts.listSeparator), 240),
      ];
    });
  const everything = units.flatMap((unit) => [unit.unit, ...unit.loaded]);
  rows.push([
    String(units.length),
    levelCounts(
      units.map((unit) => unit.unit),
      texts,
    ),
    units.reduce((sum, unit) => sum + piecesOf(unit), 0).toLocaleString('en-US'),
    everything.reduce((sum, unit) => sum + packedQuantity(unit), 0).toLocaleString('en-US'),
    weightText(totalWeight(units.map(weightOf)), texts),
    texts.billOfLading.total,
  ]);
  return rows;
}

const truncate = (text: string, length: number): string =>
  text.length <= length ? text : `${text.slice(0, length - 1)}…`;

/** Three boxes: shipper, carrier (pickup) and consignee (delivery), each signed and dated. */
function writeSignatures(doc: PDFKit.PDFDocument, flow: PageFlow, texts: DocumentTexts): void {
  const words = texts.billOfLading;
  const boxes: [string, string][] = [
    [words.shipperSignature, words.signatureDate],
    [words.carrierSignature, words.pickupDate],
    [words.consigneeSignature, words.deliveryDate],
  ];
  const height = 84;
  const gap = 10;
  const width = (flow.width - 2 * gap) / 3;
  flow.room(height + 4);
  boxes.forEach(([signature, date], index) => {
    const x = flow.left + index * (width + gap);
    doc.save().lineWidth(0.75).rect(x, flow.y, width, height).stroke().restore();
    writeText(doc, signature, x + 6, flow.y + 5, width - 12, { size: 8, bold: true, lines: 1 });
    const lineAt = (y: number): void => {
      doc
        .save()
        .lineWidth(0.5)
        .moveTo(x + 6, y)
        .lineTo(x + width - 6, y)
        .stroke()
        .restore();
    };
    lineAt(flow.y + 48);
    writeText(doc, date, x + 6, flow.y + 56, width - 12, {
      size: 7.5,
      lines: 1,
      color: labelColor,
    });
    lineAt(flow.y + height - 8);
  });
  flow.y += height + 10;
}

import {
  postalCodeBarcode,
  purchaseOrderBarcode,
  ssccBarcode,
  type Gs1Barcode,
} from './gs1-barcodes';
import { labelledPackages, partyBlock, type PartyBlock } from './shipment-facts';
import type { ShipmentDocumentInput } from './shipment-document-input';
import { documentTexts, unitOfMeasureText } from './texts';

/** What one logistics label says, zone by zone; the PDF and the ZPL renderer print the same. */
export interface LabelContent {
  captions: {
    shipFrom: string;
    shipTo: string;
    postalCode: string;
    carrier: string;
    purchaseOrder: string;
    sscc: string;
  };
  shipFrom: PartyBlock;
  shipTo: PartyBlock;
  /** The (420) symbol, or null when the postal code cannot be encoded (then printed as text). */
  postalCode: Gs1Barcode | null;
  postalCodeText: string;
  /** Carrier name, then SCAC, BOL and PRO lines; empty before routing. */
  carrierLines: string[];
  purchaseOrder: Gs1Barcode | null;
  purchaseOrderText: string;
  /** "Carton 3 of 10". */
  unitCount: string;
  /** For a package holding one item: its UPC, its item numbers, its quantity. */
  itemLines: string[];
  sscc: Gs1Barcode;
}

export interface LabelContentOptions {
  /** The project's GS1 company prefix, to print the SSCC as extension · prefix · serial · check. */
  gs1CompanyPrefix?: string | null;
}

/**
 * One label per package with an SSCC, in sequence order; "n of m" is the place among the labelled
 * packages.
 * @throws Error when there is no labelled package, or a package's SSCC is malformed.
 */
export function labelContents(
  input: ShipmentDocumentInput,
  options: LabelContentOptions = {},
): LabelContent[] {
  const texts = documentTexts[input.language];
  const caption = (text: string) => (input.language === 'en-us' ? text.toUpperCase() : text);
  const labelled = labelledPackages(input);
  if (labelled.length === 0) throw new Error('The shipment has no package with an SSCC to label');

  const routing = input.routing;
  const carrierLines =
    routing === null
      ? []
      : [
          routing.carrierName,
          `${texts.scac}: ${routing.scac}`,
          ...(routing.billOfLading ? [`${texts.billOfLadingNumber}: ${routing.billOfLading}`] : []),
          ...(routing.trackingNumber ? [`${texts.proNumber}: ${routing.trackingNumber}`] : []),
        ];
  const shared = {
    captions: {
      shipFrom: caption(texts.shipFrom),
      shipTo: caption(texts.shipTo),
      postalCode: caption(texts.shipToPostalCode),
      carrier: caption(texts.carrier),
      purchaseOrder: caption(texts.purchaseOrder),
      sscc: caption(texts.sscc),
    },
    shipFrom: partyBlock(input.shipFrom, texts),
    shipTo: partyBlock(input.shipTo, texts),
    postalCode: postalCodeBarcode(input.shipTo.postcode),
    postalCodeText: input.shipTo.postcode?.trim() || texts.none,
    carrierLines,
    purchaseOrder: purchaseOrderBarcode(input.orderNumber),
    purchaseOrderText: input.orderNumber,
  };

  return labelled.map((unit, index) => {
    const [item] = unit.contents;
    const single = unit.contents.length === 1 && item !== undefined;
    const itemLines = single
      ? [
          item.upc ? `${texts.upc}: ${item.upc}` : '',
          item.vendorItemNumber ? `${texts.vendorItem}: ${item.vendorItemNumber}` : '',
          item.buyerItemNumber ? `${texts.buyerItem}: ${item.buyerItemNumber}` : '',
          `${texts.quantity}: ${item.quantity} ${unitOfMeasureText(texts, item.unit)}`.trim(),
        ].filter(Boolean)
      : [];
    return {
      ...shared,
      unitCount: caption(texts.unitOfCount(unit.level, index + 1, labelled.length)),
      itemLines,
      sscc: ssccBarcode(unit.sscc, options.gs1CompanyPrefix),
    };
  });
}

import type { LabelSize } from '@portal/contracts';
import { gs1LogisticsSymbol, pointsPerMm } from './gs1-barcodes';
import { lineHeightFactor } from './fonts';

/**
 * The zones of the logistics label, top to bottom as GS1's logistic label guideline orders them:
 * ship from | ship to; ship-to postal code (420) | carrier; purchase order (400); the unit count
 * and, for a single-item package, the item; the SSCC (00) at the bottom. In PDF points, origin at
 * the top left; the ZPL renderer scales the same boxes to printer dots.
 */

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface LabelLayout {
  width: number;
  height: number;
  shipFrom: LabelBox;
  shipTo: LabelBox;
  postalCode: LabelBox;
  carrier: LabelBox;
  purchaseOrder: LabelBox;
  unitCount: LabelBox;
  sscc: LabelBox;
  /** Lines between the zones. */
  rules: LabelRule[];
}

/** Page sizes in points: 4 × 6 in, and A6 (105 × 148 mm). */
export const labelPageSizes: Readonly<Record<LabelSize, readonly [number, number]>> = {
  '4x6': [288, 432],
  a6: [105 * pointsPerMm, 148 * pointsPerMm],
};

/** Caption line above a barcode, and the gap between a zone's top and its first text. */
export const captionSize = 7;
export const captionBand = 13;
/** The SSCC's printed text; GS1 asks for characters at least 3 mm tall. */
export const ssccTextSize = 12;
export const barcodeTextSize = 9;

const margin = 6;
const postalAndCarrierHeight = 80;
const purchaseOrderHeight = 72;
const unitCountHeight = 44;
/** Caption, 31.75 mm of bars, the printed SSCC below, and breathing room. */
const ssccHeight = 128;

export function labelLayout(size: LabelSize): LabelLayout {
  const [width, height] = labelPageSizes[size];
  const inner = width - 2 * margin;
  const partiesHeight =
    height -
    2 * margin -
    postalAndCarrierHeight -
    purchaseOrderHeight -
    unitCountHeight -
    ssccHeight;
  const fromWidth = Math.round(inner * 0.4);
  const postalWidth = Math.round(inner * 0.58);
  const row = (y: number, rowHeight: number): LabelBox => ({
    x: margin,
    y,
    width: inner,
    height: rowHeight,
  });
  const partiesTop = margin;
  const postalTop = partiesTop + partiesHeight;
  const orderTop = postalTop + postalAndCarrierHeight;
  const unitTop = orderTop + purchaseOrderHeight;
  const ssccTop = unitTop + unitCountHeight;
  const across = (y: number): LabelRule => ({ x1: margin, y1: y, x2: width - margin, y2: y });
  return {
    width,
    height,
    shipFrom: { x: margin, y: partiesTop, width: fromWidth, height: partiesHeight },
    shipTo: {
      x: margin + fromWidth + 6,
      y: partiesTop,
      width: inner - fromWidth - 6,
      height: partiesHeight,
    },
    postalCode: { x: margin, y: postalTop, width: postalWidth, height: postalAndCarrierHeight },
    carrier: {
      x: margin + postalWidth + 6,
      y: postalTop,
      width: inner - postalWidth - 6,
      height: postalAndCarrierHeight,
    },
    purchaseOrder: row(orderTop, purchaseOrderHeight),
    unitCount: row(unitTop, unitCountHeight),
    sscc: row(ssccTop, ssccHeight),
    rules: [
      across(postalTop),
      across(orderTop),
      across(unitTop),
      across(ssccTop),
      { x1: margin + fromWidth + 3, y1: partiesTop, x2: margin + fromWidth + 3, y2: postalTop },
      {
        x1: margin + postalWidth + 3,
        y1: postalTop,
        x2: margin + postalWidth + 3,
        y2: orderTop,
      },
    ],
  };
}

/** Where the bars and the printed text of a barcode zone go (caption above, text below). */
export interface BarcodeBand {
  barTop: number;
  barHeight: number;
  textTop: number;
  textSize: number;
}

export function barcodeBand(box: LabelBox, kind: 'sscc' | 'other'): BarcodeBand {
  const textSize = kind === 'sscc' ? ssccTextSize : barcodeTextSize;
  const textLine = textSize * lineHeightFactor;
  const barTop = box.y + captionBand;
  const barHeight =
    kind === 'sscc'
      ? gs1LogisticsSymbol.minSsccHeightMm * pointsPerMm + 2
      : box.height - captionBand - textLine - 3;
  return { barTop, barHeight, textTop: barTop + barHeight + 2, textSize };
}

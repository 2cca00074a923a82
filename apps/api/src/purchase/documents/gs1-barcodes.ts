import type bwipjs from 'bwip-js/node';
import { formatSscc, isSscc } from '@portal/contracts';
import { loadOnFirstUse } from '../../load-on-first-use';

/**
 * The GS1-128 symbols of a logistics label: the SSCC (AI 00), the ship-to postal code (AI 420) and
 * the purchase order number (AI 400). One element string per symbol, FNC1 first.
 */

/** Millimetres to PDF points. */
export const pointsPerMm = 72 / 25.4;

/**
 * GS1 General Specifications, symbol specification table for logistics units: X-dimension
 * 0.495–0.940 mm, quiet zones of 10 X on each side, SSCC bars at least 31.75 mm high.
 */
export const gs1LogisticsSymbol = {
  minModuleMm: 0.495,
  maxModuleMm: 0.94,
  quietZoneModules: 10,
  minSsccHeightMm: 31.75,
} as const;

export interface Gs1Barcode {
  /** Application identifier: 00, 420 or 400. */
  ai: '00' | '420' | '400';
  /** The data after the AI, as encoded. */
  value: string;
  /** The element string in GS1's bracketed syntax, as bwip-js and scanners write it. */
  bracketed: string;
  /** The text printed under the bars. */
  humanReadable: string;
}

/**
 * GS1 character set 82 (AI 400 and 420), without the brackets: bwip-js reads those as AI
 * delimiters, so a value holding one is printed as text only.
 */
const gs1Cset82 = /^[!"%&'*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/**
 * The SSCC symbol. `companyPrefix` (the project's GS1 company prefix), when the SSCC carries it,
 * splits prefix and serial reference in the printed text as GS1 shows it.
 * @throws Error when the SSCC is not 18 digits with a valid check digit: a label must not print
 *   a number no one can receive against.
 */
export function ssccBarcode(sscc: string, companyPrefix?: string | null): Gs1Barcode {
  if (!isSscc(sscc)) throw new Error(`Not a valid SSCC-18: ${sscc}`);
  const prefix = companyPrefix?.trim() ?? '';
  const splits = /^\d{6,12}$/.test(prefix) && sscc.slice(1, 1 + prefix.length) === prefix;
  const humanReadable = splits
    ? `(00) ${sscc.slice(0, 1)} ${prefix} ${sscc.slice(1 + prefix.length, 17)} ${sscc.slice(17)}`
    : formatSscc(sscc);
  return { ai: '00', value: sscc, bracketed: `(00)${sscc}`, humanReadable };
}

/** The ship-to postal code symbol (spaces removed), or null when GS1 cannot carry the code. */
export function postalCodeBarcode(postcode: string | null | undefined): Gs1Barcode | null {
  const value = (postcode ?? '').replace(/\s+/g, '').toUpperCase();
  if (value.length === 0 || value.length > 20 || !gs1Cset82.test(value)) return null;
  return { ai: '420', value, bracketed: `(420)${value}`, humanReadable: `(420) ${value}` };
}

/** The purchase order number symbol, or null when GS1 cannot carry the number. */
export function purchaseOrderBarcode(orderNumber: string): Gs1Barcode | null {
  const value = orderNumber.trim();
  if (value.length === 0 || value.length > 30 || !gs1Cset82.test(value)) return null;
  return { ai: '400', value, bracketed: `(400)${value}`, humanReadable: `(400) ${value}` };
}

/** The bwip-js options that draw a barcode; tests render the same symbol to PNG with them. */
export function bwipSymbolOptions(barcode: Gs1Barcode): { bcid: 'gs1-128'; text: string } {
  return { bcid: 'gs1-128', text: barcode.bracketed };
}

/** A linear symbol as bars in module units, without quiet zones. */
export interface LinearSymbol {
  /** Width of the symbol from the first bar to the end of the last, in modules. */
  modules: number;
  /** Each bar: where it starts and how wide it is, in modules. */
  bars: ReadonlyArray<readonly [start: number, width: number]>;
}

/** bwip-js, loaded by the first label. */
const bwipJs = loadOnFirstUse<typeof bwipjs>('bwip-js/node');

/**
 * The bars of a GS1-128 symbol as bwip-js encodes it (start code, FNC1, shortest code-set
 * changes, check character, stop). bwip-js's raw output alternates bar and space widths.
 */
export function linearSymbol(barcode: Gs1Barcode): LinearSymbol {
  const [first] = bwipJs().raw(bwipSymbolOptions(barcode));
  if (first === undefined || !('sbs' in first)) {
    throw new Error(`bwip-js drew no linear symbol for ${barcode.bracketed}`);
  }
  const bars: [number, number][] = [];
  let position = 0;
  first.sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push([position, width]);
    position += width;
  });
  return { modules: position, bars };
}

/** Where a symbol sits: left edge of its first bar, bar top, module width and bar height (pt). */
export interface SymbolPlacement {
  x: number;
  y: number;
  moduleWidth: number;
  height: number;
}

/**
 * The module width for a symbol in a given width (quiet zones included): GS1's largest X when it
 * fits, else as large as the space allows — below the GS1 minimum only when the data is too long
 * for the label.
 */
export function fittedModuleWidth(modules: number, availableWidth: number): number {
  const fitting = availableWidth / (modules + 2 * gs1LogisticsSymbol.quietZoneModules);
  return Math.min(fitting, gs1LogisticsSymbol.maxModuleMm * pointsPerMm);
}

/** Draws the bars as filled vector rectangles, one path for the whole symbol. */
export function drawLinearSymbol(
  doc: PDFKit.PDFDocument,
  symbol: LinearSymbol,
  placement: SymbolPlacement,
): void {
  doc.save();
  for (const [start, width] of symbol.bars) {
    doc.rect(
      placement.x + start * placement.moduleWidth,
      placement.y,
      width * placement.moduleWidth,
      placement.height,
    );
  }
  doc.fill('#000000');
  doc.restore();
}

import type { LabelSize } from '@portal/contracts';
import { gs1LogisticsSymbol, type Gs1Barcode } from './gs1-barcodes';
import { labelContents, type LabelContent, type LabelContentOptions } from './label-content';
import {
  barcodeBand,
  captionSize,
  labelLayout,
  type LabelBox,
  type LabelLayout,
} from './label-layout';
import { lineHeightFactor } from './fonts';
import type { ShipmentDocumentInput } from './shipment-document-input';

/**
 * The logistics labels in ZPL II for Zebra-compatible thermal printers: the PDF's zones scaled to
 * printer dots, one ^XA…^XZ per label, UTF-8 text (^CI28), GS1-128 through ^BC with explicit
 * start code and FNC1.
 */

export interface LabelZplOptions extends LabelContentOptions {
  /** Printer resolution in dots per millimetre: 8 (203 dpi, the default) or 12 (300 dpi). */
  dotsPerMm?: 8 | 12;
  /**
   * The printer font for text holding Chinese (or other non-Latin) characters; the printer's
   * built-in font 0 has Latin glyphs only. Default: Zebra's Simplified Chinese Andale font.
   */
  cjkFont?: string;
}

export const defaultZplCjkFont = 'E:ANMDS.TTF';

/**
 * ZPL invocation codes of ^BC (no mode): start code B, start code C, FNC1, code B, code C.
 * In subset C every digit pair is one symbol.
 */
const zplStartB = '>:';
const zplStartC = '>;';
const zplFnc1 = '>8';
const zplCodeB = '>6';
const zplCodeC = '>5';

/** A GS1-128 symbol as ^BC field data, and how many symbol characters it takes. */
export interface ZplCode128 {
  fieldData: string;
  /** Start, FNC1, data and code-set changes: the check character and the stop come on top. */
  symbolCharacters: number;
}

/**
 * Encodes a GS1 element string for ^BC: FNC1 after the start code, digit pairs in subset C,
 * anything else in subset B, switching only where it shortens the symbol (ISO/IEC 15417
 * annex E): start in C on four or more leading digits; from B, enter C for an even run of at
 * least four digits at the end of the data or at least six within it.
 */
export function zplGs1Code128(barcode: Gs1Barcode): ZplCode128 {
  const data = `${barcode.ai}${barcode.value}`;
  const digitRun = (from: number): number => {
    let end = from;
    while (end < data.length && data.charCodeAt(end) >= 48 && data.charCodeAt(end) <= 57) end += 1;
    return end - from;
  };
  const leading = digitRun(0);
  let subset: 'B' | 'C' = leading >= 4 || (leading >= 2 && leading === data.length) ? 'C' : 'B';
  let fieldData = `${subset === 'C' ? zplStartC : zplStartB}${zplFnc1}`;
  let symbolCharacters = 2;
  let index = 0;
  while (index < data.length) {
    const run = digitRun(index);
    if (subset === 'C') {
      if (run >= 2) {
        fieldData += data.slice(index, index + 2);
        index += 2;
      } else {
        subset = 'B';
        fieldData += zplCodeB;
      }
      symbolCharacters += 1;
      continue;
    }
    const pairs = run - (run % 2);
    const worthC = index + run === data.length ? pairs >= 4 : pairs >= 6;
    if (worthC && run % 2 === 0) {
      subset = 'C';
      fieldData += zplCodeC;
      symbolCharacters += 1;
      continue;
    }
    // An odd run goes its first digit in B, then the even rest in C.
    const character = data.charAt(index);
    fieldData += character === '>' ? '><' : character;
    symbolCharacters += 1;
    index += 1;
  }
  return { fieldData, symbolCharacters };
}

/** Modules of a Code 128 symbol: 11 per symbol character and the check, 13 for the stop. */
const code128Modules = (symbolCharacters: number): number => (symbolCharacters + 1) * 11 + 13;

/**
 * ZPL for the labels of a shipment, one ^XA…^XZ block per package with an SSCC.
 * @throws Error when no package has an SSCC or an SSCC is malformed.
 */
export function renderLabelsZpl(
  input: ShipmentDocumentInput,
  size: LabelSize,
  options: LabelZplOptions = {},
): string {
  const labels = labelContents(input, options);
  const layout = labelLayout(size);
  const printer = {
    dotsPerMm: options.dotsPerMm ?? 8,
    cjkFont: options.cjkFont ?? defaultZplCjkFont,
  };
  return labels.map((label) => zplLabel(layout, label, printer)).join('\n');
}

interface Printer {
  dotsPerMm: number;
  cjkFont: string;
}

/** Field data made safe: ^FH takes _XX hex escapes, so ^, ~ and _ are written as hex. */
function zplText(text: string): string {
  return text
    .replace(/_/g, '_5F')
    .replace(/\^/g, '_5E')
    .replace(/~/g, '_7E')
    .replace(/\\/g, '\\\\')
    .replace(/[\r\n]+/g, ' ');
}

function zplLabel(layout: LabelLayout, label: LabelContent, printer: Printer): string {
  const dots = (points: number): number => Math.round((points / 72) * 25.4 * printer.dotsPerMm);
  const fields: string[] = [];

  const text = (
    lines: string[],
    box: { x: number; y: number; width: number },
    style: { size: number; maxLines: number; align?: 'L' | 'C' },
  ): void => {
    const joined = lines.map(zplText).join('\\&');
    if (joined === '') return;
    const height = dots(style.size * 1.2);
    // Built-in font 0 has no Chinese glyphs: such text uses the printer's Asian font.
    const font = /[^\x00-\x7f]/.test(lines.join(''))
      ? `^A@N,${height},${height},${printer.cjkFont}`
      : `^A0N,${height},${height}`;
    fields.push(
      `^FO${dots(box.x)},${dots(box.y)}${font}^FB${dots(box.width)},${style.maxLines},0,${style.align ?? 'L'},0^FH^FD${joined}^FS`,
    );
  };
  const caption = (title: string, box: LabelBox): void =>
    text([title], { x: box.x, y: box.y + 2, width: box.width }, { size: captionSize, maxLines: 1 });

  const barcode = (box: LabelBox, gs1: Gs1Barcode, kind: 'sscc' | 'other'): void => {
    const band = barcodeBand(box, kind);
    const code = zplGs1Code128(gs1);
    const modules = code128Modules(code.symbolCharacters);
    const width = dots(box.width);
    // Whole dots per module (a thermal head prints no fractions), as wide as the zone allows.
    const largest = Math.floor(gs1LogisticsSymbol.maxModuleMm * printer.dotsPerMm);
    const fitting = Math.floor(width / (modules + 2 * gs1LogisticsSymbol.quietZoneModules));
    const module = Math.max(1, Math.min(largest, fitting));
    const x = dots(box.x) + Math.floor((width - modules * module) / 2);
    const barHeight = dots(band.barHeight);
    fields.push(
      `^FO${x},${dots(band.barTop)}^BY${module},3,${barHeight}^BCN,${barHeight},N,N,N,N^FD${code.fieldData}^FS`,
    );
    text(
      [gs1.humanReadable],
      { x: box.x, y: band.textTop, width: box.width },
      { size: band.textSize, maxLines: 1, align: 'C' },
    );
  };

  for (const rule of layout.rules) {
    const horizontal = rule.y1 === rule.y2;
    const width = horizontal ? dots(rule.x2 - rule.x1) : 2;
    const height = horizontal ? 2 : dots(rule.y2 - rule.y1);
    fields.push(`^FO${dots(rule.x1)},${dots(rule.y1)}^GB${width},${height},2^FS`);
  }

  const party = (box: LabelBox, title: string, block: LabelContent['shipTo'], big: boolean) => {
    caption(title, box);
    const nameSize = big ? 10 : 8;
    const lineSize = big ? 9 : 7.5;
    text(
      [block.name],
      { x: box.x, y: box.y + 13, width: box.width },
      { size: nameSize, maxLines: 1 },
    );
    const top = box.y + 13 + nameSize * lineHeightFactor;
    const room = Math.floor((box.y + box.height - top) / (lineSize * 1.2));
    text(block.lines, { x: box.x, y: top, width: box.width }, { size: lineSize, maxLines: room });
  };
  party(layout.shipFrom, label.captions.shipFrom, label.shipFrom, false);
  party(layout.shipTo, label.captions.shipTo, label.shipTo, true);

  caption(label.captions.postalCode, layout.postalCode);
  if (label.postalCode === null) {
    const box = layout.postalCode;
    text(
      [label.postalCodeText],
      { x: box.x, y: box.y + 24, width: box.width },
      { size: 16, maxLines: 2 },
    );
  } else {
    barcode(layout.postalCode, label.postalCode, 'other');
  }

  const carrier = layout.carrier;
  caption(label.captions.carrier, carrier);
  const [carrierName, ...carrierDetails] = label.carrierLines;
  if (carrierName !== undefined) {
    text(
      [carrierName],
      { x: carrier.x, y: carrier.y + 13, width: carrier.width },
      { size: 10, maxLines: 1 },
    );
    text(
      carrierDetails,
      { x: carrier.x, y: carrier.y + 30, width: carrier.width },
      { size: 8, maxLines: 3 },
    );
  }

  const order = layout.purchaseOrder;
  caption(label.captions.purchaseOrder, order);
  if (label.purchaseOrder === null) {
    text(
      [label.purchaseOrderText],
      { x: order.x, y: order.y + 20, width: order.width },
      { size: 16, maxLines: 2 },
    );
  } else {
    barcode(order, label.purchaseOrder, 'other');
  }

  const unit = layout.unitCount;
  const half = unit.width / 2;
  text(
    [label.unitCount],
    { x: unit.x, y: unit.y + 12, width: half - 4 },
    { size: 14, maxLines: 1 },
  );
  text(label.itemLines, { x: unit.x + half, y: unit.y + 2, width: half }, { size: 7, maxLines: 4 });

  caption(label.captions.sscc, layout.sscc);
  barcode(layout.sscc, label.sscc, 'sscc');

  return [
    '^XA',
    '^CI28',
    `^PW${dots(layout.width)}`,
    `^LL${dots(layout.height)}`,
    '^LH0,0',
    ...fields,
    '^XZ',
  ].join('\n');
}

import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { gs1LogisticsSymbol, type Gs1Barcode } from './gs1-barcodes';
import { renderLabelsZpl, zplGs1Code128 } from './labels-zpl';
import { scanCode128 } from './testing/barcode-scan';
import { sampleShipment, sampleSscc } from './testing/sample-shipment';

const labelledSsccs = [1, 2, 3, 4].map((serial) => sampleSscc(serial));

const blocksOf = (zpl: string): string[] => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];

interface BarcodeField {
  x: number;
  module: number;
  height: number;
  data: string;
}

function barcodeFields(block: string): BarcodeField[] {
  return [
    ...block.matchAll(/\^FO(\d+),\d+\^BY(\d+),\d+,\d+\^BCN,(\d+),N,N,N,N\^FD([^^]*)\^FS/g),
  ].map((field) => ({
    x: Number(field[1]),
    module: Number(field[2]),
    height: Number(field[3]),
    data: field[4] ?? '',
  }));
}

/**
 * Code 128 symbol values of ^BC field data, as a printer reads the invocation codes: >: and >;
 * start in subset B or C, >8 is FNC1, >5 and >6 switch to C and B, >< is a '>' in B; in subset C
 * each digit pair is one value.
 */
function code128Values(fieldData: string): number[] {
  const values: number[] = [];
  let subset: 'B' | 'C' | null = null;
  const invocations: Record<string, number> = { ':': 104, ';': 105, '8': 102, '5': 99, '6': 100 };
  for (let index = 0; index < fieldData.length;) {
    if (fieldData[index] === '>' && fieldData[index + 1] !== '<') {
      const code = invocations[fieldData[index + 1] ?? ''];
      if (code === undefined) throw new Error(`unknown invocation in ${fieldData}`);
      values.push(code);
      if (code === 104 || code === 100) subset = 'B';
      if (code === 105 || code === 99) subset = 'C';
      index += 2;
    } else if (subset === 'C') {
      values.push(Number(fieldData.slice(index, index + 2)));
      index += 2;
    } else if (subset === 'B') {
      const character = fieldData[index] === '>' ? '>' : (fieldData[index] ?? '');
      values.push(character.charCodeAt(0) - 32);
      index += fieldData[index] === '>' ? 2 : 1;
    } else {
      throw new Error(`data before a start code in ${fieldData}`);
    }
  }
  return values;
}

/** Draws the symbol the printer would print (bwip-js adds check and stop) and scans it. */
async function printedSymbol(fieldData: string): Promise<{ text: string; modules: number }> {
  const text = code128Values(fieldData)
    .map((value) => `^${String(value).padStart(3, '0')}`)
    .join('');
  // bwip-js's raw option (values, not text) is not in its option types.
  const options = { bcid: 'code128', text, raw: true };
  const [symbol] = bwipjs.raw(options);
  const modules = symbol !== undefined && 'sbs' in symbol ? symbol.sbs.reduce((a, b) => a + b) : 0;
  const png = await bwipjs.toBuffer({
    ...options,
    scale: 3,
    height: 12,
    paddingwidth: 12,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  const [scanned, ...more] = await scanCode128(new Uint8Array(png));
  expect(more).toEqual([]);
  expect(scanned?.symbologyIdentifier).toBe(']C1');
  return { text: scanned?.text ?? '', modules };
}

const barcode = (ai: Gs1Barcode['ai'], value: string): Gs1Barcode => ({
  ai,
  value,
  bracketed: `(${ai})${value}`,
  humanReadable: '',
});

describe('renderLabelsZpl', () => {
  it('writes one ^XA…^XZ per labelled package, UTF-8, the SSCC as >;>800… in sequence', () => {
    const zpl = renderLabelsZpl(sampleShipment(), '4x6');
    const blocks = blocksOf(zpl);
    expect(blocks).toHaveLength(4);
    expect(zpl.match(/\^XA/g)).toHaveLength(4);
    expect(zpl.match(/\^XZ/g)).toHaveLength(4);
    blocks.forEach((block, index) => {
      expect(block).toContain('^CI28');
      // 4 × 6 in at 203 dpi.
      expect(block).toContain('^PW813');
      expect(block).toContain('^LL1219');
      expect(block).toContain(`^FD>;>800${labelledSsccs[index]}^FS`);
    });
    expect(blocks[0]).toContain('^FD托盘 第 1 件，共 4 件^FS');
  });

  it('encodes what the PDF encodes: every ^BC field scans as its GS1 element string', async () => {
    const [block] = blocksOf(renderLabelsZpl(sampleShipment(), '4x6'));
    const fields = barcodeFields(block ?? '');
    const printed = await Promise.all(fields.map((field) => printedSymbol(field.data)));
    expect(printed.map((symbol) => symbol.text)).toEqual([
      '(420)200120',
      '(400)4500012345',
      `(00)${labelledSsccs[0]}`,
    ]);
    // Each symbol with its quiet zones stays on the label (813 dots wide).
    fields.forEach((field, index) => {
      const width = (printed[index]?.modules ?? 0) * field.module;
      const quiet = gs1LogisticsSymbol.quietZoneModules * field.module;
      expect(field.x).toBeGreaterThanOrEqual(quiet);
      expect(field.x + width + quiet).toBeLessThanOrEqual(813);
    });
  });

  it('chooses code sets well and always correctly, whatever the data', async () => {
    const cases: [Gs1Barcode, number][] = [
      // Start C, FNC1, ten digit pairs.
      [barcode('00', labelledSsccs[0] ?? ''), 12],
      // Odd digit count: C for the pairs, the last digit in B.
      [barcode('420', '200120'), 8],
      [barcode('420', '75201'), 6],
      [barcode('420', 'K1A0B1'), 11],
      // Letters, then a run of digits long enough to be worth subset C.
      [barcode('400', 'PO-4500012345'), 14],
      [barcode('400', 'AB12345678'), 12],
      // Short runs of digits stay in B.
      [barcode('400', 'A12B34'), 11],
      [barcode('400', 'X>Y_1'), 10],
    ];
    for (const [gs1, expectedCharacters] of cases) {
      const code = zplGs1Code128(gs1);
      expect(code.fieldData.startsWith('>;>8') || code.fieldData.startsWith('>:>8')).toBe(true);
      expect(code.symbolCharacters, gs1.bracketed).toBe(expectedCharacters);
      const printed = await printedSymbol(code.fieldData);
      expect(printed.text).toBe(gs1.bracketed);
      expect(printed.modules).toBe((code.symbolCharacters + 1) * 11 + 13);
    }
  });

  it('prints the SSCC with whole-dot modules of at least 0.495 mm and bars of 31.75 mm or more', () => {
    for (const dotsPerMm of [8, 12] as const) {
      const [block] = blocksOf(renderLabelsZpl(sampleShipment(), 'a6', { dotsPerMm }));
      const sscc = barcodeFields(block ?? '').at(-1);
      expect(sscc?.module ?? 0).toBeGreaterThanOrEqual(gs1LogisticsSymbol.minModuleMm * dotsPerMm);
      expect(sscc?.height ?? 0).toBeGreaterThanOrEqual(
        gs1LogisticsSymbol.minSsccHeightMm * dotsPerMm,
      );
      // A6 is 105 mm wide.
      expect(block).toContain(`^PW${Math.round(105 * dotsPerMm)}`);
    }
  });

  it('escapes ZPL command characters in text and sets Chinese in the printer’s Asian font', () => {
    const input = sampleShipment({ language: 'en-us' });
    const zpl = renderLabelsZpl(
      { ...input, shipFrom: { ...input.shipFrom, name: 'A^B~C_D' } },
      '4x6',
      { cjkFont: 'E:SIMSUN.TTF' },
    );
    const [block = ''] = blocksOf(zpl);
    expect(block).toContain('^FH^FDA_5EB_7EC_5FD^FS');
    expect(block).toMatch(/\^A@N,\d+,\d+,E:SIMSUN\.TTF\^FB\d+,1,0,L,0\^FH\^FD上海浦东配送中心\^FS/);
    expect(block).toMatch(/\^A0N,\d+,\d+\^FB\d+,1,0,L,0\^FH\^FDSHIP FROM\^FS/);
    // Outside the barcodes, no field data holds a raw caret or tilde.
    for (const field of block.matchAll(/\^FH\^FD(.*?)\^FS/g)) {
      expect(field[1]).not.toMatch(/[\^~]/);
    }
  });
});

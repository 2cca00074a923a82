import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { bwipSymbolOptions, gs1LogisticsSymbol, pointsPerMm, ssccBarcode } from './gs1-barcodes';
import { renderLabelsPdf } from './labels-pdf';
import { scanCode128 } from './testing/barcode-scan';
import {
  filledRectangles,
  pageText,
  pdfPages,
  rasterise,
  type Rectangle,
} from './testing/pdf-inspection';
import { sampleShipment, sampleSscc } from './testing/sample-shipment';

const createdAt = new Date('2025-03-05T08:00:00Z');
const render = (input = sampleShipment(), size: '4x6' | 'a6' = '4x6') =>
  renderLabelsPdf(input, size, { compress: false, createdAt });

/** The labelled packages of the sample, in label order. */
const labelledSsccs = [1, 2, 3, 4].map((serial) => sampleSscc(serial));

/** Bars of one symbol: rectangles sharing a top and a height, grouped top-down. */
function symbols(rectangles: Rectangle[]): Rectangle[][] {
  const groups = new Map<string, Rectangle[]>();
  for (const bar of rectangles) {
    const key = `${bar.y.toFixed(2)}:${bar.height.toFixed(2)}`;
    groups.set(key, [...(groups.get(key) ?? []), bar]);
  }
  return [...groups.values()].sort((a, b) => (a[0]?.y ?? 0) - (b[0]?.y ?? 0));
}

describe('renderLabelsPdf', () => {
  it('prints one page per package with an SSCC, in sequence, with Chinese in Noto Sans SC', async () => {
    const pdf = await render();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Five packages, one of them without an SSCC.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(4);
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansSC-(Regular|Bold)/);
    expect(pdf.toString('latin1')).toContain('/FontFile2');

    const first = pageText(pdf, 0);
    expect(first).toContain('上海浦东配送中心');
    expect(first).toContain('张江路 1088 号 3 号仓库');
    expect(first).toContain('托盘 第 1 件，共 4 件');
    expect(first).toContain('(00) 0 0614141000000001 2');
    expect(first).toContain('顺丰速运 SF Express');
    expect(first).toContain('承运商代码 (SCAC): SFEX');
    expect(first).toContain('提单号: BOL778899');
    expect(first).toContain('运单号 (PRO): PRO-5512345');
    // A pallet holds no item directly: no item block.
    expect(first).not.toContain('UPC');

    const second = pageText(pdf, 1);
    expect(second).toContain('纸箱 第 2 件，共 4 件');
    expect(second).toContain('商品条码 (UPC): 012345678905');
    expect(second).toContain('供应商货号: V-1001');
    expect(second).toContain('数量: 24 个 (EA)');
    // Two order lines in the fourth package: no single item to name.
    expect(pageText(pdf, 3)).not.toContain('UPC');
  });

  it('draws barcodes that scan from the page itself: SSCC (00), postal code (420), PO (400)', async () => {
    const pdf = await render();
    const pages = pdfPages(pdf);
    for (const [index, page] of pages.entries()) {
      const image = rasterise(filledRectangles(page), page.width, page.height, 4);
      const scanned = await scanCode128(image);
      expect(scanned.map((symbol) => symbol.text).sort()).toEqual(
        [`(00)${labelledSsccs[index]}`, '(400)4500012345', '(420)200120'].sort(),
      );
      // ]C1: FNC1 leads each symbol, so scanners read GS1-128 and not plain Code 128.
      expect(scanned.every((symbol) => symbol.symbologyIdentifier === ']C1')).toBe(true);
    }
  });

  it('scans on A6 too, and English captions come in capitals', async () => {
    const pdf = await render(sampleShipment({ language: 'en-us' }), 'a6');
    const [page] = pdfPages(pdf);
    if (page === undefined) throw new Error('no page');
    // A6 is 105 × 148 mm.
    expect(page.width / pointsPerMm).toBeCloseTo(105, 2);
    expect(page.height / pointsPerMm).toBeCloseTo(148, 2);
    const scanned = await scanCode128(
      rasterise(filledRectangles(page), page.width, page.height, 4),
    );
    expect(scanned.map((symbol) => symbol.text)).toContain(`(00)${labelledSsccs[0]}`);
    expect(scanned).toHaveLength(3);
    const text = pageText(pdf, 0);
    expect(text).toContain('SHIP TO');
    expect(text).toContain('PALLET 1 OF 4');
  });

  it('sizes the SSCC as GS1 asks: X ≥ 0.495 mm, 10 X quiet zones inside the label, bars ≥ 31.75 mm', async () => {
    const pdf = await render();
    const [page] = pdfPages(pdf);
    if (page === undefined) throw new Error('no page');
    const sscc = symbols(filledRectangles(page)).at(-1) ?? [];
    const narrowest = Math.min(...sscc.map((bar) => bar.width));
    expect(narrowest).toBeGreaterThanOrEqual(gs1LogisticsSymbol.minModuleMm * pointsPerMm - 1e-6);
    expect(sscc[0]?.height ?? 0).toBeGreaterThanOrEqual(
      gs1LogisticsSymbol.minSsccHeightMm * pointsPerMm,
    );
    const left = Math.min(...sscc.map((bar) => bar.x));
    const right = Math.max(...sscc.map((bar) => bar.x + bar.width));
    expect(left).toBeGreaterThanOrEqual(10 * narrowest);
    expect(page.width - right).toBeGreaterThanOrEqual(10 * narrowest);
  });

  it('renders the same bwip-js symbols to PNG, and those scan as well', async () => {
    for (const barcode of [ssccBarcode(labelledSsccs[0] ?? '')]) {
      const png = await bwipjs.toBuffer({
        ...bwipSymbolOptions(barcode),
        scale: 3,
        height: 15,
        paddingwidth: 12,
        paddingheight: 4,
        backgroundcolor: 'FFFFFF',
      });
      const scanned = await scanCode128(new Uint8Array(png));
      expect(scanned.map((symbol) => symbol.text)).toEqual([barcode.bracketed]);
    }
  });

  it('prints a postal code GS1 cannot carry as text, without its barcode', async () => {
    const input = sampleShipment();
    const pdf = await render({ ...input, shipTo: { ...input.shipTo, postcode: '邮编待定' } });
    const [page] = pdfPages(pdf);
    if (page === undefined) throw new Error('no page');
    const scanned = await scanCode128(
      rasterise(filledRectangles(page), page.width, page.height, 4),
    );
    expect(scanned.map((symbol) => symbol.text).sort()).toEqual(
      [`(00)${labelledSsccs[0]}`, '(400)4500012345'].sort(),
    );
    expect(pageText(pdf, 0)).toContain('邮编待定');
  });

  it('splits company prefix and serial in the SSCC text when the prefix is given', async () => {
    const pdf = await renderLabelsPdf(sampleShipment(), '4x6', {
      compress: false,
      createdAt,
      gs1CompanyPrefix: '0614141',
    });
    expect(pageText(pdf, 0)).toContain('(00) 0 0614141 000000001 2');
  });

  it('is byte-for-byte the same for the same input and date', async () => {
    const [first, second] = await Promise.all([render(), render()]);
    expect(first.equals(second)).toBe(true);
  });

  it('refuses a shipment without labelled packages, and a malformed SSCC', async () => {
    const input = sampleShipment();
    await expect(
      render({ ...input, packages: input.packages.map((unit) => ({ ...unit, sscc: null })) }),
    ).rejects.toThrow(/no package with an SSCC/);
    const broken = `${(labelledSsccs[0] ?? '').slice(0, 17)}0`;
    await expect(
      render({
        ...input,
        packages: [
          { ...input.packages[0], sscc: broken, level: 'pallet', sequence: 1, contents: [] },
        ],
      }),
    ).rejects.toThrow(/Not a valid SSCC-18/);
  });
});

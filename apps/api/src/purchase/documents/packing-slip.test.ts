import { describe, expect, it } from 'vitest';
import { renderPackingSlipPdf } from './packing-slip';
import { pageText, pdfPages } from './testing/pdf-inspection';
import { manyCartons, sampleShipment } from './testing/sample-shipment';

const createdAt = new Date('2025-03-05T08:00:00Z');

describe('renderPackingSlipPdf', () => {
  it('lists the order, parties, routing and every package with its lines, in Chinese', async () => {
    const pdf = await renderPackingSlipPdf(sampleShipment(), { compress: false, createdAt });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    // A4 for a Chinese reader.
    expect([pages[0]?.width, pages[0]?.height]).toEqual([595.28, 841.89]);
    const text = pageText(pdf, 0);
    for (const expected of [
      '装箱单',
      '4500012345',
      '2025-03-01',
      '上海浦东配送中心',
      'Sunrise Manufacturing Co.',
      'ACME Retail Accounts Payable',
      '顺丰速运 SF Express',
      '公路运输（公共承运人） (M)',
      'PRO-5512345',
      // The pallet, then the cartons on it, then the loose carton and the unlabelled unit.
      '托盘 1   ·   SSCC (00) 0 0614141000000001 2   ·   重量 120.5 千克',
      '纸箱 2   ·   SSCC (00) 0 0614141000000002 9   ·   所在托盘 (00) 0 0614141000000001 2   ·   重量 12.25 千克',
      '散件 5',
      '不锈钢保温杯 500ml',
      '个 (EA)',
      '包 (PK)',
      // 1 pallet, 3 cartons and 1 loose unit; 59 items; the pallet's gross weight plus the loose carton.
      '1 托，3 箱，1 件',
      '59',
      '128.5 千克',
      '4500012345 · 第 1 页，共 1 页',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // No internal names on paper.
    expect(text).not.toMatch(/\b(pallet|carton|bulk)\b/);
  });

  it('speaks English on Letter paper, and says when there is no routing yet', async () => {
    const pdf = await renderPackingSlipPdf(sampleShipment({ language: 'en-us', routing: null }), {
      compress: false,
      createdAt,
    });
    const [page] = pdfPages(pdf);
    expect([page?.width, page?.height]).toEqual([612, 792]);
    const text = pageText(pdf, 0);
    for (const expected of [
      'Packing slip',
      'PO number',
      'Not routed yet',
      'Pallet 1',
      'each (EA)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('1 pallet, 3 cartons, 1 loose unit');
  });

  it('runs onto more pages with the column titles repeated and every page numbered', async () => {
    const pdf = await renderPackingSlipPdf(manyCartons(120), { compress: false, createdAt });
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((_, index) => {
      const text = pageText(pdf, index);
      expect(text).toContain(`第 ${index + 1} 页，共 ${pages.length} 页`);
      expect(text).toContain('商品条码 (UPC)');
    });
    const everything = pages.map((_, index) => pageText(pdf, index)).join('\n');
    expect(everything).toContain('纸箱 120');
    expect(everything).toContain('120 箱');
  });
});

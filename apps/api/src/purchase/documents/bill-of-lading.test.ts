import { describe, expect, it } from 'vitest';
import { renderBillOfLadingPdf } from './bill-of-lading';
import { pageText, pdfPages } from './testing/pdf-inspection';
import { sampleShipment } from './testing/sample-shipment';

const createdAt = new Date('2025-03-05T08:00:00Z');

describe('renderBillOfLadingPdf', () => {
  it('names shipper, consignee, bill-to, carrier, BOL and PRO, the order and the handling units', async () => {
    const pdf = await renderBillOfLadingPdf(sampleShipment({ language: 'en-us' }), {
      compress: false,
      createdAt,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf)).toHaveLength(1);
    const text = pageText(pdf, 0);
    for (const expected of [
      'Straight bill of lading – not negotiable',
      'BOL778899',
      'PRO-5512345',
      '4500012345',
      'Ship from (shipper)',
      'Sunrise Manufacturing Co.',
      'Ship to (consignee)',
      '上海浦东配送中心',
      'Freight charges bill to',
      'ACME Retail Accounts Payable',
      '顺丰速运 SF Express',
      'SFEX',
      'Motor (common carrier) (M)',
      'TRL-8812',
      '2025-03-05 09:30',
      'Shipper signature',
      'Carrier signature',
      'Consignee signature',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Three handling units: the pallet (its two cartons are 2 pieces), the loose carton (1) and
    // the loose unit of 3 items (3 pieces): 6 pieces, 128.5 kg.
    // Cells may wrap: read the totals row as one run of text.
    const flat = text.replace(/\n/g, '|').replace(/ \|/g, ' ');
    expect(flat).toContain('|3|1 pallet, 1 carton, 1 loose unit|6|59|128.5 kg|Total|');
  });

  it('uses Chinese headings, and leaves out the bill-to when there is none', async () => {
    const pdf = await renderBillOfLadingPdf(sampleShipment({ billTo: null }), {
      compress: false,
      createdAt,
    });
    const text = pageText(pdf, 0);
    for (const expected of [
      '直接提单（记名，不可转让）',
      '托运人（发货方）',
      '收货人（收货方）',
      '承运人签字',
      '128.5 千克',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('运费付款方');
    expect(text).not.toContain('ACME Retail Accounts Payable');
  });

  it('prints before routing, with dashes where the carrier’s numbers go', async () => {
    const pdf = await renderBillOfLadingPdf(sampleShipment({ routing: null }), {
      compress: false,
      createdAt,
    });
    const text = pageText(pdf, 0);
    expect(text).toContain('尚未安排运输');
    expect(text).toContain('4500012345');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CanonicalOrder, Language, OrderChange, OrderDetail } from '@portal/contracts';
import { orderDetail, renderInPortal } from '@portal/testing';
import { orderViewTexts } from '../texts';
import { OrderDetailsTab } from './order-details-tab';

/** An X12 order whose header, terms, parties and lines carry the codes a clerk used to see bare. */
function codedOrder(): OrderDetail {
  const detail = orderDetail();
  const order: CanonicalOrder = {
    ...detail.order,
    purposeCode: '00',
    purchaseOrderTypeCode: 'SA',
    transportationTerms: 'PP',
    paymentMethod: '42',
    saleTerms: { ...detail.order.saleTerms, typeCode: '01' },
    lines: detail.order.lines.map((line) => ({ ...line, unit: 'CA' })),
  };
  return { ...detail, order };
}

const changes: OrderChange[] = [
  {
    scope: 'header',
    change: 'change',
    field: 'parties.shipTo.city',
    before: 'Dallas',
    after: 'Austin',
  },
  {
    scope: 'header',
    change: 'change',
    field: 'transportationTerms',
    before: 'PP',
    after: 'CC',
  },
  {
    scope: 'line',
    lineNumber: '1',
    change: 'change',
    field: 'quantities.ordered',
    before: '100',
    after: '120',
  },
  {
    scope: 'line',
    lineNumber: '1',
    change: 'change',
    field: 'dates.schedule',
    before: '2026-03-20',
    after: '2026-03-24',
  },
  {
    scope: 'header',
    change: 'change',
    field: 'parties.buyer.contacts',
    before: '[{"function":"purchasing","name":"Dana Buyer"}]',
    after: '[{"function":"purchasing","name":"Lee Buyer"}]',
  },
];

async function renderDetails(detail: OrderDetail, language: Language) {
  await renderInPortal(<OrderDetailsTab detail={detail} />, {
    namespace: orderViewTexts.namespace,
    texts: orderViewTexts.translations,
    language,
  });
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('order details codes', () => {
  it('shows each EDI code with its meaning, in English', async () => {
    await renderDetails(codedOrder(), 'en-us');
    const header = region('Order header');
    for (const text of [
      '00 · Original',
      'SA · Stand-alone order',
      'PP · Prepaid (by seller)',
      '42 · Payment to bank account',
    ]) {
      expect(header.getByText(text)).toBeTruthy();
    }
    expect(region('Sale terms').getByText('01 · Basic')).toBeTruthy();
    expect(region('Buyer').getByText('92 · Assigned by buyer')).toBeTruthy();
    expect(region('Remit to').getByText('1 · D-U-N-S number')).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Line items' }));
    expect(lines.getAllByText('CA · Case')).toHaveLength(2);
    // No code stands alone.
    expect(header.queryByText('00')).toBeNull();
    expect(header.queryByText('PP')).toBeNull();
  });

  it('shows each EDI code with its meaning, in Chinese', async () => {
    await renderDetails(codedOrder(), 'zh-cn');
    const header = region('订单抬头');
    for (const text of ['00 · 原始单据', 'SA · 独立订单', 'PP · 预付（卖方支付运费）']) {
      expect(header.getByText(text)).toBeTruthy();
    }
    expect(region('销售条款').getByText('01 · 基本条款')).toBeTruthy();
    expect(region('买方').getByText('92 · 买方指定的编码')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: '行项目' })).getAllByText('CA · 箱'),
    ).toHaveLength(2);
  });

  it('reads codes in the lists of the order’s standard', async () => {
    const detail = codedOrder();
    const [document] = detail.documents;
    if (document === undefined) throw new Error('the fixture has no document');
    await renderDetails(
      {
        ...detail,
        order: {
          ...detail.order,
          purposeCode: '9',
          parties: detail.order.parties.map((party) => ({ ...party, agencyCode: '9' })),
        },
        documents: [{ ...document, standard: 'EDIFACT', setId: 'ORDERS' }],
      },
      'en-us',
    );
    expect(region('Order header').getByText('9 · Original')).toBeTruthy();
    // NAD 3055 9 is GS1; the X12 N103 9 would be DUNS+4.
    expect(region('Buyer').getByText('9 · GS1 (Global Location Number)')).toBeTruthy();
  });
});

describe('order change table', () => {
  it.each([
    [
      'en-us' as const,
      'What changed',
      ['Ship to · City', 'Transportation terms', 'Ordered quantity', 'Scheduled date'],
      ['PP · Prepaid (by seller) → CC · Collect', 'Purchasing Dana Buyer → Purchasing Lee Buyer'],
    ],
    [
      'zh-cn' as const,
      '变更内容',
      ['收货方 · 城市', '运输条款', '订购数量', '计划日期'],
      ['PP · 预付（卖方支付运费） → CC · 到付', '采购 Dana Buyer → 采购 Lee Buyer'],
    ],
  ])(
    'names changed fields in words, never by their path (%s)',
    async (language, title, labels, values) => {
      await renderDetails({ ...codedOrder(), changes }, language);
      const table = within(screen.getByRole('table', { name: title }));
      for (const label of labels) expect(table.getByText(label)).toBeTruthy();
      for (const value of values) expect(table.getByText(value)).toBeTruthy();
      for (const change of changes) expect(table.queryByText(change.field)).toBeNull();
      expect(table.queryByText(/function|parties\.|quantities\.|dates\./)).toBeNull();
    },
  );
});

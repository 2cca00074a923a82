import {
  gs1CheckDigit,
  statisticBuckets,
  type DeliveryQuantityStatistic,
  type DeliverySeriesStatistic,
  type FulfilmentLine,
  type InvoiceDetail,
  type MessageStatusCounts,
  type MoneyStatistic,
  type OrderDetail,
  type OrderDocumentType,
  type OrderExportJob,
  type OrderLog,
  type OrderPage,
  type OrderQuantityStatistic,
  type OrderSeriesStatistic,
  type OrderStatus,
  type OrderStatusCounts,
  type OrderSummary,
  type PackingPlan,
  type PlanPackage,
  type PurchaseActionResult,
  type PurchaseDetail,
  type PurchaseOrderSummary,
  type PurchasePage,
  type Routing,
  type ShipmentPackage,
  type StatisticRange,
  type StatisticUnit,
  type StockShortage,
} from '@portal/contracts';
import {
  orderDetail,
  orderPage,
  orderSummary,
  sentInvoiceData,
  sentInvoiceDetail,
} from '@portal/testing/fixtures';

/**
 * The orders remote's story data (docs/storybook.md): realistic EDI orders of ACME Retail and its
 * Chinese partners in 2026, the checks' "now" being 2026-11-20 09:30 in Asia/Shanghai. Every value
 * is typed by the contracts and checked against them when a story answers with it.
 */

const buyers = [
  'ACME Retail Inc.',
  '上海华联超市有限公司',
  'Northwind Traders Ltd.',
  '北京京东世纪贸易有限公司',
  'Widget World GmbH',
] as const;
const shipTos = ['ACME DC Dallas', '华东配送中心（昆山）', 'Northwind DC Seattle', '北京亦庄仓'];
const statusCycle: readonly OrderStatus[] = [
  'RECEIVED',
  'ACCEPTED',
  'CHANGED',
  'RECEIVED',
  'BACKORDERED',
  'SENT_ASN',
  'REJECTED',
  'RECEIVED',
  'CANCELED',
  'SENT_INV',
];
const typeCycle: readonly OrderDocumentType[] = ['ORDER', 'ORDER', 'ORDER_CHANGE', 'ORDER'];

/** The instant of the `index`-th order: received in November 2026, newest first. */
const receivedAt = (index: number): string =>
  new Date(Date.UTC(2026, 10, 20, 1, 10) - index * 47 * 60_000).toISOString();

/** One list row: PO-4501001 onwards, statuses, buyers and currencies varied. */
export function storyOrder(index: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  const serialNumber = 1001 + index;
  const number = `PO-${4501001 + index}`;
  const yuan = index % 3 === 1;
  return orderSummary(serialNumber, {
    documentNumber: number,
    orderNumber: number,
    documentType: typeCycle[index % typeCycle.length] ?? 'ORDER',
    status: statusCycle[index % statusCycle.length] ?? 'RECEIVED',
    documentVersion: index % 4 === 2 ? 2 : 1,
    quantity: 24 + ((index * 37) % 480),
    amount: Math.round((310.5 + ((index * 1379.25) % 24800)) * 100) / 100,
    currencyCode: yuan ? 'CNY' : 'USD',
    orderDate: `2026-11-${String(19 - (index % 18)).padStart(2, '0')}`,
    receivedAt: receivedAt(index),
    updatedAt: receivedAt(index),
    buyerName: buyers[index % buyers.length] ?? null,
    shipToName: shipTos[index % shipTos.length] ?? null,
    lineCount: 1 + (index % 6),
    ...overrides,
  });
}

/** The ten orders of the first page. */
export const orders: OrderSummary[] = Array.from({ length: 10 }, (_, index) => storyOrder(index));

/** A page of `records` out of `total`. */
export const pageOf = (records: OrderSummary[], total = records.length, size = 10): OrderPage =>
  orderPage(records, { total, size, next: total > records.length ? 'eyJpZCI6MTAxMH0' : null });

/** A hundred rows of a list of 12,480 orders. */
export const hundredOrders: OrderSummary[] = Array.from({ length: 100 }, (_, index) =>
  storyOrder(index),
);

/** Names and numbers as long as the partners really send them. */
export const longTextOrders: OrderSummary[] = [
  storyOrder(0, {
    orderNumber: 'PO-4501001-DROPSHIP-REPLENISHMENT-WEEK47-REGION-EAST-CHINA',
    documentNumber: 'DOC-2026-11-4501001-00000000000000000017',
    buyerName:
      '上海华联超市股份有限公司华东区域采购中心（生鲜、日化及家居用品联合采购部）第三采购组',
    shipToName: '华东配送中心（江苏省苏州市昆山市花桥经济开发区商务大道 1888 号 B 栋冷链仓）',
  }),
  storyOrder(1, {
    orderNumber: 'PO-4501002-CONSOLIDATED-CROSS-DOCK-FOR-PACIFIC-NORTHWEST-STORES',
    buyerName:
      'Northwind Traders International Procurement Services Limited (Pacific Northwest Region)',
    shipToName: 'Northwind Traders Cross-Dock Facility 14, 2200 Industrial Parkway South, Seattle',
  }),
  ...orders.slice(2),
];

/** Order 1001 with its 850, priced lines, parties and reservations (every tab has content). */
export const detail1001: OrderDetail = orderDetail({
  summary: storyOrder(0, { status: 'RECEIVED' }),
});

/** An 830 planning schedule: its part list opens first. */
export const planDetail: OrderDetail = (() => {
  const base = orderDetail();
  return {
    ...base,
    summary: storyOrder(0, {
      documentType: 'ORDER_PLAN',
      orderNumber: 'FC-2026-W47',
      documentNumber: 'FC-2026-W47',
    }),
    order: {
      ...base.order,
      documentType: 'ORDER_PLAN',
      orderNumber: 'FC-2026-W47',
      documentNumber: 'FC-2026-W47',
      lines: base.order.lines.map((line, index) => ({
        ...line,
        quantities: { ...line.quantities, cumulative: 1200 + index * 300 },
        schedule: [
          { quantity: 400, date: '2026-11-30', commitment: 'C' },
          { quantity: 350, date: '2026-12-07', commitment: 'D', timing: 'W' },
          { quantity: 500, date: '2026-12-14', commitment: 'D', timing: 'W' },
        ],
      })),
    },
  };
})();

/** The invoice sent for order 1001: 40 × 9.99 and 3 × 120.005, freight, a line allowance, VAT. */
export const sentInvoice: InvoiceDetail = sentInvoiceDetail(
  sentInvoiceData({
    invoiceNumber: 'INV-2026-004217',
    invoiceDate: '2026-11-18',
    currencyCode: 'USD',
    shipNoticeNumber: 'ASN-2026-1107',
    remitTo: { name: '深圳威杰特科技有限公司 Widget Works Ltd.', country: 'CN' },
    settlement: { payeeName: 'Widget Works Ltd.', bic: 'BKCHCNBJ', paymentMeansCode: '58' },
    lines: [
      {
        key: 'a',
        lineNumber: '1',
        description: 'Blue widget, large',
        quantity: 40,
        unit: 'EA',
        unitPrice: '9.99',
      },
      {
        key: 'b',
        lineNumber: '2',
        description: 'Red widget, small',
        quantity: 3,
        unit: 'EA',
        unitPrice: '120.005',
      },
    ],
  }),
  {
    createdBy: 'wang.fang',
    updatedAt: '2026-11-18T08:00:00.000Z',
    sentAt: '2026-11-18T08:00:00.000Z',
  },
);

/** The operation log of order 1001: received, released, accepted, shipped. */
export const logs1001: OrderLog[] = [
  {
    id: 1,
    at: '2026-11-20T01:10:00.000Z',
    actor: 'gateway',
    fromStatus: null,
    toStatus: 'NEW_ORDER',
    event: 'received',
    params: {},
    message: 'Order received',
  },
  {
    id: 2,
    at: '2026-11-20T01:11:00.000Z',
    actor: 'gateway',
    fromStatus: 'NEW_ORDER',
    toStatus: 'RECEIVED',
    event: 'released',
    params: {},
    message: 'Receipt acknowledged to the partner; ready to answer',
  },
];

/** An order export the server is writing: 1,200 of 3,480 orders. */
export const exportJob = (
  state: OrderExportJob['state'] = 'running',
  written = 1200,
): OrderExportJob => ({
  id: '6f1c1f53-6a5e-4b43-9a55-27d1b1b0a001',
  state,
  written,
  total: 3480,
  fileName: 'orders-2026-11-20.xlsx',
  failureCode: state === 'failed' ? '5005' : null,
  startedAt: '2026-11-20T01:30:00.000Z',
  finishedAt: state === 'running' ? null : '2026-11-20T01:31:00.000Z',
});

/** What accepting PO-4501001 is short of: every item named, with ordered, free and missing. */
export const shortages: StockShortage[] = [
  { item: 'W-100 蓝色小部件（大号）', ordered: 100, available: 64, short: 36 },
  { item: 'W-200 Red widget, small', ordered: 50, available: 0, short: 50 },
  { item: 'GTIN 00614141000012', ordered: 24, available: 12, short: 12 },
];

// ---------------------------------------------------------------- dashboard

const emptyOrderCounts: OrderStatusCounts = {
  NEW_ORDER: 0,
  RECEIVED: 0,
  CHANGED: 0,
  ACCEPTED: 0,
  REJECTED: 0,
  BACKORDERED: 0,
  CANCELED: 0,
  ROUTED: 0,
  PRINTED: 0,
  DELIVERED: 0,
  SEND_ASN: 0,
  SENT_ASN: 0,
  SEND_INV: 0,
  SENT_INV: 0,
  PAYMENT_ORDER: 0,
  INVOICE: 0,
};
const orderCounts = (counts: Partial<OrderStatusCounts>): OrderStatusCounts => ({
  ...emptyOrderCounts,
  ...counts,
});
const emptyMessageCounts: MessageStatusCounts = {
  new: 0,
  doing: 0,
  pok: 0,
  finish: 0,
  success: 0,
  failed: 0,
  unknown: 0,
};
const messageCounts = (counts: Partial<MessageStatusCounts>): MessageStatusCounts => ({
  ...emptyMessageCounts,
  ...counts,
});

/** A wave over the buckets: busier mid-week and mid-day, never negative, the same every run. */
const wave = (index: number, base: number, swing: number): number =>
  Math.max(0, Math.round(base + swing * Math.sin(index / 2.3) + ((index * 7) % 5) * (swing / 8)));

/** The range a query names (the dashboard always sends unit, days and zone). */
export function rangeOf(query: URLSearchParams): StatisticRange {
  const unitText = query.get('unit');
  const unit: StatisticUnit =
    unitText === 'hour' || unitText === 'month' || unitText === 'year' ? unitText : 'day';
  return {
    unit,
    from: query.get('from') ?? '2026-10-22',
    to: query.get('to') ?? '2026-11-20',
    timeZone: query.get('timeZone') ?? 'Asia/Shanghai',
  };
}

/** Orders per bucket of the range, in US dollars, yuan and euros (`scale` 0: a quiet range). */
export function orderSeries(range: StatisticRange, scale = 1): OrderSeriesStatistic {
  return {
    range,
    buckets: statisticBuckets(range).map((bucket, index) => {
      const count = wave(index, 60, 40) * scale;
      const usd = Math.round(count * 0.6);
      const cny = Math.round(count * 0.3);
      const eur = count - usd - cny;
      return {
        bucket,
        count,
        quantity: count * 36,
        byCurrency: [
          { currencyCode: 'CNY', count: cny, amount: cny * 8650 },
          { currencyCode: 'EUR', count: eur, amount: eur * 1480.5 },
          { currencyCode: 'USD', count: usd, amount: usd * 1325.25 },
        ].filter((currency) => currency.count > 0),
      };
    }),
  };
}

/** The range's totals, made of its series so both agree. */
export function orderQuantity(range: StatisticRange, scale = 1): OrderQuantityStatistic {
  const series = orderSeries(range, scale).buckets;
  const count = series.reduce((sum, bucket) => sum + bucket.count, 0);
  const totals = new Map<string, { count: number; amount: number }>();
  for (const bucket of series) {
    for (const currency of bucket.byCurrency) {
      const code = currency.currencyCode ?? '';
      const known = totals.get(code) ?? { count: 0, amount: 0 };
      totals.set(code, {
        count: known.count + currency.count,
        amount: known.amount + currency.amount,
      });
    }
  }
  const accepted = Math.round(count * 0.55);
  const shipped = Math.round(count * 0.2);
  const canceled = Math.round(count * 0.03);
  return {
    range,
    count,
    quantity: series.reduce((sum, bucket) => sum + bucket.quantity, 0),
    byStatus: orderCounts({
      ACCEPTED: accepted,
      SENT_ASN: shipped,
      CANCELED: canceled,
      RECEIVED: count - accepted - shipped - canceled,
    }),
    amountByCurrency: [...totals.entries()]
      .map(([currencyCode, total]) => ({ currencyCode, ...total }))
      .filter((currency) => currency.count > 0)
      .sort((a, b) => b.amount - a.amount),
  };
}

/** Outbound messages per bucket: mostly sent, a few failed, some in progress. */
export function deliverySeries(range: StatisticRange, scale = 1): DeliverySeriesStatistic {
  return {
    range,
    buckets: statisticBuckets(range).map((bucket, index) => {
      const success = wave(index, 40, 25) * scale;
      const failed = index % 6 === 4 ? 2 * scale : 0;
      const doing = index % 5 === 0 ? 3 * scale : 0;
      return {
        bucket,
        count: success + failed + doing,
        byStatus: messageCounts({ success, failed, doing }),
      };
    }),
  };
}

export function deliveryQuantity(range: StatisticRange, scale = 1): DeliveryQuantityStatistic {
  const series = deliverySeries(range, scale).buckets;
  const sum = (pick: (counts: MessageStatusCounts) => number) =>
    series.reduce((total, bucket) => total + pick(bucket.byStatus), 0);
  const success = sum((counts) => counts.success);
  const failed = sum((counts) => counts.failed);
  const doing = sum((counts) => counts.doing);
  const count = success + failed + doing;
  const notices = Math.round(count * 0.45);
  const responses = Math.round(count * 0.3);
  return {
    range,
    count,
    byStatus: messageCounts({ success, failed, doing }),
    byDocumentType: [
      { documentType: '856', count: notices },
      { documentType: '855', count: responses },
      { documentType: '810', count: count - notices - responses },
    ],
  };
}

/** Invoiced and paid per bucket in US dollars and yuan, and what is still open by age. */
export function moneyStatistic(range: StatisticRange, scale = 1): MoneyStatistic {
  const buckets = statisticBuckets(range);
  const currency = (currencyCode: string, rate: number) => {
    const rows = buckets.map((bucket, index) => ({
      bucket,
      invoiced: String(wave(index, 9000, 6000) * rate * scale),
      paid: String(wave(index + 3, 7000, 5000) * rate * scale),
    }));
    const total = (pick: (row: { invoiced: string; paid: string }) => string) =>
      String(rows.reduce((sum, row) => sum + Number(pick(row)), 0));
    return {
      currencyCode,
      invoiced: total((row) => row.invoiced),
      paid: total((row) => row.paid),
      buckets: rows,
      receivables: {
        '0-30': String(48250 * rate * scale),
        '31-60': String(12780 * rate * scale),
        '61-90': String(3150 * rate * scale),
        '90+': String(980 * rate * scale),
      },
    };
  };
  return { range, currencies: scale === 0 ? [] : [currency('USD', 1), currency('CNY', 7)] };
}

// ---------------------------------------------------------------- purchase

/** One row of the purchase list: an accepted order to route, pack and ship. */
export function purchaseRow(
  index: number,
  overrides: Partial<PurchaseOrderSummary> = {},
): PurchaseOrderSummary {
  const shipped = index % 5 === 3;
  return {
    serialNumber: 2001 + index,
    projectKey: 'ACME',
    orderNumber: `PO-${4502001 + index}`,
    status: shipped ? 'SENT_ASN' : index % 3 === 1 ? 'ROUTED' : 'ACCEPTED',
    orderDate: `2026-11-${String(18 - (index % 15)).padStart(2, '0')}`,
    shipToName: shipTos[index % shipTos.length] ?? null,
    shipToPostcode: index % 2 === 0 ? '75241' : '215300',
    shipWindow: { start: '2026-11-21', end: `2026-11-${String(24 + (index % 5))}` },
    dueSoon: index % 4 === 0,
    quantity: 24 + ((index * 13) % 200),
    packageCount: shipped ? 3 : 0,
    carrierName: index % 3 === 1 || shipped ? 'UPS Freight' : null,
    scac: index % 3 === 1 || shipped ? 'UPSN' : null,
    shippedAt: shipped ? '2026-11-19T06:00:00.000Z' : null,
    ...overrides,
  };
}

export const purchaseRows: PurchaseOrderSummary[] = Array.from({ length: 10 }, (_, index) =>
  purchaseRow(index),
);

export const purchasePageOf = (
  records: PurchaseOrderSummary[],
  total = records.length,
): PurchasePage => ({ records, total, page: 1, size: records.length > 10 ? 100 : 10 });

const fulfilmentLines: FulfilmentLine[] = [
  {
    lineNumber: '1',
    vendorItemNumber: 'W-100',
    buyerItemNumber: 'ACME-100',
    upc: '00614141000012',
    description: 'Blue widget, large 蓝色小部件（大号）',
    unit: 'EA',
    packSize: 12,
    ordered: 96,
    reserved: 96,
    packed: 0,
    shipped: null,
  },
  {
    lineNumber: '2',
    vendorItemNumber: 'W-200',
    buyerItemNumber: 'ACME-200',
    upc: null,
    description: 'Red widget, small',
    unit: 'EA',
    packSize: null,
    ordered: 40,
    reserved: 40,
    packed: 0,
    shipped: null,
  },
];

/** PO-4502001's fulfilment: accepted, nothing routed or packed yet, labels on. */
export const purchaseDetail: PurchaseDetail = {
  summary: purchaseRow(0),
  lines: fulfilmentLines,
  routing: null,
  packages: [],
  planVersion: null,
  documents: [],
  shippedAt: null,
  allowedMoves: ['route', 'print'],
  editable: true,
  canCancel: true,
  switches: {
    printLabel: true,
    hasOuterPackage: true,
    hasInnerPackage: true,
    hasNoPackage: false,
    allowOverShipment: false,
    gs1CompanyPrefix: '0614141',
  },
};

export const purchaseLogs: OrderLog[] = [
  {
    id: 1,
    at: '2026-11-18T08:00:00.000Z',
    actor: 'gateway',
    fromStatus: 'NEW_ORDER',
    toStatus: 'RECEIVED',
    event: 'released',
    params: {},
    message: 'Receipt acknowledged to the partner; ready to answer',
  },
  {
    id: 2,
    at: '2026-11-18T09:30:00.000Z',
    actor: 'li.wei',
    fromStatus: 'RECEIVED',
    toStatus: 'ACCEPTED',
    event: 'accepted',
    params: { documentType: '855', controlNumber: '000000006' },
    message: 'Accepted — order response 855 sent (control number 000000006)',
  },
];

/** The detail of a list row: the 850 of order 1001 under that row's numbers, buyer and status. */
export function detailFor(summary: OrderSummary): OrderDetail {
  const base = orderDetail();
  return {
    ...base,
    summary,
    order: {
      ...base.order,
      documentType: summary.documentType,
      orderNumber: summary.orderNumber,
      documentNumber: summary.documentNumber,
      documentVersion: summary.documentVersion,
    },
  };
}

// ---------------------------------------------------------------- purchase fulfilment

/** The package types the proposal writes (X12 TD101): a pallet and a corrugated carton. */
const pallet = (key: string): PlanPackage => ({
  key,
  level: 'pallet',
  packageType: 'PLT94',
  contents: [],
});
const carton = (
  key: string,
  palletKey: string | null,
  ...contents: readonly (readonly [lineNumber: string, quantity: number])[]
): PlanPackage => ({
  key,
  level: 'carton',
  ...(palletKey === null ? {} : { palletKey }),
  packageType: 'CTN25',
  contents: contents.map(([lineNumber, quantity]) => ({ lineNumber, quantity })),
});

/** PO-4502001's lines as the buyer packs them: W-100 in inner packs of 12, W-200 of 10. */
const packingLines: FulfilmentLine[] = fulfilmentLines.map((line) =>
  line.lineNumber === '2' ? { ...line, packSize: 10 } : line,
);

/** UPS Freight picks PO-4502001 up on 21 November. */
export const fulfilmentRouting: Routing = {
  carrierName: 'UPS Freight',
  scac: 'UPSN',
  transportMode: 'M',
  billOfLading: 'BOL-2026-118204',
  trackingNumber: 'PRO 482-1190-77',
  pickupDate: '2026-11-21',
  pickupTime: '14:00',
  scheduledDeliveryDate: '2026-11-24',
  loadNumber: 'APPT-55817',
};

/**
 * The plan the clerk saved: W-100 in seven cartons of 12 on pallets P1 and P2, W-200 in three
 * cartons of 10 on P3, and one mixed carton (12 + 10) on no pallet: 96 and 40, as ordered.
 */
export const savedPlan: PackingPlan = {
  packages: [
    pallet('P1'),
    carton('C1', 'P1', ['1', 12]),
    carton('C2', 'P1', ['1', 12]),
    carton('C3', 'P1', ['1', 12]),
    carton('C4', 'P1', ['1', 12]),
    pallet('P2'),
    carton('C5', 'P2', ['1', 12]),
    carton('C6', 'P2', ['1', 12]),
    carton('C7', 'P2', ['1', 12]),
    pallet('P3'),
    carton('C8', 'P3', ['2', 10]),
    carton('C9', 'P3', ['2', 10]),
    carton('C10', 'P3', ['2', 10]),
    carton('C11', null, ['1', 12], ['2', 10]),
  ],
};

/** The saved plan without C7 and C10: W-100 is 12 short, W-200 10 short. */
export const shortPlan: PackingPlan = {
  packages: savedPlan.packages.filter((found) => found.key !== 'C7' && found.key !== 'C10'),
};

/** The saved plan with one carton of W-100 too many on P2 (the project allows over-shipment). */
export const overPlan: PackingPlan = {
  packages: savedPlan.packages.flatMap((found) =>
    found.key === 'C7' ? [found, carton('C12', 'P2', ['1', 12])] : [found],
  ),
};

/**
 * What "propose" answers for PO-4502001: each line in cartons of its pack size, loaded in order
 * onto pallets of at most 50 items (ACME's outer-pack limit), as the server's cartonization does.
 */
export const proposedPlan: PackingPlan = {
  packages: [
    pallet('P1'),
    pallet('P2'),
    pallet('P3'),
    ...Array.from({ length: 8 }, (_, index) =>
      carton(`C${index + 1}`, index < 4 ? 'P1' : 'P2', ['1', 12]),
    ),
    ...Array.from({ length: 4 }, (_, index) => carton(`C${index + 9}`, 'P3', ['2', 10])),
  ],
};

/** The `n`-th SSCC-18 of ACME's GS1 company prefix 0614141, with its check digit. */
export function storySscc(serial: number): string {
  const prefix = purchaseDetail.switches.gs1CompanyPrefix;
  const body = `0${prefix}${String(4_180_000 + serial).padStart(16 - prefix.length, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** A plan as the server stores it: ids, and the SSCCs once labels were printed. */
function storedPackages(plan: PackingPlan, labelled: boolean): ShipmentPackage[] {
  return plan.packages.map((found, index) => ({
    ...found,
    id: 3101 + index,
    sscc: labelled ? storySscc(index + 1) : null,
    sequence: index + 1,
  }));
}

/**
 * PO-4502001 routed with UPS Freight, holding `plan` (none: not packed yet): its lines' packed
 * quantities and package count are the plan's, saved on 19 November.
 */
export function packedDetail(
  plan: PackingPlan,
  overrides: Partial<PurchaseDetail> = {},
): PurchaseDetail {
  const packed = new Map<string, number>();
  for (const found of plan.packages) {
    for (const content of found.contents) {
      packed.set(content.lineNumber, (packed.get(content.lineNumber) ?? 0) + content.quantity);
    }
  }
  const planned = plan.packages.length > 0;
  return {
    ...purchaseDetail,
    summary: purchaseRow(0, {
      status: 'ROUTED',
      carrierName: fulfilmentRouting.carrierName,
      scac: fulfilmentRouting.scac,
      packageCount: plan.packages.length,
    }),
    lines: packingLines.map((line) => ({ ...line, packed: packed.get(line.lineNumber) ?? 0 })),
    routing: fulfilmentRouting,
    packages: storedPackages(plan, false),
    planVersion: planned ? '2026-11-19T07:42:18.000Z' : null,
    allowedMoves: ['print'],
    ...overrides,
  };
}

/** Routed, nothing packed yet: the plan is to propose or build. */
export const routedDetail: PurchaseDetail = packedDetail({ packages: [] });

/** Routed and packed as ordered, labels not printed yet. */
export const plannedDetail: PurchaseDetail = packedDetail(savedPlan);

/** Packed short on both lines. */
export const shortPlanDetail: PurchaseDetail = packedDetail(shortPlan);

/** Packed 12 over on W-100: ACME allows shipping more than ordered on this order's project. */
export const overPlanDetail: PurchaseDetail = packedDetail(overPlan, {
  switches: { ...purchaseDetail.switches, allowOverShipment: true },
});

/** What "propose" answers: the order as it is, and the plan the server suggests (not stored). */
export const proposeResult: PurchaseActionResult = {
  detail: routedDetail,
  proposal: proposedPlan,
};

/** Labels printed on 19 November (every package has its SSCC): ready to confirm the shipment. */
export const printedDetail: PurchaseDetail = packedDetail(savedPlan, {
  summary: purchaseRow(0, {
    status: 'PRINTED',
    carrierName: fulfilmentRouting.carrierName,
    scac: fulfilmentRouting.scac,
    packageCount: savedPlan.packages.length,
  }),
  packages: storedPackages(savedPlan, true),
  documents: [
    {
      kind: 'packing-slip',
      fileName: 'packing-slip-PO-4502001.pdf',
      bytes: 48_213,
      createdAt: '2026-11-19T08:05:41.000Z',
    },
    {
      kind: 'bill-of-lading',
      fileName: 'bill-of-lading-PO-4502001.pdf',
      bytes: 61_870,
      createdAt: '2026-11-19T08:05:41.000Z',
    },
    {
      kind: 'labels-pdf',
      fileName: 'labels-pdf-PO-4502001.pdf',
      bytes: 183_402,
      createdAt: '2026-11-19T08:05:42.000Z',
    },
    {
      kind: 'labels-zpl',
      fileName: 'labels-zpl-PO-4502001.zpl',
      bytes: 21_516,
      createdAt: '2026-11-19T08:05:42.000Z',
    },
  ],
  allowedMoves: ['deliver'],
});

/** PO-4502001's log up to its labels: accepted, routed, packed, printed. */
export const printedLogs: OrderLog[] = [
  ...purchaseLogs,
  {
    id: 3,
    at: '2026-11-19T02:15:00.000Z',
    actor: 'li.wei',
    fromStatus: 'ACCEPTED',
    toStatus: 'ROUTED',
    event: 'routed',
    params: { carrier: 'UPS Freight', scac: 'UPSN', billOfLading: 'BOL-2026-118204' },
    message: 'Shipping info saved: carrier UPS Freight (UPSN)',
  },
  {
    id: 4,
    at: '2026-11-19T07:42:18.000Z',
    actor: 'li.wei',
    fromStatus: 'ROUTED',
    toStatus: 'ROUTED',
    event: 'packingPlanSaved',
    params: { packages: '14', items: '136' },
    message: 'Packing plan saved: 14 packages, 136 items',
  },
  {
    id: 5,
    at: '2026-11-19T08:05:42.000Z',
    actor: 'li.wei',
    fromStatus: 'ROUTED',
    toStatus: 'PRINTED',
    event: 'labelsPrinted',
    params: { count: '14', ssccs: `${storySscc(1)} – ${storySscc(14)}` },
    message: '14 labels printed',
  },
];

/** The log of a routed order, and of one whose plan is saved. */
export const routedLogs: OrderLog[] = printedLogs.slice(0, 3);
export const plannedLogs: OrderLog[] = printedLogs.slice(0, 4);

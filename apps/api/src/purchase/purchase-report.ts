import type {
  FulfilmentLine,
  Language,
  PackageLevel,
  PurchaseOrderSummary,
  Routing,
  ShipmentPackage,
} from '@portal/contracts';
import type { SheetRecord } from '../files/workbook';
import {
  addSheet,
  newWorkbook,
  orderStatusMeanings,
  transportModeMeanings,
  workbookBytes,
  type WrittenColumn,
} from './route-workbook';

/**
 * The fulfilment report (GET /purchase/report/download): a sheet of orders, one row per order
 * line with the order's routing and shipment repeated, and a sheet of packages, one row per order
 * line a package holds. Statuses, package levels and transport modes are written as their
 * meanings in the caller's language, never as their internal names or bare codes.
 */

/** One order of the report, as the service reads it. */
export interface PurchaseReportRow {
  readonly summary: Pick<
    PurchaseOrderSummary,
    | 'orderNumber'
    | 'projectKey'
    | 'status'
    | 'orderDate'
    | 'shipWindow'
    | 'shipToName'
    | 'packageCount'
  >;
  readonly routing: Routing | null;
  /** When the shipment was confirmed (an ISO instant), or null. */
  readonly shippedAt: string | null;
  readonly lines: readonly Pick<
    FulfilmentLine,
    | 'lineNumber'
    | 'vendorItemNumber'
    | 'buyerItemNumber'
    | 'description'
    | 'unit'
    | 'ordered'
    | 'packed'
    | 'shipped'
  >[];
  readonly packages: readonly ReportPackage[];
}

/** A package of the report: its SSCC (once printed) and, for a package on a pallet, the pallet's. */
export interface ReportPackage extends Pick<
  ShipmentPackage,
  'level' | 'sscc' | 'sequence' | 'contents'
> {
  readonly palletSscc: string | null;
}

/** Package levels as people read them. */
export const packageLevelMeanings: Readonly<
  Record<PackageLevel, Readonly<Record<Language, string>>>
> = {
  pallet: { 'zh-cn': '托盘', 'en-us': 'Pallet' },
  carton: { 'zh-cn': '纸箱', 'en-us': 'Carton' },
  bulk: { 'zh-cn': '散装（无包装）', 'en-us': 'Bulk (no package)' },
};

type OrderColumnKey =
  | 'orderNumber'
  | 'projectKey'
  | 'status'
  | 'orderDate'
  | 'windowStart'
  | 'windowEnd'
  | 'shipTo'
  | 'carrierName'
  | 'scac'
  | 'transportMode'
  | 'billOfLading'
  | 'trackingNumber'
  | 'pickupDate'
  | 'scheduledDeliveryDate'
  | 'packageCount'
  | 'shippedAt'
  | 'lineNumber'
  | 'vendorItemNumber'
  | 'buyerItemNumber'
  | 'description'
  | 'unit'
  | 'ordered'
  | 'packed'
  | 'shipped';

const column = <K extends string>(key: K, en: string, zh: string, width?: number) => ({
  key,
  header: { 'en-us': en, 'zh-cn': zh },
  ...(width === undefined ? {} : { width }),
});

function orderColumns(timeZone: string): readonly WrittenColumn<OrderColumnKey>[] {
  return [
    column('orderNumber', 'PO number', '采购订单号', 18),
    column('projectKey', 'Project', '项目'),
    column('status', 'Status', '状态', 30),
    column('orderDate', 'Order date', '订单日期'),
    column('windowStart', 'Ship window start', '发货窗口开始', 20),
    column('windowEnd', 'Ship window end', '发货窗口结束', 20),
    column('shipTo', 'Ship to', '收货方', 24),
    column('carrierName', 'Carrier name', '承运商名称', 24),
    column('scac', 'SCAC', '承运商代码（SCAC）'),
    column('transportMode', 'Transport mode', '运输方式', 24),
    column('billOfLading', 'Bill of lading', '提单号', 18),
    column('trackingNumber', 'PRO / tracking number', 'PRO号或运单跟踪号', 24),
    column('pickupDate', 'Pickup date', '提货日期'),
    column('scheduledDeliveryDate', 'Scheduled delivery date', '预计送达日期', 24),
    column('packageCount', 'Packages', '包装数'),
    column('shippedAt', `Shipped at (${timeZone})`, `发货时间（${timeZone}）`, 28),
    column('lineNumber', 'Line', '行号'),
    column('vendorItemNumber', 'Vendor item', '供应商物料号', 18),
    column('buyerItemNumber', 'Buyer item', '买方物料号', 18),
    column('description', 'Description', '描述', 30),
    column('unit', 'Unit', '单位'),
    column('ordered', 'Quantity ordered', '订购数量', 18),
    column('packed', 'Quantity packed', '装箱数量', 18),
    column('shipped', 'Quantity shipped', '发货数量', 18),
  ];
}

type PackageColumnKey =
  'orderNumber' | 'sscc' | 'level' | 'sequence' | 'palletSscc' | 'lineNumber' | 'quantity';

const packageColumns: readonly WrittenColumn<PackageColumnKey>[] = [
  column('orderNumber', 'PO number', '采购订单号', 18),
  column('sscc', 'SSCC', 'SSCC', 22),
  column('level', 'Package level', '包装层级', 18),
  column('sequence', 'Package sequence', '包装序号', 18),
  column('palletSscc', 'Pallet SSCC', '所在托盘SSCC', 22),
  column('lineNumber', 'Line', '行号'),
  column('quantity', 'Quantity', '数量'),
];

const sheetNames = {
  orders: { 'zh-cn': '订单', 'en-us': 'Orders' },
  packages: { 'zh-cn': '包装', 'en-us': 'Packages' },
} as const satisfies Record<string, Record<Language, string>>;

/** An instant as `YYYY-MM-DD HH:MM` on the clocks of `timeZone`. */
function zonedStamp(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A shipment time on the clocks of `timeZone`; text that is no instant is written as it is. */
function shippedText(shippedAt: string, timeZone: string): string {
  const at = new Date(shippedAt);
  return Number.isNaN(at.getTime()) ? shippedAt : zonedStamp(at, timeZone);
}

function orderRecords(
  order: PurchaseReportRow,
  language: Language,
  timeZone: string,
): SheetRecord<OrderColumnKey>[] {
  const { summary, routing } = order;
  const header = {
    orderNumber: summary.orderNumber,
    projectKey: summary.projectKey,
    status: orderStatusMeanings[summary.status][language],
    orderDate: summary.orderDate,
    windowStart: summary.shipWindow.start,
    windowEnd: summary.shipWindow.end,
    shipTo: summary.shipToName,
    carrierName: routing?.carrierName ?? null,
    scac: routing?.scac ?? null,
    transportMode: routing === null ? null : transportModeMeanings[routing.transportMode][language],
    billOfLading: routing?.billOfLading ?? null,
    trackingNumber: routing?.trackingNumber ?? null,
    pickupDate: routing?.pickupDate ?? null,
    scheduledDeliveryDate: routing?.scheduledDeliveryDate ?? null,
    packageCount: summary.packageCount,
    shippedAt: order.shippedAt === null ? null : shippedText(order.shippedAt, timeZone),
  };
  const noLine = {
    lineNumber: null,
    vendorItemNumber: null,
    buyerItemNumber: null,
    description: null,
    unit: null,
    ordered: null,
    packed: null,
    shipped: null,
  };
  if (order.lines.length === 0) return [{ ...header, ...noLine }];
  return order.lines.map((line) => ({
    ...header,
    lineNumber: line.lineNumber,
    vendorItemNumber: line.vendorItemNumber,
    buyerItemNumber: line.buyerItemNumber,
    description: line.description,
    unit: line.unit,
    ordered: line.ordered,
    packed: line.packed,
    shipped: line.shipped,
  }));
}

function packageRecords(
  order: PurchaseReportRow,
  language: Language,
): SheetRecord<PackageColumnKey>[] {
  return order.packages.flatMap((pack): SheetRecord<PackageColumnKey>[] => {
    const head = {
      orderNumber: order.summary.orderNumber,
      sscc: pack.sscc,
      level: packageLevelMeanings[pack.level][language],
      sequence: pack.sequence,
      palletSscc: pack.palletSscc,
    };
    // A pallet that only carries cartons holds no order line itself: one row all the same.
    if (pack.contents.length === 0) return [{ ...head, lineNumber: null, quantity: null }];
    return pack.contents.map((content) => ({
      ...head,
      lineNumber: content.lineNumber,
      quantity: content.quantity,
    }));
  });
}

/**
 * The fulfilment report of `rows` in `language`; the shipment time is shown on the clocks of
 * `timeZone` (the user's; UTC by default), which the column's header names.
 */
export async function writePurchaseReport(
  rows: readonly PurchaseReportRow[],
  language: Language,
  timeZone = 'UTC',
): Promise<Buffer> {
  const workbook = newWorkbook();
  addSheet(
    workbook,
    sheetNames.orders[language],
    orderColumns(timeZone),
    rows.flatMap((order) => orderRecords(order, language, timeZone)),
    language,
  );
  addSheet(
    workbook,
    sheetNames.packages[language],
    packageColumns,
    rows.flatMap((order) => packageRecords(order, language)),
    language,
  );
  return workbookBytes(workbook);
}

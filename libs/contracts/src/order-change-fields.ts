import type { CodeMeaning } from './edi-codes';
import { partyRoles, type PartyRole } from './edi-documents';
import type { Language } from './error-codes';

/**
 * What the order-change table calls each field the server's comparison names
 * (apps/api/src/orders/order-changes.ts, `diffOrders`): one label per path, in both languages, so
 * a change reads "Ship to · City", never `parties.shipTo.city`. A test there makes every path the
 * comparison can produce appear here.
 */

const m = (zh: string, en: string): CodeMeaning => ({ 'zh-cn': zh, 'en-us': en });

/** The parties' roles, as the order detail names its party cards. */
export const partyRoleMeanings: Readonly<Record<PartyRole, CodeMeaning>> = {
  buyer: m('买方', 'Buyer'),
  seller: m('卖方', 'Seller'),
  supplier: m('供应商', 'Supplier'),
  materialIssuer: m('物料发放方', 'Material issuer'),
  intermediateConsignee: m('中间收货人', 'Intermediate consignee'),
  shipFrom: m('发货方', 'Ship from'),
  shipTo: m('收货方', 'Ship to'),
  customsBroker: m('报关行', 'Customs broker'),
  freightForwarder: m('货运代理', 'Freight forwarder'),
  billTo: m('账单接收方', 'Bill to'),
  remitTo: m('汇款接收方', 'Remit to'),
  soldTo: m('售达方', 'Sold to'),
  invoicee: m('发票接收方', 'Invoicee'),
  invoiceIssuer: m('开票方', 'Invoice issuer'),
  consignee: m('收货人', 'Consignee'),
  consignor: m('发货人', 'Consignor'),
  carrier: m('承运人', 'Carrier'),
  deliveryParty: m('交货方', 'Delivery party'),
  payee: m('收款方', 'Payee'),
  payer: m('付款方', 'Payer'),
};

/** A party's own fields (its role names the party itself). */
const partyFieldMeanings = {
  id: m('编号', 'ID'),
  name: m('名称', 'Name'),
  agencyCode: m('编号机构', 'ID agency'),
  address: m('地址', 'Address'),
  addressInfo: m('地址补充', 'Address info'),
  street: m('街道', 'Street'),
  city: m('城市', 'City'),
  state: m('省/州', 'State/province'),
  postcode: m('邮编', 'Postcode'),
  country: m('国家/地区', 'Country'),
  contacts: m('联系人', 'Contacts'),
  reference: m('参考号', 'Reference'),
  endpointId: m('电子端点编号', 'Endpoint ID'),
  vendorDuns: m('供应商 DUNS 号', 'Vendor DUNS No.'),
} as const;

const saleTermsMeaning = m('销售条款', 'Sale terms');
const saleTermsFieldMeanings = {
  typeCode: m('条款类型', 'Terms type'),
  discountPercent: m('折扣（%）', 'Discount (%)'),
  discountDueDate: m('折扣到期日', 'Discount due date'),
  discountDays: m('折扣天数', 'Discount days'),
  netDueDate: m('净付款到期日', 'Net due date'),
  netDays: m('净付款天数', 'Net days'),
  description: m('条款说明', 'Terms description'),
} as const;

/** "Ship to · City": a part's name before the field's. */
const within = (whole: CodeMeaning, part: CodeMeaning): CodeMeaning =>
  m(`${whole['zh-cn']} · ${part['zh-cn']}`, `${whole['en-us']} · ${part['en-us']}`);

const prefixed = (
  prefix: string,
  whole: CodeMeaning,
  parts: Readonly<Record<string, CodeMeaning>>,
): Record<string, CodeMeaning> =>
  Object.fromEntries(
    Object.entries(parts).map(([key, part]) => [`${prefix}.${key}`, within(whole, part)]),
  );

const headerFields: Readonly<Record<string, CodeMeaning>> = {
  orderNumber: m('采购订单号', 'PO No.'),
  originalDocumentNumber: m('原单据号', 'Original document No.'),
  businessNumber: m('业务编号', 'Business No.'),
  orderDate: m('订单日期', 'Order date'),
  effectiveFrom: m('生效日期起', 'Effective from'),
  effectiveTo: m('生效日期止', 'Effective to'),
  horizonStart: m('计划期起', 'Horizon start'),
  horizonEnd: m('计划期止', 'Horizon end'),
  currencyCode: m('币种', 'Currency'),
  description: m('描述', 'Description'),
  purchaseOrderTypeCode: m('采购订单类型', 'PO type'),
  forecastOrderNumber: m('预测订单号', 'Forecast order No.'),
  salesOrderNumber: m('销售订单号', 'Sales order No.'),
  releaseNumber: m('发布号', 'Release No.'),
  contractNumbers: m('合同号', 'Contract No.'),
  priceQuoteNumber: m('报价单号', 'Price quote No.'),
  paymentMethod: m('付款方式', 'Payment method'),
  transportationTerms: m('运输条款', 'Transportation terms'),
  taxRatePercent: m('税率（%）', 'Tax rate (%)'),
  serviceCharges: m('服务、折让与费用', 'Services, allowances and charges'),
  quantity: m('总数量', 'Total quantity'),
  amount: m('总金额', 'Total amount'),
  ...prefixed('saleTerms', saleTermsMeaning, saleTermsFieldMeanings),
  ...Object.fromEntries(
    partyRoles.flatMap((role) =>
      Object.entries(prefixed(`parties.${role}`, partyRoleMeanings[role], partyFieldMeanings)),
    ),
  ),
};

const quantityFields = {
  ordered: m('订购数量', 'Ordered quantity'),
  received: m('已收数量', 'Received quantity'),
  invoiced: m('已开票数量', 'Invoiced quantity'),
  perPack: m('每包数量', 'Quantity per pack'),
  shipped: m('已发数量', 'Shipped quantity'),
  committed: m('承诺数量', 'Committed quantity'),
  outstanding: m('未结数量', 'Outstanding quantity'),
  backorder: m('延期交货数量', 'Backordered quantity'),
  urgent: m('紧急数量', 'Urgent quantity'),
  backlog: m('积压数量', 'Backlog quantity'),
  inTransit: m('在途数量', 'In-transit quantity'),
  cumulative: m('累计数量', 'Cumulative quantity'),
  cumulativeStart: m('累计起始日期', 'Cumulative from'),
  cumulativeEnd: m('累计截止日期', 'Cumulative to'),
} as const;

const dateFields = {
  request: m('要求日期', 'Requested date'),
  earliest: m('最早日期', 'Earliest date'),
  latest: m('最晚日期', 'Latest date'),
  schedule: m('计划日期', 'Scheduled date'),
  shipNotBefore: m('不早于发货日期', 'Ship not before'),
  promotion: m('促销日期', 'Promotion date'),
  deliveryAppointment: m('交货预约日期', 'Delivery appointment'),
  expiry: m('有效期至', 'Expiry date'),
  delivery: m('交货日期', 'Delivery date'),
} as const;

const lineFields: Readonly<Record<string, CodeMeaning>> = {
  /** A line added or deleted as a whole. */
  line: m('整行', 'Whole line'),
  lineNumber: m('行号', 'Line No.'),
  buyerItemNumber: m('买方物料号', 'Buyer item No.'),
  sellerItemNumber: m('卖方物料号', 'Seller item No.'),
  supplierItemNumber: m('供货方物料号', 'Supplier item No.'),
  vendorItemNumber: m('供应商物料号', 'Vendor item No.'),
  upc: m('UPC 码', 'UPC'),
  sku: m('SKU 编号', 'SKU'),
  partNumber: m('零件号', 'Part No.'),
  catalogNumber: m('目录号', 'Catalogue No.'),
  description: m('描述', 'Description'),
  unit: m('单位', 'Unit'),
  unitPrice: m('单价', 'Unit price'),
  priceBasisCode: m('价格基准', 'Price basis'),
  grossWeight: m('毛重', 'Gross weight'),
  netWeight: m('净重', 'Net weight'),
  weightUnit: m('重量单位', 'Weight unit'),
  volume: m('体积', 'Volume'),
  volumeUnit: m('体积单位', 'Volume unit'),
  drawingNumbers: m('图号', 'Drawing No.'),
  deliveryPlanStatus: m('交货计划状态', 'Delivery plan status'),
  frequencyCode: m('频率', 'Frequency'),
  despatchPatternCode: m('发运模式', 'Despatch pattern'),
  plantCode: m('工厂代码', 'Plant code'),
  storeCode: m('门店代码', 'Store code'),
  warehouseCode: m('仓库代码', 'Warehouse code'),
  carrierScac: m('承运人 SCAC', 'Carrier SCAC'),
  transportMode: m('运输方式', 'Transport mode'),
  schedule: m('交货计划', 'Delivery schedule'),
  parties: m('行参与方', 'Line parties'),
  ...Object.fromEntries(
    Object.entries(quantityFields).map(([key, meaning]) => [`quantities.${key}`, meaning]),
  ),
  ...Object.fromEntries(
    Object.entries(dateFields).map(([key, meaning]) => [`dates.${key}`, meaning]),
  ),
};

/** The label of every field path an order change may name, by the change's scope. */
export const orderChangeFieldMeanings: Readonly<
  Record<'header' | 'line', Readonly<Record<string, CodeMeaning>>>
> = { header: headerFields, line: lineFields };

/**
 * A changed field as people read it: "Ship to · City", "Ordered quantity". A path the table
 * lacks (the test keeps that from happening) reads as its last part rather than as a path.
 */
export function orderChangeFieldLabel(
  change: { readonly scope: 'header' | 'line'; readonly field: string },
  language: Language,
): string {
  const fields = orderChangeFieldMeanings[change.scope];
  const meaning = Object.hasOwn(fields, change.field) ? fields[change.field] : undefined;
  return meaning?.[language] ?? change.field.split('.').at(-1) ?? change.field;
}

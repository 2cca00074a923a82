import {
  transportModeMeanings,
  transportModes,
  type PackageLevel,
  type TransportMode,
} from '@portal/contracts';
import type { ShipmentDocumentInput } from './shipment-document-input';

/** The printed headings of the shipment documents, in both languages. */

/** Transport modes in one language, worded as everywhere else (libs/contracts). */
const meaningsIn = (language: 'zh-cn' | 'en-us'): Record<TransportMode, string> =>
  Object.fromEntries(
    transportModes.map((mode) => [mode, transportModeMeanings[mode][language]]),
  ) as Record<TransportMode, string>;

export type DocumentLanguage = ShipmentDocumentInput['language'];

export interface DocumentTexts {
  shipFrom: string;
  shipTo: string;
  billTo: string;
  partyId: string;
  shipToPostalCode: string;
  carrier: string;
  scac: string;
  billOfLadingNumber: string;
  proNumber: string;
  purchaseOrder: string;
  sscc: string;
  upc: string;
  vendorItem: string;
  buyerItem: string;
  quantity: string;
  /** "carton 3 of 10" on a label: the place among all labelled packages, whatever their level. */
  unitOfCount: (level: PackageLevel, position: number, count: number) => string;
  /** A package level as a noun: pallet, carton, loose unit. */
  level: Record<PackageLevel, string>;
  /** X12 TD504 / EDIFACT 8067 transport modes by their meaning. */
  transportMode: Record<TransportMode, string>;
  /** X12 355 units of measure a packing slip commonly shows, by their meaning. */
  unitOfMeasure: Readonly<Record<string, string>>;
  packingSlip: {
    title: string;
    orderNumber: string;
    orderDate: string;
    shippedDate: string;
    routing: string;
    notRouted: string;
    transportMode: string;
    pickupDate: string;
    scheduledDelivery: string;
    equipmentNumber: string;
    loadNumber: string;
    packages: string;
    /** The SSCC where space is short (package headings). */
    sscc: string;
    onPallet: string;
    weight: string;
    line: string;
    description: string;
    unit: string;
    noContents: string;
    totals: string;
    totalPackages: string;
    totalQuantity: string;
    totalWeight: string;
    page: (page: number, pages: number) => string;
  };
  billOfLading: {
    title: string;
    bolNumber: string;
    date: string;
    shipper: string;
    consignee: string;
    thirdPartyBillTo: string;
    carrierInformation: string;
    orderInformation: string;
    handlingUnits: string;
    pieces: string;
    totalQuantity: string;
    weight: string;
    type: string;
    commodity: string;
    total: string;
    received: string;
    shipperSignature: string;
    carrierSignature: string;
    consigneeSignature: string;
    signatureDate: string;
    pickupDate: string;
    deliveryDate: string;
  };
  /** Counts such as "2 pallets, 10 cartons". */
  levelCount: (level: PackageLevel, count: number) => string;
  listSeparator: string;
  kilograms: string;
  none: string;
}

/** The measure words of a count in Chinese: 托 for pallets, 箱 for cartons, 件 for loose units. */
const labelNounZh: Record<PackageLevel, string> = { pallet: '托', carton: '箱', bulk: '件' };

const enNoun: Record<PackageLevel, [singular: string, plural: string]> = {
  pallet: ['pallet', 'pallets'],
  carton: ['carton', 'cartons'],
  bulk: ['loose unit', 'loose units'],
};

const zhLevel: Record<PackageLevel, string> = { pallet: '托盘', carton: '纸箱', bulk: '散件' };

const zhCn: DocumentTexts = {
  shipFrom: '发货方',
  shipTo: '收货方',
  billTo: '收票方',
  partyId: '编号',
  shipToPostalCode: '收货地邮编',
  carrier: '承运商',
  scac: '承运商代码 (SCAC)',
  billOfLadingNumber: '提单号',
  proNumber: '运单号 (PRO)',
  purchaseOrder: '采购订单号',
  sscc: '系列货运包装箱代码 (SSCC)',
  upc: '商品条码 (UPC)',
  vendorItem: '供应商货号',
  buyerItem: '买方货号',
  quantity: '数量',
  unitOfCount: (level, position, count) => `${zhLevel[level]} 第 ${position} 件，共 ${count} 件`,
  level: zhLevel,
  transportMode: meaningsIn('zh-cn'),
  unitOfMeasure: {
    EA: '个',
    PC: '件',
    CA: '箱',
    CT: '纸箱',
    BX: '盒',
    PK: '包',
    DZ: '打',
    PR: '双',
    ST: '套',
    PL: '托盘',
    KG: '千克',
    LB: '磅',
  },
  packingSlip: {
    title: '装箱单',
    orderNumber: '采购订单号',
    orderDate: '订单日期',
    shippedDate: '发货日期',
    routing: '运输安排',
    notRouted: '尚未安排运输',
    transportMode: '运输方式',
    pickupDate: '提货日期',
    scheduledDelivery: '预计送达日期',
    equipmentNumber: '车辆/集装箱号',
    loadNumber: '装载号',
    packages: '包装明细',
    sscc: 'SSCC',
    onPallet: '所在托盘',
    weight: '重量',
    line: '行号',
    description: '品名',
    unit: '单位',
    noContents: '（无直接装载的商品）',
    totals: '合计',
    totalPackages: '包装件数',
    totalQuantity: '商品总数',
    totalWeight: '总重量',
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  },
  billOfLading: {
    title: '直接提单（记名，不可转让）',
    bolNumber: '提单号',
    date: '日期',
    shipper: '托运人（发货方）',
    consignee: '收货人（收货方）',
    thirdPartyBillTo: '运费付款方',
    carrierInformation: '承运信息',
    orderInformation: '客户订单信息',
    handlingUnits: '操作单元',
    pieces: '件数',
    totalQuantity: '商品数量',
    weight: '重量',
    type: '类型',
    commodity: '货物描述',
    total: '合计',
    received:
      '上列货物已由承运人在外观良好的状态下收讫（另有注明者除外），承运人负责将其运至上述收货人。',
    shipperSignature: '托运人签字',
    carrierSignature: '承运人签字',
    consigneeSignature: '收货人签字',
    signatureDate: '日期',
    pickupDate: '提货日期',
    deliveryDate: '送达日期',
  },
  levelCount: (level, count) => `${count} ${labelNounZh[level]}`,
  listSeparator: '，',
  kilograms: '千克',
  none: '—',
};

const enUs: DocumentTexts = {
  shipFrom: 'Ship from',
  shipTo: 'Ship to',
  billTo: 'Bill to',
  partyId: 'No.',
  shipToPostalCode: 'Ship to postal code',
  carrier: 'Carrier',
  scac: 'SCAC',
  billOfLadingNumber: 'BOL',
  proNumber: 'PRO',
  purchaseOrder: 'PO number',
  sscc: 'SSCC',
  upc: 'UPC',
  vendorItem: 'Vendor item',
  buyerItem: 'Buyer item',
  quantity: 'Quantity',
  unitOfCount: (level, position, count) => `${enNoun[level][0]} ${position} of ${count}`,
  level: { pallet: 'Pallet', carton: 'Carton', bulk: 'Loose unit' },
  transportMode: meaningsIn('en-us'),
  unitOfMeasure: {
    EA: 'each',
    PC: 'piece',
    CA: 'case',
    CT: 'carton',
    BX: 'box',
    PK: 'pack',
    DZ: 'dozen',
    PR: 'pair',
    ST: 'set',
    PL: 'pallet',
    KG: 'kilogram',
    LB: 'pound',
  },
  packingSlip: {
    title: 'Packing slip',
    orderNumber: 'PO number',
    orderDate: 'Order date',
    shippedDate: 'Ship date',
    routing: 'Routing',
    notRouted: 'Not routed yet',
    transportMode: 'Transport mode',
    pickupDate: 'Pickup date',
    scheduledDelivery: 'Scheduled delivery',
    equipmentNumber: 'Trailer / container',
    loadNumber: 'Load number',
    packages: 'Packages',
    sscc: 'SSCC',
    onPallet: 'On pallet',
    weight: 'Weight',
    line: 'Line',
    description: 'Description',
    unit: 'Unit',
    noContents: '(no items packed directly)',
    totals: 'Totals',
    totalPackages: 'Packages',
    totalQuantity: 'Total quantity',
    totalWeight: 'Total weight',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  billOfLading: {
    title: 'Straight bill of lading – not negotiable',
    bolNumber: 'Bill of lading number',
    date: 'Date',
    shipper: 'Ship from (shipper)',
    consignee: 'Ship to (consignee)',
    thirdPartyBillTo: 'Freight charges bill to',
    carrierInformation: 'Carrier information',
    orderInformation: 'Customer order information',
    handlingUnits: 'Handling units',
    pieces: 'Pieces',
    totalQuantity: 'Item quantity',
    weight: 'Weight',
    type: 'Type',
    commodity: 'Description of articles',
    total: 'Total',
    received:
      'Received by the carrier in apparent good order, except as noted, the goods described above, to be carried to the consignee named above.',
    shipperSignature: 'Shipper signature',
    carrierSignature: 'Carrier signature',
    consigneeSignature: 'Consignee signature',
    signatureDate: 'Date',
    pickupDate: 'Pickup date',
    deliveryDate: 'Delivery date',
  },
  levelCount: (level, count) => `${count} ${enNoun[level][count === 1 ? 0 : 1]}`,
  listSeparator: ', ',
  kilograms: 'kg',
  none: '—',
};

export const documentTexts: Readonly<Record<DocumentLanguage, DocumentTexts>> = {
  'zh-cn': zhCn,
  'en-us': enUs,
};

/** A unit of measure code with its meaning ("each (EA)"); an unknown code as it came. */
export function unitOfMeasureText(texts: DocumentTexts, code: string | null | undefined): string {
  if (code === null || code === undefined || code.trim() === '') return '';
  const meaning = texts.unitOfMeasure[code.trim().toUpperCase()];
  return meaning === undefined ? code : `${meaning} (${code})`;
}

/** A transport mode code with its meaning. */
export function transportModeText(texts: DocumentTexts, mode: TransportMode): string {
  return `${texts.transportMode[mode]} (${mode})`;
}

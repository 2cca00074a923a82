import type { Language } from './error-codes';
import type { EdiStandard } from './projects/connection';

/**
 * The EDI code lists the portal reads or writes, one table per element and standard, each code
 * with its meaning in both languages. The mappers (libs/edi) take their defaults and checks from
 * here and the screens show every code through `codeLabel` ("00 · Original"), so a code never
 * reaches a user bare and no second copy of a list exists.
 */

export type CodeMeaning = Readonly<Record<Language, string>>;

/** One element's code list in one standard. */
export interface EdiCodeTable<Code extends string = string> {
  readonly standard: EdiStandard;
  /** Where the code stands: X12 element(s) with the data element number, or EDIFACT segment and data element. */
  readonly element: string;
  readonly codes: Readonly<Record<Code, CodeMeaning>>;
}

/** The same business element in both standards (their code lists differ). */
export type EdiCodeElement = Readonly<Record<EdiStandard, EdiCodeTable>>;

const table = <Code extends string>(
  standard: EdiStandard,
  element: string,
  codes: Readonly<Record<Code, CodeMeaning>>,
): EdiCodeTable<Code> => ({ standard, element, codes });

const m = (zh: string, en: string): CodeMeaning => ({ 'zh-cn': zh, 'en-us': en });

/** Whether `table` lists `code` (own keys only: "constructor" is no code). */
export function hasCode<Code extends string>(
  table: EdiCodeTable<Code>,
  code: string | null | undefined,
): code is Code {
  return typeof code === 'string' && Object.hasOwn(table.codes, code);
}

/**
 * A code as people read it: "00 · Original". A code the table does not list stays as it came
 * ("ZZ9"), and no code reads as nothing.
 */
export function codeLabel(
  table: EdiCodeTable,
  code: string | null | undefined,
  language: Language,
): string {
  if (code === null || code === undefined || code === '') return '';
  const meaning = hasCode(table, code) ? table.codes[code]?.[language] : undefined;
  return meaning === undefined ? code : `${code} · ${meaning}`;
}

/**
 * `codeLabel` for an element whose standard is known (`standard`), else from the X12 list, then
 * the EDIFACT one (an order read without its source document).
 */
export function elementCodeLabel(
  element: EdiCodeElement,
  code: string | null | undefined,
  language: Language,
  standard?: EdiStandard,
): string {
  if (standard !== undefined) return codeLabel(element[standard], code, language);
  const known = [element.X12, element.EDIFACT].find((list) => hasCode(list, code));
  return codeLabel(known ?? element.X12, code, language);
}

/** A table's codes as select choices labelled like `codeLabel` ("M · Motor (common carrier)"). */
export function codeChoices(
  table: EdiCodeTable,
  language: Language,
  codes: readonly string[] = Object.keys(table.codes),
): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: codeLabel(table, code, language) }));
}

// ---------------------------------------------------------------------------------------------
// Transaction set purpose / message function

/** X12 353 transaction set purpose code. */
export const x12PurposeCodes = table('X12', 'BEG01 / BCH01 / BFR01 / BSN01 / BAK01 / BIA01 (353)', {
  '00': m('原始单据', 'Original'),
  '01': m('取消', 'Cancellation'),
  '02': m('新增', 'Add'),
  '03': m('删除', 'Delete'),
  '04': m('变更', 'Change'),
  '05': m('替换', 'Replace'),
  '06': m('确认', 'Confirmation'),
  '07': m('副本', 'Duplicate'),
  '11': m('回复', 'Response'),
  '12': m('未处理', 'Not processed'),
  '13': m('请求', 'Request'),
  '15': m('重新提交', 'Re-submission'),
  '18': m('重新签发', 'Reissue'),
  '22': m('信息副本', 'Information copy'),
  '25': m('增量', 'Incremental'),
});

/** EDIFACT 1225 message function code. */
export const edifactMessageFunctionCodes = table('EDIFACT', 'BGM 1225', {
  '1': m('取消', 'Cancellation'),
  '2': m('新增', 'Addition'),
  '3': m('删除', 'Deletion'),
  '4': m('变更', 'Change'),
  '5': m('替换', 'Replace'),
  '6': m('确认', 'Confirmation'),
  '7': m('副本', 'Duplicate'),
  '9': m('原始单据', 'Original'),
  '16': m('提议', 'Proposal'),
  '27': m('不接受', 'Not accepted'),
  '29': m('接受，无修改', 'Accepted without amendment'),
  '31': m('抄送副本', 'Copy'),
});

export const purposeCodes: EdiCodeElement = {
  X12: x12PurposeCodes,
  EDIFACT: edifactMessageFunctionCodes,
};

/** What outbound documents say they are: an original, or (855) the answer to a cancelled order. */
export const x12OriginalPurpose = '00' satisfies keyof typeof x12PurposeCodes.codes;
export const x12CancellationPurpose = '01' satisfies keyof typeof x12PurposeCodes.codes;
export const edifactOriginalFunction = '9' satisfies keyof typeof edifactMessageFunctionCodes.codes;

// ---------------------------------------------------------------------------------------------
// Purchase order type

/** X12 92 purchase order type code. */
export const x12PurchaseOrderTypeCodes = table('X12', 'BEG02 / BCH02 (92)', {
  SA: m('独立订单', 'Stand-alone order'),
  NE: m('新订单', 'New order'),
  KN: m('采购订单', 'Purchase order'),
  BK: m('一揽子订单', 'Blanket order'),
  RL: m('发货或交货订单', 'Release or delivery order'),
  DS: m('直运订单', 'Dropship'),
  RO: m('紧急订单', 'Rush order'),
  CN: m('寄售订单', 'Consigned order'),
  OS: m('特殊订单', 'Special order'),
  RE: m('补货订单', 'Reorder'),
  CF: m('确认订单', 'Confirmation'),
  PR: m('促销订单', 'Promotion information'),
  SP: m('样品订单', 'Sample'),
});

/** EDIFACT 1001 document name code of the orders the portal takes in. */
export const edifactDocumentNameCodes = table('EDIFACT', 'BGM 1001', {
  '105': m('采购订单', 'Purchase order'),
  '220': m('订单', 'Order'),
  '221': m('一揽子订单', 'Blanket order'),
  '224': m('紧急订单', 'Rush order'),
  '226': m('分批交货订单', 'Call off order'),
  '227': m('寄售订单', 'Consignment order'),
  '228': m('样品订单', 'Sample order'),
  '230': m('订单变更', 'Order change'),
  '241': m('交货计划', 'Delivery schedule'),
});

export const purchaseOrderTypeCodes: EdiCodeElement = {
  X12: x12PurchaseOrderTypeCodes,
  EDIFACT: edifactDocumentNameCodes,
};

// ---------------------------------------------------------------------------------------------
// Transport terms: who pays the freight, and the delivery terms (Incoterms)

const incoterms = {
  EXW: m('工厂交货', 'Ex works'),
  FCA: m('货交承运人', 'Free carrier'),
  FAS: m('船边交货', 'Free alongside ship'),
  FOB: m('船上交货', 'Free on board'),
  CFR: m('成本加运费', 'Cost and freight'),
  CIF: m('成本、保险费加运费', 'Cost, insurance and freight'),
  CPT: m('运费付至', 'Carriage paid to'),
  CIP: m('运费和保险费付至', 'Carriage and insurance paid to'),
  DAP: m('目的地交货', 'Delivered at place'),
  DPU: m('卸货地交货', 'Delivered at place unloaded'),
  DAT: m('运输终端交货', 'Delivered at terminal'),
  DDP: m('完税后交货', 'Delivered duty paid'),
  DDU: m('未完税交货', 'Delivered duty unpaid'),
  DAF: m('边境交货', 'Delivered at frontier'),
  DES: m('目的港船上交货', 'Delivered ex ship'),
  DEQ: m('目的港码头交货', 'Delivered ex quay'),
} as const;

const freightPayment = {
  PP: m('预付（卖方支付运费）', 'Prepaid (by seller)'),
  CC: m('到付', 'Collect'),
  PB: m('客户自提/回程运输', 'Customer pick-up / backhaul'),
  PC: m('预付，向客户收取', 'Prepaid but charged to customer'),
  PO: m('仅预付', 'Prepaid only'),
  PU: m('提货', 'Pickup'),
  DF: m('买卖双方约定', 'Defined by buyer and seller'),
  MX: m('混合', 'Mixed'),
  NC: m('免运费', 'Service freight, no charge'),
  TP: m('第三方支付', 'Third party pay'),
  FO: m('挂靠港船上交货', 'FOB port of call'),
  CF: m('到付，运费退还客户', 'Collect, freight credited back to customer'),
} as const;

/**
 * X12 FOB: the order keeps FOB05 (335 transportation terms, Incoterms) when sent, else FOB01
 * (146 shipment method of payment).
 */
export const x12TransportTermsCodes = table('X12', 'FOB01 (146) / FOB05 (335)', {
  ...freightPayment,
  BP: m('买方支付', 'Paid by buyer'),
  PS: m('卖方支付', 'Paid by seller'),
  ...incoterms,
});

/** EDIFACT TOD: 4215 transport charges payment method, C100 4053 delivery terms (Incoterms). */
export const edifactTransportTermsCodes = table('EDIFACT', 'TOD 4215 / TOD C100 4053', {
  ...freightPayment,
  A: m('记账', 'Account'),
  CA: m('预付到付', 'Advance collect'),
  NS: m('未指明', 'Not specified'),
  PE: m('异地支付', 'Payable elsewhere'),
  ZZ: m('双方约定', 'Mutually defined'),
  ...incoterms,
});

export const transportTermsCodes: EdiCodeElement = {
  X12: x12TransportTermsCodes,
  EDIFACT: edifactTransportTermsCodes,
};

// ---------------------------------------------------------------------------------------------
// Transport mode

/** X12 91 transportation method / type code. */
export const x12TransportModeCodes = table('X12', 'TD504 (91)', {
  M: m('公路运输（公共承运人）', 'Motor (common carrier)'),
  U: m('快递包裹服务', 'Private parcel service'),
  L: m('合同承运人', 'Contract carrier'),
  A: m('航空运输', 'Air'),
  AE: m('航空快运', 'Air express'),
  R: m('铁路运输', 'Rail'),
  X: m('多式联运（驮背运输）', 'Intermodal (piggyback)'),
  H: m('客户自提', 'Customer pickup'),
  E: m('加急卡车', 'Expedited truck'),
  C: m('拼货集运', 'Consolidation'),
  D: m('邮政包裹', 'Parcel post'),
  O: m('集装箱海运', 'Containerized ocean'),
  S: m('海运', 'Ocean'),
  LT: m('零担运输', 'Less than trailer load (LTL)'),
  P: m('自有承运人', 'Private carrier'),
  SR: m('供应商卡车', 'Supplier truck'),
  T: m('最佳方式（发货方选择）', "Best way (shipper's option)"),
  ZZ: m('双方约定', 'Mutually defined'),
});
export type X12TransportMode = keyof typeof x12TransportModeCodes.codes;

/**
 * EDIFACT 8067 transport mode (UN/ECE Rec. 19): the one-digit codes of the directories and the
 * two-digit ones GS1 (EANCOM) messages send.
 */
export const edifactTransportModeCodes = table('EDIFACT', 'TDT 8067', {
  '1': m('海运', 'Maritime transport'),
  '2': m('铁路运输', 'Rail transport'),
  '3': m('公路运输', 'Road transport'),
  '4': m('航空运输', 'Air transport'),
  '5': m('邮寄', 'Mail'),
  '6': m('多式联运', 'Multimodal transport'),
  '7': m('固定运输设施', 'Fixed transport installations'),
  '8': m('内河运输', 'Inland water transport'),
  '9': m('不适用', 'Transport mode not applicable'),
  '10': m('海运', 'Maritime transport'),
  '20': m('铁路运输', 'Rail transport'),
  '30': m('公路运输', 'Road transport'),
  '40': m('航空运输', 'Air transport'),
  '50': m('邮寄', 'Mail'),
  '60': m('多式联运', 'Multimodal transport'),
  '70': m('固定运输设施', 'Fixed transport installations'),
  '80': m('内河运输', 'Inland water transport'),
  '90': m('不适用', 'Transport mode not applicable'),
});

export const transportModeCodes: EdiCodeElement = {
  X12: x12TransportModeCodes,
  EDIFACT: edifactTransportModeCodes,
};

/**
 * The portal keeps a shipment's mode as an X12 TD504 code; a DESADV's TDT 8067 takes the
 * two-digit Rec. 19 mode it belongs to (road, air, rail, multimodal, mail, sea).
 */
export const edifactTransportModeOf: Readonly<
  Record<X12TransportMode, keyof typeof edifactTransportModeCodes.codes>
> = {
  M: '30',
  U: '30',
  L: '30',
  E: '30',
  C: '30',
  H: '30',
  LT: '30',
  P: '30',
  SR: '30',
  T: '30',
  ZZ: '90',
  A: '40',
  AE: '40',
  R: '20',
  X: '60',
  D: '50',
  O: '10',
  S: '10',
};

// ---------------------------------------------------------------------------------------------
// Terms of sale

/** X12 336 terms type code (the invoice builder offers these). */
export const x12TermsTypeCodes = table('X12', 'ITD01 (336)', {
  '01': m('基本条款', 'Basic'),
  '02': m('月结', 'End of month'),
  '03': m('固定日期', 'Fixed date'),
  '04': m('延期或分期付款', 'Deferred or installment'),
  '05': m('不适用折扣', 'Discount not applicable'),
  '06': m('混合', 'Mixed'),
  '07': m('延长', 'Extended'),
  '08': m('提供基本折扣', 'Basic discount offered'),
  '09': m('次月付款', 'Proximo'),
  '10': m('即时付款', 'Instant'),
  '11': m('可选', 'Elective'),
  '12': m('月末后 10 天', '10 days after end of month'),
  '14': m('事先约定', 'Previously agreed upon'),
  '22': m('适用现金折扣', 'Cash discount terms apply'),
  '23': m('收到发票即付', 'Payment due upon receipt of invoice'),
  ZZ: m('双方约定', 'Mutually defined'),
});

/** EDIFACT 4279 payment terms type code qualifier. */
export const edifactTermsTypeCodes = table('EDIFACT', 'PAT 4279', {
  '1': m('基本条款', 'Basic'),
  '2': m('月结', 'End of month'),
  '3': m('固定日期', 'Fixed date'),
  '4': m('延期', 'Deferred'),
  '5': m('不适用折扣', 'Discount not applicable'),
  '6': m('双方约定', 'Mutually defined'),
  '7': m('延长', 'Extended'),
  '8': m('提供基本折扣', 'Basic discount offered'),
  '9': m('次月付款', 'Proximo'),
  '10': m('即时付款', 'Instant'),
  '11': m('可选', 'Elective'),
  '12': m('月末后 10 天', '10 days after end of month'),
  '13': m('卖方通知买方', 'Seller to advise buyer'),
  '14': m('凭对账单付款', 'Paid against statement'),
  '20': m('罚金条款', 'Penalty terms'),
  '21': m('分期付款', 'Payment by instalment'),
  '22': m('折扣', 'Discount'),
});

export const termsTypeCodeTables: EdiCodeElement = {
  X12: x12TermsTypeCodes,
  EDIFACT: edifactTermsTypeCodes,
};

/** X12 ITD01 codes with their meanings, as the invoice's terms type offers them. */
export const termsTypeCodes = x12TermsTypeCodes.codes;

/** PAT 4279 of the net terms and of the discount a DESADV / INVOIC writes. */
export const edifactBasicTerms = '1' satisfies keyof typeof edifactTermsTypeCodes.codes;
export const edifactDiscountTerms = '22' satisfies keyof typeof edifactTermsTypeCodes.codes;

/** UNCL 4461 payment means (EDIFACT PAI, the invoice's settlement). */
export const edifactPaymentMeansCodes = table('EDIFACT', 'PAI 4461', {
  '30': m('贷记转账', 'Credit transfer'),
  '31': m('借记转账', 'Debit transfer'),
  '42': m('银行账户付款', 'Payment to bank account'),
  '58': m('SEPA 贷记转账', 'SEPA credit transfer'),
  '20': m('支票', 'Cheque'),
  '10': m('现金', 'Cash'),
});

/** The payment means the invoice's settlement offers (UNCL 4461). */
export const paymentMeansCodes = edifactPaymentMeansCodes.codes;

// ---------------------------------------------------------------------------------------------
// Services, allowances and charges

/**
 * The service, allowance and charge codes the screen offers (X12 SAC02, with EDIFACT ALC 7161
 * equivalents written by the mapper); any other 4-character code is accepted as typed.
 */
export const chargeCodes = {
  A260: { 'zh-cn': '广告补贴', 'en-us': 'Advertising allowance', edifact: 'AA' },
  B720: { 'zh-cn': '合作广告', 'en-us': 'Co-op advertising', edifact: 'AA' },
  C310: { 'zh-cn': '折扣', 'en-us': 'Discount', edifact: 'DI' },
  D240: { 'zh-cn': '运费', 'en-us': 'Freight', edifact: 'FC' },
  D500: { 'zh-cn': '手续费', 'en-us': 'Handling', edifact: 'HD' },
  F050: { 'zh-cn': '其他', 'en-us': 'Other', edifact: 'ZZZ' },
  F800: { 'zh-cn': '促销补贴', 'en-us': 'Promotional allowance', edifact: 'PAD' },
  G830: { 'zh-cn': '运输及装卸', 'en-us': 'Shipping and handling', edifact: 'SH' },
  H090: { 'zh-cn': '特殊包装', 'en-us': 'Special packaging', edifact: 'PC' },
  I170: { 'zh-cn': '批量折扣', 'en-us': 'Volume discount', edifact: 'VAB' },
} as const satisfies Readonly<
  Record<string, { 'zh-cn': string; 'en-us': string; edifact: string }>
>;
export type ChargeCode = keyof typeof chargeCodes;

const chargeEntries = Object.entries(chargeCodes);

/** X12 1300 service, promotion, allowance or charge code: the invoice's charge table. */
export const x12ChargeCodes = table(
  'X12',
  'SAC02 (1300)',
  Object.fromEntries(chargeEntries.map(([code, row]) => [code, m(row['zh-cn'], row['en-us'])])),
);

/** EDIFACT 7161 special service code: what each SAC02 code is written as (the first one named). */
export const edifactChargeCodes = table(
  'EDIFACT',
  'ALC 7161',
  Object.fromEntries(
    [...chargeEntries]
      .reverse()
      .map(([, row]) => [row.edifact, m(row['zh-cn'], row['en-us'])] as const),
  ),
);

export const chargeCodeTables: EdiCodeElement = {
  X12: x12ChargeCodes,
  EDIFACT: edifactChargeCodes,
};

// ---------------------------------------------------------------------------------------------
// Party identification agency

/** X12 66 identification code qualifier: who issued a party's id. */
export const x12AgencyCodes = table('X12', 'N103 (66)', {
  '1': m('邓白氏编码（DUNS）', 'D-U-N-S number'),
  '9': m('DUNS+4 编码', 'D-U-N-S+4 number'),
  UL: m('全球位置码（GLN）', 'Global Location Number (GLN)'),
  '91': m('卖方指定的编码', 'Assigned by seller'),
  '92': m('买方指定的编码', 'Assigned by buyer'),
  '93': m('发送方指定的编码', 'Assigned by the sender'),
  '94': m('最终接收方指定的编码', 'Assigned by the ultimate recipient'),
  '2': m('标准承运人字母代码（SCAC）', 'Standard Carrier Alpha Code (SCAC)'),
  '15': m('标准地址编号（SAN）', 'Standard Address Number (SAN)'),
  ZZ: m('双方约定', 'Mutually defined'),
});

/** EDIFACT 3055 code list responsible agency (NAD C082). */
export const edifactAgencyCodes = table('EDIFACT', 'NAD 3055', {
  '9': m('GS1（全球位置码 GLN）', 'GS1 (Global Location Number)'),
  '16': m('邓白氏编码（DUNS）', 'D-U-N-S number'),
  '91': m('卖方指定的编码', 'Assigned by seller'),
  '92': m('买方指定的编码', 'Assigned by buyer'),
  '86': m('发送方指定的编码', 'Assigned by the sender'),
  '87': m('承运人指定的编码', 'Assigned by carrier'),
  '182': m('标准承运人字母代码（SCAC）', 'Standard Carrier Alpha Code (SCAC)'),
  ZZZ: m('双方约定', 'Mutually defined'),
});

export const agencyCodes: EdiCodeElement = { X12: x12AgencyCodes, EDIFACT: edifactAgencyCodes };

/** N103 of a party the portal names by id without saying whose id it is. */
export const x12DefaultAgency = 'ZZ' satisfies keyof typeof x12AgencyCodes.codes;
/** N103 of the remit-to's DUNS number. */
export const x12DunsAgency = '1' satisfies keyof typeof x12AgencyCodes.codes;
/** 3055 of a carrier named by its SCAC. */
export const edifactScacAgency = '182' satisfies keyof typeof edifactAgencyCodes.codes;

// ---------------------------------------------------------------------------------------------
// Unit of measure

/** X12 355 unit or basis for measurement code. */
export const x12UnitCodes = table('X12', 'PO103 / POC05 / IT103 / SN103 / TD1 (355)', {
  EA: m('个', 'Each'),
  PC: m('件', 'Piece'),
  CA: m('箱', 'Case'),
  CT: m('纸箱', 'Carton'),
  BX: m('盒', 'Box'),
  PK: m('包', 'Package'),
  PL: m('托盘', 'Pallet / unit load'),
  DZ: m('打', 'Dozen'),
  PR: m('双', 'Pair'),
  ST: m('套', 'Set'),
  RL: m('卷', 'Roll'),
  BG: m('袋', 'Bag'),
  UN: m('单位', 'Unit'),
  LB: m('磅', 'Pound'),
  KG: m('千克', 'Kilogram'),
  OZ: m('盎司', 'Ounce'),
  GR: m('克', 'Gram'),
  FT: m('英尺', 'Foot'),
  IN: m('英寸', 'Inch'),
  MR: m('米', 'Metre'),
  CM: m('厘米', 'Centimetre'),
  LT: m('升', 'Litre'),
  GA: m('加仑', 'Gallon'),
  CF: m('立方英尺', 'Cubic foot'),
  CR: m('立方米', 'Cubic metre'),
});
export type X12Unit = keyof typeof x12UnitCodes.codes;

/** EDIFACT 6411 measurement unit code (UN/ECE Rec. 20 and 21). */
export const edifactUnitCodes = table('EDIFACT', 'QTY / MEA / PRI 6411', {
  PCE: m('件', 'Piece'),
  EA: m('个', 'Each'),
  C62: m('个（单位）', 'One (unit)'),
  H87: m('件', 'Piece'),
  NAR: m('件数', 'Number of articles'),
  CT: m('纸箱', 'Carton'),
  CS: m('箱', 'Case'),
  BX: m('盒', 'Box'),
  PK: m('包', 'Pack'),
  PF: m('托盘', 'Pallet (lift)'),
  DZN: m('打', 'Dozen'),
  PR: m('双', 'Pair'),
  SET: m('套', 'Set'),
  RO: m('卷', 'Roll'),
  BG: m('袋', 'Bag'),
  KGM: m('千克', 'Kilogram'),
  GRM: m('克', 'Gram'),
  LBR: m('磅', 'Pound'),
  ONZ: m('盎司', 'Ounce'),
  MTR: m('米', 'Metre'),
  CMT: m('厘米', 'Centimetre'),
  LTR: m('升', 'Litre'),
  MTQ: m('立方米', 'Cubic metre'),
});
export type EdifactUnit = keyof typeof edifactUnitCodes.codes;

export const unitCodes: EdiCodeElement = { X12: x12UnitCodes, EDIFACT: edifactUnitCodes };

/** IT103 of an invoice line that names no unit. */
export const x12DefaultUnit = 'EA' satisfies X12Unit;
/** MEA 6411 of a weight that names no unit. */
export const edifactDefaultWeightUnit = 'KGM' satisfies EdifactUnit;

/** Weights: X12 TD1 / MEA take KG and LB, EDIFACT MEA the Rec. 20 KGM and LBR. */
export const edifactWeightUnitOf = { KG: 'KGM', LB: 'LBR' } as const satisfies Partial<
  Record<X12Unit, EdifactUnit>
>;

/**
 * Units the option list `unit` starts with (master data): the X12 units a supplier needs most
 * and the EDIFACT PCE and CT that ORDERS lines name, each meaning taken from these tables.
 */
export const seededUnitOptions: readonly {
  readonly code: string;
  readonly meaning: CodeMeaning;
}[] = [
  ...(['EA', 'CA', 'PK', 'BX', 'DZ', 'PR', 'LB', 'KG'] as const).map((code) => ({
    code,
    meaning: x12UnitCodes.codes[code],
  })),
  ...(['PCE', 'CT'] as const).map((code) => ({ code, meaning: edifactUnitCodes.codes[code] })),
];

// ---------------------------------------------------------------------------------------------
// Plans (830 / DELFOR): how firm a delivery is, and how its dates are cut

/** X12 680 forecast qualifier. */
export const x12ForecastCommitmentCodes = table('X12', 'FST02 (680)', {
  A: m('立即', 'Immediate'),
  B: m('试产/预生产', 'Pilot / prebuild'),
  C: m('确定', 'Firm'),
  D: m('计划', 'Planning'),
  Z: m('双方约定', 'Mutually defined'),
});

/** EDIFACT 4017 delivery plan commitment level. */
export const edifactCommitmentCodes = table('EDIFACT', 'SCC 4017', {
  '1': m('确定', 'Firm'),
  '2': m('生产与物料承诺', 'Commitment for manufacturing and material'),
  '3': m('物料承诺', 'Commitment for material'),
  '4': m('计划/预测', 'Planning / forecast'),
});

export const forecastCommitmentCodes: EdiCodeElement = {
  X12: x12ForecastCommitmentCodes,
  EDIFACT: edifactCommitmentCodes,
};

/** X12 681 forecast timing qualifier. */
export const x12ForecastTimingCodes = table('X12', 'FST03 (681)', {
  C: m('每日', 'Daily'),
  D: m('指定日期', 'Discrete'),
  F: m('灵活区间', 'Flexible interval'),
  W: m('每周', 'Weekly'),
  M: m('每月', 'Monthly'),
  Q: m('每季度', 'Quarterly'),
  Z: m('双方约定', 'Mutually defined'),
});

/** EDIFACT 2013 frequency code. */
export const edifactFrequencyCodes = table('EDIFACT', 'SCC C329 2013', {
  Y: m('每日', 'Daily'),
  D: m('指定日期', 'Discrete'),
  F: m('灵活区间', 'Flexible interval'),
  W: m('每周', 'Weekly'),
  M: m('每月', 'Monthly'),
  Q: m('每季度', 'Quarterly'),
  A: m('每年', 'Annually'),
});

export const forecastTimingCodes: EdiCodeElement = {
  X12: x12ForecastTimingCodes,
  EDIFACT: edifactFrequencyCodes,
};

/** X12 678 ship/delivery or calendar pattern code: on which days a part is shipped or delivered. */
export const x12ShipDeliveryPatternCodes = table('X12', 'SDP01 (678)', {
  '1': m('每月第 1 周', '1st week of the month'),
  '2': m('每月第 2 周', '2nd week of the month'),
  '3': m('每月第 3 周', '3rd week of the month'),
  '4': m('每月第 4 周', '4th week of the month'),
  '5': m('每月第 5 周', '5th week of the month'),
  '6': m('每月第 1 和第 3 周', '1st and 3rd weeks of the month'),
  '7': m('每月第 2 和第 4 周', '2nd and 4th weeks of the month'),
  '8': m('期间的第一个工作日', '1st working day of the period'),
  '9': m('期间的最后一个工作日', 'Last working day of the period'),
  A: m('周一至周五', 'Monday through Friday'),
  B: m('周一至周六', 'Monday through Saturday'),
  C: m('周一至周日', 'Monday through Sunday'),
  D: m('周一', 'Monday'),
  E: m('周二', 'Tuesday'),
  F: m('周三', 'Wednesday'),
  G: m('周四', 'Thursday'),
  H: m('周五', 'Friday'),
  J: m('周六', 'Saturday'),
  K: m('周日', 'Sunday'),
  L: m('周一至周四', 'Monday through Thursday'),
  M: m('立即', 'Immediately'),
  MC: m('仅限预约', 'By appointment only'),
  N: m('按指示', 'As directed'),
  O: m('每天（周一至周五）', 'Daily, Monday through Friday'),
  P: m('周一一半、周四一半', '½ Monday, ½ Thursday'),
  Q: m('周二一半、周四一半', '½ Tuesday, ½ Thursday'),
  R: m('周三一半、周五一半', '½ Wednesday, ½ Friday'),
  S: m('周一至周五任意一次', 'Once, any day Monday through Friday'),
  SA: m('周日、周一、周四、周五、周六', 'Sunday, Monday, Thursday, Friday, Saturday'),
  SB: m('周二至周六', 'Tuesday through Saturday'),
  SC: m('周日、周三、周四、周五、周六', 'Sunday, Wednesday, Thursday, Friday, Saturday'),
  SD: m('周一、周三、周四、周五、周六', 'Monday, Wednesday, Thursday, Friday, Saturday'),
  SG: m('周二至周五', 'Tuesday through Friday'),
  SL: m('周一、周二、周四', 'Monday, Tuesday and Thursday'),
  SP: m('周一、周二、周五', 'Monday, Tuesday and Friday'),
  SX: m('周三、周四', 'Wednesday and Thursday'),
  SY: m('周一、周三、周四', 'Monday, Wednesday and Thursday'),
  SZ: m('周二、周四、周五', 'Tuesday, Thursday and Friday'),
  T: m('周二一半、周五一半', '½ Tuesday, ½ Friday'),
  U: m('周一一半、周三一半', '½ Monday, ½ Wednesday'),
  V: m('周一、周三、周五各三分之一', '⅓ Monday, ⅓ Wednesday, ⅓ Friday'),
  W: m('必要时', 'Whenever necessary'),
  X: m('周三前一半，余量周五前', '½ by Wednesday, the rest by Friday'),
  Y: m('无（取消先前的模式）', 'None (cancels an earlier pattern)'),
  Z: m('双方约定', 'Mutually defined'),
});

const workingCycles = (
  first: number,
  counts: readonly number[],
  zhUnit: string,
  enUnit: string,
): Record<string, CodeMeaning> =>
  Object.fromEntries(
    counts.map((count, index) => [
      String(first + index),
      count === 1
        ? m(`每个${zhUnit}`, `Each working ${enUnit}`)
        : m(`每 ${count} 个${zhUnit}`, `Each ${count} working ${enUnit}s`),
    ]),
  );

/** EDIFACT 2015 despatch pattern code (DELFOR SCC C329, after the 2013 frequency). */
export const edifactDespatchPatternCodes = table('EDIFACT', 'SCC C329 2015', {
  '1': m('每月第 1 周', '1st week of the month'),
  '2': m('每月第 2 周', '2nd week of the month'),
  '3': m('每月第 3 周', '3rd week of the month'),
  '4': m('每月第 4 周', '4th week of the month'),
  '5': m('每月第 5 周', '5th week of the month'),
  '6': m('每月第 1 和第 3 周', '1st and 3rd weeks of the month'),
  '7': m('每月第 2 和第 4 周', '2nd and 4th weeks of the month'),
  '10': m('周一至周五', 'Monday through Friday'),
  '11': m('周一至周六', 'Monday through Saturday'),
  '12': m('周一至周日', 'Monday through Sunday'),
  '13': m('周一', 'Monday'),
  '14': m('周二', 'Tuesday'),
  '15': m('周三', 'Wednesday'),
  '16': m('周四', 'Thursday'),
  '17': m('周五', 'Friday'),
  '18': m('周六', 'Saturday'),
  '19': m('周日', 'Sunday'),
  '20': m('立即', 'Immediately'),
  '21': m('按指示', 'As directed'),
  '22': m('当月每周', 'Each week of the month'),
  '23': m('每天（周一至周五）', 'Daily, Monday through Friday'),
  '24': m('每月上旬（1–10 日）', 'First decade of the month (days 1–10)'),
  '25': m('每月中旬（11–20 日）', 'Second decade of the month (days 11–20)'),
  '26': m('每月下旬（21 日至月末）', 'Third decade of the month (day 21 to month end)'),
  // 27–30: cycles of working hours; 31–39: of working days (there is no 7-day cycle).
  ...workingCycles(27, [1, 2, 3, 4], '工作小时', 'hour'),
  ...workingCycles(31, [1, 2, 3, 4, 5, 6, 8, 9, 10], '工作日', 'day'),
  ZZZ: m('双方约定', 'Mutually defined'),
});

/** X12 SDP01 / EDIFACT SCC 2015: the despatch pattern an 830 or DELFOR line gives. */
export const despatchPatternCodes: EdiCodeElement = {
  X12: x12ShipDeliveryPatternCodes,
  EDIFACT: edifactDespatchPatternCodes,
};

/** Every table, for the checks that each one is complete in both languages. */
export const ediCodeTables: readonly EdiCodeTable[] = [
  x12PurposeCodes,
  edifactMessageFunctionCodes,
  x12PurchaseOrderTypeCodes,
  edifactDocumentNameCodes,
  x12TransportTermsCodes,
  edifactTransportTermsCodes,
  x12TransportModeCodes,
  edifactTransportModeCodes,
  x12TermsTypeCodes,
  edifactTermsTypeCodes,
  edifactPaymentMeansCodes,
  x12ChargeCodes,
  edifactChargeCodes,
  x12AgencyCodes,
  edifactAgencyCodes,
  x12UnitCodes,
  edifactUnitCodes,
  x12ForecastCommitmentCodes,
  edifactCommitmentCodes,
  x12ForecastTimingCodes,
  edifactFrequencyCodes,
  x12ShipDeliveryPatternCodes,
  edifactDespatchPatternCodes,
];

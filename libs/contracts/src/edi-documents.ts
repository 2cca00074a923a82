import { z } from 'zod';

/**
 * Canonical business documents: what the gateway maps every X12 and EDIFACT document to (in) and
 * from (out), so that the rest of the portal never reads segments. Field names follow spec §3
 * (Order, parties, line item, delivery, invoice data, payment order). A value the partner did not
 * send is absent, not an empty string. Dates are `YYYY-MM-DD`, times `HH:mm` or `HH:mm:ss`,
 * instants ISO 8601; amounts and quantities are numbers.
 */

const text = z.string();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}(?::\d{2})?$/);
const amount = z.number().finite();
const quantity = z.number().finite();

/** The parties of spec §3, by the role they play in the document. */
export const partyRoles = [
  'buyer',
  'seller',
  'supplier',
  'materialIssuer',
  'intermediateConsignee',
  'shipFrom',
  'shipTo',
  'customsBroker',
  'freightForwarder',
  'billTo',
  'remitTo',
  'soldTo',
  'invoicee',
  'invoiceIssuer',
  'consignee',
  'consignor',
  'carrier',
  'deliveryParty',
  'payee',
  'payer',
] as const;
export type PartyRole = (typeof partyRoles)[number];

/** Contact functions of spec §3 (buyer contacts, ship-to expeditor, …). */
export const contactFunctions = [
  'general',
  'intermediate',
  'accounting',
  'delivery',
  'order',
  'purchasing',
  'schedule',
  'expeditor',
] as const;

export const contactSchema = z.object({
  function: z.enum(contactFunctions),
  name: text.optional(),
  phone: text.optional(),
  email: text.optional(),
  fax: text.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const partySchema = z.object({
  role: z.enum(partyRoles),
  /** The party's identifier (X12 N104, EDIFACT NAD02-1). */
  id: text.optional(),
  name: text.optional(),
  /** Who issued the id: X12 N103 qualifier (92 buyer-assigned, 1 DUNS, UL GLN…), EDIFACT 3055. */
  agencyCode: text.optional(),
  address: text.optional(),
  addressInfo: text.optional(),
  street: text.optional(),
  city: text.optional(),
  state: text.optional(),
  postcode: text.optional(),
  country: text.optional(),
  contacts: z.array(contactSchema).optional(),
  /** Buyer: its reference and electronic endpoint id. */
  reference: text.optional(),
  endpointId: text.optional(),
  /** Remit to: the vendor's DUNS number. */
  vendorDuns: text.optional(),
});
export type Party = z.infer<typeof partySchema>;

/** The line-item quantities of spec §3. */
export const lineQuantitiesSchema = z.object({
  ordered: quantity.optional(),
  received: quantity.optional(),
  invoiced: quantity.optional(),
  perPack: quantity.optional(),
  shipped: quantity.optional(),
  committed: quantity.optional(),
  outstanding: quantity.optional(),
  backorder: quantity.optional(),
  urgent: quantity.optional(),
  backlog: quantity.optional(),
  inTransit: quantity.optional(),
  cumulative: quantity.optional(),
  cumulativeStart: date.optional(),
  cumulativeEnd: date.optional(),
});

/** The line-item dates of spec §3. */
export const lineDatesSchema = z.object({
  request: date.optional(),
  earliest: date.optional(),
  latest: date.optional(),
  schedule: date.optional(),
  shipNotBefore: date.optional(),
  promotion: date.optional(),
  deliveryAppointment: date.optional(),
  expiry: date.optional(),
  delivery: date.optional(),
});

/** One delivery of a plan (830 FST, DELFOR QTY/DTM) or a line's schedule (850 SCH). */
export const scheduleEntrySchema = z.object({
  quantity,
  /** 830 FST02: C firm, D planning; DELFOR SCC: 1 firm, 4 forecast. */
  commitment: text.optional(),
  /** 830 FST03 / DELFOR frequency: D daily, W weekly, M monthly, F flexible… */
  timing: text.optional(),
  date,
  endDate: date.optional(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const orderLineSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  sellerItemNumber: text.optional(),
  supplierItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  sku: text.optional(),
  partNumber: text.optional(),
  catalogNumber: text.optional(),
  description: text.optional(),
  quantities: lineQuantitiesSchema,
  unit: text.optional(),
  unitPrice: amount.optional(),
  priceBasisCode: text.optional(),
  grossWeight: quantity.optional(),
  netWeight: quantity.optional(),
  weightUnit: text.optional(),
  volume: quantity.optional(),
  volumeUnit: text.optional(),
  drawingNumbers: z.array(text).optional(),
  dates: lineDatesSchema,
  deliveryPlanStatus: text.optional(),
  frequencyCode: text.optional(),
  despatchPatternCode: text.optional(),
  plantCode: text.optional(),
  storeCode: text.optional(),
  warehouseCode: text.optional(),
  carrierScac: text.optional(),
  transportMode: text.optional(),
  /** 860 POC02 / ORDCHG LIN action: what the change does to this line. */
  changeType: z.enum(['add', 'change', 'delete', 'unchanged']).optional(),
  schedule: z.array(scheduleEntrySchema).optional(),
  /** Per-line parties (ship-to of a store, mark-for). */
  parties: z.array(partySchema).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Sale terms of spec §3 (X12 ITD, EDIFACT PAT). */
export const saleTermsSchema = z.object({
  typeCode: text.optional(),
  discountPercent: z.number().finite().optional(),
  discountDueDate: date.optional(),
  discountDays: z.number().int().optional(),
  netDueDate: date.optional(),
  netDays: z.number().int().optional(),
  description: text.optional(),
});

/** Order, order change and order plan: the three document types that become orders. */
export const orderDocumentTypes = ['ORDER', 'ORDER_CHANGE', 'ORDER_PLAN'] as const;
export type OrderDocumentType = (typeof orderDocumentTypes)[number];

/** Service, allowance or charge of spec §3 (X12 SAC, EDIFACT ALC/MOA). */
export const serviceChargeSchema = z.object({
  /** A allowance, C charge, N no allowance or charge. */
  indicator: z.enum(['A', 'C', 'N']),
  /** X12 SAC02 / EDIFACT ALC05 code. */
  type: text,
  amount: amount,
  description: text.optional(),
});

export const canonicalOrderSchema = z.object({
  kind: z.literal('order'),
  documentType: z.enum(orderDocumentTypes),
  /** BEG03 / BCH03 / BFR02 / BGM02: the partner's document number. */
  documentNumber: text,
  /** The purchase order number the document is about (for an 850, its own number). */
  orderNumber: text,
  originalDocumentNumber: text.optional(),
  businessNumber: text.optional(),
  /** X12 BEG01/BCH01/BFR01, EDIFACT BGM03: 00 original, 01 cancel, 04 change, 05 replace… */
  purposeCode: text.optional(),
  documentTime: z.string().optional(),
  orderDate: date.optional(),
  effectiveFrom: date.optional(),
  effectiveTo: date.optional(),
  horizonStart: date.optional(),
  horizonEnd: date.optional(),
  currencyCode: text.optional(),
  /** The change's sequence number (BCH05 / ORDCHG BGM); 1 for an original order. */
  documentVersion: z.number().int().min(1),
  description: text.optional(),
  purchaseOrderTypeCode: text.optional(),
  forecastOrderNumber: text.optional(),
  salesOrderNumber: text.optional(),
  releaseNumber: text.optional(),
  contractNumbers: z.array(text).optional(),
  priceQuoteNumber: text.optional(),
  paymentMethod: text.optional(),
  transportationTerms: text.optional(),
  taxRatePercent: z.number().finite().optional(),
  saleTerms: saleTermsSchema.optional(),
  /** Header-level services, allowances and charges (X12 SAC, EDIFACT ALC+MOA): the SPAC tab. */
  serviceCharges: z.array(serviceChargeSchema).optional(),
  parties: z.array(partySchema),
  lines: z.array(orderLineSchema),
  /** CTT01 / CNT: the number of lines the partner says it sent. */
  lineCount: z.number().int().optional(),
  /** Sum of the lines' ordered quantities, and amount (quantity × price), as computed here. */
  quantity: quantity,
  amount: amount,
});
export type CanonicalOrder = z.infer<typeof canonicalOrderSchema>;

/** One invoice a remittance pays (820 RMR, REMADV DOC/MOA). */
export const remittanceLineSchema = z.object({
  invoiceNumber: text,
  relatedInvoiceNumber: text.optional(),
  invoiceDate: date.optional(),
  poNumber: text.optional(),
  /** Amount paid. */
  amount,
  invoiceAmount: amount.optional(),
  discountAmount: amount.optional(),
  adjustmentAmount: amount.optional(),
  adjustmentReason: text.optional(),
});
export type RemittanceLine = z.infer<typeof remittanceLineSchema>;

/** Payment order of spec §3 (820, REMADV). */
export const canonicalPaymentOrderSchema = z.object({
  kind: z.literal('paymentOrder'),
  paymentOrderNumber: text,
  assignedVendorNumber: text.optional(),
  /** BPR03 / REMADV: C credit, D debit. */
  creditDebit: z.enum(['C', 'D']).optional(),
  /** BPR04: ACH, CHK, … (spec names ACH and CHK; others are kept as sent). */
  paymentMethod: text.optional(),
  totalAmount: amount,
  currencyCode: text.optional(),
  paymentDate: date.optional(),
  parties: z.array(partySchema),
  remittances: z.array(remittanceLineSchema),
});
export type CanonicalPaymentOrder = z.infer<typeof canonicalPaymentOrderSchema>;

export const invoiceLineSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  description: text.optional(),
  quantityInvoiced: quantity,
  unit: text.optional(),
  unitPrice: amount,
  amount: amount,
  taxRatePercent: z.number().finite().optional(),
  orderLineNumber: text.optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** Trade settlement of spec §3 (payee bank details, terms). */
export const tradeSettlementSchema = z.object({
  payeeName: text.optional(),
  iban: text.optional(),
  bic: text.optional(),
  paymentMeansTypeCode: text.optional(),
  paymentTerms: text.optional(),
  paymentTermsDescription: text.optional(),
  paymentTermsDate: date.optional(),
});

export const invoiceTotalsSchema = z.object({
  lineTotal: amount,
  chargeTotal: amount,
  allowanceTotal: amount,
  taxBasisTotal: amount,
  taxTotal: amount,
  grandTotal: amount,
  prepaid: amount,
  duePayable: amount,
});

/** Invoice data of spec §3: 810 / INVOIC, inbound (document type INVOICE) and outbound. */
export const canonicalInvoiceSchema = z.object({
  kind: z.literal('invoice'),
  invoiceNumber: text,
  invoiceDate: date,
  orderNumber: text.optional(),
  orderDate: date.optional(),
  shipNoticeNumber: text.optional(),
  currencyCode: text.optional(),
  tax: z
    .object({
      ratePercent: z.number().finite().optional(),
      basis: amount.optional(),
      categoryCode: text.optional(),
      amount: amount.optional(),
    })
    .optional(),
  saleTerms: saleTermsSchema.optional(),
  settlement: tradeSettlementSchema.optional(),
  parties: z.array(partySchema),
  lines: z.array(invoiceLineSchema),
  serviceCharges: z.array(serviceChargeSchema),
  totals: invoiceTotalsSchema,
});
export type CanonicalInvoice = z.infer<typeof canonicalInvoiceSchema>;

/** A segment or element error an acknowledgement reports (997 AK3/AK4, CONTRL UCS/UCD). */
export const acknowledgedErrorSchema = z.object({
  segmentTag: text.optional(),
  segmentPosition: z.number().int().optional(),
  elementPosition: z.number().int().optional(),
  /** AK304 / AK403 / UCS03 / UCD01 code. */
  code: text,
  badValue: text.optional(),
});

/** A transaction set / message an acknowledgement answers (997 AK2/AK5, CONTRL UCM). */
export const acknowledgedTransactionSchema = z.object({
  /** 850 / ORDERS */
  setId: text,
  controlNumber: text,
  /** A accepted, E accepted with errors, R rejected. */
  status: z.enum(['A', 'E', 'R']),
  /** AK502 / UCM03 codes. */
  codes: z.array(text),
  errors: z.array(acknowledgedErrorSchema),
});

/** 997 / CONTRL: what a functional acknowledgement says, inbound and outbound. */
export const canonicalAcknowledgementSchema = z.object({
  kind: z.literal('acknowledgement'),
  /** The interchange it answers (CONTRL UCI; 997 carries only the group). */
  interchangeControlNumber: text.optional(),
  interchangeSender: text.optional(),
  interchangeRecipient: text.optional(),
  /** AK1 / UCF: the group it answers. */
  functionalId: text.optional(),
  groupControlNumber: text.optional(),
  /** AK9 / UCI action: A accepted, E accepted with errors, P partly accepted, R rejected. */
  status: z.enum(['A', 'E', 'P', 'R']),
  /** AK905+ / UCI syntax error code. */
  codes: z.array(text),
  transactionsIncluded: z.number().int().optional(),
  transactionsReceived: z.number().int().optional(),
  transactionsAccepted: z.number().int().optional(),
  transactions: z.array(acknowledgedTransactionSchema),
});
export type CanonicalAcknowledgement = z.infer<typeof canonicalAcknowledgementSchema>;

/** Every inbound document the gateway reads, after mapping. */
export const inboundDocumentSchema = z.discriminatedUnion('kind', [
  canonicalOrderSchema,
  canonicalPaymentOrderSchema,
  canonicalInvoiceSchema,
  canonicalAcknowledgementSchema,
]);
export type InboundDocument = z.infer<typeof inboundDocumentSchema>;

/** 855 BAK02 / ORDRSP BGM 1225: how the supplier answers the order as a whole. */
export const orderResponseTypes = ['accept', 'reject', 'backorder', 'cancel'] as const;
export type OrderResponseType = (typeof orderResponseTypes)[number];

export const orderResponseLineSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  quantityOrdered: quantity,
  /** The quantity this answer is about (accepted, backordered or rejected). */
  quantity: quantity,
  unit: text.optional(),
  unitPrice: amount.optional(),
  status: z.enum(['accepted', 'backordered', 'rejected', 'canceled']),
  scheduledDate: date.optional(),
});

/** Order response: 855 / ORDRSP. */
export const canonicalOrderResponseSchema = z.object({
  kind: z.literal('orderResponse'),
  responseType: z.enum(orderResponseTypes),
  orderNumber: text,
  orderDate: date.optional(),
  responseDate: date,
  /** The supplier's own reference for the answer. */
  responseNumber: text.optional(),
  currencyCode: text.optional(),
  parties: z.array(partySchema),
  lines: z.array(orderResponseLineSchema),
});
export type CanonicalOrderResponse = z.infer<typeof canonicalOrderResponseSchema>;

export const shipNoticeItemSchema = z.object({
  lineNumber: text,
  buyerItemNumber: text.optional(),
  vendorItemNumber: text.optional(),
  upc: text.optional(),
  description: text.optional(),
  quantityShipped: quantity,
  quantityOrdered: quantity.optional(),
  unit: text,
  weight: quantity.optional(),
  weightUnit: text.optional(),
  countryOfOrigin: text.optional(),
  batchNumber: text.optional(),
});

/** A carton (inner package) or bulk unit: its SSCC and items. */
export const shipNoticePackSchema = z.object({
  /** 18-digit SSCC (GS1), as printed on the label. */
  sscc: z.string().regex(/^\d{18}$/),
  packageType: text.optional(),
  weight: quantity.optional(),
  weightUnit: text.optional(),
  items: z.array(shipNoticeItemSchema).min(1),
});

/** A pallet (outer package): its SSCC and cartons. */
export const shipNoticeTareSchema = z.object({
  sscc: z.string().regex(/^\d{18}$/),
  packageType: text.optional(),
  weight: quantity.optional(),
  weightUnit: text.optional(),
  packs: z.array(shipNoticePackSchema),
  /** Items loaded on the pallet without a carton. */
  items: z.array(shipNoticeItemSchema),
});

export const shipNoticeOrderSchema = z.object({
  orderNumber: text,
  orderDate: date.optional(),
  releaseNumber: text.optional(),
  tares: z.array(shipNoticeTareSchema),
  /** Cartons not on a pallet. */
  packs: z.array(shipNoticePackSchema),
  /** No-package (bulk) items. */
  items: z.array(shipNoticeItemSchema),
  parties: z.array(partySchema).optional(),
});

/** Ship notice: 856 (hierarchy shipment > order > tare > pack > item) / DESADV. */
export const canonicalShipNoticeSchema = z.object({
  kind: z.literal('shipNotice'),
  shipmentNumber: text,
  noticeDate: date,
  noticeTime: time.optional(),
  shippedDate: date.optional(),
  scheduledDeliveryDate: date.optional(),
  billOfLading: text.optional(),
  trackingNumber: text.optional(),
  carrierName: text.optional(),
  scac: text.optional(),
  /** X12 TD504 / EDIFACT 8067 transport mode. */
  transportMode: text.optional(),
  equipmentNumber: text.optional(),
  grossWeight: quantity.optional(),
  weightUnit: text.optional(),
  packageCount: z.number().int().optional(),
  parties: z.array(partySchema),
  orders: z.array(shipNoticeOrderSchema).min(1),
});
export type CanonicalShipNotice = z.infer<typeof canonicalShipNoticeSchema>;

export const inventoryReportItemSchema = z.object({
  vendorItemNumber: text,
  buyerItemNumber: text.optional(),
  upc: text.optional(),
  description: text.optional(),
  quantityOnHand: quantity,
  unit: text,
  nextAvailableDate: date.optional(),
  nextAvailableQuantity: quantity.optional(),
  warehouseCode: text.optional(),
});

/** Inventory report: 846 / INVRPT. */
export const canonicalInventoryReportSchema = z.object({
  kind: z.literal('inventoryReport'),
  reportNumber: text,
  reportDate: date,
  parties: z.array(partySchema),
  items: z.array(inventoryReportItemSchema).min(1),
});
export type CanonicalInventoryReport = z.infer<typeof canonicalInventoryReportSchema>;

/** Every document the gateway writes, before mapping to X12 or EDIFACT. */
export const outboundDocumentSchema = z.discriminatedUnion('kind', [
  canonicalOrderResponseSchema,
  canonicalShipNoticeSchema,
  canonicalInvoiceSchema,
  canonicalInventoryReportSchema,
  canonicalAcknowledgementSchema,
]);
export type OutboundDocument = z.infer<typeof outboundDocumentSchema>;
export type OutboundDocumentKind = OutboundDocument['kind'];

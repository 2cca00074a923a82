import {
  defaultProjectFeatures,
  type CanonicalOrder,
  type Message,
  type OrderDetail,
  type OrderError,
  type OrderLog,
  type OrderPage,
  type OrderSummary,
} from '@portal/contracts';

/**
 * Orders, their list rows and pages, logs and messages the tests of the order view and of every
 * remote that shows orders share: one realistic X12 850 from a retailer with parties, priced
 * lines, a line schedule and allowances and charges.
 */

/** When the fixtures were received and last changed. */
export const fixtureStamp = '2026-03-10T02:15:00.000Z';

/** One row of an order list: a received ACME order of 150 pieces for 1,987.50 USD. */
export const orderSummary = (
  serialNumber: number,
  overrides: Partial<OrderSummary> = {},
): OrderSummary => ({
  serialNumber,
  projectKey: 'ACME',
  documentType: 'ORDER',
  documentNumber: `PO-${4500000 + serialNumber}`,
  orderNumber: `PO-${4500000 + serialNumber}`,
  status: 'RECEIVED',
  documentVersion: 1,
  quantity: 150,
  amount: 1987.5,
  currencyCode: 'USD',
  orderDate: '2026-03-10',
  receivedAt: fixtureStamp,
  updatedAt: fixtureStamp,
  buyerName: 'ACME Retail Inc.',
  shipToName: 'ACME DC Dallas',
  lineCount: 2,
  ...overrides,
});

/** The first and only page of an order list holding `records`. */
export const orderPage = (
  records: OrderSummary[],
  overrides: Partial<OrderPage> = {},
): OrderPage => ({
  records,
  total: records.length,
  page: 1,
  size: 10,
  next: null,
  totalCapped: false,
  ...overrides,
});

/** The 850 the fixture order was read from, as the partner sent it. */
export const purchaseOrder850 = [
  'ISA*00*          *00*          *01*123456789      *ZZ*SUPPLIER       *260310*1015*U*00401*000000905*0*P*>~',
  'GS*PO*123456789*SUPPLIER*20260310*1015*905*X*004010~',
  'ST*850*0001~',
  'BEG*00*SA*PO-4501001**20260310~',
  'CUR*BY*USD~',
  'REF*CT*CN-2026-17~',
  'ITD*01*3*2**10**30~',
  'SAC*A*C310***5000**********Promotional allowance~',
  'SAC*C*D240***2500**********Freight~',
  'N1*BY*ACME Retail Inc.*92*0042~',
  'PER*BD*Dana Buyer*TE*+1-214-555-0100*EM*dana.buyer@acme.example~',
  'N1*ST*ACME DC Dallas*92*DC07~',
  'N3*4100 Distribution Way~',
  'N4*Dallas*TX*75241*US~',
  'N1*BT*ACME Accounts Payable*92*AP01~',
  'N1*RI*Widget Works Ltd.*1*081466849~',
  'PO1*1*100*EA*12.5**BP*ACME-100*VP*W-100*UP*012345678905~',
  'PID*F****Blue widget, large~',
  'SCH*60*EA***002*20260320~',
  'SCH*40*EA***002*20260327~',
  'PO1*2*50*EA*14.75**BP*ACME-200*VP*W-200~',
  'PID*F****Red widget, small~',
  'CTT*2~',
  'SE*22*0001~',
  'GE*1*905~',
  'IEA*1*000000905~',
].join('\n');

export const canonicalOrder: CanonicalOrder = {
  kind: 'order',
  documentType: 'ORDER',
  documentNumber: 'PO-4501001',
  orderNumber: 'PO-4501001',
  purposeCode: '00',
  purchaseOrderTypeCode: 'SA',
  orderDate: '2026-03-10',
  currencyCode: 'USD',
  documentVersion: 1,
  contractNumbers: ['CN-2026-17'],
  paymentMethod: 'ACH',
  transportationTerms: 'FOB Origin',
  taxRatePercent: 8.25,
  saleTerms: {
    typeCode: '01',
    discountPercent: 2,
    discountDays: 10,
    netDays: 30,
    netDueDate: '2026-04-09',
  },
  parties: [
    {
      role: 'buyer',
      id: '0042',
      agencyCode: '92',
      name: 'ACME Retail Inc.',
      contacts: [
        {
          function: 'purchasing',
          name: 'Dana Buyer',
          phone: '+1-214-555-0100',
          email: 'dana.buyer@acme.example',
        },
      ],
    },
    {
      role: 'shipTo',
      id: 'DC07',
      agencyCode: '92',
      name: 'ACME DC Dallas',
      street: '4100 Distribution Way',
      city: 'Dallas',
      state: 'TX',
      postcode: '75241',
      country: 'US',
      contacts: [{ function: 'expeditor', name: 'Sam Dock', phone: '+1-214-555-0199' }],
    },
    { role: 'shipFrom', id: 'WH1', name: 'Widget Works Shenzhen', city: 'Shenzhen', country: 'CN' },
    { role: 'billTo', id: 'AP01', agencyCode: '92', name: 'ACME Accounts Payable' },
    {
      role: 'remitTo',
      id: '081466849',
      agencyCode: '1',
      name: 'Widget Works Ltd.',
      vendorDuns: '081466849',
    },
    { role: 'carrier', id: 'UPSN', name: 'UPS Freight' },
  ],
  lines: [
    {
      lineNumber: '1',
      buyerItemNumber: 'ACME-100',
      vendorItemNumber: 'W-100',
      upc: '012345678905',
      partNumber: 'P-100',
      description: 'Blue widget, large',
      quantities: { ordered: 100 },
      unit: 'EA',
      unitPrice: 12.5,
      dates: { request: '2026-03-20', shipNotBefore: '2026-03-15' },
      carrierScac: 'UPSN',
      transportMode: 'M',
      schedule: [
        { quantity: 60, date: '2026-03-20', commitment: 'C' },
        { quantity: 40, date: '2026-03-27', commitment: 'D', timing: 'W' },
      ],
    },
    {
      lineNumber: '2',
      buyerItemNumber: 'ACME-200',
      vendorItemNumber: 'W-200',
      description: 'Red widget, small',
      quantities: { ordered: 50 },
      unit: 'EA',
      unitPrice: 14.75,
      dates: { request: '2026-03-22' },
    },
  ],
  lineCount: 2,
  quantity: 150,
  amount: 1987.5,
};

/** The allowance and charge of the 850's SAC segments, as the canonical order carries them. */
export const serviceCharges = [
  { indicator: 'A', type: 'C310', amount: 50, description: 'Promotional allowance' },
  { indicator: 'C', type: 'D240', amount: 25, description: 'Freight' },
] as const;

/** The order detail of serial number 1001, as GET /order/info/1001 answers it. */
export const orderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  summary: orderSummary(1001, { documentNumber: 'PO-4501001', orderNumber: 'PO-4501001' }),
  order: {
    ...structuredClone(canonicalOrder),
    serviceCharges: serviceCharges.map((charge) => ({ ...charge })),
  },
  documents: [
    {
      id: 31,
      standard: 'X12',
      setId: '850',
      controlNumber: '0001',
      groupControlNumber: '905',
      interchangeControlNumber: '000000905',
      senderId: '123456789',
      receiverId: 'SUPPLIER',
      fileName: 'ACME_850_000000905.x12',
      receivedAt: fixtureStamp,
      originalText: purchaseOrder850,
    },
  ],
  versions: [],
  changes: [],
  reservations: [{ vendorNumber: 'W-100', storeCode: 'DC07', quantity: 100, status: 'reserved' }],
  features: { ...defaultProjectFeatures, allowDelete: true },
  allowedActions: ['accept', 'reject', 'backorder', 'cancel'],
  ...overrides,
});

export const orderLogs: OrderLog[] = [
  {
    id: 1,
    at: fixtureStamp,
    actor: 'gateway',
    fromStatus: null,
    toStatus: 'NEW_ORDER',
    event: 'received',
    params: {},
    message: 'Order received',
  },
  {
    id: 2,
    at: '2026-03-10T02:16:00.000Z',
    actor: 'gateway',
    fromStatus: 'NEW_ORDER',
    toStatus: 'RECEIVED',
    event: 'released',
    params: {},
    message: 'Receipt acknowledged to the partner; ready to answer',
  },
];

export const orderErrors: OrderError[] = [
  {
    at: '2026-03-10T02:20:00.000Z',
    source: 'message',
    reference: '855 #000000017',
    message: 'The partner rejected the 855: AK5*R*5',
  },
];

export const orderMessages: Message[] = [
  {
    id: 17,
    projectKey: 'ACME',
    standard: 'X12',
    documentType: '997',
    status: 'finish',
    orderSerialNumber: 1001,
    answersInterchangeId: 9,
    resendOf: null,
    fileName: 'SUPPLIER_997_000000018.x12',
    interchangeControlNumber: '000000018',
    groupControlNumber: '18',
    transactionControlNumber: '0001',
    acknowledgementExpected: false,
    errors: [],
    attempts: 1,
    createdBy: 'gateway',
    createdAt: fixtureStamp,
    updatedAt: fixtureStamp,
    writtenAt: '2026-03-10T02:16:00.000Z',
    acknowledgedAt: null,
  },
  {
    id: 18,
    projectKey: 'ACME',
    standard: 'X12',
    documentType: '855',
    status: 'success',
    orderSerialNumber: 1001,
    answersInterchangeId: null,
    resendOf: null,
    fileName: 'SUPPLIER_855_000000019.x12',
    interchangeControlNumber: '000000019',
    groupControlNumber: '19',
    transactionControlNumber: '0001',
    acknowledgementExpected: true,
    errors: [],
    attempts: 1,
    createdBy: 'admin',
    createdAt: fixtureStamp,
    updatedAt: fixtureStamp,
    writtenAt: '2026-03-11T08:00:00.000Z',
    acknowledgedAt: '2026-03-11T08:05:00.000Z',
  },
];

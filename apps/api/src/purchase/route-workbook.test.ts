import {
  transportModes,
  validationMessages,
  type ErrorName,
  type Language,
  type Routing,
} from '@portal/contracts';
import { applyMutations, ediMutationsArbitrary, fuzzSeed } from '@portal/edi/fuzz';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { workbookOf } from '../testing/workbook-fixtures';
import {
  deflatedPart,
  inlineRow,
  sheetHead,
  sheetTail,
  workbookParts,
  zipOf,
} from '../testing/xlsx-zip';
import {
  readRouteUpload,
  routeColumns,
  transportModeMeanings,
  transportModeOf,
  writeRouteTemplate,
  type RouteTarget,
  type RouteTemplateOrder,
} from './route-workbook';

const fullRouting: Routing = {
  carrierName: 'Blue Freight Lines',
  scac: 'BFLX',
  transportMode: 'M',
  equipmentNumber: 'TRL-0042',
  billOfLading: 'BOL-000123',
  trackingNumber: '00123456789',
  pickupDate: '2026-05-04',
  pickupTime: '08:30',
  scheduledDeliveryDate: '2026-05-07',
  loadNumber: 'APPT-77',
};
const leanRouting: Routing = {
  carrierName: '顺丰速运',
  scac: 'SFEX',
  transportMode: 'U',
  pickupDate: '2026-05-05',
};

const orders: readonly RouteTemplateOrder[] = [
  { orderNumber: 'PO-1001', status: 'ROUTED', shipToName: 'Store 12', routing: fullRouting },
  { orderNumber: '000123', status: 'PRINTED', shipToName: null, routing: leanRouting },
  // Listed without routing: left out of the upload, not refused.
  { orderNumber: 'PO-1003', status: 'ACCEPTED', shipToName: 'Store 9', routing: null },
];

const targets = new Map<string, RouteTarget>([
  ['PO-1001', { serialNumber: 11, status: 'ROUTED' }],
  ['000123', { serialNumber: 12, status: 'PRINTED' }],
  ['PO-1003', { serialNumber: 13, status: 'ACCEPTED' }],
  ['PO-2000', { serialNumber: 20, status: 'DELIVERED' }],
]);
const lookup = (orderNumber: string) => targets.get(orderNumber);

/** The header row as the English template writes it. */
const englishHeader = routeColumns.map(
  (column) => column.header['en-us'] + (column.required ? ' *' : ''),
);

/** The error a read ends in (fails the test when it does not fail). */
async function refusal(
  bytes: Buffer,
  language: Language = 'en-us',
): Promise<{ name: ErrorName; field: string | undefined; rows: unknown }> {
  const error: unknown = await readRouteUpload(bytes, lookup, language).then(
    () => undefined,
    (cause: unknown) => cause,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { name: error.errorName, field: error.field, rows: error.detail?.rows };
}

/** A data row in template order from the cells named. */
const rowOf = (cells: Partial<Record<string, string | Date>>): (string | Date | null)[] =>
  routeColumns.map((column) => cells[column.key] ?? null);

const en = (key: keyof typeof validationMessages): string => validationMessages[key]['en-us'];

describe('writeRouteTemplate and readRouteUpload', () => {
  it.each<Language>(['en-us', 'zh-cn'])(
    'reads the %s template back unchanged: the routed orders, the unrouted one left out',
    async (language) => {
      const bytes = await writeRouteTemplate(orders, language);
      expect(await readRouteUpload(bytes, lookup, language)).toEqual([
        { serialNumber: 11, orderNumber: 'PO-1001', routing: fullRouting },
        { serialNumber: 12, orderNumber: '000123', routing: leanRouting },
      ]);
    },
  );

  it('shows statuses and transport modes by their meaning, lists the modes, offers them as a drop-down', async () => {
    const workbook = new ExcelJS.Workbook();
    const template = await writeRouteTemplate(orders, 'zh-cn');
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const [routes, modes] = workbook.worksheets;
    expect(routes?.name).toBe('发运信息');
    expect(routes?.getRow(1).getCell(1).value).toBe('采购订单号 *');
    const first = routes?.getRow(2);
    expect(first?.getCell(3).value).toBe('已上传发运信息，待打印标签');
    expect(first?.getCell(6).value).toBe('公路运输（公共承运人）');
    // Identifiers stay text when typed over (leading zeros, long digit runs).
    expect(routes?.getRow(3).getCell(1).numFmt).toBe('@');
    expect(routes?.getRow(3).getCell(1).value).toBe('000123');
    expect(routes?.getCell(40, 6).dataValidation).toMatchObject({
      type: 'list',
      formulae: [`'运输方式'!$B$2:$B$${transportModes.length + 1}`],
    });
    expect(modes?.name).toBe('运输方式');
    expect(modes?.getRow(2).values).toEqual([undefined, 'M', '公路运输（公共承运人）']);
    expect(modes?.rowCount).toBe(transportModes.length + 1);
  });

  it('takes a transport mode by its code or its meaning in either language, nothing else', () => {
    for (const code of transportModes) {
      expect(transportModeOf(code.toLowerCase())).toBe(code);
      expect(transportModeOf(transportModeMeanings[code]['en-us'].toUpperCase())).toBe(code);
      expect(transportModeOf(transportModeMeanings[code]['zh-cn'])).toBe(code);
    }
    expect(transportModeOf('公路运输(公共承运人)')).toBe('M');
    expect(transportModeOf('Motor')).toBeUndefined();
    expect(transportModeOf('Z')).toBeUndefined();
  });

  it('reads a file filled in by hand: Excel date cells, codes, loose times, the Chinese header', async () => {
    const chineseHeader = routeColumns.map((column) => column.header['zh-cn']);
    const bytes = await workbookOf([
      chineseHeader,
      rowOf({
        orderNumber: 'PO-1003',
        carrierName: 'Blue Freight Lines',
        scac: 'bflx',
        transportMode: 'a',
        pickupDate: new Date('2026-06-01T00:00:00Z'),
        pickupTime: '7:05',
        scheduledDeliveryDate: new Date('2026-06-03T00:00:00Z'),
      }),
      rowOf({
        orderNumber: 'PO-1001',
        carrierName: 'Rail Co',
        scac: 'RLCO',
        transportMode: 'Rail',
        pickupDate: '2026-06-02',
        pickupTime: '13:45:00',
      }),
    ]);
    expect(await readRouteUpload(bytes, lookup, 'en-us')).toEqual([
      {
        serialNumber: 13,
        orderNumber: 'PO-1003',
        routing: {
          carrierName: 'Blue Freight Lines',
          scac: 'BFLX',
          transportMode: 'A',
          pickupDate: '2026-06-01',
          pickupTime: '07:05',
          scheduledDeliveryDate: '2026-06-03',
        },
      },
      {
        serialNumber: 11,
        orderNumber: 'PO-1001',
        routing: {
          carrierName: 'Rail Co',
          scac: 'RLCO',
          transportMode: 'R',
          pickupDate: '2026-06-02',
          pickupTime: '13:45',
        },
      },
    ]);
  });

  it('refuses the whole file, naming every row, column and rule that failed', async () => {
    const good = {
      carrierName: 'Carrier',
      scac: 'ABCD',
      transportMode: 'M',
      pickupDate: '2026-05-04',
    };
    const bytes = await workbookOf([
      englishHeader,
      rowOf({ ...good, orderNumber: 'PO-1001', scac: 'AB1' }),
      rowOf({ ...good, orderNumber: '000123', pickupDate: '2026-02-30' }),
      rowOf({ ...good, orderNumber: 'PO-9999' }),
      rowOf({ ...good, orderNumber: 'PO-2000' }),
      rowOf({ ...good, orderNumber: 'PO-1001' }),
      // A good row changes nothing either: the upload is all or none.
      rowOf({ ...good, orderNumber: 'PO-1003' }),
    ]);
    expect(await refusal(bytes)).toEqual({
      name: 'IMPORT_ROWS_INVALID',
      field: '2',
      rows: [
        { row: 2, field: 'SCAC', message: en('invalid') },
        { row: 3, field: 'Pickup date (YYYY-MM-DD)', message: en('invalid') },
        { row: 4, field: 'PO number', message: en('notFound') },
        { row: 5, field: 'PO number', message: en('notRoutable') },
        { row: 6, field: 'PO number', message: en('duplicate') },
      ],
    });
  });

  it('names several problems of one row in column order, in the caller language', async () => {
    const bytes = await workbookOf([
      englishHeader,
      rowOf({ orderNumber: 'PO-9999', scac: 'TOOLONG', pickupTime: '25:00', transportMode: 'Z' }),
      rowOf({ carrierName: 'Carrier' }),
    ]);
    const zh = (key: keyof typeof validationMessages) => validationMessages[key]['zh-cn'];
    expect((await refusal(bytes, 'zh-cn')).rows).toEqual([
      { row: 2, field: '采购订单号', message: zh('notFound') },
      { row: 2, field: '承运商名称', message: zh('required') },
      { row: 2, field: '承运商代码（SCAC）', message: zh('invalid') },
      { row: 2, field: '运输方式', message: zh('invalid') },
      { row: 2, field: '提货日期（YYYY-MM-DD）', message: zh('required') },
      { row: 2, field: '提货时间（HH:MM）', message: zh('invalid') },
      { row: 3, field: '采购订单号', message: zh('required') },
      { row: 3, field: '承运商代码（SCAC）', message: zh('required') },
      { row: 3, field: '运输方式', message: zh('required') },
      { row: 3, field: '提货日期（YYYY-MM-DD）', message: zh('required') },
    ]);
  });

  it('refuses a file without routing as empty', async () => {
    expect((await refusal(await writeRouteTemplate([], 'en-us'))).name).toBe('IMPORT_EMPTY');
    const unrouted = orders.map((order) => ({ ...order, routing: null }));
    expect((await refusal(await writeRouteTemplate(unrouted, 'en-us'))).name).toBe('IMPORT_EMPTY');
  });

  it('refuses a text file named .xlsx as no workbook', async () => {
    const text = Buffer.from(`${englishHeader.join(',')}\nPO-1001,Carrier,ABCD,M\n`, 'utf8');
    expect((await refusal(text)).name).toBe('IMPORT_FILE_INVALID');
  });

  it('refuses a file that lacks a column, naming it', async () => {
    const withoutScac = routeColumns.filter((column) => column.key !== 'scac');
    const bytes = await workbookOf([
      withoutScac.map((column) => column.header['en-us']),
      withoutScac.map((column) => (column.key === 'orderNumber' ? 'PO-1001' : null)),
    ]);
    expect(await refusal(bytes)).toMatchObject({ name: 'IMPORT_FILE_INVALID', field: 'SCAC' });
  });
});

/** The refusals a hostile upload may end in: every other outcome is a bug. */
const refusals: readonly ErrorName[] = [
  'IMPORT_FILE_INVALID',
  'IMPORT_TOO_LARGE',
  'IMPORT_EMPTY',
  'IMPORT_ROWS_INVALID',
];

describe('readRouteUpload under hostile bytes', () => {
  it(
    'reads or refuses every mutated or random file with an import error',
    { timeout: 60_000 },
    async () => {
      const template = await writeRouteTemplate(orders, 'en-us');
      const goodRow = [
        'PO-1001',
        '',
        '',
        'Carrier',
        'ABCD',
        'M',
        '',
        '',
        '',
        '2026-05-04',
        '08:30',
        '',
        '',
      ];
      const sheetXml = Buffer.from(
        sheetHead + inlineRow(1, englishHeader) + inlineRow(2, goodRow) + sheetTail,
        'utf8',
      );
      const container = ediMutationsArbitrary.map((mutations) =>
        Buffer.from(applyMutations(template, mutations, '~')),
      );
      const sheet = ediMutationsArbitrary.map((mutations) =>
        zipOf([
          ...workbookParts(),
          deflatedPart(
            'xl/worksheets/sheet1.xml',
            Buffer.from(applyMutations(sheetXml, mutations, '~')),
          ),
        ]),
      );
      const random = fc
        .tuple(fc.boolean(), fc.uint8Array({ maxLength: 4096 }))
        .map(([signed, bytes]) =>
          Buffer.concat([signed ? Buffer.from('PK\x03\x04', 'latin1') : Buffer.alloc(0), bytes]),
        );
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ arbitrary: container, weight: 2 }, { arbitrary: sheet, weight: 3 }, random),
          async (bytes) => {
            try {
              const rows = await readRouteUpload(bytes, lookup, 'en-us');
              expect(
                rows.every(
                  (row) => targets.get(row.orderNumber)?.serialNumber === row.serialNumber,
                ),
              ).toBe(true);
              seen.add('rows');
            } catch (error) {
              // Only the project's own refusal, never a TypeError, RangeError, zlib or XML error.
              if (!(error instanceof ApiError)) throw error;
              expect(refusals).toContain(error.errorName);
              seen.add(error.errorName);
            }
          },
        ),
        { seed: fuzzSeed(), numRuns: 1000 },
      );
      // The runs reached past the zip container: some files still read, some were refused.
      expect(seen).toContain('rows');
      expect(seen).toContain('IMPORT_FILE_INVALID');
    },
  );
});

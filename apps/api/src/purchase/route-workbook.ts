import {
  editableFulfilmentStatuses,
  orderStatusMeaning,
  orderStatusMeanings,
  routingSchema,
  transportModeMeanings,
  transportModes,
  validationMessage,
  type Language,
  type Routing,
  type TransportMode,
  type ValidationMessageKey,
} from '@portal/contracts';
import type ExcelJS from 'exceljs';
import { ApiError } from '../errors';
import {
  excelJs,
  readWorkbook,
  rejectRows,
  rowProblems,
  type RowProblem,
  type SheetColumn,
  type SheetRecord,
} from '../files/workbook';

/**
 * The route upload's workbook (issue 17): a template listing the orders to route, their routing
 * filled in where it is known, and the reading of the filled-in template back. The first sheet is
 * the data (what `readWorkbook` reads); a second sheet lists the transport modes. A transport mode
 * cell holds the X12 TD504 code (`M`) or its meaning in either language; the template writes the
 * meaning and offers the meanings as a drop-down.
 */

/** The meaning of each transport mode (X12 TD504), shared with the screen and the documents. */
export { transportModeMeanings };

export { orderStatusMeaning, orderStatusMeanings };

/** A column of a written sheet; `text` keeps what is typed in it as text (Excel turns `08:30` into a time, `00123` into 123). */
export type WrittenColumn<K extends string> = SheetColumn<K> & { readonly text?: boolean };

/**
 * Adds a sheet laid out as `writeWorkbook` lays out its one sheet (header in `language`, required
 * columns starred, bold and frozen), for workbooks of more than one sheet.
 */
export function addSheet<K extends string>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly WrittenColumn<K>[],
  records: readonly SheetRecord<K>[],
  language: Language,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.header[language] + (column.required ? ' *' : ''),
    width: column.width ?? Math.max(12, column.header[language].length + 4),
    ...(column.text ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(columns.map((column) => record[column.key]));
  return sheet;
}

/** A new workbook of the portal, and its bytes once its sheets are added. */
export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new (excelJs().Workbook)();
  workbook.creator = 'EDI supplier portal';
  return workbook;
}

export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type RouteColumnKey = 'orderNumber' | 'shipToName' | 'status' | keyof Routing;

/**
 * The template's columns. Ship to and status help find the order and are not read back; the rest
 * is `routingSchema` in its order.
 */
export const routeColumns: readonly WrittenColumn<RouteColumnKey>[] = [
  {
    key: 'orderNumber',
    header: { 'zh-cn': '采购订单号', 'en-us': 'PO number' },
    required: true,
    text: true,
    width: 18,
  },
  { key: 'shipToName', header: { 'zh-cn': '收货方', 'en-us': 'Ship to' }, width: 24 },
  { key: 'status', header: { 'zh-cn': '订单状态', 'en-us': 'Order status' }, width: 28 },
  {
    key: 'carrierName',
    header: { 'zh-cn': '承运商名称', 'en-us': 'Carrier name' },
    required: true,
    width: 24,
  },
  {
    key: 'scac',
    header: { 'zh-cn': '承运商代码（SCAC）', 'en-us': 'SCAC' },
    required: true,
    text: true,
  },
  {
    key: 'transportMode',
    header: { 'zh-cn': '运输方式', 'en-us': 'Transport mode' },
    required: true,
    width: 26,
  },
  {
    key: 'equipmentNumber',
    header: { 'zh-cn': '车辆或集装箱号', 'en-us': 'Equipment number' },
    text: true,
  },
  { key: 'billOfLading', header: { 'zh-cn': '提单号', 'en-us': 'Bill of lading' }, text: true },
  {
    key: 'trackingNumber',
    header: { 'zh-cn': 'PRO号或运单跟踪号', 'en-us': 'PRO / tracking number' },
    text: true,
    width: 24,
  },
  {
    key: 'pickupDate',
    header: { 'zh-cn': '提货日期（YYYY-MM-DD）', 'en-us': 'Pickup date (YYYY-MM-DD)' },
    required: true,
    width: 26,
  },
  {
    key: 'pickupTime',
    header: { 'zh-cn': '提货时间（HH:MM）', 'en-us': 'Pickup time (HH:MM)' },
    text: true,
    width: 22,
  },
  {
    key: 'scheduledDeliveryDate',
    header: {
      'zh-cn': '预计送达日期（YYYY-MM-DD）',
      'en-us': 'Scheduled delivery date (YYYY-MM-DD)',
    },
    width: 36,
  },
  {
    key: 'loadNumber',
    header: { 'zh-cn': '装载号或预约号', 'en-us': 'Load / appointment number' },
    text: true,
    width: 26,
  },
];

const routeSheetName: Readonly<Record<Language, string>> = {
  'zh-cn': '发运信息',
  'en-us': 'Routing',
};

const modeSheetName: Readonly<Record<Language, string>> = {
  'zh-cn': '运输方式',
  'en-us': 'Transport modes',
};

const modeColumns: readonly WrittenColumn<'code' | 'meaning'>[] = [
  { key: 'code', header: { 'zh-cn': '代码', 'en-us': 'Code' } },
  { key: 'meaning', header: { 'zh-cn': '运输方式', 'en-us': 'Transport mode' }, width: 30 },
];

const modePrompt: Readonly<Record<Language, string>> = {
  'zh-cn': '从列表中选择，或填写代码（见“运输方式”表）',
  'en-us': 'Choose from the list, or type the code (see the Transport modes sheet)',
};

/** Rows below the listed orders that still offer the transport mode drop-down. */
const spareRows = 100;

/** An order the template lists. */
export interface RouteTemplateOrder {
  readonly orderNumber: string;
  readonly status: string;
  readonly shipToName: string | null;
  readonly routing: Routing | null;
}

/**
 * The route upload template in `language`: one row per order, with its routing where one is
 * stored (so uploading the template unchanged changes nothing), and the sheet of transport modes.
 */
export async function writeRouteTemplate(
  orders: readonly RouteTemplateOrder[],
  language: Language,
): Promise<Buffer> {
  const workbook = newWorkbook();
  const records = orders.map(
    ({ orderNumber, status, shipToName, routing }): SheetRecord<RouteColumnKey> => ({
      orderNumber,
      shipToName,
      status: orderStatusMeaning(status, language),
      carrierName: routing?.carrierName ?? null,
      scac: routing?.scac ?? null,
      transportMode:
        routing === null ? null : transportModeMeanings[routing.transportMode][language],
      equipmentNumber: routing?.equipmentNumber ?? null,
      billOfLading: routing?.billOfLading ?? null,
      trackingNumber: routing?.trackingNumber ?? null,
      pickupDate: routing?.pickupDate ?? null,
      pickupTime: routing?.pickupTime ?? null,
      scheduledDeliveryDate: routing?.scheduledDeliveryDate ?? null,
      loadNumber: routing?.loadNumber ?? null,
    }),
  );
  const sheet = addSheet(workbook, routeSheetName[language], routeColumns, records, language);
  const modeSheet = modeSheetName[language];
  addSheet(
    workbook,
    modeSheet,
    modeColumns,
    transportModes.map((code) => ({ code, meaning: transportModeMeanings[code][language] })),
    language,
  );
  // A drop-down of the meanings that still admits anything typed: a code or the other
  // language's meaning is accepted too.
  const modeColumn = routeColumns.findIndex((column) => column.key === 'transportMode') + 1;
  const meanings = `'${modeSheet}'!$B$2:$B$${transportModes.length + 1}`;
  for (let row = 2; row <= orders.length + spareRows + 1; row += 1) {
    sheet.getCell(row, modeColumn).dataValidation = {
      type: 'list',
      formulae: [meanings],
      allowBlank: true,
      showErrorMessage: false,
      showInputMessage: true,
      prompt: modePrompt[language],
    };
  }
  return workbookBytes(workbook);
}

/** What the upload needs to know of an order named in the file. */
export interface RouteTarget {
  readonly serialNumber: number;
  readonly status: string;
}

/** One accepted row of the upload: the order and the routing to store. */
export interface RouteUploadRow {
  readonly serialNumber: number;
  readonly orderNumber: string;
  readonly routing: Routing;
}

/** Text compared loosely: case, spaces and full-width brackets do not count. */
const looseText = (text: string): string =>
  text.replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, '').toLowerCase();

const modesByText = new Map<string, TransportMode>(
  transportModes.flatMap((code) => [
    [looseText(code), code],
    ...Object.values(transportModeMeanings[code]).map((meaning): [string, TransportMode] => [
      looseText(meaning),
      code,
    ]),
  ]),
);

/** The transport mode a cell names by its code or its meaning in either language. */
export const transportModeOf = (text: string): TransportMode | undefined =>
  modesByText.get(looseText(text));

/** A time as typed: `8:30` and `08:30:00` are `08:30`; anything else is left for the rule. */
function clockOf(text: string): string {
  const time = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text);
  return time === null ? text : `${(time[1] ?? '').padStart(2, '0')}:${time[2] ?? ''}`;
}

/** Routing may be stored until the order ships (re-uploading a routed or labelled order is fine). */
const routableStatuses: readonly string[] = editableFulfilmentStatuses;

const requiredKeys = routeColumns.filter((column) => column.required).map((column) => column.key);
const columnIndex = (key: RouteColumnKey): number =>
  routeColumns.findIndex((column) => column.key === key);

/**
 * Reads a filled-in route template. Every row is checked — the order exists, is in a status that
 * takes routing and is not named twice; the routing passes `routingSchema` — and every problem of
 * every row is raised at once ("some rows are wrong", 2014, each with its row, column in
 * `language` and rule), so an upload is all or none. A file that is not a workbook or lacks a
 * column is refused as a whole (2015, naming the column). A row whose routing cells are all
 * empty (a listed order not routed yet) is left out; a file with no routing at all is 2013.
 */
export async function readRouteUpload(
  bytes: Buffer,
  lookup: (orderNumber: string) => RouteTarget | undefined,
  language: Language,
): Promise<RouteUploadRow[]> {
  const rows = await readWorkbook(bytes, routeColumns);
  const header = (key: RouteColumnKey): string =>
    routeColumns[columnIndex(key)]?.header[language] ?? key;
  const problem = (row: number, key: RouteColumnKey, rule: ValidationMessageKey): RowProblem => ({
    row,
    field: header(key),
    message: validationMessage(rule, language),
  });
  const problems: RowProblem[] = [];
  const accepted: RouteUploadRow[] = [];
  const seen = new Set<string>();
  const routingKeys = Object.keys(routingSchema.shape) as (keyof Routing)[];
  for (const { row, values } of rows) {
    // A listed order left without routing is not part of this upload.
    if (routingKeys.every((key) => values[key] === '')) continue;
    const found: { column: number; problem: RowProblem }[] = [];
    const add = (key: RouteColumnKey, rule: ValidationMessageKey) =>
      found.push({ column: columnIndex(key), problem: problem(row, key, rule) });

    const orderNumber = values.orderNumber;
    let target: RouteTarget | undefined;
    if (orderNumber === '') add('orderNumber', 'required');
    else if (seen.has(orderNumber)) add('orderNumber', 'duplicate');
    else {
      seen.add(orderNumber);
      target = lookup(orderNumber);
      if (target === undefined) add('orderNumber', 'notFound');
      else if (!routableStatuses.includes(target.status)) add('orderNumber', 'notRoutable');
    }

    // An empty required cell is "cannot be empty" whatever its rule would say of nothing.
    const empty = requiredKeys.filter((key) => key !== 'orderNumber' && values[key] === '');
    for (const key of empty) add(key, 'required');
    const cell = (key: keyof Routing): string | undefined =>
      values[key] === '' ? undefined : values[key];
    const mode = cell('transportMode');
    const time = cell('pickupTime');
    const parsed = routingSchema.safeParse({
      carrierName: cell('carrierName'),
      scac: cell('scac'),
      transportMode: mode === undefined ? undefined : (transportModeOf(mode) ?? mode),
      equipmentNumber: cell('equipmentNumber'),
      billOfLading: cell('billOfLading'),
      trackingNumber: cell('trackingNumber'),
      pickupDate: cell('pickupDate'),
      pickupTime: time === undefined ? undefined : clockOf(time),
      scheduledDeliveryDate: cell('scheduledDeliveryDate'),
      loadNumber: cell('loadNumber'),
    });
    if (!parsed.success) {
      const emptyHeaders = new Set(empty.map(header));
      for (const rule of rowProblems(row, parsed.error, routeColumns, language)) {
        if (emptyHeaders.has(rule.field)) continue;
        const column = routeColumns.findIndex(
          (candidate) => candidate.header[language] === rule.field,
        );
        found.push({ column, problem: rule });
      }
    }

    found.sort((a, b) => a.column - b.column);
    problems.push(...found.map((entry) => entry.problem));
    if (found.length === 0 && target !== undefined && parsed.success) {
      accepted.push({ serialNumber: target.serialNumber, orderNumber, routing: parsed.data });
    }
  }
  rejectRows(problems);
  if (accepted.length === 0) throw new ApiError('IMPORT_EMPTY');
  return accepted;
}

import {
  deliveryLineSchema,
  validationMessage,
  weightUnits,
  type DeliveryLine,
  type Language,
  type WeightUnit,
} from '@portal/contracts';
import {
  readWorkbook,
  rejectRows,
  rowProblems,
  type RowProblem,
  type SheetRecord,
} from '../files/workbook';
import {
  addSheet,
  newWorkbook,
  workbookBytes,
  type WrittenColumn,
} from '../purchase/route-workbook';

/**
 * The ASN line-item template (docs/ship-notices.md, "Files"): one row per order line and
 * package, the columns of `deliveryLineSchema` in the builder's order. The first sheet is the
 * data (what the upload reads); the second tells what each column takes. Downloaded, filled in
 * and uploaded, it gives the builder its line items; nothing is saved until the user saves.
 */

export type AsnColumnKey =
  | 'packageKey'
  | 'lineNumber'
  | 'buyerItemNumber'
  | 'vendorItemNumber'
  | 'upc'
  | 'description'
  | 'quantity'
  | 'unit'
  | 'grossWeight'
  | 'netWeight'
  | 'weightUnit'
  | 'countryOfOrigin'
  | 'batchNumber';

interface AsnColumn extends WrittenColumn<AsnColumnKey> {
  /** What to enter, for the instructions sheet. */
  readonly help: Readonly<Record<Language, string>>;
}

export const asnColumns: readonly AsnColumn[] = [
  {
    key: 'packageKey',
    header: { 'zh-cn': '包装编号', 'en-us': 'Package key' },
    text: true,
    help: {
      'zh-cn': '所在包装的编号（与发货通知中的包装编号一致，如 P1）；可留空，稍后在页面上选择',
      'en-us':
        'The key of the package it is packed in, as on the ship notice (e.g. P1); may be left empty and chosen on the screen',
    },
  },
  {
    key: 'lineNumber',
    header: { 'zh-cn': '订单行号', 'en-us': 'Order line number' },
    required: true,
    text: true,
    width: 18,
    help: {
      'zh-cn': '必填：订单中的行号（PO1 / LIN），须是该订单已有的行',
      'en-us': 'Required: the line number in the order (PO1 / LIN); the order must have it',
    },
  },
  {
    key: 'buyerItemNumber',
    header: { 'zh-cn': '买方商品编号', 'en-us': 'Buyer item number' },
    text: true,
    width: 20,
    help: { 'zh-cn': '最多32个字符', 'en-us': 'At most 32 characters' },
  },
  {
    key: 'vendorItemNumber',
    header: { 'zh-cn': '供应商商品编号', 'en-us': 'Vendor item number' },
    text: true,
    width: 20,
    help: { 'zh-cn': '最多32个字符', 'en-us': 'At most 32 characters' },
  },
  {
    key: 'upc',
    header: { 'zh-cn': 'UPC码', 'en-us': 'UPC' },
    text: true,
    width: 16,
    help: {
      'zh-cn': '最多32个字符（按文本填写，保留前导0）',
      'en-us': 'At most 32 characters (kept as text, leading zeros too)',
    },
  },
  {
    key: 'description',
    header: { 'zh-cn': '商品描述', 'en-us': 'Description' },
    width: 30,
    help: { 'zh-cn': '最多128个字符', 'en-us': 'At most 128 characters' },
  },
  {
    key: 'quantity',
    header: { 'zh-cn': '发货数量', 'en-us': 'Quantity shipped' },
    help: {
      'zh-cn': '本包装中该行的发货数量，0到10,000,000的数字；草稿可留空',
      'en-us':
        'How much of the line is in this package: a number from 0 to 10,000,000; may be empty in a draft',
    },
  },
  {
    key: 'unit',
    header: { 'zh-cn': '单位', 'en-us': 'Unit' },
    text: true,
    help: { 'zh-cn': '计量单位，如 EA、CT', 'en-us': 'Unit of measure, e.g. EA, CT' },
  },
  {
    key: 'grossWeight',
    header: { 'zh-cn': '毛重', 'en-us': 'Gross weight' },
    help: { 'zh-cn': '0到1,000,000的数字', 'en-us': 'A number from 0 to 1,000,000' },
  },
  {
    key: 'netWeight',
    header: { 'zh-cn': '净重', 'en-us': 'Net weight' },
    help: {
      'zh-cn': '0到1,000,000的数字，不大于毛重',
      'en-us': 'A number from 0 to 1,000,000, not more than the gross weight',
    },
  },
  {
    key: 'weightUnit',
    header: { 'zh-cn': '重量单位', 'en-us': 'Weight unit' },
    help: {
      'zh-cn': 'KG（千克）或 LB（磅）',
      'en-us': 'KG (kilograms) or LB (pounds)',
    },
  },
  {
    key: 'countryOfOrigin',
    header: { 'zh-cn': '原产国', 'en-us': 'Country of origin' },
    text: true,
    width: 18,
    help: {
      'zh-cn': '两位字母的国家或地区代码，如 CN、US、HK',
      'en-us': 'Two-letter country or region code, such as CN, US or HK',
    },
  },
  {
    key: 'batchNumber',
    header: { 'zh-cn': '批号', 'en-us': 'Batch number' },
    text: true,
    help: { 'zh-cn': '最多32个字符', 'en-us': 'At most 32 characters' },
  },
];

const sheetNames: Readonly<Record<'lines' | 'help', Readonly<Record<Language, string>>>> = {
  lines: { 'zh-cn': '发货明细', 'en-us': 'Line items' },
  help: { 'zh-cn': '填写说明', 'en-us': 'Instructions' },
};

type HelpKey = 'column' | 'required' | 'entry';
const helpColumns: readonly WrittenColumn<HelpKey>[] = [
  { key: 'column', header: { 'zh-cn': '列', 'en-us': 'Column' }, width: 24 },
  { key: 'required', header: { 'zh-cn': '是否必填', 'en-us': 'Required' }, width: 12 },
  { key: 'entry', header: { 'zh-cn': '填写内容', 'en-us': 'What to enter' }, width: 90 },
];

const helpIntro: Readonly<Record<Language, string>> = {
  'zh-cn':
    '每行填写一个订单行在一个包装中的发货数量。只读取第一个工作表；请勿修改表头。上传后页面会替换现有的行项目（先询问），保存后才生效。',
  'en-us':
    'Each row is so much of one order line in one package. Only the first sheet is read; keep its header row as it is. Uploading replaces the line items on the screen (after asking); nothing is kept until you save.',
};

const yesNo: Readonly<Record<Language, readonly [string, string]>> = {
  'zh-cn': ['是', '否'],
  'en-us': ['Yes', 'No'],
};

/** Rows below the listed ones that still offer the weight unit drop-down. */
const spareRows = 200;

/** An order line the template lists: what was ordered, and the quantity to ship. */
export interface AsnTemplateLine {
  readonly lineNumber: string;
  readonly buyerItemNumber: string | null;
  readonly vendorItemNumber: string | null;
  readonly upc: string | null;
  readonly description: string | null;
  readonly unit: string | null;
  readonly quantity: number | null;
}

/** The template in `language`, one row per line given (none: an empty template). */
export async function writeAsnTemplate(
  lines: readonly AsnTemplateLine[],
  language: Language,
): Promise<Buffer> {
  const workbook = newWorkbook();
  const records = lines.map((line): SheetRecord<AsnColumnKey> => ({
    packageKey: null,
    lineNumber: line.lineNumber,
    buyerItemNumber: line.buyerItemNumber,
    vendorItemNumber: line.vendorItemNumber,
    upc: line.upc,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    grossWeight: null,
    netWeight: null,
    weightUnit: null,
    countryOfOrigin: null,
    batchNumber: null,
  }));
  const sheet = addSheet(workbook, sheetNames.lines[language], asnColumns, records, language);
  const [yes, no] = yesNo[language];
  const help = addSheet(
    workbook,
    sheetNames.help[language],
    helpColumns,
    asnColumns.map((column) => ({
      column: column.header[language],
      required: column.required ? yes : no,
      entry: column.help[language],
    })),
    language,
  );
  help.addRow([]);
  help.addRow([helpIntro[language]]);
  const unitColumn = asnColumns.findIndex((column) => column.key === 'weightUnit') + 1;
  for (let row = 2; row <= lines.length + spareRows + 1; row += 1) {
    sheet.getCell(row, unitColumn).dataValidation = {
      type: 'list',
      formulae: [`"${weightUnits.join(',')}"`],
      allowBlank: true,
      showErrorMessage: false,
    };
  }
  return workbookBytes(workbook);
}

/** Weight units as people write them: the codes, their plurals and their names. */
const weightUnitWords: ReadonlyMap<string, WeightUnit> = new Map([
  ['kg', 'KG'],
  ['kgs', 'KG'],
  ['kilogram', 'KG'],
  ['kilograms', 'KG'],
  ['千克', 'KG'],
  ['公斤', 'KG'],
  ['lb', 'LB'],
  ['lbs', 'LB'],
  ['pound', 'LB'],
  ['pounds', 'LB'],
  ['磅', 'LB'],
]);

const numericKeys = ['quantity', 'grossWeight', 'netWeight'] as const;

/**
 * Reads a filled-in template into line items, keyed L1, L2… in sheet order. Every row is checked
 * with `deliveryLineSchema` and its order line must be one of `orderLines`; every problem of
 * every row is raised at once (2014, each with its row, column in `language` and rule), so the
 * upload is all or none. A file that is not the template is 2015, one without rows 2013, one
 * too large 2021 (`readWorkbook`).
 */
export async function readAsnUpload(
  bytes: Buffer,
  orderLines: ReadonlySet<string>,
  language: Language,
): Promise<DeliveryLine[]> {
  const rows = await readWorkbook(bytes, asnColumns);
  const header = (key: AsnColumnKey): string =>
    asnColumns.find((column) => column.key === key)?.header[language] ?? key;
  const problems: RowProblem[] = [];
  const lines: DeliveryLine[] = [];
  rows.forEach(({ row, values }, index) => {
    const found: RowProblem[] = [];
    const cell = (key: AsnColumnKey): string | undefined =>
      values[key] === '' ? undefined : values[key];
    const numbers: Partial<Record<(typeof numericKeys)[number], number>> = {};
    for (const key of numericKeys) {
      const text = cell(key);
      if (text === undefined) continue;
      const value = Number(text);
      if (Number.isFinite(value)) numbers[key] = value;
      else found.push({ row, field: header(key), message: validationMessage('number', language) });
    }
    const unit = cell('weightUnit');
    const parsed = deliveryLineSchema.safeParse({
      key: `L${index + 1}`,
      packageKey: cell('packageKey'),
      lineNumber: values.lineNumber,
      buyerItemNumber: cell('buyerItemNumber'),
      vendorItemNumber: cell('vendorItemNumber'),
      upc: cell('upc'),
      description: cell('description'),
      ...numbers,
      unit: cell('unit'),
      weightUnit:
        unit === undefined ? undefined : (weightUnitWords.get(unit.toLowerCase()) ?? unit),
      countryOfOrigin: cell('countryOfOrigin'),
      batchNumber: cell('batchNumber'),
    });
    if (values.lineNumber === '') {
      found.push({
        row,
        field: header('lineNumber'),
        message: validationMessage('required', language),
      });
    } else if (!orderLines.has(values.lineNumber)) {
      found.push({
        row,
        field: header('lineNumber'),
        message: validationMessage('notFound', language),
      });
    }
    if (!parsed.success) {
      const lineHeader = header('lineNumber');
      const lineNamed = found.some((problem) => problem.field === lineHeader);
      for (const problem of rowProblems(row, parsed.error, asnColumns, language)) {
        // An empty or unknown line number is said once, not again in the schema's words.
        if (!lineNamed || problem.field !== lineHeader) found.push(problem);
      }
    }
    const order = (problem: RowProblem) =>
      asnColumns.findIndex((column) => column.header[language] === problem.field);
    found.sort((a, b) => order(a) - order(b));
    problems.push(...found);
    if (found.length === 0 && parsed.success) lines.push(parsed.data);
  });
  rejectRows(problems);
  return lines;
}

import ExcelJS from 'exceljs';
import {
  inventoryEndpoints,
  inventoryPageSchema,
  orderEndpoints,
  projectEndpoints,
  projectSchema,
  purchaseDetailSchema,
  purchaseEndpoints,
  type EndpointDefinition,
  type PurchaseDetail,
} from '@portal/contracts';
import { createInventory, createProduct, createStore } from './master-data';
import { createPartnerProject, orderLines } from './partner';
import type { ApiInput, Portal } from './portal';

/** A set-up or check call as the admin; a refusal names the call and what the server said. */
async function dataOf(
  portal: Portal,
  call: string,
  definition: EndpointDefinition,
  input: ApiInput,
): Promise<unknown> {
  const envelope = await portal.api(definition, input);
  if (envelope.code !== '0000') throw new Error(`${call}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * The simulator's partner project (X12 004010, labels on by default) with a GS1 company prefix,
 * which SSCC labels need: created as usual, then its connection saved again with the prefix.
 */
export async function createLabellingPartnerProject(
  portal: Portal,
  projectKey: string,
  nameZh: string,
  gs1CompanyPrefix: string,
): Promise<void> {
  await createPartnerProject(portal, projectKey, nameZh);
  const project = projectSchema.parse(
    await dataOf(portal, `project ${projectKey}`, projectEndpoints.info, {
      params: { key: projectKey },
    }),
  );
  const { connection } = project;
  await dataOf(portal, `project ${projectKey} connection`, projectEndpoints.updateConf, {
    params: { key: projectKey },
    body: {
      ...connection,
      features: { ...connection.features, printLabel: true, gs1CompanyPrefix },
    },
  });
}

/**
 * Stock in one new store for each item of an order: what the order asks for plus `spare`, so the
 * stock after shipping is not simply zero. Answers the quantity stocked per item number.
 */
export async function stockOrderItems(
  portal: Portal,
  projectKey: string,
  serialNumber: number,
  spare: number,
): Promise<Map<string, number>> {
  const store = await createStore(portal, `DC-${serialNumber}`, 'Main warehouse');
  const stocked = new Map<string, { quantity: number; unit: string }>();
  for (const line of await orderLines(portal, serialNumber)) {
    const known = stocked.get(line.vendorItemNumber);
    stocked.set(line.vendorItemNumber, {
      quantity: (known?.quantity ?? spare) + Math.ceil(line.ordered),
      unit: line.unit,
    });
  }
  for (const [vendorNumber, { quantity, unit }] of stocked) {
    const product = await createProduct(portal, {
      projectKey,
      vendorNumber,
      name: `Item ${vendorNumber}`,
      unit,
    });
    await createInventory(portal, { productId: product.id, storeId: store.id, quantity });
  }
  return new Map([...stocked].map(([item, { quantity }]) => [item, quantity]));
}

/** Accepts an order through the API (the accept screen is orders.spec's walk). */
export async function acceptOrder(portal: Portal, serialNumber: number): Promise<void> {
  await dataOf(portal, `accept ${serialNumber}`, orderEndpoints.operate, {
    body: { serialNumber, action: 'accept' },
  });
}

/** On hand and reserved per item number of a project, summed over its stores. */
export async function stockOf(
  portal: Portal,
  projectKey: string,
): Promise<Map<string, { onHand: number; reserved: number }>> {
  const page = inventoryPageSchema.parse(
    await dataOf(portal, 'inventory page', inventoryEndpoints.page, {
      query: { projectKey, page: 1, size: 100 },
    }),
  );
  const stock = new Map<string, { onHand: number; reserved: number }>();
  for (const record of page.records) {
    const known = stock.get(record.vendorNumber) ?? { onHand: 0, reserved: 0 };
    stock.set(record.vendorNumber, {
      onHand: known.onHand + record.onHand,
      reserved: known.reserved + record.reserved,
    });
  }
  return stock;
}

/** One order's fulfilment as the server holds it. */
export async function fulfilmentOf(
  portal: Portal,
  projectKey: string,
  orderNumber: string,
): Promise<PurchaseDetail> {
  return purchaseDetailSchema.parse(
    await dataOf(portal, `purchase ${orderNumber}`, purchaseEndpoints.detail, {
      params: { po_number: orderNumber },
      query: { project_key: projectKey },
    }),
  );
}

/** What a user types into an order's row of the route template. */
export interface RouteRow {
  readonly carrierName: string;
  readonly scac: string;
  /** The transport mode's code: the row gets its meaning as the template's mode sheet spells it. */
  readonly transportModeCode: string;
  /** YYYY-MM-DD. */
  readonly pickupDate: string;
}

/** Column number (1-based) of the header cell whose title starts with `title`. */
function columnOf(sheet: ExcelJS.Worksheet, title: string): number {
  const titles: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    titles[column] = cell.text;
  });
  const found = titles.findIndex((text) => text !== undefined && text.startsWith(title));
  if (found < 1) throw new Error(`no column "${title}" in ${JSON.stringify(titles)}`);
  return found;
}

/**
 * The downloaded route template with the order's row filled in, as a user fills it in Excel:
 * the transport mode picked from the drop-down (its meaning from the second sheet). The header
 * titles are the Chinese ones the template is written with for a Chinese screen.
 */
export async function fillRouteTemplate(
  templatePath: string,
  orderNumber: string,
  route: RouteRow,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const [sheet, modes] = workbook.worksheets;
  if (sheet === undefined || modes === undefined) throw new Error('the template has two sheets');

  let meaning: string | undefined;
  modes.eachRow((row) => {
    if (row.getCell(1).text === route.transportModeCode) meaning = row.getCell(2).text;
  });
  if (meaning === undefined) throw new Error(`no transport mode ${route.transportModeCode}`);

  const poColumn = columnOf(sheet, '采购订单号');
  let target: ExcelJS.Row | undefined;
  sheet.eachRow((row, number) => {
    if (number > 1 && row.getCell(poColumn).text === orderNumber) target = row;
  });
  if (target === undefined) throw new Error(`the template does not list ${orderNumber}`);
  target.getCell(columnOf(sheet, '承运商名称')).value = route.carrierName;
  target.getCell(columnOf(sheet, '承运商代码')).value = route.scac;
  target.getCell(columnOf(sheet, '运输方式')).value = meaning;
  target.getCell(columnOf(sheet, '提货日期')).value = route.pickupDate;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The pages of a PDF as pdfkit writes it (no object streams: every page object's dictionary is
 * plain text): `/Type /Page` not followed by `s`, which would be the page tree.
 */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  inventoryEndpoints,
  productEndpoints,
  projectEndpoints,
  storeEndpoints,
  type EndpointDefinition,
} from '@portal/contracts';
import type { ApiInput, Portal } from './portal';

/**
 * Set-up through the API, as the admin: an endpoint contract with its query and body. A failure
 * names the call and what the server answered.
 */
async function required(
  portal: Portal,
  call: string,
  definition: EndpointDefinition,
  input: ApiInput,
): Promise<unknown> {
  const envelope = await portal.api(definition, input);
  if (envelope.code !== '0000') throw new Error(`${call}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Who sends (the partner, ISA06) and who receives (us, ISA08) in a project's interchanges. */
export interface X12Parties {
  readonly partnerId: string;
  readonly supplierId: string;
}

/** A project (trading partner) speaking X12 004010, with the default directories and switches. */
export async function createX12Project(
  portal: Portal,
  projectKey: string,
  nameZh: string,
  parties: X12Parties = {
    partnerId: `${projectKey}BUYER`.slice(0, 15),
    supplierId: 'SUPPLIER01',
  },
) {
  await required(portal, `project ${projectKey}`, projectEndpoints.save, {
    body: {
      projectKey,
      nameZh,
      nameEn: `${projectKey} retail`,
      description: '',
      sort: 0,
      connection: {
        standard: 'X12',
        version: '004010',
        x12: {
          senderQualifier: 'ZZ',
          senderId: parties.supplierId,
          receiverQualifier: 'ZZ',
          receiverId: parties.partnerId,
          applicationSender: parties.supplierId,
          applicationReceiver: parties.partnerId,
          usage: 'P',
          acknowledgementRequested: false,
        },
        edifact: null,
        directories: defaultProjectDirectories,
        features: defaultProjectFeatures,
      },
    },
  });
}

/** A record the API saved: its id is all a test needs of it. */
interface Saved {
  id: number;
}

/** A store (or warehouse) by the ID customers use for it. */
export async function createStore(portal: Portal, storeCode: string, name: string) {
  return (await required(portal, `store ${storeCode}`, storeEndpoints.save, {
    body: { storeCode, name },
  })) as Saved;
}

/** A product of a project, with only the fields a test names. */
export async function createProduct(
  portal: Portal,
  product: { projectKey: string; vendorNumber: string; name: string; unit?: string },
) {
  return (await required(portal, `product ${product.vendorNumber}`, productEndpoints.save, {
    body: product,
  })) as Saved;
}

/** Stock of a product in a store, as "Add inventory" records it. */
export async function createInventory(
  portal: Portal,
  record: { productId: number; storeId: number; quantity: number },
) {
  return (await required(portal, 'inventory', inventoryEndpoints.save, { body: record })) as Saved;
}

/** The product numbers of a project as the API lists them now (at most 100). */
export async function productNumbers(portal: Portal, projectKey: string): Promise<string[]> {
  const data = (await required(portal, 'product page', productEndpoints.page, {
    query: { projectKey, page: 1, size: 100 },
  })) as { records: { vendorNumber: string }[] };
  return data.records.map((record) => record.vendorNumber).sort();
}

/** A cell as a user types it into a sheet. */
export type Cell = string | number | null;

/** An xlsx workbook of one sheet holding `rows` (the first is the header), as a user saves it. */
export async function workbookOf(rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The header row (first row) of an xlsx file on disk, as its cells' texts. */
export async function headerOf(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error(`${path} has no sheet`);
  const values = sheet.getRow(1).values;
  const cells = Array.isArray(values) ? values.slice(1) : [];
  return cells.map((cell) => String(cell ?? ''));
}

/**
 * A row for a sheet with this header: each value under the column whose title (without the
 * required mark " *") is the key; the other cells stay empty.
 */
export function rowFor(header: readonly string[], values: Record<string, Cell>): Cell[] {
  const titles = header.map((title) => title.replace(/\s*\*$/, ''));
  for (const key of Object.keys(values)) {
    if (!titles.includes(key)) throw new Error(`no column "${key}" in ${JSON.stringify(header)}`);
  }
  return titles.map((title) => values[title] ?? null);
}

/** `<DATA_DIR>/projects/<key>/outbound`: where the gateway writes a project's messages. */
export const outboundDir = (portal: Portal, projectKey: string) =>
  join(portal.dataDir, 'projects', projectKey, defaultProjectDirectories.exportInbox);

/** The text of `fileName` in `directory` once it is there, waiting up to `timeoutMs`. */
export async function waitForFile(
  directory: string,
  fileName: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(directory).catch(() => [] as string[]);
    if (names.includes(fileName)) return readFile(join(directory, fileName), 'utf8');
    if (Date.now() > deadline) {
      throw new Error(`${fileName} did not appear in ${directory} (it holds: ${names.join(', ')})`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

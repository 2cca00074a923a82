import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { defaultProjectDirectories, messageEndpoints, orderEndpoints } from '@portal/contracts';
import { createX12Project, outboundDir } from './master-data';
import { workspaceRoot } from './paths';
import type { ApiEnvelope, Portal } from './portal';

const run = promisify(execFile);

/** The simulator's default identifiers: the partner RETAILCO sends to us, ACMESUPPLY. */
const partnerId = 'RETAILCO';
const supplierId = 'ACMESUPPLY';

/** `<DATA_DIR>/projects/<key>/inbound`: where the partner drops its files. */
export const inboundDir = (portal: Portal, projectKey: string) =>
  join(portal.dataDir, 'projects', projectKey, defaultProjectDirectories.deliveryInbox);

/** A project whose partner is the simulator's RETAILCO, speaking X12 004010. */
export const createPartnerProject = (portal: Portal, projectKey: string, nameZh: string) =>
  createX12Project(portal, projectKey, nameZh, { partnerId, supplierId });

/**
 * The partner simulator (tools/partner-simulator) as a user runs it, delivering by file into
 * the project's inbound directory; its state (control numbers, orders sent) lives in `stateDir`.
 */
export async function simulate(
  portal: Portal,
  projectKey: string,
  stateDir: string,
  command: 'send' | 'answer' | 'pay',
  extra: readonly string[] = [],
): Promise<string> {
  const args = [
    '--tsconfig',
    resolve(workspaceRoot, 'tools/tsconfig.json'),
    resolve(workspaceRoot, 'tools/partner-simulator/cli.ts'),
    command,
    '--state-dir',
    stateDir,
    '--inbound-dir',
    inboundDir(portal, projectKey),
    ...(command === 'send' ? [] : ['--outbound-dir', outboundDir(portal, projectKey)]),
    ...extra,
  ];
  const { stdout } = await run(resolve(workspaceRoot, 'node_modules/.bin/tsx'), args, {
    cwd: workspaceRoot,
    timeout: 60_000,
  });
  return stdout;
}

/**
 * The partner pays our invoice `invoiceNumber` (found in the project's outbound directory) with
 * an 820: `full` the amount due, `short` less by `deduction` (an amount, or a percentage like
 * `5%`) with adjustment reason `reason`, `split` in two payment orders. Returns the simulator's
 * log (one line per invoice paid, with the amounts).
 */
export function payInvoice(
  portal: Portal,
  projectKey: string,
  stateDir: string,
  invoiceNumber: string,
  payment:
    | { readonly way: 'full' | 'split' }
    | { readonly way: 'short'; readonly deduction: string; readonly reason: string },
  /** The 820 / REMADV's document date (the payment is dated the day after); default now. */
  date?: Date,
): Promise<string> {
  return simulate(portal, projectKey, stateDir, 'pay', [
    '--way',
    payment.way,
    '--invoice',
    invoiceNumber,
    ...(payment.way === 'short'
      ? ['--deduction', payment.deduction, '--reason', payment.reason]
      : []),
    ...(date === undefined ? [] : ['--date', date.toISOString()]),
  ]);
}

export interface OrderRow {
  serialNumber: number;
  orderNumber: string;
  status: string;
  documentVersion: number;
}

/** The project's orders as the list API gives them now (newest first, at most 100). */
export async function ordersOf(portal: Portal, projectKey: string): Promise<OrderRow[]> {
  const answer: ApiEnvelope = await portal.api(orderEndpoints.page, {
    query: { project_key: projectKey, page: 1, size: 100 },
  });
  if (answer.code !== '0000') throw new Error(`order page: ${JSON.stringify(answer)}`);
  return (answer.data as { records: OrderRow[] }).records;
}

/** Waits until the API lists `count` orders of the project that all pass `ready`. */
export async function waitForOrders(
  portal: Portal,
  projectKey: string,
  count: number,
  ready: (order: OrderRow) => boolean = (order) => order.status === 'RECEIVED',
  timeoutMs = 30_000,
): Promise<OrderRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await ordersOf(portal, projectKey);
    if (found.length >= count && found.every(ready)) return found;
    if (Date.now() > deadline) {
      throw new Error(`orders of ${projectKey} not ready: ${JSON.stringify(found)}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The item numbers and quantities of an order, for stocking exactly what it asks for. */
export async function orderLines(
  portal: Portal,
  serialNumber: number,
): Promise<{ vendorItemNumber: string; ordered: number; unit: string }[]> {
  const answer = await portal.api(orderEndpoints.info, {
    params: { serial_number: serialNumber },
  });
  if (answer.code !== '0000') throw new Error(`order info: ${JSON.stringify(answer)}`);
  const { order } = answer.data as {
    order: {
      lines: { vendorItemNumber?: string; unit?: string; quantities: { ordered?: number } }[];
    };
  };
  return order.lines.map((line) => ({
    vendorItemNumber: line.vendorItemNumber ?? '',
    ordered: line.quantities.ordered ?? 0,
    unit: line.unit ?? 'EA',
  }));
}

/** The messages sent about an order (997s are not: they answer interchanges). */
export async function orderMessages(
  portal: Portal,
  serialNumber: number,
): Promise<{ documentType: string; status: string; fileName: string }[]> {
  const answer = await portal.api(messageEndpoints.forOrder, { params: { serialNumber } });
  if (answer.code !== '0000') throw new Error(`order messages: ${JSON.stringify(answer)}`);
  return answer.data as { documentType: string; status: string; fileName: string }[];
}

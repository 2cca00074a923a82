/**
 * The simulator's commands as functions (the CLI parses arguments and calls these; tests call
 * them directly): send generated documents, answer our outbound files, keep answering, and pay
 * our invoices.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerOutboundFile, type AnswerResult } from './answer';
import { deliver, type Delivered, type Delivery } from './deliver';
import type { OpenInvoice } from './documents';
import {
  edifactDocumentTypes,
  makeEdifactInterchanges,
  makeX12Interchanges,
  parseDocumentCounts,
  x12DocumentTypes,
  type GeneratedBatch,
  type PartyIds,
} from './interchanges';
import { payInvoices, type PaymentWay, type PayResult } from './payments';
import { initialState, loadState, saveState, withStateLock, type SimulatorState } from './state';

export type Log = (line: string) => void;

/** Where control numbers come from: the state directory, or a first number for this run. */
export interface Numbering {
  /** Keeps control numbers, orders, invoices and answered files between runs. */
  readonly stateDir?: string;
  /** The first control number when there is no state yet (or no state directory). */
  readonly controlStart?: number;
}

export interface SendCommand extends Numbering {
  readonly standard: 'x12' | 'edifact';
  readonly version: string;
  /** `850:10,860:2` or `ORDERS:5,REMADV:1` */
  readonly documents: string;
  readonly perInterchange: number;
  readonly seed: number | string;
  readonly date: Date;
  readonly partner: PartyIds;
  readonly supplier: PartyIds;
  readonly usage?: 'P' | 'T';
  /** Undefined: generate only (the caller prints the texts). */
  readonly delivery: Delivery | undefined;
  readonly log: Log;
}

export interface SendOutcome {
  readonly batch: GeneratedBatch;
  readonly delivered: readonly Delivered[];
}

function noNumbering(): never {
  throw new Error(
    'Give --state-dir (keeps the control numbers between runs) or --control-start: a repeated ' +
      'control number is a duplicate the portal refuses',
  );
}

/** Runs `work` on the state (locked, saved) or on a state made from `controlStart`. */
async function withState<T>(
  numbering: Numbering,
  work: (state: SimulatorState, save: (next: SimulatorState) => Promise<void>) => Promise<T>,
): Promise<T> {
  const { stateDir } = numbering;
  if (stateDir === undefined) {
    if (numbering.controlStart === undefined) noNumbering();
    const first = numbering.controlStart;
    return work(initialState(first), async () => undefined);
  }
  return withStateLock(stateDir, async () =>
    work(await loadState(stateDir, numbering.controlStart ?? 1), (next) =>
      saveState(stateDir, next),
    ),
  );
}

export function logDelivered(log: Log, delivered: Delivered): void {
  const receipt = delivered.receipt;
  if (receipt === undefined) {
    log(`${delivered.fileName}: written to ${delivered.path ?? '?'}`);
    return;
  }
  log(
    `${delivered.fileName}: ${receipt.status}, ${receipt.documents} document(s), ${receipt.orders} order(s)` +
      (receipt.reason === null ? '' : ` (${receipt.reason})`),
  );
  for (const problem of receipt.problems) {
    const where = [problem.transaction, problem.segmentTag, problem.segmentPosition]
      .filter((part) => part !== undefined)
      .join(' ');
    log(`  - ${problem.code}${where === '' ? '' : ` [${where}]`}: ${problem.message}`);
  }
}

/** Generates the documents asked for and delivers them, interchange by interchange. */
export async function sendDocuments(command: SendCommand): Promise<SendOutcome> {
  return withState(command, async (state, save) => {
    const common = {
      seed: command.seed,
      perInterchange: command.perInterchange,
      partner: command.partner,
      supplier: command.supplier,
      controlNumbers: state.next,
      date: command.date,
      knownOrders: state.orders,
      openInvoices: state.openInvoices,
    };
    let batch: GeneratedBatch;
    if (command.standard === 'x12') {
      if (command.version !== '004010' && command.version !== '005010') {
        throw new Error(`X12 version ${command.version}: use 004010 or 005010`);
      }
      batch = makeX12Interchanges({
        ...common,
        version: command.version,
        ...(command.usage === undefined ? {} : { usage: command.usage }),
        documents: parseDocumentCounts(
          command.documents,
          Object.keys(x12DocumentTypes) as (keyof typeof x12DocumentTypes)[],
        ),
      });
    } else {
      if (command.version !== 'D96A' && command.version !== 'D01B') {
        throw new Error(`EDIFACT directory ${command.version}: use D96A or D01B`);
      }
      batch = makeEdifactInterchanges({
        ...common,
        version: command.version,
        documents: parseDocumentCounts(command.documents, edifactDocumentTypes),
      });
    }
    // Saved before delivering: a control number handed out is never handed out again.
    await save({
      ...state,
      next: batch.next,
      orders: batch.orders,
      openInvoices: batch.openInvoices,
    });
    const delivered: Delivered[] = [];
    if (command.delivery !== undefined) {
      for (const interchange of batch.interchanges) {
        const done = await deliver(command.delivery, interchange.fileName, interchange.text);
        logDelivered(command.log, done);
        delivered.push(done);
      }
    }
    return { batch, delivered };
  });
}

export interface AnswerCommand extends Numbering {
  readonly outboundDir: string;
  readonly rejectRate: number;
  readonly seed: number | string;
  readonly date?: Date;
  /** Undefined: answer only (the caller prints the texts). */
  readonly delivery: Delivery | undefined;
  readonly log: Log;
}

export interface AnsweredFile {
  readonly name: string;
  readonly result: AnswerResult;
  readonly delivered: readonly Delivered[];
}

/** Outbound files are ours once renamed into place: temporary names are skipped. */
const isOutboundFile = (name: string): boolean =>
  !name.startsWith('.') && !name.endsWith('.tmp') && !name.endsWith('.part');

function withInvoices(open: readonly OpenInvoice[], found: readonly OpenInvoice[]): OpenInvoice[] {
  const known = new Set(open.map((invoice) => invoice.invoiceNumber));
  return [...open, ...found.filter((invoice) => !known.has(invoice.invoiceNumber))];
}

/**
 * Answers every outbound file not answered before (all of them without a state directory), in
 * name order, and remembers the invoices found for later payments.
 */
export async function answerOutboundDirectory(command: AnswerCommand): Promise<AnsweredFile[]> {
  const entries = await readdir(command.outboundDir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const names = entries
    .filter((entry) => entry.isFile() && isOutboundFile(entry.name))
    .map((entry) => entry.name)
    .sort();
  return withState(command, async (initial, save) => {
    let state = initial;
    // Names no longer in the directory are dropped, so the list does not grow forever.
    const present = new Set(names);
    const answered = new Set(state.answered.filter((name) => present.has(name)));
    const files: AnsweredFile[] = [];
    for (const name of names) {
      if (answered.has(name)) continue;
      const content = await readFile(join(command.outboundDir, name));
      const result = answerOutboundFile(content, {
        controlNumbers: state.next,
        rejectRate: command.rejectRate,
        seed: command.seed,
        ...(command.date === undefined ? {} : { date: command.date }),
      });
      state = {
        ...state,
        next: result.next,
        openInvoices: withInvoices(state.openInvoices, result.invoices),
      };
      await save(state);
      const delivered: Delivered[] = [];
      if (command.delivery !== undefined) {
        for (const answer of result.answers) {
          const done = await deliver(command.delivery, answer.fileName, answer.text);
          logDelivered(command.log, done);
          delivered.push(done);
        }
      }
      if (result.answers.length === 0) {
        const why = result.skipped.map((skip) => skip.reason).join(', ') || 'nothing to answer';
        command.log(`${name}: not answered (${why})`);
      } else {
        command.log(
          `${name}: answered, ${result.accepted} accepted, ${result.rejected} rejected` +
            (result.invoices.length > 0 ? `, ${result.invoices.length} invoice(s) noted` : ''),
        );
      }
      answered.add(name);
      state = { ...state, answered: [...answered] };
      await save(state);
      files.push({ name, result, delivered });
    }
    if (state.answered.length !== answered.size) await save({ ...state, answered: [...answered] });
    return files;
  });
}

/** Answers in a loop every `intervalMs` until `signal` aborts. */
export async function watchOutboundDirectory(
  command: AnswerCommand,
  intervalMs: number,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    try {
      await answerOutboundDirectory(command);
    } catch (error) {
      // One bad round (the portal down, a file being moved) must not end the watch.
      command.log(`answer failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Rejects with an AbortError when stopped: that ends the wait, and the loop.
    await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
  }
}

export interface PayCommand extends Numbering {
  readonly outboundDir: string;
  readonly way: PaymentWay;
  /** `short`: an amount (12.50) or a percentage (5%) of the amount due. */
  readonly deduction?: string;
  /** `short`: the reason code (06 shortage, 04 damaged…). */
  readonly reason?: string;
  /** Only these invoices; default every invoice not paid yet. */
  readonly invoiceNumbers?: readonly string[];
  readonly seed: number | string;
  readonly date?: Date;
  /** Undefined: pay only (the caller prints the texts). */
  readonly delivery: Delivery | undefined;
  readonly log: Log;
}

export interface PaidFile {
  readonly name: string;
  readonly result: PayResult;
  readonly delivered: readonly Delivered[];
}

/**
 * Pays the invoices in our outbound files that were not paid before, file by file in name
 * order, the way asked; remembers them as paid (and no longer open) in the state.
 */
export async function payOutboundDirectory(command: PayCommand): Promise<PaidFile[]> {
  const entries = await readdir(command.outboundDir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const names = entries
    .filter((entry) => entry.isFile() && isOutboundFile(entry.name))
    .map((entry) => entry.name)
    .sort();
  return withState(command, async (initial, save) => {
    let state = initial;
    const files: PaidFile[] = [];
    for (const name of names) {
      const content = await readFile(join(command.outboundDir, name));
      const result = payInvoices(content, {
        way: command.way,
        ...(command.deduction === undefined ? {} : { deduction: command.deduction }),
        ...(command.reason === undefined ? {} : { reason: command.reason }),
        ...(command.invoiceNumbers === undefined ? {} : { invoiceNumbers: command.invoiceNumbers }),
        alreadyPaid: state.paid,
        controlNumbers: state.next,
        seed: command.seed,
        ...(command.date === undefined ? {} : { date: command.date }),
      });
      if (result.invoices.length === 0) continue;
      const paid = new Set(result.invoices.map((invoice) => invoice.invoiceNumber));
      state = {
        ...state,
        next: result.next,
        paid: [...state.paid, ...paid],
        openInvoices: state.openInvoices.filter((open) => !paid.has(open.invoiceNumber)),
      };
      // Saved before delivering: a control number handed out is never handed out again.
      await save(state);
      const delivered: Delivered[] = [];
      if (command.delivery !== undefined) {
        for (const payment of result.payments) {
          const done = await deliver(command.delivery, payment.fileName, payment.text);
          logDelivered(command.log, done);
          delivered.push(done);
        }
      }
      for (const invoice of result.invoices) {
        const how =
          invoice.deduction === undefined
            ? invoice.paid.join(' + ')
            : `${invoice.paid.join(' + ')} (${invoice.deduction.amount} deducted, reason ${invoice.deduction.reason})`;
        command.log(`${name}: invoice ${invoice.invoiceNumber} of ${invoice.due} paid ${how}`);
      }
      files.push({ name, result, delivered });
    }
    return files;
  });
}

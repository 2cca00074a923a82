/**
 * What the simulator keeps between runs in its state directory (`state.json`): the next control
 * numbers (a repeated ISA13 / UNB05 is a duplicate the portal refuses), the orders sent, the
 * invoices owed, the outbound files already answered and the invoices already paid. A lock directory keeps a `watch` and a
 * `send` on the same state from taking the same control numbers.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenInvoice, SentOrder } from './documents';
import type { ControlNumbers } from './interchanges';

export interface SimulatorState {
  readonly next: ControlNumbers;
  readonly orders: readonly SentOrder[];
  readonly openInvoices: readonly OpenInvoice[];
  /** Names of our outbound files already read by `answer`. */
  readonly answered: readonly string[];
  /** Numbers of our invoices already paid by `pay` (never paid twice). */
  readonly paid: readonly string[];
}

/** Orders older than this many are forgotten: an 860 changes a recent one. */
const ordersKept = 500;
const lockStaleMs = 60_000;

const statePath = (directory: string): string => join(directory, 'state.json');

export function initialState(first: number): SimulatorState {
  return {
    next: { interchange: first, group: first },
    orders: [],
    openInvoices: [],
    answered: [],
    paid: [],
  };
}

export async function loadState(directory: string, first = 1): Promise<SimulatorState> {
  let text: string;
  try {
    text = await readFile(statePath(directory), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return initialState(first);
    throw error;
  }
  const saved = JSON.parse(text) as Partial<SimulatorState>;
  const fallback = initialState(first);
  return {
    next: saved.next ?? fallback.next,
    orders: saved.orders ?? [],
    openInvoices: saved.openInvoices ?? [],
    answered: saved.answered ?? [],
    paid: saved.paid ?? [],
  };
}

/** Written to a temporary file and renamed, so a crash never leaves half a state. */
export async function saveState(directory: string, state: SimulatorState): Promise<void> {
  await mkdir(directory, { recursive: true });
  const kept: SimulatorState = { ...state, orders: state.orders.slice(-ordersKept) };
  const temporary = `${statePath(directory)}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(kept, null, 2)}\n`);
  await rename(temporary, statePath(directory));
}

/** Runs `work` holding the state directory's lock (mkdir is atomic); waits up to 30 s for it. */
export async function withStateLock<T>(directory: string, work: () => Promise<T>): Promise<T> {
  await mkdir(directory, { recursive: true });
  const lock = join(directory, '.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed process is taken over once it is clearly stale.
      const info = await stat(lock).catch(() => undefined);
      if (info !== undefined && Date.now() - info.mtimeMs > lockStaleMs) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`The state directory ${directory} stays locked`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

import { sql } from 'drizzle-orm';
import { controlNumbers, type Executor } from '../database';

/** Envelope levels that carry their own control number. */
export type ControlLevel = 'interchange' | 'group' | 'transaction';

/** ISA13, GS06 and ST02 hold at most nine digits; EDIFACT allows more, the portal keeps to nine. */
export const maxControlNumber = 999_999_999;

export class ControlNumbersExhaustedError extends Error {
  constructor(projectKey: string, level: ControlLevel) {
    super(`Project ${projectKey} has used every ${level} control number up to ${maxControlNumber}`);
    this.name = 'ControlNumbersExhaustedError';
  }
}

/**
 * The next control number of a project's level: one upsert that increments under the row lock,
 * so two transactions (or two server instances) never get the same number, and a number is
 * never handed out again. A transaction that rolls back gives its number back unused, which is
 * harmless: nothing carrying it was ever written.
 */
export async function nextControlNumber(
  executor: Executor,
  projectKey: string,
  level: ControlLevel,
): Promise<number> {
  const [row] = await executor
    .insert(controlNumbers)
    .values({ projectKey, level, lastValue: 1 })
    .onConflictDoUpdate({
      target: [controlNumbers.projectKey, controlNumbers.level],
      set: { lastValue: sql`${controlNumbers.lastValue} + 1` },
    })
    .returning({ lastValue: controlNumbers.lastValue });
  const value = Number(row?.lastValue);
  if (!Number.isSafeInteger(value)) throw new Error('control number allocation returned nothing');
  if (value > maxControlNumber) throw new ControlNumbersExhaustedError(projectKey, level);
  return value;
}

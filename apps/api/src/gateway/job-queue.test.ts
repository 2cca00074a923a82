import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { openJobQueue, queues, type JobQueue } from './job-queue';

/**
 * The database as pg-boss sees it, with the statement that marks a job completed held back for
 * `delayMs`: a slow database at the moment the queue stops, made certain.
 */
function withSlowCompletion(database: DatabaseHandle, delayMs: number): DatabaseHandle {
  const { sql } = database;
  return {
    ...database,
    sql: {
      async query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
        if (/state = 'completed'/.test(text)) {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        return sql.query<Row>(text, params);
      },
      script: (text) => sql.script(text),
      transaction: (work) => sql.transaction(work),
    },
  };
}

describe.each(databaseKinds)('job queue (%s)', (kind) => {
  let database: TestDatabase;
  let queue: JobQueue | undefined;
  const errors: Error[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    errors.length = 0;
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    await queue?.stop();
    queue = undefined;
    await database.drop();
    process.off('unhandledRejection', onUnhandled);
  });

  it('stops only once the last finished job is marked complete, so closing the database next loses nothing', async () => {
    queue = await openJobQueue(withSlowCompletion(database, 400), (error) => errors.push(error));
    const { boss } = queue;
    let handled!: () => void;
    const ran = new Promise<void>((resolve) => (handled = resolve));
    await boss.work(queues.outboundMessage, { pollingIntervalSeconds: 0.5 }, async () => {
      handled();
    });
    const id = await boss.send(queues.outboundMessage, { messageId: 1 });
    await ran;

    // pg-boss marks the job complete without awaiting it: stop must wait for that statement.
    await queue.stop();
    queue = undefined;
    const [job] = await database.sql.query(
      `SELECT state FROM pgboss.job WHERE name = $1 AND id = $2`,
      [queues.outboundMessage, id],
    );
    expect(job).toEqual({ state: 'completed' });
    await database.drop();
    database = await createTestDatabase(kind);

    // A tick later, nothing of the stopped queue reached the closed database.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    expect(errors).toEqual([]);
  });
});

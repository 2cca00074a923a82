import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../database';

/** The gateway's durable queues (pg-boss, in the portal's own database). */
export const queues = {
  /** A file in a project's inbound directory: `{ projectKey, fileName }`. */
  inboundFile: 'edi-inbound-file',
  /** An outbound message to write to its project's outbound directory: `{ messageId }`. */
  outboundMessage: 'edi-outbound-message',
} as const;

export interface InboundFileJob {
  readonly projectKey: string;
  readonly fileName: string;
}

export interface OutboundMessageJob {
  readonly messageId: number;
}

/** The queue, and how to stop it so that none of its statements outlives it. */
export interface JobQueue {
  readonly boss: PgBoss;
  /**
   * Stops pg-boss (running jobs finish first), then waits for every statement it still has in
   * flight: pg-boss marks a finished job complete without awaiting it, and that statement must
   * not reach a database the caller closes next.
   */
  readonly stop: () => Promise<void>;
}

/**
 * pg-boss over the portal's database: PostgreSQL through the portal's pool, PGlite through the
 * same single connection (its lock keeps pg-boss's statements out of open transactions). The
 * job tables live in the `pgboss` schema, so every instance shares one queue.
 */
export async function openJobQueue(
  database: DatabaseHandle,
  onError: (error: Error) => void,
): Promise<JobQueue> {
  const inFlight = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values: unknown[] = []) {
        const statement =
          values.length === 0 ? database.sql.script(text) : database.sql.query(text, values);
        inFlight.add(statement);
        try {
          return { rows: await statement };
        } finally {
          inFlight.delete(statement);
        }
      },
    },
    schema: 'pgboss',
    // The gateway sweeps for lost work itself; pg-boss's cron and clock checks are not needed.
    schedule: false,
  });
  boss.on('error', onError);
  await boss.start();
  // Short: at most one queued job per singleton key (a file, a message), however often the
  // scanner sees it. Active jobs are not limited: one left active by a killed instance must not
  // hold the file back until it expires; the work itself is idempotent.
  for (const name of Object.values(queues)) {
    await boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: 5,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: 1800,
    });
  }
  const stop = async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    // Settled, never thrown here: a failed completion only leaves its job to expire and rerun
    // (the work is idempotent). pg-boss itself does not catch that failure (see docs).
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return { boss, stop };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SqlRunner } from './sql-runner';

/**
 * Applies the SQL migrations drizzle-kit writes (meta/_journal.json plus one .sql per entry),
 * each in its own transaction under an advisory lock, so that several instances starting at once
 * apply each migration exactly once. Returns what it ran, for /application/script/upgrade.
 */
const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), tag: z.string(), when: z.number() })),
});

export interface Migration {
  readonly tag: string;
  readonly hash: string;
  readonly statements: readonly string[];
}

export interface MigrationReport {
  readonly applied: readonly string[];
  readonly alreadyApplied: number;
}

/** Chosen once; the same on every instance (pg_advisory_xact_lock takes a bigint). */
const migrationLockKey = 7_310_442_001;

export async function readMigrations(folder: string): Promise<Migration[]> {
  const journal = journalSchema.parse(
    JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      const text = await readFile(join(folder, `${tag}.sql`), 'utf8');
      return {
        tag,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter((statement) => statement !== ''),
      };
    }),
  );
}

async function appliedMigrations(runner: Pick<SqlRunner, 'query'>): Promise<Set<string>> {
  await runner.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       tag text PRIMARY KEY,
       hash text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const rows = await runner.query<{ tag: string }>('SELECT tag FROM schema_migrations');
  return new Set(rows.map((row) => row.tag));
}

export async function migrate(runner: SqlRunner, folder: string): Promise<MigrationReport> {
  const migrations = await readMigrations(folder);
  // Under the lock: concurrent CREATE TABLE IF NOT EXISTS is not safe in PostgreSQL.
  const done = await runner.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    return appliedMigrations(tx);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.tag)) continue;
    const ran = await runner.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      // Another instance may have applied it while this one waited for the lock.
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE tag = $1', [
        migration.tag,
      ]);
      if (again.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (tag, hash) VALUES ($1, $2)', [
        migration.tag,
        migration.hash,
      ]);
      return true;
    });
    if (ran) applied.push(migration.tag);
  }
  return { applied, alreadyApplied: migrations.length - applied.length };
}

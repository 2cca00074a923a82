import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { join } from 'node:path';
import pg from 'pg';
import { lockDataDirectory, type DataDirectoryLock } from './data-dir-lock';
import { ensureEmbeddedDatabase } from './embedded-init';
import { embeddedDatabaseOptions } from './embedded-options';
import { schema } from './schema';
import type { SqlRunner } from './sql-runner';
import { preparePglite, preparePostgres, type PrepareStatement } from './prepared-statement';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: drizzle for the services, plain SQL for migrations and tests. */
export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  readonly sql: SqlRunner;
  /** Statements parsed once per connection, for the queries every request makes. */
  readonly prepare: PrepareStatement;
  /** Where it is, for logs: the PGlite folder or the PostgreSQL URL without its password. */
  readonly location: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string };

/** The embedded database lives in `<DATA_DIR>/db`, next to the lock file and the logs. */
export const embeddedDatabaseDir = (dataDir: string): string => join(dataDir, 'db');

/** A URL for logs and errors: the password is never shown. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    // pg also reads passwords from the query string.
    for (const key of ['password', 'sslpassword']) {
      if (parsed.searchParams.has(key)) parsed.searchParams.set(key, '***');
    }
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock: DataDirectoryLock = await lockDataDirectory(dataDir);
  let client: PGlite;
  try {
    await ensureEmbeddedDatabase(embeddedDatabaseDir(dataDir));
    client = await PGlite.create(embeddedDatabaseDir(dataDir), embeddedDatabaseOptions);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const sql: SqlRunner = {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await client.query<Row>(text, [...params])).rows;
    },
    async script<Row>(text: string) {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(text, [...params])).rows;
          },
        }),
      ),
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Database,
    sql,
    prepare: preparePglite(client),
    location: embeddedDatabaseDir(dataDir),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Could not connect to PostgreSQL at ${redactedUrl(url)}: ${String(error)}`, {
      cause: error,
    });
  }
  const sql: SqlRunner = {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await pool.query(text, [...params])).rows as Row[];
    },
    async script<Row>(text: string) {
      // No parameters: pg sends it as one simple query, several statements allowed.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text);
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await client.query(text, [...params])).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
    sql,
    prepare: preparePostgres(pool),
    location: redactedUrl(url),
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

export function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

/** DATABASE_URL when set, otherwise the embedded database under DATA_DIR (decisions.md §7). */
export function databaseTarget(settings: {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}): DatabaseTarget {
  return settings.databaseUrl === undefined
    ? { kind: 'pglite', dataDir: settings.dataDir }
    : { kind: 'postgres', url: settings.databaseUrl };
}

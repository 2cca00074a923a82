import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import {
  embeddedDatabaseDir,
  migrate,
  openDatabase,
  type DatabaseHandle,
  type DatabaseKind,
} from '../database';
import { migrationsFolder } from './fixtures';

/** Every API suite that touches the database runs once per kind. */
export const databaseKinds: readonly DatabaseKind[] = ['pglite', 'postgres'];

export function testPostgresUrl(): string {
  return process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase extends DatabaseHandle {
  /** PGlite: the DATA_DIR holding it. PostgreSQL: its URL. */
  readonly target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** Closes and deletes it. */
  drop(): Promise<void>;
}

/** A new, empty database of `kind` with no migrations applied. */
export async function createEmptyDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-pglite-'));
    await cp(embeddedDatabaseDir(inject('pgliteTemplate')), embeddedDatabaseDir(dataDir), {
      recursive: true,
    });
    const handle = await openDatabase({ kind, dataDir });
    return {
      ...handle,
      target: { kind, dataDir },
      async drop() {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind, url: url.toString() });
  return {
    ...handle,
    target: { kind, url: url.toString() },
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A new database of `kind` with every migration applied, as the server has it after start. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createEmptyDatabase(kind);
  try {
    await migrate(database.sql, migrationsFolder);
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Every row of every table, to prove that a refused request changed nothing. */
export async function snapshotTables(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const tables = await database.sql.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { tablename } of tables) {
    snapshot[tablename] = await database.sql.query(`SELECT * FROM "${tablename}" ORDER BY 1`);
  }
  return snapshot;
}

import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseDir, redactedUrl } from '../database';
import { testPostgresUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding a freshly initialised, empty PGlite cluster, to copy per suite. */
    pgliteTemplate: string;
    /** The maintenance database URL on the PostgreSQL server the suites create databases on. */
    postgresAdminUrl: string;
  }
}

/**
 * Once per run: initdb of PGlite takes seconds and a gigabyte, so it happens once here and every
 * suite copies the result; and the PostgreSQL server must answer, or the run stops with a clear
 * message (both databases are part of every run).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await mkdtemp(join(tmpdir(), 'portal-pglite-template-'));
  const client = await PGlite.create(embeddedDatabaseDir(template), {
    postgresqlconf: ['shared_buffers = 16MB'],
  });
  await client.close();

  const adminUrl = testPostgresUrl();
  const pool = new pg.Pool({ connectionString: adminUrl, max: 1 });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await rm(template, { recursive: true, force: true });
    throw new Error(
      `The API tests need PostgreSQL at ${redactedUrl(adminUrl)} (set TEST_POSTGRES_URL to ` +
        `use another server): ${String(error)}`,
    );
  } finally {
    await pool.end();
  }

  project.provide('pgliteTemplate', template);
  project.provide('postgresAdminUrl', adminUrl);
  return () => rm(template, { recursive: true, force: true });
}

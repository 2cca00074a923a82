import { createHash } from 'node:crypto';
import { access, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, migrationsFolder, type TempDir } from '../testing/fixtures';
import { createEmptyDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import {
  databaseTarget,
  embeddedDatabaseDir,
  openDatabase,
  redactedUrl,
  type DatabaseHandle,
} from './database';
import {
  DataDirectoryInUseError,
  lockDataDirectory,
  lockFileName,
  processAlive,
} from './data-dir-lock';
import { migrate, readMigrations, type Migration } from './migrator';

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** A pid no process has right now. */
function deadPid(): number {
  for (let pid = 999_999; pid < 1_100_000; pid += 7) {
    if (!processAlive(pid)) return pid;
  }
  throw new Error('no free pid found');
}

async function appliedRows(
  database: DatabaseHandle,
): Promise<{ tag: string; hash: string; applied_at: unknown }[]> {
  return database.sql.query('SELECT tag, hash, applied_at FROM schema_migrations ORDER BY tag');
}

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.sql.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

/** A migrations folder whose journal lists `entries` in the order given. */
async function writeMigrations(
  dir: TempDir,
  entries: readonly { idx: number; tag: string; sql: string }[],
): Promise<string> {
  for (const { tag, sql } of entries) await dir.write(`migrations/${tag}.sql`, sql);
  await dir.write(
    'migrations/meta/_journal.json',
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: entries.map(({ idx, tag }) => ({
        idx,
        version: '7',
        when: 1_700_000_000_000 + idx,
        tag,
        breakpoints: true,
      })),
    }),
  );
  return join(dir.path, 'migrations');
}

describe('readMigrations', () => {
  it('reads the real folder: every journal entry, its hash, its statements', async () => {
    const migrations = await readMigrations(migrationsFolder);
    const journal = JSON.parse(
      await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(migrations.map((migration) => migration.tag)).toEqual(
      journal.entries.map((entry) => entry.tag),
    );
    for (const migration of migrations) {
      const text = await readFile(join(migrationsFolder, `${migration.tag}.sql`), 'utf8');
      expect(migration.hash).toBe(createHash('sha256').update(text).digest('hex'));
      expect(migration.statements.length).toBeGreaterThan(0);
      for (const statement of migration.statements) {
        expect(statement).not.toContain('--> statement-breakpoint');
        expect(statement).toBe(statement.trim());
      }
    }
  });
});

describe.each(databaseKinds)('migrate on %s', (kind) => {
  let database: TestDatabase | undefined;
  let dir: TempDir | undefined;
  let realMigrations: Migration[];

  beforeAll(async () => {
    realMigrations = await readMigrations(migrationsFolder);
  });
  afterEach(async () => {
    await database?.drop();
    database = undefined;
    await dir?.cleanup();
    dir = undefined;
  });

  it('applies every migration of an empty database and records each in schema_migrations', async () => {
    database = await createEmptyDatabase(kind);
    expect(await tableNames(database)).toEqual([]);

    const report = await migrate(database.sql, migrationsFolder);
    expect(report).toEqual({
      applied: realMigrations.map((migration) => migration.tag),
      alreadyApplied: 0,
    });
    const rows = await appliedRows(database);
    expect(rows.map(({ tag, hash }) => ({ tag, hash }))).toEqual(
      realMigrations.map(({ tag, hash }) => ({ tag, hash })),
    );
    expect(await tableNames(database)).toEqual(
      expect.arrayContaining([
        'audit_events',
        'captchas',
        'schema_migrations',
        'sessions',
        'system_settings',
        'users',
      ]),
    );
  });

  it('applies nothing the second time and leaves the records as they were', async () => {
    database = await createEmptyDatabase(kind);
    await migrate(database.sql, migrationsFolder);
    const before = await appliedRows(database);
    expect(await migrate(database.sql, migrationsFolder)).toEqual({
      applied: [],
      alreadyApplied: realMigrations.length,
    });
    expect(await appliedRows(database)).toEqual(before);
  });

  it('applies migrations in journal index order, whatever order the journal lists them in', async () => {
    database = await createEmptyDatabase(kind);
    dir = await makeTempDir();
    const folder = await writeMigrations(dir, [
      {
        idx: 2,
        tag: '0002_fill',
        sql: "INSERT INTO ordered_probe (id, label) VALUES (1, 'one');\n",
      },
      {
        idx: 0,
        tag: '0000_create',
        sql: 'CREATE TABLE ordered_probe (id integer PRIMARY KEY);\n',
      },
      {
        idx: 1,
        tag: '0001_alter',
        sql: 'ALTER TABLE ordered_probe ADD COLUMN label text;\n',
      },
    ]);
    expect(await migrate(database.sql, folder)).toEqual({
      applied: ['0000_create', '0001_alter', '0002_fill'],
      alreadyApplied: 0,
    });
    expect(await database.sql.query('SELECT id, label FROM ordered_probe')).toEqual([
      { id: 1, label: 'one' },
    ]);
  });

  it('runs each statement of a migration and rolls the whole migration back when one fails', async () => {
    database = await createEmptyDatabase(kind);
    dir = await makeTempDir();
    const folder = await writeMigrations(dir, [
      {
        idx: 0,
        tag: '0000_good',
        sql: 'CREATE TABLE good_a (id integer);\n--> statement-breakpoint\nCREATE TABLE good_b (id integer);\n',
      },
      {
        idx: 1,
        tag: '0001_bad',
        sql: 'CREATE TABLE bad_a (id integer);\n--> statement-breakpoint\nSELEC 1;\n',
      },
    ]);
    await expect(migrate(database.sql, folder)).rejects.toThrow();
    const tags = (await appliedRows(database)).map((row) => row.tag);
    expect(tags).toEqual(['0000_good']);
    expect(await tableNames(database)).toEqual(['good_a', 'good_b', 'schema_migrations']);
    // The database stays usable.
    expect(await database.sql.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe('migrate run concurrently on PostgreSQL', () => {
  const databases: TestDatabase[] = [];
  const others: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of others.splice(0)) await handle.close();
    for (const database of databases.splice(0)) await database.drop();
  });

  async function twoInstances(): Promise<[TestDatabase, DatabaseHandle]> {
    const database = await createEmptyDatabase('postgres');
    databases.push(database);
    if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const second = await openDatabase({ kind: 'postgres', url: database.target.url });
    others.push(second);
    return [database, second];
  }

  async function migrateBoth(first: DatabaseHandle, second: DatabaseHandle): Promise<void> {
    const realTags = (await readMigrations(migrationsFolder)).map((migration) => migration.tag);
    const reports = await Promise.all([
      migrate(first.sql, migrationsFolder),
      migrate(second.sql, migrationsFolder),
    ]);
    expect(reports.flatMap((report) => report.applied).sort()).toEqual([...realTags].sort());
    for (const report of reports) {
      expect(report.applied.length + report.alreadyApplied).toBe(realTags.length);
    }
    expect((await appliedRows(first)).map((row) => row.tag)).toEqual(realTags);
  }

  it('applies each migration exactly once from two instances on a fresh database, and both succeed', async () => {
    // A few fresh databases: a race that only sometimes loses must not slip through.
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = await twoInstances();
      await migrateBoth(first, second);
    }
  }, 60_000);

  it('applies each pending migration exactly once from two instances once the record table exists', async () => {
    const [first, second] = await twoInstances();
    const dir = await makeTempDir();
    try {
      // An empty journal: migrate only creates schema_migrations.
      const empty = await writeMigrations(dir, []);
      expect(await migrate(first.sql, empty)).toEqual({ applied: [], alreadyApplied: 0 });
    } finally {
      await dir.cleanup();
    }
    await migrateBoth(first, second);
  }, 30_000);
});

describe('lockDataDirectory', () => {
  let dir: TempDir;
  afterEach(async () => {
    await dir.cleanup();
  });

  it('writes its pid to the lock file and removes the file on release', async () => {
    dir = await makeTempDir();
    const dataDir = join(dir.path, 'data');
    const lock = await lockDataDirectory(dataDir);
    expect(lock.file).toBe(join(dataDir, lockFileName));
    expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    expect(await exists(lock.file)).toBe(false);
    // Releasing twice is harmless, and the directory can be locked again.
    await lock.release();
    const again = await lockDataDirectory(dataDir);
    await again.release();
  });

  it('refuses a second lock in the same process with an error naming the directory', async () => {
    dir = await makeTempDir();
    const lock = await lockDataDirectory(dir.path);
    try {
      const second = lockDataDirectory(dir.path);
      await expect(second).rejects.toBeInstanceOf(DataDirectoryInUseError);
      const error = await second.catch((caught: unknown) => caught);
      expect(error).toMatchObject({ dataDir: dir.path, ownerPid: process.pid });
      expect(String((error as Error).message)).toContain(dir.path);
      // The first lock is untouched.
      expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid));
    } finally {
      await lock.release();
    }
  });

  it('refuses a lock held by another live process and leaves its file alone', async () => {
    dir = await makeTempDir();
    const owner = process.ppid;
    expect(processAlive(owner)).toBe(true);
    const file = await dir.write(lockFileName, `${owner}\n`);
    const error = await lockDataDirectory(dir.path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirectoryInUseError);
    expect(error).toMatchObject({ dataDir: dir.path, ownerPid: owner });
    expect(String((error as Error).message)).toContain(String(owner));
    expect(await readFile(file, 'utf8')).toBe(`${owner}\n`);
  });

  it('takes over a stale lock whose process is gone', async () => {
    dir = await makeTempDir();
    const dead = deadPid();
    await dir.write(lockFileName, `${dead}\n`);
    const lock = await lockDataDirectory(dir.path);
    expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    expect(await exists(lock.file)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a pid'],
    ['a negative pid', '-5\n'],
  ])('takes over a lock file that is %s', async (_label, content) => {
    dir = await makeTempDir();
    await dir.write(lockFileName, content);
    const lock = await lockDataDirectory(dir.path);
    expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it('does not remove a lock file another process has taken since', async () => {
    dir = await makeTempDir();
    const lock = await lockDataDirectory(dir.path);
    await writeFile(lock.file, `${process.ppid}\n`);
    await lock.release();
    expect(await readFile(lock.file, 'utf8')).toBe(`${process.ppid}\n`);
  });
});

describe('openDatabase on PGlite', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('refuses a second open of the same data directory; the first keeps working', async () => {
    database = await createEmptyDatabase('pglite');
    if (database.target.kind !== 'pglite') throw new Error('expected PGlite');
    const { dataDir } = database.target;
    expect(database.location).toBe(embeddedDatabaseDir(dataDir));

    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await expect(second).rejects.toMatchObject({ dataDir, ownerPid: process.pid });

    expect(await database.sql.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await database.sql.query('CREATE TABLE still_here (id integer)');
    expect(await tableNames(database)).toEqual(['still_here']);
    expect((await readFile(join(dataDir, lockFileName), 'utf8')).trim()).toBe(String(process.pid));
  });

  it('releases the lock on close, so the directory can be opened again with its data', async () => {
    database = await createEmptyDatabase('pglite');
    if (database.target.kind !== 'pglite') throw new Error('expected PGlite');
    const { dataDir } = database.target;
    await database.sql.query('CREATE TABLE kept (id integer)');
    await database.close();
    expect(await exists(join(dataDir, lockFileName))).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await tableNames(reopened)).toEqual(['kept']);
    } finally {
      await reopened.close();
    }
    await rm(dataDir, { recursive: true, force: true });
    database = undefined;
  });
});

describe('openDatabase on PostgreSQL', () => {
  it('names the server without its password when it cannot connect', async () => {
    const error = await openDatabase({
      kind: 'postgres',
      url: 'postgres://portal:hunter2@127.0.0.1:1/portal',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('127.0.0.1:1');
    expect(message).not.toContain('hunter2');
  });
});

describe('redactedUrl', () => {
  it('hides the password and keeps the rest', () => {
    const shown = redactedUrl(
      'postgres://portal:s3cr3t-pw@db.example.com:5433/portal?sslmode=require',
    );
    expect(shown).not.toContain('s3cr3t-pw');
    expect(shown).toBe('postgres://portal:***@db.example.com:5433/portal?sslmode=require');
  });

  it('hides an encoded password', () => {
    const shown = redactedUrl('postgresql://portal:p%40ss%3Aword@db/portal');
    expect(shown).not.toMatch(/p%40ss|p@ss|word/);
    expect(shown).toContain('***@db');
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactedUrl('postgres://portal@db.example.com:5432/portal')).toBe(
      'postgres://portal@db.example.com:5432/portal',
    );
  });

  it('hides a password passed as a query parameter', () => {
    // pg (like libpq) reads ?password=… from the connection string.
    const shown = redactedUrl('postgres://portal@db.example.com/portal?password=hunter2');
    expect(shown).not.toContain('hunter2');
  });

  it('shows nothing of a URL it cannot parse', () => {
    const shown = redactedUrl('postgres://portal:hunter2@[bad');
    expect(shown).toBe('postgres://(unparsable URL)');
  });
});

describe('databaseTarget', () => {
  it('is PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR', () => {
    expect(databaseTarget({ databaseUrl: 'postgres://db/portal', dataDir: '/data' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/portal',
    });
    expect(databaseTarget({ databaseUrl: undefined, dataDir: '/data' })).toEqual({
      kind: 'pglite',
      dataDir: '/data',
    });
    expect(embeddedDatabaseDir('/data')).toBe(join('/data', 'db'));
  });
});

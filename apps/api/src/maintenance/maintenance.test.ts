import {
  auditPageSchema,
  envelopeSchema,
  errorCatalogue,
  errorEnvelopeSchema,
  maintenanceEndpoints,
  upgradeReportSchema,
  urlOf,
  type AuditAction,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, readMigrations } from '../database';
import { makeTempDir, migrationsFolder, type TempDir } from '../testing/fixtures';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type TestPortal, type TestUser } from '../testing/test-portal';

const { SESSION_INVALID, NO_PERMISSION, FILE_NOT_FOUND, UPGRADE_FAILED, VALIDATION_FAILED } =
  errorCatalogue;

const { downloadLogs, auditPage } = maintenanceEndpoints;
const upgradeEnvelope = envelopeSchema(upgradeReportSchema);
const auditEnvelope = envelopeSchema(auditPageSchema);

function failureOf(response: LightMyRequestResponse, expected: { code: string; http: number }) {
  const body = errorEnvelopeSchema.parse(response.json());
  expect(body.code, response.body).toBe(expected.code);
  expect(response.statusCode, response.body).toBe(expected.http);
  return body;
}

async function tableExists(portal: TestPortal, table: string): Promise<boolean> {
  const rows = await portal.database.sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = $1",
    [table],
  );
  return rows[0]?.n === 1;
}

async function appliedTags(portal: TestPortal): Promise<string[]> {
  const rows = await portal.database.sql.query<{ tag: string }>(
    'SELECT tag FROM schema_migrations ORDER BY tag',
  );
  return rows.map((row) => row.tag);
}

describe.each(databaseKinds)('downloading the log file on %s', (kind) => {
  let dir: TempDir;
  let logFile: string;
  let portal: TestPortal;
  let admin: TestUser;
  let token: string;

  beforeAll(async () => {
    dir = await makeTempDir();
    logFile = join(dir.path, 'logs', 'portal.log');
    portal = await startTestPortal(kind, { logFile });
    admin = await portal.createUser({ account: 'admin', roles: ['ADMIN'] });
    token = await portal.tokenFor(admin.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  it('answers 3008 while the log file does not exist', async () => {
    const body = failureOf(await portal.request(downloadLogs, { token }), FILE_NOT_FOUND);
    expect(body.data).toBeNull();
  });

  it('serves the log file byte for byte as an attachment', async () => {
    const content = Buffer.concat([
      Buffer.from(
        '{"level":30,"time":1,"msg":"server listening"}\n{"level":40,"msg":"日志 ✓ 😀"}\n',
        'utf8',
      ),
      // Not even UTF-8: served as it is, not re-encoded.
      Buffer.from([0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x80]),
    ]);
    await dir.write('logs/portal.log', content);
    const response = await portal.request(downloadLogs, { token });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="portal-\d{4}-\d{2}-\d{2}\.log"$/,
    );
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves an empty log file as an empty attachment', async () => {
    await dir.write('logs/portal.log', '');
    const response = await portal.request(downloadLogs, { token });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('serves the log file whatever the query asks for', async () => {
    const content = 'only the portal log\n';
    await dir.write('logs/portal.log', content);
    await dir.write('secret.txt', 'not to be served');
    for (const query of [
      '?file=../../etc/passwd',
      '?file=/etc/passwd',
      '?path=../secret.txt&name=secret.txt',
      '?file=..%2F..%2Fetc%2Fpasswd',
    ]) {
      // Appended as sent, unencoded: the way a probe would write it.
      const response = await portal.call(downloadLogs.method, `${urlOf(downloadLogs)}${query}`, {
        token,
      });
      expect(response.statusCode, query).toBe(200);
      expect(response.body, query).toBe(content);
    }
  });

  it('answers 3008 when the log path is a directory', async () => {
    await rm(logFile, { force: true });
    await mkdir(logFile, { recursive: true });
    try {
      failureOf(await portal.request(downloadLogs, { token }), FILE_NOT_FOUND);
    } finally {
      await rm(logFile, { recursive: true, force: true });
    }
  });

  it('refuses a caller with ALL but not ADMIN (1003) and an anonymous caller (1001)', async () => {
    await dir.write('logs/portal.log', 'secret log line\n');
    const member = await portal.createUser({ account: 'allrole', roles: ['ALL'] });
    const memberToken = await portal.tokenFor(member.id);
    const refused = await portal.request(downloadLogs, { token: memberToken });
    failureOf(refused, NO_PERMISSION);
    expect(refused.body).not.toContain('secret log line');
    const anonymous = await portal.request(downloadLogs);
    failureOf(anonymous, SESSION_INVALID);
    expect(anonymous.body).not.toContain('secret log line');
  });
});

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** A copy of the real migrations folder, to add migrations to. */
async function copyMigrations(dir: TempDir): Promise<{
  folder: string;
  add(tag: string, sql: string): Promise<void>;
  replace(tag: string, sql: string): Promise<void>;
}> {
  const folder = join(dir.path, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  return {
    folder,
    async add(tag, sql) {
      await writeFile(join(folder, `${tag}.sql`), sql);
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
        entries: JournalEntry[];
      };
      const last = journal.entries.at(-1);
      journal.entries.push({
        idx: (last?.idx ?? -1) + 1,
        version: '7',
        when: (last?.when ?? 0) + 1_000,
        tag,
        breakpoints: true,
      });
      await writeFile(journalFile, JSON.stringify(journal, null, 2));
    },
    async replace(tag, sql) {
      await writeFile(join(folder, `${tag}.sql`), sql);
    },
  };
}

describe.each(databaseKinds)('upgrading the schema on %s', (kind) => {
  let dir: TempDir;
  let migrations: Awaited<ReturnType<typeof copyMigrations>>;
  let realCount: number;
  let portal: TestPortal;
  let admin: TestUser;

  beforeAll(async () => {
    dir = await makeTempDir();
    migrations = await copyMigrations(dir);
    realCount = (await readMigrations(migrationsFolder)).length;
    portal = await startTestPortal(kind, { migrationsDir: migrations.folder });
    admin = await portal.createUser({ account: 'admin', roles: ['ADMIN'] });
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  async function upgrade(): Promise<LightMyRequestResponse> {
    return portal.request(maintenanceEndpoints.upgrade, { token: await portal.tokenFor(admin.id) });
  }

  function reportOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(200);
    const body = upgradeEnvelope.parse(response.json());
    expect(body.code).toBe('0000');
    return body.data;
  }

  async function upgradeAudits() {
    return portal.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'schema.upgrade'))
      .orderBy(auditEvents.id);
  }

  it('applies nothing on a fully migrated database and says how many ran before', async () => {
    expect(realCount).toBeGreaterThan(0);
    expect(reportOf(await upgrade())).toEqual({ applied: [], alreadyApplied: realCount });
    const audits = await upgradeAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorAccount).toBe(admin.account);
    expect(audits[0]?.detail).toEqual({ applied: [], alreadyApplied: realCount });
  });

  it('applies a new migration once, then reports nothing pending', async () => {
    await migrations.add('0001_extra', 'CREATE TABLE upgrade_probe (id integer);\n');
    expect(await tableExists(portal, 'upgrade_probe')).toBe(false);

    expect(reportOf(await upgrade())).toEqual({
      applied: ['0001_extra'],
      alreadyApplied: realCount,
    });
    expect(await tableExists(portal, 'upgrade_probe')).toBe(true);
    expect(await appliedTags(portal)).toContain('0001_extra');

    expect(reportOf(await upgrade())).toEqual({ applied: [], alreadyApplied: realCount + 1 });

    const audits = await upgradeAudits();
    expect(audits.map((row) => row.detail)).toEqual([
      { applied: [], alreadyApplied: realCount },
      { applied: ['0001_extra'], alreadyApplied: realCount },
      { applied: [], alreadyApplied: realCount + 1 },
    ]);
  });

  it('answers 5004 for a broken migration and rolls all of it back', async () => {
    await migrations.add(
      '0002_broken',
      [
        'CREATE TABLE half_done (id integer);',
        '--> statement-breakpoint',
        'CREATE TABLEE oops (id integer);',
        '',
      ].join('\n'),
    );
    const auditsBefore = await upgradeAudits();
    const body = failureOf(await upgrade(), UPGRADE_FAILED);
    expect(body.data).toBeNull();
    // No SQL error text reaches the caller.
    expect(JSON.stringify(body)).not.toMatch(/TABLEE|syntax/i);

    expect(await appliedTags(portal)).not.toContain('0002_broken');
    expect(await tableExists(portal, 'half_done')).toBe(false);
    expect(await tableExists(portal, 'upgrade_probe')).toBe(true);
    expect(await upgradeAudits()).toEqual(auditsBefore);
  });

  it('applies the migration once it is fixed', async () => {
    await migrations.replace(
      '0002_broken',
      'CREATE TABLE half_done (id integer);\n--> statement-breakpoint\nCREATE TABLE oops (id integer);\n',
    );
    expect(reportOf(await upgrade())).toEqual({
      applied: ['0002_broken'],
      alreadyApplied: realCount + 1,
    });
    expect(await tableExists(portal, 'half_done')).toBe(true);
    expect(await tableExists(portal, 'oops')).toBe(true);
  });

  it('answers 5004 when a migration named by the journal has no file', async () => {
    await migrations.add('0003_missing', 'SELECT 1;\n');
    await rm(join(migrations.folder, '0003_missing.sql'));
    failureOf(await upgrade(), UPGRADE_FAILED);
    expect(await appliedTags(portal)).not.toContain('0003_missing');
  });

  it('refuses a caller with ALL but not ADMIN (1003) and an anonymous caller (1001)', async () => {
    const member = await portal.createUser({ account: 'allrole', roles: ['ALL'] });
    const memberToken = await portal.tokenFor(member.id);
    const before = await snapshotTables(portal.database);
    failureOf(
      await portal.request(maintenanceEndpoints.upgrade, { token: memberToken }),
      NO_PERMISSION,
    );
    failureOf(await portal.request(maintenanceEndpoints.upgrade), SESSION_INVALID);
    expect(await snapshotTables(portal.database)).toEqual(before);
  });
});

describe.each(databaseKinds)('the audit trail page on %s', (kind) => {
  let portal: TestPortal;
  let admin: TestUser;
  let token: string;

  const seeded: { action: AuditAction; account: string }[] = [
    ...Array.from({ length: 12 }, () => ({ action: 'login.failure' as const, account: 'alice' })),
    ...Array.from({ length: 13 }, () => ({ action: 'user.update' as const, account: 'bob' })),
  ];

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    admin = await portal.createUser({ account: 'admin', roles: ['ADMIN'] });
    token = await portal.tokenFor(admin.id);
    for (const [index, { action, account }] of seeded.entries()) {
      portal.clock.advance(1_000);
      await portal.context.audit.record(
        portal.database.db,
        { userId: null, account, ip: '10.0.0.1' },
        { action, target: `target-${index}`, detail: { index } },
      );
    }
  }, 60_000);
  afterAll(() => portal.close());

  async function page(query: Record<string, string | number> = {}) {
    const response = await portal.request(auditPage, { query, token });
    expect(response.statusCode, response.body).toBe(200);
    return auditEnvelope.parse(response.json()).data;
  }

  it('answers the first page of ten, newest first, by default', async () => {
    const data = await page();
    expect(data.total).toBe(seeded.length);
    expect(data.page).toBe(1);
    expect(data.size).toBe(10);
    expect(data.records).toHaveLength(10);
    expect(data.records.map((record) => record.detail)).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ index: seeded.length - 1 - i })),
    );
    const times = data.records.map((record) => Date.parse(record.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.records[0]).toMatchObject({
      actorAccount: 'bob',
      action: 'user.update',
      target: `target-${seeded.length - 1}`,
      ip: '10.0.0.1',
    });
  });

  it('pages through every record exactly once', async () => {
    const seen: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const data = await page({ page: pageNumber, size: 10 });
      expect(data.total).toBe(seeded.length);
      expect(data.page).toBe(pageNumber);
      seen.push(...data.records.map((record) => record.id));
    }
    expect(seen).toHaveLength(seeded.length);
    expect(new Set(seen).size).toBe(seeded.length);
    const beyond = await page({ page: 4, size: 10 });
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(seeded.length);
    const all = await page({ size: 50 });
    expect(all.records.map((record) => record.id)).toEqual(seen);
  });

  it('filters by action, by actor, and by both', async () => {
    const failures = await page({ action: 'login.failure', size: 50 });
    expect(failures.total).toBe(12);
    expect(failures.records).toHaveLength(12);
    expect(new Set(failures.records.map((record) => record.action))).toEqual(
      new Set(['login.failure']),
    );

    const bob = await page({ actor: 'bob', size: 20 });
    expect(bob.total).toBe(13);
    expect(bob.records.every((record) => record.actorAccount === 'bob')).toBe(true);

    const both = await page({ action: 'login.failure', actor: 'bob' });
    expect(both).toEqual({ records: [], total: 0, page: 1, size: 10 });

    const secondPage = await page({ action: 'user.update', page: 2, size: 10 });
    expect(secondPage.total).toBe(13);
    expect(secondPage.records).toHaveLength(3);
  });

  it.each([
    ['a page size not offered', { size: 7 }, 'size'],
    ['page 0', { page: 0 }, 'page'],
    ['an unknown action', { action: 'coffee.break' }, 'action'],
  ])('refuses %s with 2001 on its field', async (_label, query, field) => {
    const response = await portal.request(auditPage, { query, token });
    const body = failureOf(response, VALIDATION_FAILED);
    expect(body.data?.field).toBe(field);
  });

  it('refuses a caller with ALL but not ADMIN (1003) and an anonymous caller (1001)', async () => {
    const member = await portal.createUser({ account: 'allrole', roles: ['ALL'] });
    const memberToken = await portal.tokenFor(member.id);
    failureOf(await portal.request(auditPage, { token: memberToken }), NO_PERMISSION);
    failureOf(await portal.request(auditPage), SESSION_INVALID);
  });
});

import { PGlite } from '@electric-sql/pglite';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The orders of the order benchmarks (order-page.ts, order-export.ts), seeded in SQL with the
 * server stopped: `generate_series` in batches of 100,000, every pseudo-random choice a hash of
 * the order's number, so each run seeds the same orders.
 */

/** Uneven on purpose, like real partners: the scenarios filter on the largest. */
export const projects = [
  { key: 'RETAILCO', share: 4 },
  { key: 'GROCERYCO', share: 3 },
  { key: 'HOMECO', share: 2 },
  { key: 'OUTDOORCO', share: 1 },
] as const;
export const totalShare = projects.reduce((sum, { share }) => sum + share, 0);
/** Orders arrive over two years before `newest`, one every (2 years ÷ orders). */
export const spreadSeconds = 2 * 365 * 24 * 3600;
const seedChunk = 100_000;

/** How many orders, and when the newest arrived. */
export interface SeedPlan {
  readonly orderCount: number;
  readonly newest: Date;
}

/** One way to the database outside the server: the pg client, or PGlite on the data dir. */
export interface SqlSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function postgresSession(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await client.query(text, [...params])).rows as Row[],
    close: () => client.end(),
  };
}

/**
 * PGlite as the server opens it (apps/api/src/database/database.ts: `<DATA_DIR>/db`, 16 MB of
 * shared buffers), holding the server's lock file meanwhile: two processes on one PGlite data
 * dir corrupt it.
 */
export async function pgliteSession(dataDir: string): Promise<SqlSession> {
  const lockFile = join(dataDir, 'portal.lock');
  const lock = await open(lockFile, 'wx');
  await lock.writeFile(`${process.pid}\n`);
  await lock.close();
  const client = await PGlite.create(join(dataDir, 'db'), {
    postgresqlconf: ['shared_buffers = 16MB'],
  });
  return {
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await client.query<Row>(text, [...params])).rows,
    close: async () => {
      await client.close();
      await rm(lockFile, { force: true });
    },
  };
}

/** The EDI the orders came from: one file, interchange and 850 per project. */
async function seedSources(sql: SqlSession): Promise<Map<string, number>> {
  const documentIds = new Map<string, number>();
  for (const { key } of projects) {
    const [file] = await sql.query<{ id: number }>(
      `insert into inbound_files (project_key, channel, file_name, content_sha256, size_bytes, format, status)
       values ($1, 'http', 'order-page-benchmark.x12', repeat('0', 64), 0, 'X12', 'accepted') returning id`,
      [key],
    );
    const [interchange] = await sql.query<{ id: number }>(
      `insert into interchanges (file_id, project_key, standard, sender_id, receiver_id, control_number, status, document_count)
       values ($1, $2, 'X12', $2, 'ACMESUPPLY', '000000001', 'accepted', 1) returning id`,
      [file?.id, key],
    );
    const [document] = await sql.query<{ id: number }>(
      `insert into documents (interchange_id, project_key, standard, document_type, control_number, status, original_text)
       values ($1, $2, 'X12', '850', '0001', 'accepted', '') returning id`,
      [interchange?.id, key],
    );
    if (document === undefined) throw new Error(`no document for ${key}`);
    documentIds.set(key, Number(document.id));
  }
  return documentIds;
}

/**
 * Orders `from`..`to` (1-based; the serial numbers come out the same on a fresh table). Every
 * pseudo-random choice is a hash of the order's number, so each run seeds the same orders.
 */
async function seedOrders(
  sql: SqlSession,
  documentIds: Map<string, number>,
  from: number,
  to: number,
  plan: SeedPlan,
): Promise<void> {
  let upTo = 0;
  // The hash picks a share: RETAILCO holds 4 of every 10 orders.
  const projectCases = projects
    .map(({ key, share }) => {
      upTo += share;
      return `when h.project < ${upTo} then '${key}'`;
    })
    .join(' ');
  const documentCases = projects
    .map(({ key }) => `when '${key}' then ${documentIds.get(key) ?? 0}`)
    .join(' ');
  await sql.query(
    `insert into orders (project_key, document_id, document_type, document_number, order_number,
       status, document_version, quantity, amount, currency_code, order_date, buyer_name,
       ship_to_name, line_count, data, received_at, updated_at)
     select p.project_key, case p.project_key ${documentCases} end, 'ORDER', n.po, n.po,
       s.status, 1, q.quantity, q.amount, 'USD', to_char(t.received_at - interval '1 day', 'YYYY-MM-DD'),
       'Buyer ' || (h.buyer + 1), 'Store ' || lpad((h.store + 1)::text, 4, '0'), q.line_count,
       jsonb_build_object('kind', 'order', 'documentType', 'ORDER', 'documentNumber', n.po,
         'orderNumber', n.po, 'documentVersion', 1, 'parties', '[]'::jsonb, 'lines', '[]'::jsonb,
         'quantity', q.quantity, 'amount', q.amount),
       t.received_at, t.received_at
     from generate_series($1::bigint, $2::bigint) as g
     cross join lateral (select
       (hashint8(g) & 2147483647) % ${totalShare} as project,
       (hashint8(g + 1000000000) & 2147483647) % 1000 as status,
       (hashint8(g + 2000000000) & 2147483647) % 20 as lines,
       (hashint8(g + 3000000000) & 2147483647) % 50 as per_line,
       (hashint8(g + 4000000000) & 2147483647) % 20000 as cents,
       (hashint8(g + 5000000000) & 2147483647) % 97 as buyer,
       (hashint8(g + 6000000000) & 2147483647) % 613 as store) as h
     cross join lateral (select 'PO' || lpad(g::text, 8, '0') as po) as n
     cross join lateral (select $3::timestamptz
       - make_interval(secs => ($4::bigint - g) * ${spreadSeconds}.0 / $4::bigint) as received_at) as t
     cross join lateral (select case ${projectCases} end as project_key) as p
     cross join lateral (select case
       when h.status < 400 then 'RECEIVED' when h.status < 550 then 'ACCEPTED'
       when h.status < 650 then 'SENT_ASN' when h.status < 750 then 'SENT_INV'
       when h.status < 830 then 'PAYMENT_ORDER' when h.status < 880 then 'DELIVERED'
       when h.status < 920 then 'CHANGED' when h.status < 950 then 'BACKORDERED'
       when h.status < 970 then 'REJECTED' when h.status < 990 then 'CANCELED'
       when h.status < 995 then 'SEND_ASN' else 'SEND_INV' end as status) as s
     cross join lateral (select h.lines + 1 as line_count,
       (h.lines + 1) * (h.per_line + 1) as quantity,
       round((h.lines + 1) * (h.per_line + 1) * (h.cents / 100.0 + 0.5), 2) as amount) as q
     order by g`,
    [from, to, plan.newest.toISOString(), plan.orderCount],
  );
}

export interface SeedFigures {
  readonly insertSeconds: number;
  readonly vacuumSeconds: number;
}

/**
 * Seeds `plan.orderCount` orders in batches of 100,000 (progress printed under `label`), then
 * VACUUM ANALYZE orders.
 */
export async function seedOrderBenchmark(
  sql: SqlSession,
  label: string,
  plan: SeedPlan,
): Promise<SeedFigures> {
  const { orderCount } = plan;
  const started = performance.now();
  const documentIds = await seedSources(sql);
  for (let from = 1; from <= orderCount; from += seedChunk) {
    const to = Math.min(orderCount, from + seedChunk - 1);
    await seedOrders(sql, documentIds, from, to, plan);
    process.stdout.write(
      `  ${label}: ${to.toLocaleString('en-US')} orders, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  const inserted = performance.now();
  await sql.query('vacuum analyze orders');
  return {
    insertSeconds: (inserted - started) / 1000,
    vacuumSeconds: (performance.now() - inserted) / 1000,
  };
}

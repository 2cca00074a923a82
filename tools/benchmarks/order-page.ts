import {
  authEndpoints,
  browserPasswordHash,
  orderCountCap,
  orderEndpoints,
  projectEndpoints,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/database';
import { EmbeddedVacuum, type VacuumRun } from '../../apps/api/src/database/vacuum-schedule';
import { deliverOverHttp } from '../partner-simulator/deliver';
import { makeX12Interchanges } from '../partner-simulator/interchanges';
import {
  callApi,
  createProjectWithApiKey,
  startPortal,
  x12Project,
  type RunningPortal,
} from '../partner-simulator/portal';
import {
  pgliteSession,
  postgresSession,
  projects,
  seedOrderBenchmark,
  totalShare,
  type SeedFigures,
  type SqlSession,
} from './order-seed';
import { wholeNumberOption } from './command-line';

/**
 * How fast the order list (`GET /api/order/page`) answers with 1,000,000 orders, on the embedded
 * database and on PostgreSQL (a database it creates and drops). The built server (needs
 * `npx nx build api`) makes the schema and 4 projects on a fresh database; the orders are then
 * seeded in SQL (generate_series), followed by VACUUM ANALYZE. Each scenario is timed three ways
 * in the same run: the HTTP call as the signed-in admin, the two statements the server runs
 * (the count capped at `orderCountCap` + 1 matches, then the page) sent straight to the same
 * database, and each of those two alone. For one project and for all projects, the same calls
 * also time the exact `count(*)` the server sent before the cap: the baseline the cap is
 * compared against.
 *
 *   npx nx build api
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/order-page.ts \
 *     [--orders 1000000] [--calls 50] [--quick] [--explain]
 *
 * `--explain` also prints each statement's plan (EXPLAIN ANALYZE, once, after the timings).
 * `--quick` is 100,000 orders and 20 calls. The deep page is number orders ÷ 50 (20,000 at
 * 1,000,000) of 10 rows, by OFFSET and by keyset (`after`), the OFFSET one being the baseline.
 *
 * `--through-gateway` measures the embedded database as a portal that took its orders in through
 * the EDI gateway has it (not seeded, never vacuumed): `--interchanges` × `--per-interchange`
 * 850s (20 × 500) POSTed to the HTTP channel, their 997s written, then the list's scenarios over
 * HTTP on the server started again, before and after the embedded database's scheduled VACUUM
 * ANALYZE (apps/api/src/database/vacuum-schedule.ts, run over every table with the server
 * stopped, as its first run after a start does), in the same run. `--quick`: 4 × 500, 20 calls.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => wholeNumberOption(args, name, fallback);
const quick = args.includes('--quick');
const throughGateway = args.includes('--through-gateway');
const orderCount = option('orders', quick ? 100_000 : 1_000_000);
const timedCalls = option('calls', quick ? 20 : 50);
const explain = args.includes('--explain');
const warmUpCalls = 3;
const pageSize = 10;
const deepPage = Math.max(2, Math.floor(orderCount / 50));
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const captchaAnswer = 'BENCH';
const adminPassword = browserPasswordHash('OrderPage#2026');

const measuredProject = projects[0].key;

// Two years back from now, one order every (2 years ÷ orders): serial number and receipt time
// rise together, as they do when orders arrive.
const newest = new Date(Math.floor(Date.now() / 1000) * 1000);
// A whole calendar month a year back: always inside the two years.
const monthStart = new Date(Date.UTC(newest.getUTCFullYear() - 1, newest.getUTCMonth(), 1));
const monthEnd = new Date(Date.UTC(newest.getUTCFullYear() - 1, newest.getUTCMonth() + 1, 0));
const day = (date: Date): string => date.toISOString().slice(0, 10);
const dayAfter = (date: Date): Date => new Date(date.getTime() + 24 * 3600 * 1000);

/** What a scenario filters on, as the list's query string carries it. */
interface Filter {
  readonly projectKey?: string;
  readonly status?: string;
  readonly orderNumber?: string;
  /** Whole days, inclusive, in UTC (no `timeZone` is sent). */
  readonly receivedFrom?: Date;
  readonly receivedTo?: Date;
}

type Position = { readonly page: number } | { readonly page: number; readonly after: Cursor };
type Cursor = readonly [sortValue: string, serialNumber: number];

interface Statement {
  readonly text: string;
  readonly params: readonly unknown[];
}

const summaryColumns =
  '"serial_number", "project_key", "document_type", "document_number", "order_number", "status", ' +
  '"document_version", "quantity", "amount", "currency_code", "order_date", "received_at", ' +
  '"updated_at", "buyer_name", "ship_to_name", "line_count", ("orders"."received_at")::text';

interface ServerStatements {
  /** Counts at most `orderCountCap` + 1 matches, so that the server can say "more than". */
  readonly count: Statement;
  readonly page: Statement;
  /** The exact `count(*)` the server sent before the cap: the baseline, no longer sent. */
  readonly exactCount: Statement;
}

/**
 * The statements OrdersService.page() sends for this filter, sorted newest first: the same text
 * and parameters drizzle prints for them (checked against its `toSQL()`).
 */
function serverStatements(filter: Filter, position: Position): ServerStatements {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const parameter = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.projectKey !== undefined) {
    conditions.push(`"orders"."project_key" = ${parameter(filter.projectKey)}`);
  }
  if (filter.status !== undefined) {
    conditions.push(`"orders"."status" in (${parameter(filter.status)})`);
  }
  if (filter.orderNumber !== undefined) {
    conditions.push(`"orders"."order_number" like ${parameter(`${filter.orderNumber}%`)}`);
  }
  if (filter.receivedFrom !== undefined) {
    conditions.push(`"orders"."received_at" >= ${parameter(filter.receivedFrom.toISOString())}`);
  }
  if (filter.receivedTo !== undefined) {
    const end = dayAfter(filter.receivedTo).toISOString();
    conditions.push(`"orders"."received_at" < ${parameter(end)}`);
  }
  const where = (list: readonly string[]): string =>
    list.length === 0
      ? ''
      : list.length === 1
        ? ` where ${list[0]}`
        : ` where (${list.join(' and ')})`;
  const exactCount = {
    text: `select count(*) from "orders"${where(conditions)}`,
    params: [...params],
  };
  const count = {
    text: `select count(*) from (select 1 from "orders"${where(conditions)} limit $${params.length + 1}) "matched"`,
    params: [...params, orderCountCap + 1],
  };
  if ('after' in position) {
    conditions.push(
      `("orders"."received_at", "orders"."serial_number") < (cast(${parameter(position.after[0])} as timestamptz), ${parameter(position.after[1])})`,
    );
  }
  const offset = 'after' in position ? 0 : (position.page - 1) * pageSize;
  let text = `select ${summaryColumns} from "orders"${where(conditions)} order by "orders"."received_at" desc, "orders"."serial_number" desc limit ${parameter(pageSize + 1)}`;
  // drizzle leaves out an offset of 0.
  if (offset > 0) text += ` offset ${parameter(offset)}`;
  return { count, page: { text, params }, exactCount };
}

function pageQuery(filter: Filter, position: Position): Record<string, string | number> {
  const query: Record<string, string | number> = { page: position.page, size: pageSize };
  if (filter.projectKey !== undefined) query['project_key'] = filter.projectKey;
  if (filter.status !== undefined) query['status'] = filter.status;
  if (filter.orderNumber !== undefined) query['orderNumber'] = filter.orderNumber;
  if (filter.receivedFrom !== undefined) query['receivedFrom'] = day(filter.receivedFrom);
  if (filter.receivedTo !== undefined) query['receivedTo'] = day(filter.receivedTo);
  if ('after' in position) {
    query['after'] = Buffer.from(JSON.stringify(position.after)).toString('base64url');
  }
  return query;
}

interface Scenario {
  readonly label: string;
  readonly filter: Filter;
  readonly position: Position;
  /** Also time the exact count the cap replaced, in the same calls. */
  readonly comparedWithExactCount?: boolean;
}

const project = { projectKey: measuredProject };
const offsetDeep: Scenario = {
  label: `deep page ${deepPage.toLocaleString('en-US')} by OFFSET (baseline)`,
  filter: project,
  position: { page: deepPage },
};

/** The keyset twin of the OFFSET deep page: `after` is the row just before that page. */
async function keysetDeep(sql: SqlSession): Promise<Scenario> {
  const [before] = await sql.query<{ sort_value: string; serial_number: string | number }>(
    `select received_at::text as sort_value, serial_number from orders where project_key = $1
     order by received_at desc, serial_number desc offset $2 limit 1`,
    [measuredProject, (deepPage - 1) * pageSize - 1],
  );
  if (before === undefined) throw new Error('the project has fewer orders than the deep page');
  return {
    label: `deep page ${deepPage.toLocaleString('en-US')} by keyset (\`after\`)`,
    filter: project,
    position: { page: deepPage, after: [before.sort_value, Number(before.serial_number)] },
  };
}

const firstScenarios: readonly Scenario[] = [
  {
    label: 'one project, page 1',
    filter: project,
    position: { page: 1 },
    comparedWithExactCount: true,
  },
  {
    label: 'one project + status RECEIVED',
    filter: { ...project, status: 'RECEIVED' },
    position: { page: 1 },
  },
  {
    label: 'one project + PO number prefix PO00012',
    filter: { ...project, orderNumber: 'PO00012' },
    position: { page: 1 },
  },
  {
    label: `one project + received ${day(monthStart).slice(0, 7)} (one month)`,
    filter: { ...project, receivedFrom: monthStart, receivedTo: monthEnd },
    position: { page: 1 },
  },
  offsetDeep,
];
const allProjects: Scenario = {
  label: 'all projects, page 1',
  filter: {},
  position: { page: 1 },
  comparedWithExactCount: true,
};

/** Milliseconds, ascending. */
type Latencies = readonly number[];

interface SqlFigures {
  /** Every order the filter matches, by the exact count. */
  readonly matched: number;
  /** What the capped count returned: at most `orderCountCap` + 1. */
  readonly counted: number;
  readonly serialNumbers: readonly number[];
  readonly both: Latencies;
  readonly count: Latencies;
  readonly page: Latencies;
  /** The exact count in the same calls, when the scenario is compared with it. */
  readonly exactCount?: Latencies;
}

const ascending = (values: number[]): Latencies => values.sort((a, b) => a - b);
/** Nearest rank. */
const percentile = (sorted: Latencies, p: number): number =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

async function countOf(sql: SqlSession, statement: Statement): Promise<number> {
  const [row] = await sql.query<{ count: string | number }>(statement.text, statement.params);
  return Number(row?.count ?? 0);
}

async function measureSql(sql: SqlSession, scenario: Scenario): Promise<SqlFigures> {
  const { count, page, exactCount } = serverStatements(scenario.filter, scenario.position);
  const both: number[] = [];
  const counts: number[] = [];
  const pages: number[] = [];
  const exactCounts: number[] = [];
  let counted = 0;
  let matched: number | undefined;
  let serialNumbers: number[] = [];
  for (let call = 0; call < warmUpCalls + timedCalls; call += 1) {
    const t0 = performance.now();
    counted = await countOf(sql, count);
    const t1 = performance.now();
    const rows = await sql.query<{ serial_number: string | number }>(page.text, page.params);
    const t2 = performance.now();
    serialNumbers = rows.slice(0, pageSize).map((row) => Number(row.serial_number));
    // After the page: the two statements the server sends stay back to back, as they are there.
    if (scenario.comparedWithExactCount === true) matched = await countOf(sql, exactCount);
    const t3 = performance.now();
    if (call < warmUpCalls) continue;
    both.push(t2 - t0);
    counts.push(t1 - t0);
    pages.push(t2 - t1);
    exactCounts.push(t3 - t2);
  }
  // Untimed otherwise: the table still says how many orders match.
  matched ??= await countOf(sql, exactCount);
  if (counted !== Math.min(matched, orderCountCap + 1)) {
    throw new Error(`${scenario.label}: the capped count says ${counted} of ${matched} matches`);
  }
  return {
    matched,
    counted,
    serialNumbers,
    both: ascending(both),
    count: ascending(counts),
    page: ascending(pages),
    ...(scenario.comparedWithExactCount === true ? { exactCount: ascending(exactCounts) } : {}),
  };
}

interface PageAnswer {
  readonly total: number;
  readonly totalCapped: boolean;
  readonly records: readonly { serialNumber: number }[];
}

async function measureHttp(
  url: string,
  token: string,
  scenario: Scenario,
  expected: SqlFigures,
): Promise<Latencies> {
  const query = pageQuery(scenario.filter, scenario.position);
  const latencies: number[] = [];
  for (let call = 0; call < warmUpCalls + timedCalls; call += 1) {
    const t0 = performance.now();
    const answer = (await callApi(url, orderEndpoints.page, { query, token })) as PageAnswer;
    const elapsed = performance.now() - t0;
    const serials = answer.records.map((record) => record.serialNumber).join(',');
    // Same total and rows as the bare SQL, or the two columns would not time the same work.
    const total = Math.min(expected.counted, orderCountCap);
    const capped = expected.counted > orderCountCap;
    if (
      answer.total !== total ||
      answer.totalCapped !== capped ||
      serials !== expected.serialNumbers.join(',')
    ) {
      throw new Error(`${scenario.label}: the server answered other rows than the SQL`);
    }
    if (call >= warmUpCalls) latencies.push(elapsed);
  }
  return ascending(latencies);
}

async function start(dataDir: string, env: Record<string, string>): Promise<RunningPortal> {
  return startPortal({
    from: 'build',
    env: {
      ...env,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TEST_CAPTCHA_ANSWER: captchaAnswer,
      AUTH_RATE_LIMIT: '100000',
      EDI_SCAN_INTERVAL_MS: '0',
    },
  });
}

async function signIn(url: string): Promise<string> {
  const { captchaId } = (await callApi(url, authEndpoints.captcha)) as { captchaId: string };
  const login = (await callApi(url, authEndpoints.login, {
    body: { account: 'admin', password: adminPassword, captchaId, captchaCode: captchaAnswer },
  })) as { token: string };
  return login.token;
}

interface Row {
  readonly scenario: Scenario;
  readonly sql: SqlFigures;
  readonly http: Latencies;
}

interface DatabaseFigures {
  readonly label: string;
  readonly seeding: SeedFigures;
  readonly rows: readonly Row[];
}

/**
 * Schema and projects through the server, orders and the bare SQL with the server stopped
 * (PGlite allows one process), then the HTTP calls on the server started again.
 */
async function measure(
  label: string,
  dataDir: string,
  env: Record<string, string>,
  openSql: () => Promise<SqlSession>,
): Promise<DatabaseFigures> {
  const first = await start(dataDir, env);
  try {
    await callApi(first.url, authEndpoints.initialize, { body: { password: adminPassword } });
    const token = await signIn(first.url);
    for (const { key } of projects) {
      const save = x12Project(key, { partnerId: key, supplierId: 'ACMESUPPLY' });
      await callApi(first.url, projectEndpoints.save, { body: save, token });
    }
  } finally {
    await first.stop();
  }

  const sql = await openSql();
  let seeding: SeedFigures;
  const measured: { scenario: Scenario; sql: SqlFigures }[] = [];
  try {
    seeding = await seedOrderBenchmark(sql, label, { orderCount, newest });
    const scenarios = [...firstScenarios, await keysetDeep(sql), allProjects];
    for (const scenario of scenarios) {
      measured.push({ scenario, sql: await measureSql(sql, scenario) });
    }
    if (explain) {
      for (const scenario of scenarios) {
        const { count, page, exactCount } = serverStatements(scenario.filter, scenario.position);
        const statements =
          scenario.comparedWithExactCount === true ? [count, page, exactCount] : [count, page];
        for (const statement of statements) {
          const plan = await sql.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${statement.text}`,
            statement.params,
          );
          const text = plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n');
          process.stdout.write(`  ${label}, ${scenario.label}:\n${text}\n`);
        }
      }
    }
  } finally {
    await sql.close();
  }
  const byOffset = measured.find(({ scenario }) => scenario === offsetDeep);
  const byKeyset = measured.find(({ scenario }) => 'after' in scenario.position);
  if (byOffset?.sql.serialNumbers.join() !== byKeyset?.sql.serialNumbers.join()) {
    throw new Error('the keyset deep page holds other rows than the OFFSET one');
  }

  const server = await start(dataDir, env);
  try {
    const token = await signIn(server.url);
    const rows: Row[] = [];
    for (const { scenario, sql: figures } of measured) {
      rows.push({
        scenario,
        sql: figures,
        http: await measureHttp(server.url, token, scenario, figures),
      });
    }
    return { label, seeding, rows };
  } finally {
    await server.stop();
  }
}

const ms = (sorted: Latencies): string =>
  `${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.95).toFixed(1)}`;
const ratio = (baseline: Latencies, other: Latencies, p = 0.5): string =>
  `${(percentile(baseline, p) / percentile(other, p)).toFixed(1)}×`;
const thousands = (value: number): string => value.toLocaleString('en-US');

function report(figures: readonly DatabaseFigures[]): string {
  const lines = [
    '| database | scenario | rows matched | total answered | HTTP p50 / p95 ms | SQL capped count + page p50 / p95 ms | capped count p50 / p95 ms | page query p50 / p95 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, rows } of figures) {
    for (const { scenario, sql, http } of rows) {
      const total =
        sql.counted > orderCountCap
          ? `${thousands(orderCountCap)}, capped`
          : thousands(sql.counted);
      lines.push(
        `| ${label} | ${scenario.label} | ${thousands(sql.matched)} | ${total} | ${ms(http)} | ${ms(sql.both)} | ${ms(sql.count)} | ${ms(sql.page)} |`,
      );
    }
  }
  lines.push('');
  for (const { label, seeding, rows } of figures) {
    const offset = rows.find(({ scenario }) => scenario === offsetDeep);
    const keyset = rows.find(({ scenario }) => 'after' in scenario.position);
    lines.push(
      `${label}: seeded ${orderCount.toLocaleString('en-US')} orders in ${seeding.insertSeconds.toFixed(1)} s, VACUUM ANALYZE ${seeding.vacuumSeconds.toFixed(1)} s.`,
    );
    if (offset !== undefined && keyset !== undefined) {
      lines.push(
        `${label}: keyset against OFFSET at page ${deepPage.toLocaleString('en-US')} (p50, OFFSET ÷ keyset): HTTP ${ratio(offset.http, keyset.http)}, SQL ${ratio(offset.sql.both, keyset.sql.both)}, page query ${ratio(offset.sql.page, keyset.sql.page)}.`,
      );
    }
    for (const { scenario, sql } of rows) {
      if (sql.exactCount === undefined) continue;
      lines.push(
        `${label}, ${scenario.label}: exact count(*) before the cap (baseline) ${ms(sql.exactCount)} ms, capped count ${ms(sql.count)} ms; exact ÷ capped ${ratio(sql.exactCount, sql.count)} at p50, ${ratio(sql.exactCount, sql.count, 0.95)} at p95.`,
      );
    }
  }
  return lines.join('\n');
}

/** What one HTTP scenario answered (the same before and after VACUUM) and how fast. */
interface GatewayRow {
  readonly scenario: Scenario;
  readonly total: number;
  readonly serialNumbers: string;
  readonly http: Latencies;
}

async function measureGatewayHttp(url: string, scenarios: readonly Scenario[]) {
  const token = await signIn(url);
  const rows: GatewayRow[] = [];
  for (const scenario of scenarios) {
    const query = pageQuery(scenario.filter, scenario.position);
    const latencies: number[] = [];
    let answer: PageAnswer | undefined;
    for (let call = 0; call < warmUpCalls + timedCalls; call += 1) {
      const t0 = performance.now();
      answer = (await callApi(url, orderEndpoints.page, { query, token })) as PageAnswer;
      if (call >= warmUpCalls) latencies.push(performance.now() - t0);
    }
    rows.push({
      scenario,
      total: answer?.total ?? 0,
      serialNumbers: (answer?.records ?? []).map((record) => record.serialNumber).join(','),
      http: ascending(latencies),
    });
  }
  return rows;
}

/**
 * The embedded database as the gateway leaves it: 850s POSTed, 997s written, no VACUUM; the
 * order list timed before and after the scheduled VACUUM ANALYZE.
 */
async function measureThroughGateway(dataDir: string): Promise<void> {
  const interchangeCount = option('interchanges', quick ? 4 : 20);
  const perInterchange = option('per-interchange', 500);
  const partner = { id: measuredProject, qualifier: 'ZZ' };
  const supplier = { id: 'ACMESUPPLY', qualifier: 'ZZ' };
  const batch = makeX12Interchanges({
    seed: 2026,
    documents: [{ type: '850', count: interchangeCount * perInterchange }],
    perInterchange,
    partner,
    supplier,
    controlNumbers: { interchange: 1, group: 1 },
    date: new Date(),
  });
  const orders = interchangeCount * perInterchange;
  process.stdout.write(
    `through the gateway: ${thousands(orders)} 850s in ${interchangeCount} interchanges of ${perInterchange}, PGlite; page size ${pageSize}; ${warmUpCalls} warm-up + ${timedCalls} timed calls per scenario; load average ${(await readFile('/proc/loadavg', 'utf8')).trim()}\n`,
  );
  const ingest = await start(dataDir, {});
  const ingestStarted = performance.now();
  try {
    await callApi(ingest.url, authEndpoints.initialize, { body: { password: adminPassword } });
    const token = await signIn(ingest.url);
    const apiKey = await createProjectWithApiKey(
      ingest.url,
      token,
      x12Project(measuredProject, { partnerId: partner.id, supplierId: supplier.id }),
    );
    const target = { url: ingest.url, project: measuredProject, apiKey };
    for (const interchange of batch.interchanges) {
      const receipt = await deliverOverHttp(target, interchange.fileName, interchange.text);
      if (receipt.status !== 'accepted') throw new Error(JSON.stringify(receipt).slice(0, 500));
    }
    const outbound = join(dataDir, 'projects', measuredProject, 'outbound');
    const deadline = Date.now() + 300_000;
    for (;;) {
      const written = (await readdir(outbound).catch(() => [] as string[])).filter((name) =>
        name.includes('_997_'),
      ).length;
      if (written >= batch.interchanges.length) break;
      if (Date.now() > deadline) throw new Error('the 997s were not written within 5 minutes');
      await new Promise((done) => setTimeout(done, 200));
    }
  } finally {
    await ingest.stop();
  }
  process.stdout.write(
    `  took in ${thousands(orders)} orders and wrote their 997s in ${((performance.now() - ingestStarted) / 1000).toFixed(1)} s\n`,
  );

  const prefix = batch.poNumbers[0]?.slice(0, 10) ?? '';
  const scenarios: Scenario[] = [
    { label: 'one project, page 1', filter: project, position: { page: 1 } },
    {
      label: 'one project + status RECEIVED',
      filter: { ...project, status: 'RECEIVED' },
      position: { page: 1 },
    },
    {
      label: `one project + PO number prefix ${prefix}`,
      filter: { ...project, orderNumber: prefix },
      position: { page: 1 },
    },
    {
      label: `deep page ${thousands(Math.floor(orders / 50))} by OFFSET`,
      filter: project,
      position: { page: Math.floor(orders / 50) },
    },
    allProjects,
  ];
  const measureOnServer = async (): Promise<GatewayRow[]> => {
    const server = await start(dataDir, {});
    try {
      return await measureGatewayHttp(server.url, scenarios);
    } finally {
      await server.stop();
    }
  };
  const tableStats = async (): Promise<string> => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await handle.sql.query<{ pages: number; visible: number }>(
        `select (pg_relation_size('orders') / 8192)::int as pages, relallvisible::int as visible
         from pg_class where relname = 'orders'`,
      );
      return `orders ${row?.pages ?? '?'} pages, ${row?.visible ?? '?'} of them all-visible`;
    } finally {
      await handle.close();
    }
  };

  const before = await measureOnServer();
  const beforeStats = await tableStats();
  // The schedule's own run over every table, as its first run after a start makes it.
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  let run: VacuumRun | undefined;
  try {
    const silent = { info: () => undefined, warn: () => undefined };
    const vacuum = new EmbeddedVacuum(handle, { now: () => new Date() }, silent, {
      changedRows: Number.MAX_SAFE_INTEGER,
      dailyHour: 3,
      afterStartMs: 0,
      checkEveryMs: 60_000,
    });
    run = await vacuum.check();
  } finally {
    await handle.close();
  }
  if (run === undefined || run.failed.length > 0) {
    throw new Error(`the vacuum did not run cleanly: ${JSON.stringify(run)}`);
  }
  const afterStats = await tableStats();
  const after = await measureOnServer();

  const lines = [
    '| scenario | total answered | before VACUUM: HTTP p50 / p95 ms | after VACUUM: HTTP p50 / p95 ms | before ÷ after (p50) |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [index, row] of before.entries()) {
    const later = after[index];
    if (later === undefined) continue;
    if (later.total !== row.total || later.serialNumbers !== row.serialNumbers) {
      throw new Error(`${row.scenario.label}: other rows after VACUUM than before`);
    }
    lines.push(
      `| ${row.scenario.label} | ${thousands(row.total)} | ${ms(row.http)} | ${ms(later.http)} | ${ratio(row.http, later.http)} |`,
    );
  }
  const took = run.finishedAt.getTime() - run.startedAt.getTime();
  lines.push(
    '',
    `VACUUM ANALYZE of ${run.tables.length} tables: ${(took / 1000).toFixed(1)} s in all, the longest step ${run.longestStep?.table ?? '-'} ${run.longestStep?.ms ?? 0} ms (the longest a request waits).`,
    `before: ${beforeStats}; after: ${afterStats}.`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'order-page-'));
if (throughGateway) {
  try {
    await measureThroughGateway(join(dataDir, 'pglite'));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
const database = `portal_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const serverVersion = String(
  (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ??
    '',
).split(' ')[0];
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
try {
  process.stdout.write(
    `${orderCount.toLocaleString('en-US')} orders in ${projects.length} projects (${measuredProject} has ${(100 * projects[0].share) / totalShare} %), received over 2 years; page size ${pageSize}; ${warmUpCalls} warm-up + ${timedCalls} timed calls per scenario, one at a time, loopback\n\n`,
  );
  const figures: DatabaseFigures[] = [];
  const pgliteDir = join(dataDir, 'pglite');
  figures.push(await measure('PGlite (embedded)', pgliteDir, {}, () => pgliteSession(pgliteDir)));
  process.stdout.write(`\n${report(figures)}\n\n`);
  figures.push(
    await measure(
      `PostgreSQL ${serverVersion}`,
      join(dataDir, 'postgres'),
      { DATABASE_URL: databaseUrl.toString() },
      () => postgresSession(databaseUrl.toString()),
    ),
  );
  process.stdout.write(`\n${report(figures)}\n`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}

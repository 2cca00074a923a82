import {
  authEndpoints,
  browserPasswordHash,
  orderExportEndpoints,
  orderExportJobSchema,
  projectEndpoints,
  urlOf,
  type OrderExportJob,
} from '@portal/contracts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/database';
import { OrdersService, type OrderKeyset } from '../../apps/api/src/orders/orders.service';
import { orderExportSelection } from '../../apps/api/src/exports/order-exports.routes';
import { defaultOrderExportOptions } from '../../apps/api/src/exports/order-export-jobs';
import { callApi, startPortal, x12Project, type RunningPortal } from '../partner-simulator/portal';
import {
  pgliteSession,
  postgresSession,
  projects,
  seedOrderBenchmark,
  type SqlSession,
} from './order-seed';
import { wholeNumberOption } from './command-line';

/**
 * Exporting every order to Excel (issue 21: no cap, RSS ≤ 300 MB at 1,000,000 orders), on the
 * embedded database and on PostgreSQL. The built server (needs `npx nx build api`) makes the
 * schema and 4 projects; the orders are seeded in SQL as order-page.ts seeds them (order-seed.ts).
 * Then, per run, a freshly started server exports every order (`POST /api/order/export` with an
 * empty filter, polled every 250 ms until done) and the workbook is downloaded and counted.
 * Printed per run: orders per second written, the server's peak resident memory (VmHWM of
 * /proc/<pid>/status: at start, and at the end of the export and download), the workbook's bytes.
 *
 * Baseline, in the same run: the same keyset pages read with the server's own code
 * (`OrdersService.exportPage`, same page size) in a fresh Node process, without a workbook —
 * what reading costs, and that process's peak memory.
 *
 *   npx nx build api
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/order-export.ts \
 *     [--orders 1000000] [--runs 3] [--quick] [--databases pglite,postgres] [--server-heap-mb N]
 *
 * `--server-heap-mb` starts the server with `--max-old-space-size=N`.
 * `--quick` is 100,000 orders and one run.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => wholeNumberOption(args, name, fallback);
const text = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const quick = args.includes('--quick');
const orderCount = option('orders', quick ? 100_000 : 1_000_000);
const runs = option('runs', quick ? 1 : 3);
const databases = (text('databases') ?? 'pglite,postgres').split(',');
/** Caps the server's V8 old generation (MB), to see what of its peak is garbage collected late. */
const serverHeapMb = text('server-heap-mb');
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const captchaAnswer = 'BENCH';
const adminPassword = browserPasswordHash('OrderExport#2026');
const pollMs = 250;

/** VmRSS and VmHWM of a process, in MB. */
async function memoryOf(pid: number | undefined): Promise<{ rss: number; peak: number }> {
  if (pid === undefined) throw new Error('the server has no pid');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number => {
    const kilobytes = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    if (kilobytes === undefined) throw new Error(`no ${name} for ${pid}`);
    return Number(kilobytes) / 1024;
  };
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/**
 * The baseline child: reads every order by the export's keyset pages, writes nothing, prints
 * `{ orders, seconds, peakMb }`.
 */
async function readBaseline(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  const opened = await memoryOf(process.pid);
  try {
    const orders = new OrdersService(database.db);
    const selection = orderExportSelection({ filter: {} });
    const started = performance.now();
    let read = 0;
    let position: OrderKeyset | undefined;
    do {
      const page = await orders.exportPage(selection, position, defaultOrderExportOptions.pageSize);
      read += page.rows.length;
      position = page.next;
    } while (position !== undefined);
    const seconds = (performance.now() - started) / 1000;
    const { peak } = await memoryOf(process.pid);
    process.stdout.write(
      `${JSON.stringify({ orders: read, seconds, peakMb: peak, openPeakMb: opened.peak })}\n`,
    );
  } finally {
    await database.close();
  }
}

interface BaselineFigures {
  readonly orders: number;
  readonly seconds: number;
  readonly peakMb: number;
  /** The reader's peak once the database was open, before the first page. */
  readonly openPeakMb: number;
}

async function runBaseline(target: DatabaseTarget): Promise<BaselineFigures> {
  const child = spawn(
    process.execPath,
    [
      resolve('node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'tools/tsconfig.json',
      'tools/benchmarks/order-export.ts',
      '--baseline-child',
      JSON.stringify(target),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the baseline reader exited with ${code}: ${output}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as BaselineFigures;
}

async function start(dataDir: string, env: Record<string, string>): Promise<RunningPortal> {
  return startPortal({
    from: 'build',
    env: {
      ...env,
      ...(serverHeapMb === undefined
        ? {}
        : { NODE_OPTIONS: `--max-old-space-size=${Number(serverHeapMb)}` }),
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

interface ExportFigures {
  readonly written: number;
  /** From the start call to the poll that saw "done". */
  readonly seconds: number;
  readonly downloadSeconds: number;
  readonly bytes: number;
  readonly startPeakMb: number;
  readonly peakMb: number;
}

async function exportOnce(server: RunningPortal): Promise<ExportFigures> {
  const token = await signIn(server.url);
  const startPeakMb = (await memoryOf(server.pid)).peak;
  const started = performance.now();
  let job: OrderExportJob = orderExportJobSchema.parse(
    await callApi(server.url, orderExportEndpoints.start, { body: { filter: {} }, token }),
  );
  while (job.state === 'running') {
    await delay(pollMs);
    job = orderExportJobSchema.parse(
      await callApi(server.url, orderExportEndpoints.status, { params: { id: job.id }, token }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.state !== 'done') throw new Error(`the export ended ${job.state} (${job.failureCode})`);
  if (job.written !== orderCount) throw new Error(`${job.written} of ${orderCount} written`);
  const downloading = performance.now();
  const response = await fetch(
    `${server.url}${urlOf(orderExportEndpoints.file, { params: { id: job.id } })}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok || response.body === null) throw new Error(`download: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const downloadSeconds = (performance.now() - downloading) / 1000;
  const { peak } = await memoryOf(server.pid);
  return { written: job.written, seconds, downloadSeconds, bytes, startPeakMb, peakMb: peak };
}

interface DatabaseFigures {
  readonly label: string;
  readonly baseline: BaselineFigures;
  readonly exports: readonly ExportFigures[];
}

async function measure(
  label: string,
  dataDir: string,
  env: Record<string, string>,
  openSql: () => Promise<SqlSession>,
  target: DatabaseTarget,
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
  try {
    await seedOrderBenchmark(sql, label, { orderCount, newest: new Date() });
  } finally {
    await sql.close();
  }
  // With the server stopped: PGlite admits one process.
  const baseline = await runBaseline(target);
  process.stdout.write(
    `  ${label}: baseline read ${thousands(baseline.orders)} orders in ${baseline.seconds.toFixed(1)} s\n`,
  );
  const exports: ExportFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    // A fresh server per run: VmHWM is the peak of the process's whole life.
    const server = await start(dataDir, env);
    try {
      const figures = await exportOnce(server);
      exports.push(figures);
      process.stdout.write(
        `  ${label}: run ${run}: ${rate(figures.written, figures.seconds)} orders/s, peak ${figures.peakMb.toFixed(0)} MB\n`,
      );
    } finally {
      await server.stop();
    }
  }
  return { label, baseline, exports };
}

const thousands = (value: number): string => Math.round(value).toLocaleString('en-US');
const rate = (count: number, seconds: number): string => thousands(count / seconds);
/** Median (min–max) of the runs. */
function spread(values: readonly number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  const first = sorted[0] ?? Number.NaN;
  const last = sorted.at(-1) ?? Number.NaN;
  return sorted.length === 1
    ? format(median)
    : `${format(median)} (${format(first)}–${format(last)})`;
}

function report(figures: readonly DatabaseFigures[]): string {
  const lines = [
    '| database | orders | baseline: keyset read, no workbook, orders/s | baseline reader peak RSS MB (once open) | export orders/s | export ÷ baseline | server peak RSS MB (at start) | workbook MB | download s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, baseline, exports } of figures) {
    const baselineRate = baseline.orders / baseline.seconds;
    const rates = exports.map((run) => run.written / run.seconds);
    lines.push(
      `| ${label} | ${thousands(orderCount)} | ${thousands(baselineRate)} | ${baseline.peakMb.toFixed(0)} (${baseline.openPeakMb.toFixed(0)}) | ${spread(rates, thousands)} | ${spread(
        rates.map((value) => value / baselineRate),
        (value) => `${value.toFixed(2)}×`,
      )} | ${spread(
        exports.map((run) => run.peakMb),
        (value) => value.toFixed(0),
      )} (${spread(
        exports.map((run) => run.startPeakMb),
        (value) => value.toFixed(0),
      )}) | ${spread(
        exports.map((run) => run.bytes / 1024 / 1024),
        (value) => value.toFixed(1),
      )} | ${spread(
        exports.map((run) => run.downloadSeconds),
        (value) => value.toFixed(1),
      )} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'order-export-'));
  const database = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const serverVersion = String(
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]
      ?.server_version ?? '',
  ).split(' ')[0];
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  try {
    process.stdout.write(
      `${thousands(orderCount)} orders (one sheet row each: the seeded orders have no lines), every order exported, ${runs} run(s) per database${serverHeapMb === undefined ? '' : `, server heap capped at ${serverHeapMb} MB`}, page size ${defaultOrderExportOptions.pageSize}; load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}\n\n`,
    );
    const figures: DatabaseFigures[] = [];
    if (databases.includes('pglite')) {
      const pgliteDir = join(dataDir, 'pglite');
      figures.push(
        await measure('PGlite (embedded)', pgliteDir, {}, () => pgliteSession(pgliteDir), {
          kind: 'pglite',
          dataDir: pgliteDir,
        }),
      );
      process.stdout.write(`\n${report(figures)}\n\n`);
    }
    if (databases.includes('postgres')) {
      figures.push(
        await measure(
          `PostgreSQL ${serverVersion}`,
          join(dataDir, 'postgres'),
          { DATABASE_URL: databaseUrl.toString() },
          () => postgresSession(databaseUrl.toString()),
          { kind: 'postgres', url: databaseUrl.toString() },
        ),
      );
    }
    process.stdout.write(
      `\n${report(figures)}\n\nload average at the end: ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}\n`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const baselineTarget = text('baseline-child');
if (baselineTarget === undefined) await main();
else await readBaseline(JSON.parse(baselineTarget) as DatabaseTarget);

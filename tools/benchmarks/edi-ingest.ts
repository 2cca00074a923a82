import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { deliverOverHttp } from '../partner-simulator/deliver';
import { makeX12Interchanges, type GeneratedInterchange } from '../partner-simulator/interchanges';
import {
  createProjectWithApiKey,
  signInAsAdmin,
  startPortal,
  x12Project,
} from '../partner-simulator/portal';
import { wholeNumberOption } from './command-line';

/**
 * How fast the EDI gateway takes in purchase orders: the built server (needs `npx nx build api`)
 * receives generated 850 interchanges on its HTTP channel, one POST at a time, and each answer
 * comes after the whole interchange is checked, mapped and stored in one transaction (receipt,
 * interchange, documents with their text, orders, the 997 message). Run on the embedded database
 * and on PostgreSQL (a database it creates and drops). The 997 files are written afterwards by
 * the job queue: the time until the last one is on disk is shown too.
 *
 * The burst scenario (issue 15) POSTs many small interchanges back to back and times how long
 * after the last answer the last 997 is on disk (orders stay NEW_ORDER until then). It runs
 * twice per database, each time on a fresh one: the baseline writes one message at a time
 * (EDI_OUTBOUND_BATCH=1, EDI_OUTBOUND_WRITERS=1), the candidate with the server's defaults or
 * the `--writer-batch` / `--writer-concurrency` given.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/edi-ingest.ts \
 *     [--scenario both|ingest|burst] [--interchanges 20] [--orders 500] [--concurrency 1] \
 *     [--burst 500] [--burst-orders 4] [--writer-batch n] [--writer-concurrency n] [--quick] \
 *     [--profile <dir>] [--only pglite|postgres]
 *
 * `--profile` records a CPU profile of each server (as `node --cpu-prof` would, which
 * NODE_OPTIONS refuses: a preloaded module drives the inspector), written into <dir> when it stops; `--only` measures the ingest on one database.
 *
 * The 850s are the partner simulator's (1 to 20 PO1 lines, about 10 on average). `--quick` is
 * 4 interchanges of 100, and a burst of 100 interchanges of 2.
 *
 * Besides the wall clock, the ingest rows give the CPU time the timed part cost (from
 * /proc/<pid>/stat): the server process's, which on PGlite includes the database, and on
 * PostgreSQL the benchmark database's backends'. On a machine shared with other work the wall
 * clock follows the load; CPU time much less so.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => wholeNumberOption(args, name, fallback);
const text = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const quick = args.includes('--quick');
const interchangeCount = option('interchanges', quick ? 4 : 20);
const ordersPerInterchange = option('orders', quick ? 100 : 500);
const concurrency = option('concurrency', 1);
const scenario = text('scenario', 'both');
if (!['both', 'ingest', 'burst'].includes(scenario)) {
  throw new Error('--scenario is both, ingest or burst');
}
const profileDir = args.includes('--profile') ? resolve(text('profile', '.')) : undefined;
const only = text('only', 'both');
if (!['both', 'pglite', 'postgres'].includes(only)) {
  throw new Error('--only is pglite or postgres');
}
const burstCount = option('burst', quick ? 100 : 500);
const burstOrders = option('burst-orders', quick ? 2 : 4);
/** The candidate writer: the server's defaults unless given. */
const candidateWriter: Record<string, string> = {
  ...(args.includes('--writer-batch')
    ? { EDI_OUTBOUND_BATCH: String(option('writer-batch', 1)) }
    : {}),
  ...(args.includes('--writer-concurrency')
    ? { EDI_OUTBOUND_WRITERS: String(option('writer-concurrency', 1)) }
    : {}),
};
/** The writer before issue 15: one message per fetch, one file at a time. */
const baselineWriter: Record<string, string> = {
  EDI_OUTBOUND_BATCH: '1',
  EDI_OUTBOUND_WRITERS: '1',
};
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const partner = { id: 'RETAILCO', qualifier: 'ZZ' };
const supplier = { id: 'ACMESUPPLY', qualifier: 'ZZ' };
const date = new Date();
const batch = makeX12Interchanges({
  seed: 2026,
  documents: [{ type: '850', count: interchangeCount * ordersPerInterchange }],
  perInterchange: ordersPerInterchange,
  partner,
  supplier,
  controlNumbers: { interchange: 1, group: 1 },
  date,
});
// Not timed: first calls pay for JIT, connections and caches.
const warmUp = makeX12Interchanges({
  seed: 1,
  documents: [{ type: '850', count: 20 }],
  perInterchange: 10,
  partner,
  supplier,
  controlNumbers: { interchange: 900_000, group: 900_000 },
  date,
}).interchanges;
const bytes = batch.interchanges.reduce((sum, i) => sum + Buffer.byteLength(i.text), 0);
const lines = batch.orders.reduce((sum, order) => sum + order.lines.length, 0);

interface Figures {
  readonly seconds: number;
  readonly latencies: readonly number[];
  readonly acknowledgedAfter: number | undefined;
  /** CPU seconds of the server process during the timed part. */
  readonly serverCpu: number;
  /** CPU seconds of the PostgreSQL backends serving the benchmark database (none on PGlite). */
  readonly databaseCpu: number | undefined;
}

/** User + system CPU seconds a process has used so far; 0 once it is gone. */
async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/**
 * The CPU time of the PostgreSQL backends serving `database`, sampled every 250 ms: each
 * backend counts from its first sample (a backend opened during the run from zero) to its last.
 */
function databaseCpuMeter(database: string): { stop(): Promise<number> } {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let sampling = true;
  const sample = async (initial: boolean): Promise<void> => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    for (const { pid } of rows) {
      const seconds = await cpuSecondsOf(pid);
      if (seconds === 0) continue;
      if (!first.has(pid)) first.set(pid, initial ? seconds : 0);
      last.set(pid, seconds);
    }
  };
  const running = (async () => {
    await sample(true);
    while (sampling) {
      await new Promise((done) => setTimeout(done, 250));
      await sample(false);
    }
  })();
  return {
    async stop() {
      sampling = false;
      await running;
      let total = 0;
      for (const [pid, seconds] of last) total += seconds - (first.get(pid) ?? 0);
      return total;
    },
  };
}

async function countAcknowledgements(directory: string): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names.filter((name) => name.includes('_997_')).length;
}

/** Polls `directory` every `stepMs` until it holds `count` 997s; false past `timeoutMs`. */
async function waitForAcknowledgements(
  directory: string,
  count: number,
  timeoutMs: number,
  stepMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await countAcknowledgements(directory)) >= count) return true;
    await new Promise((done) => setTimeout(done, stepMs));
  }
  return false;
}

interface Session {
  /** The project's outbound directory, where the 997s are written. */
  readonly outbound: string;
  /** POSTs an interchange and checks it was accepted with all its orders. */
  post(interchange: GeneratedInterchange): Promise<void>;
  /** CPU seconds the server process has used so far. */
  serverCpu(): Promise<number>;
}

/**
 * Starts the built server with `env` on `dataDir`, signs in, creates the partner's project and
 * API key, runs `work` with it, and stops the server.
 */
async function withPortal<T>(
  env: Record<string, string>,
  dataDir: string,
  work: (session: Session) => Promise<T>,
): Promise<T> {
  const portal = await startPortal({
    from: 'build',
    env: {
      ...env,
      ...(profilePreload === undefined ? {} : { NODE_OPTIONS: `--import=${profilePreload}` }),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TEST_CAPTCHA_ANSWER: 'BENCH',
      AUTH_RATE_LIMIT: '100000',
      // Only the HTTP channel is measured.
      EDI_SCAN_INTERVAL_MS: '0',
    },
  });
  try {
    const token = await signInAsAdmin(portal.url, 'BENCH');
    const apiKey = await createProjectWithApiKey(
      portal.url,
      token,
      x12Project('RETAILCO', { partnerId: partner.id, supplierId: supplier.id }),
    );
    const target = { url: portal.url, project: 'RETAILCO', apiKey };
    const post = async (interchange: GeneratedInterchange): Promise<void> => {
      const receipt = await deliverOverHttp(target, interchange.fileName, interchange.text);
      if (receipt.status !== 'accepted' || receipt.orders !== interchange.documents.length) {
        throw new Error(`${interchange.fileName}: ${JSON.stringify(receipt).slice(0, 500)}`);
      }
    };
    const { pid } = portal;
    return await work({
      outbound: join(dataDir, 'projects/RETAILCO/outbound'),
      post,
      serverCpu: () => (pid === undefined ? Promise.resolve(0) : cpuSecondsOf(pid)),
    });
  } finally {
    await portal.stop();
  }
}

/** POSTs the interchanges, `concurrency` at a time: when it started and the sorted latencies. */
async function postAll(
  interchanges: readonly GeneratedInterchange[],
  post: Session['post'],
): Promise<{ readonly started: number; readonly latencies: readonly number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < interchanges.length) {
        const interchange = interchanges[next];
        next += 1;
        if (interchange === undefined) break;
        const t0 = performance.now();
        await post(interchange);
        latencies.push((performance.now() - t0) / 1000);
      }
    }),
  );
  return { started, latencies: latencies.sort((a, b) => a - b) };
}

function measure(env: Record<string, string>, dataDir: string): Promise<Figures> {
  const database = env['DATABASE_URL'] === undefined ? undefined : databaseOf(env['DATABASE_URL']);
  return withPortal(env, dataDir, async ({ outbound, post, serverCpu }) => {
    for (const interchange of warmUp) await post(interchange);
    const before = await countAcknowledgements(outbound);
    const cpuBefore = await serverCpu();
    const meter = database === undefined ? undefined : databaseCpuMeter(database);
    const { started, latencies } = await postAll(batch.interchanges, post);
    const seconds = (performance.now() - started) / 1000;
    const acknowledged = await waitForAcknowledgements(
      outbound,
      before + batch.interchanges.length,
      300_000,
      100,
    );
    const acknowledgedAfter = acknowledged ? (performance.now() - started) / 1000 : undefined;
    return {
      seconds,
      latencies,
      acknowledgedAfter,
      serverCpu: (await serverCpu()) - cpuBefore,
      databaseCpu: await meter?.stop(),
    };
  });
}

function row(label: string, figures: Figures): string {
  const orders = interchangeCount * ordersPerInterchange;
  const p50 = figures.latencies[Math.floor(figures.latencies.length / 2)] ?? 0;
  const max = figures.latencies.at(-1) ?? 0;
  const acknowledged =
    figures.acknowledgedAfter === undefined ? '> 300' : figures.acknowledgedAfter.toFixed(1);
  const database =
    figures.databaseCpu === undefined ? 'in the server' : figures.databaseCpu.toFixed(1);
  return `| ${label} | ${figures.seconds.toFixed(1)} | ${(orders / figures.seconds).toFixed(0)} | ${(bytes / 1_000_000 / figures.seconds).toFixed(2)} | ${p50.toFixed(2)} / ${max.toFixed(2)} | ${acknowledged} | ${figures.serverCpu.toFixed(1)} | ${database} |`;
}

const burst = makeX12Interchanges({
  seed: 15,
  documents: [{ type: '850', count: burstCount * burstOrders }],
  perInterchange: burstOrders,
  partner,
  supplier,
  controlNumbers: { interchange: 500_000, group: 500_000 },
  date,
}).interchanges;

interface BurstFigures {
  /** From the first POST to the last answer. */
  readonly postSeconds: number;
  readonly latencies: readonly number[];
  /** 997s on disk when the last answer came. */
  readonly writtenAtLastAnswer: number;
  /** From the last answer until the last 997 is on disk; undefined past the deadline. */
  readonly drainSeconds: number | undefined;
}

/** How long after the last POST the burst's last 997 is on disk, with `writer` settings. */
function measureBurst(
  env: Record<string, string>,
  dataDir: string,
  writer: Record<string, string>,
): Promise<BurstFigures> {
  return withPortal({ ...env, ...writer }, dataDir, async ({ outbound, post }) => {
    // Polls the directory; a figure is as fine as this step.
    const waitFor = (count: number) => waitForAcknowledgements(outbound, count, 900_000, 20);
    for (const interchange of warmUp) await post(interchange);
    // The warm-up's 997s are out of the way before the burst starts.
    if (!(await waitFor(warmUp.length))) throw new Error('warm-up not written');
    const before = await countAcknowledgements(outbound);

    const { started, latencies } = await postAll(burst, post);
    const lastAnswer = performance.now();
    const writtenAtLastAnswer = (await countAcknowledgements(outbound)) - before;
    const drained = await waitFor(before + burst.length);
    return {
      postSeconds: (lastAnswer - started) / 1000,
      latencies,
      writtenAtLastAnswer,
      drainSeconds: drained ? (performance.now() - lastAnswer) / 1000 : undefined,
    };
  });
}

function burstRow(label: string, writer: string, figures: BurstFigures): string {
  const p50 = figures.latencies[Math.floor(figures.latencies.length / 2)] ?? 0;
  const drain = figures.drainSeconds === undefined ? '> 900' : figures.drainSeconds.toFixed(2);
  return `| ${label} | ${writer} | ${figures.postSeconds.toFixed(1)} | ${(p50 * 1000).toFixed(0)} | ${figures.writtenAtLastAnswer} of ${burst.length} | ${drain} |`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'edi-ingest-'));
/** Starts the profiler in the server; the main thread's inspector answers synchronously, so the
 * profile can be written at exit. */
const profilePreload =
  profileDir === undefined ? undefined : join(dataDir, 'cpu-profile-preload.mjs');
if (profilePreload !== undefined && profileDir !== undefined) {
  await mkdir(profileDir, { recursive: true });
  await writeFile(
    profilePreload,
    `import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    writeFileSync(${JSON.stringify(profileDir)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
`,
  );
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const databases: string[] = [];
/** A fresh, empty PostgreSQL database for one run; dropped at the end. */
const freshPostgres = async (): Promise<Record<string, string>> => {
  const database = `portal_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${database}`);
  databases.push(database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { DATABASE_URL: url.toString() };
};
const databaseOf = (url: string): string => new URL(url).pathname.slice(1);
const serverVersion = String(
  (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ??
    '',
).split(' ')[0];
const postgresLabel = `PostgreSQL ${serverVersion}`;
try {
  if (scenario !== 'burst') {
    process.stdout.write(
      `${interchangeCount} interchanges × ${ordersPerInterchange} 850s = ${interchangeCount * ordersPerInterchange} orders, ${lines} PO1 lines, ${(bytes / 1_000_000).toFixed(1)} MB; ${concurrency} POST at a time, loopback\n\n`,
    );
    const table = [
      '| database | seconds | 850s/s | MB/s | s per interchange (p50 / max) | all 997s written after s | server CPU s | database CPU s |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    if (only !== 'postgres') {
      table.push(row('PGlite (embedded)', await measure({}, join(dataDir, 'pglite'))));
      process.stdout.write(`${table.at(-1) ?? ''}\n`);
    }
    if (only !== 'pglite') {
      const env = await freshPostgres();
      table.push(row(postgresLabel, await measure(env, join(dataDir, 'postgres'))));
      process.stdout.write(`${table.at(-1) ?? ''}\n`);
    }
    process.stdout.write(`\n${table.join('\n')}\n\n`);
  }
  if (scenario !== 'ingest') {
    const candidateLabel =
      Object.keys(candidateWriter).length === 0
        ? 'defaults'
        : `batch ${candidateWriter['EDI_OUTBOUND_BATCH'] ?? 'default'}, ${candidateWriter['EDI_OUTBOUND_WRITERS'] ?? 'default'} at once`;
    process.stdout.write(
      `burst: ${burst.length} interchanges × ${burstOrders} 850s, ${concurrency} POST at a time; baseline one message at a time, candidate ${candidateLabel}\n\n`,
    );
    const table = [
      '| database | writer | POSTs took s | POST p50 ms | 997s on disk at the last answer | last 997 on disk after the last answer, s |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
    ];
    const runs: [string, () => Promise<Record<string, string>>][] = [
      ['PGlite (embedded)', () => Promise.resolve({})],
      [postgresLabel, freshPostgres],
    ];
    let run = 0;
    for (const [label, fresh] of runs) {
      for (const [writerLabel, writer] of [
        ['baseline: batch 1, 1 at once', baselineWriter],
        [`candidate: ${candidateLabel}`, candidateWriter],
      ] as const) {
        run += 1;
        const figures = await measureBurst(await fresh(), join(dataDir, `burst-${run}`), writer);
        table.push(burstRow(label, writerLabel, figures));
        process.stdout.write(`${table.at(-1) ?? ''}\n`);
      }
    }
    process.stdout.write(`\n${table.join('\n')}\n`);
  }
} finally {
  for (const database of databases) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}

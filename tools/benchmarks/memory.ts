import { healthEndpoints, orderEndpoints, urlOf } from '@portal/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { embeddedDatabaseOptions } from '../../apps/api/src/database/embedded-options';
import { deliverOverHttp } from '../partner-simulator/deliver';
import { makeX12Interchanges } from '../partner-simulator/interchanges';
import {
  callApi,
  createProjectWithApiKey,
  signInAsAdmin,
  x12Project,
} from '../partner-simulator/portal';
import { wholeNumberOption } from './command-line';

/**
 * What the embedded portal holds in memory: the built server (`npx nx build api`, or the bundle
 * given by `--server`) on a new data directory, PGlite, no DATABASE_URL, started as `npm start`
 * starts it: through tools/scripts/portal-server.sh with its allocator and V8 options
 * (`--plain-node` runs `node <bundle>` without them, as start.sh did before). The kernel's VmRSS
 * (resident now) and VmHWM (the peak so far) of the server process are read from
 * /proc/<pid>/status at each step:
 *
 * 1. start: the first `/api/health` answer on a new data dir (the database made at start);
 * 2. idle: `--idle-seconds` later, no request in between;
 * 3. after ingest: `--interchanges` × `--orders` 850s (20 × 500, the ingest benchmark's size)
 *    POSTed to the HTTP channel and their 997s written (as tools/benchmarks/edi-ingest.ts does);
 * 4. after the scheduled VACUUM ANALYZE: its log line seen (the 10,000 changed rows of the ingest
 *    start it within a minute; "–" when none came within 2 minutes);
 * 5. after order pages: 20 `GET /api/order/page` calls with the list's filters;
 * 6. idle after work: `--idle-seconds` later;
 * 7. restart: the server stopped and started again on the same data dir, its first health answer.
 *
 * Baselines in the same run: a bare `node` process, and PGlite opened alone (no server) with the
 * server's options on a new data dir and again on that existing one, each `--idle-seconds` after.
 *
 *   npx nx build api
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/memory.ts \
 *     [--runs 3] [--idle-seconds 30] [--interchanges 4] [--orders 100] [--server dist/apps/api/main.js]
 *     [--plain-node] [--quick]
 *
 * `--quick` is one run with 5 s of idle and 4 × 100 850s.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => wholeNumberOption(args, name, fallback);
const quick = args.includes('--quick');
const runs = option('runs', quick ? 1 : 3);
const idleMs = option('idle-seconds', quick ? 5 : 30) * 1000;
const interchangeCount = option('interchanges', quick ? 4 : 20);
const ordersPerInterchange = option('orders', quick ? 100 : 500);
const workspaceRoot = resolve(import.meta.dirname, '../..');
const serverAt = args.indexOf('--server');
const serverBundle = resolve(
  workspaceRoot,
  serverAt >= 0 ? (args[serverAt + 1] ?? '') : 'dist/apps/api/main.js',
);
const plainNode = args.includes('--plain-node');
const serverCommand = plainNode
  ? { program: process.execPath, args: [serverBundle] }
  : {
      program: 'bash',
      args: [resolve(workspaceRoot, 'tools/scripts/portal-server.sh'), serverBundle],
    };
const captchaAnswer = 'BENCH';
const partner = { id: 'RETAILCO', qualifier: 'ZZ' };
const supplier = { id: 'ACMESUPPLY', qualifier: 'ZZ' };

const batch = makeX12Interchanges({
  seed: 2026,
  documents: [{ type: '850', count: interchangeCount * ordersPerInterchange }],
  perInterchange: ordersPerInterchange,
  partner,
  supplier,
  controlNumbers: { interchange: 1, group: 1 },
  date: new Date(),
});

interface Sample {
  /** Resident now, MB. */
  readonly rss: number;
  /** Resident at its peak so far, MB. */
  readonly peak: number;
}

async function sample(pid: number | undefined): Promise<Sample> {
  if (pid === undefined) throw new Error('the process has no pid');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (match?.[1] === undefined) throw new Error(`no ${field} for ${pid}`);
    return Number(match[1]) / 1024;
  };
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

const pause = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** A child process that says `ready` on stdout once it is set up; its output is kept to explain a failure. */
async function spawnUntil(
  program: string,
  command: readonly string[],
  env: Readonly<Record<string, string>>,
  ready: RegExp,
): Promise<{
  child: ChildProcess;
  line: RegExpExecArray;
  output: () => string;
  stop: () => Promise<void>;
}> {
  const child = spawn(program, command, {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const line = ready.exec(output);
    if (line !== null) {
      const stop = async (): Promise<void> => {
        if (!running) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      };
      return { child, line, output: () => output, stop };
    }
    if (!running || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${command.join(' ').slice(0, 200)} did not get ready:\n${output}`);
    }
    await pause(20);
  }
}

async function bareNode(): Promise<Sample> {
  const node = await spawnUntil(
    process.execPath,
    ['-e', 'process.stdout.write("ready\\n"); setInterval(() => undefined, 1000);'],
    {},
    /ready/,
  );
  try {
    await pause(idleMs);
    return await sample(node.child.pid);
  } finally {
    await node.stop();
  }
}

/** PGlite.create with the server's options on `directory`, in a process of its own. */
async function pgliteAlone(directory: string): Promise<{ open: Sample; idle: Sample }> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(process.argv[1], JSON.parse(process.argv[2]));
    await db.query('select 1');
    process.stdout.write('ready\\n');
    process.on('SIGTERM', () => db.close().then(() => process.exit(0)));
    setInterval(() => undefined, 1000);`;
  const pglite = await spawnUntil(
    process.execPath,
    ['--input-type=module', '-e', script, directory, JSON.stringify(embeddedDatabaseOptions)],
    {},
    /ready/,
  );
  try {
    const open = await sample(pglite.child.pid);
    await pause(idleMs);
    return { open, idle: await sample(pglite.child.pid) };
  } finally {
    await pglite.stop();
  }
}

async function startServer(dataDir: string) {
  // The launcher execs node, so the child's pid is the server's.
  const server = await spawnUntil(
    serverCommand.program,
    serverCommand.args,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TEST_CAPTCHA_ANSWER: captchaAnswer,
      AUTH_RATE_LIMIT: '100000',
      EDI_SCAN_INTERVAL_MS: '0',
    },
    /Portal listening on http:\/\/localhost:(\d+)/,
  );
  const url = `http://127.0.0.1:${server.line[1] ?? ''}`;
  const health = await fetch(`${url}${urlOf(healthEndpoints.health)}`);
  if (!health.ok) throw new Error(`the health check answered ${health.status}`);
  await health.arrayBuffer();
  return { ...server, url };
}

async function acknowledgementsIn(directory: string): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names.filter((name) => name.includes('_997_')).length;
}

const steps = [
  'bare node (baseline)',
  'PGlite alone, new data dir (baseline)',
  'PGlite alone, new data dir, idle (baseline)',
  'PGlite alone, existing data dir (baseline)',
  'PGlite alone, existing data dir, idle (baseline)',
  'server: start on a new data dir',
  'server: idle',
  'server: after ingest',
  'server: after the scheduled VACUUM ANALYZE',
  'server: after order pages',
  'server: idle after work',
  'server: restart on the same data dir',
] as const;
type Step = (typeof steps)[number];

async function oneRun(): Promise<Map<Step, Sample>> {
  const samples = new Map<Step, Sample>();
  const dir = await mkdtemp(join(tmpdir(), 'memory-bench-'));
  try {
    samples.set('bare node (baseline)', await bareNode());
    const fresh = await pgliteAlone(join(dir, 'alone'));
    samples.set('PGlite alone, new data dir (baseline)', fresh.open);
    samples.set('PGlite alone, new data dir, idle (baseline)', fresh.idle);
    const reopened = await pgliteAlone(join(dir, 'alone'));
    samples.set('PGlite alone, existing data dir (baseline)', reopened.open);
    samples.set('PGlite alone, existing data dir, idle (baseline)', reopened.idle);

    const dataDir = join(dir, 'portal');
    const server = await startServer(dataDir);
    try {
      const pid = server.child.pid;
      samples.set('server: start on a new data dir', await sample(pid));
      await pause(idleMs);
      samples.set('server: idle', await sample(pid));

      const token = await signInAsAdmin(server.url, captchaAnswer);
      const apiKey = await createProjectWithApiKey(
        server.url,
        token,
        x12Project(partner.id, { partnerId: partner.id, supplierId: supplier.id }),
      );
      const target = { url: server.url, project: partner.id, apiKey };
      for (const interchange of batch.interchanges) {
        const receipt = await deliverOverHttp(target, interchange.fileName, interchange.text);
        if (receipt.status !== 'accepted') throw new Error(JSON.stringify(receipt).slice(0, 500));
      }
      const outbound = join(dataDir, 'projects', partner.id, 'outbound');
      const deadline = Date.now() + 60_000;
      while ((await acknowledgementsIn(outbound)) < batch.interchanges.length) {
        if (Date.now() > deadline) throw new Error('the 997s were not written within 60 s');
        await pause(100);
      }
      samples.set('server: after ingest', await sample(pid));
      const vacuumDeadline = Date.now() + 120_000;
      while (Date.now() < vacuumDeadline) {
        if (server.output().includes('embedded database vacuumed and analyzed')) {
          samples.set('server: after the scheduled VACUUM ANALYZE', await sample(pid));
          break;
        }
        await pause(200);
      }

      const filters = [
        { project_key: partner.id },
        { project_key: partner.id, status: 'NEW_ORDER' },
        { project_key: partner.id, orderNumber: 'PO0' },
        {},
      ];
      for (let call = 0; call < 20; call += 1) {
        const filter = filters[call % filters.length];
        await callApi(server.url, orderEndpoints.page, {
          query: { page: 1 + (call % 3), size: 50, ...filter },
          token,
        });
      }
      samples.set('server: after order pages', await sample(pid));
      await pause(idleMs);
      samples.set('server: idle after work', await sample(pid));
    } finally {
      await server.stop();
    }
    const again = await startServer(dataDir);
    try {
      samples.set('server: restart on the same data dir', await sample(again.child.pid));
    } finally {
      await again.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return samples;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const figure = (values: readonly number[]): string => {
  const text = median(values).toFixed(0);
  return values.length === 1
    ? text
    : `${text} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
};

process.stdout.write(
  `${runs} run(s); server ${plainNode ? 'node' : 'tools/scripts/portal-server.sh'} ${serverBundle}; ${interchangeCount} × ${ordersPerInterchange} 850s; idle ${idleMs / 1000} s; load average ${(await readFile('/proc/loadavg', 'utf8')).trim()}\n`,
);
const all: Map<Step, Sample>[] = [];
for (let run = 1; run <= runs; run += 1) {
  all.push(await oneRun());
  process.stdout.write(`  run ${run} done\n`);
}
const lines = ['| step | VmRSS MB | VmHWM (peak) MB |', '| --- | ---: | ---: |'];
for (const step of steps) {
  const taken = all.map((samples) => samples.get(step)).filter((s) => s !== undefined);
  lines.push(
    taken.length === 0
      ? `| ${step} | – | – |`
      : `| ${step} | ${figure(taken.map((s) => s.rss))} | ${figure(taken.map((s) => s.peak))} |`,
  );
}
process.stdout.write(
  `${lines.join('\n')}\nload average after: ${(await readFile('/proc/loadavg', 'utf8')).trim()}\n`,
);

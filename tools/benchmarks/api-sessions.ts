import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  authEndpoints,
  browserPasswordHash,
  endpointKey,
  healthEndpoints,
  urlOf,
  userEndpoints,
} from '@portal/contracts';

/**
 * What the session and role check costs every call: requests per second and latency of a signed-in
 * call (`GET /api/user/current`: the session with its user and roles) and of an admin list
 * (`GET /api/user/list`), against `GET /api/health` (no session, no database) as the baseline in
 * the same run, on the embedded database and on PostgreSQL. Needs `npx nx build api`.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/api-sessions.ts [requests] [concurrency]
 *     [--rounds <n>] [--database pglite|postgres] [--profile <dir>] [--server <main.js>]
 *
 * `--server` runs another build of the server (an older commit's, for a before/after).
 * `--rounds` measures the rows in turn n times and prints medians with their ranges. The last
 * column is the server process's CPU time per request (not PostgreSQL's), which a busy machine
 * changes far less than the rates.
 * `--profile` starts each server with `node --cpu-prof` and writes its profile into <dir> when it
 * stops: where a signed-in call spends its time.
 */
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    database: { type: 'string' },
    profile: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    server: { type: 'string', default: 'dist/apps/api/main.js' },
  },
});
const requests = Number(positionals[0] ?? 3000);
const concurrency = Number(positionals[1] ?? 16);
if (
  !Number.isInteger(requests) ||
  requests < 1 ||
  !Number.isInteger(concurrency) ||
  concurrency < 1
) {
  throw new Error('requests and concurrency are positive whole numbers');
}
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds is a positive whole number');
/** The kernel's clock ticks per second (USER_HZ), in which /proc reports CPU time. */
const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const databases = options.database === undefined ? ['pglite', 'postgres'] : [options.database];
if (!databases.every((kind) => kind === 'pglite' || kind === 'postgres')) {
  throw new Error('--database is pglite or postgres');
}
const profileArgs =
  options.profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`];
const workspaceRoot = resolve(import.meta.dirname, '../..');
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...profileArgs, resolve(workspaceRoot, options.server)], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      TEST_CAPTCHA_ANSWER: 'BENCH',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}${urlOf(healthEndpoints.health)}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the portal did not start');
}

async function json(url: string, init: RequestInit = {}): Promise<{ code: string; data: unknown }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return (await response.json()) as { code: string; data: unknown };
}

async function signIn(base: string): Promise<string> {
  await json(`${base}${urlOf(authEndpoints.initialize)}`, {
    method: 'POST',
    body: JSON.stringify({ password: browserPasswordHash('Bench#2026') }),
  });
  const captcha = (await json(`${base}${urlOf(authEndpoints.captcha)}`)).data as {
    captchaId: string;
  };
  const login = await json(`${base}${urlOf(authEndpoints.login)}`, {
    method: 'POST',
    body: JSON.stringify({
      account: 'admin',
      password: browserPasswordHash('Bench#2026'),
      captchaId: captcha.captchaId,
      captchaCode: 'BENCH',
    }),
  });
  if (login.code !== '0000') throw new Error(`login failed: ${JSON.stringify(login)}`);
  return (login.data as { token: string }).token;
}

/** One row measured once: its rate, every latency, and the server's CPU time per request. */
interface Round {
  readonly perSecond: number;
  readonly latencies: readonly number[];
  readonly cpuMicrosPerRequest: number;
}

/** CPU time (user + system) a process has used so far, in microseconds, from /proc (Linux). */
async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / clockTicksPerSecond;
}

async function measure(serverPid: number, url: string, token?: string): Promise<Round> {
  const headers: Record<string, string> =
    token === undefined ? {} : { authorization: `Bearer ${token}` };
  // Warm up first: connections, JIT, caches.
  for (let n = 0; n < 100; n += 1) await (await fetch(url, { headers })).arrayBuffer();
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = await cpuMicros(serverPid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        const body = (await response.json()) as { code: string };
        if (body.code !== '0000') throw new Error(`${url}: ${JSON.stringify(body)}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMicrosPerRequest = ((await cpuMicros(serverPid)) - cpuBefore) / latencies.length;
  return { perSecond: latencies.length / seconds, latencies, cpuMicrosPerRequest };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** A median, with the range of the rounds when there were several. */
const withRange = (values: readonly number[], digits: number): string =>
  values.length === 1
    ? median(values).toFixed(digits)
    : `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function benchmark(
  label: string,
  port: number,
  env: Record<string, string>,
): Promise<string[]> {
  const server = await startServer(port, env);
  try {
    const serverPid = server.pid;
    if (serverPid === undefined) throw new Error('the portal has no process id');
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    const list = { query: { size: 10 } };
    const calls: [string, string, string | undefined][] = [
      [
        `${endpointKey(healthEndpoints.health)} (baseline: no session)`,
        `${base}${urlOf(healthEndpoints.health)}`,
        undefined,
      ],
      [
        `${endpointKey(userEndpoints.current)} (session + user)`,
        `${base}${urlOf(userEndpoints.current)}`,
        token,
      ],
      [
        `${endpointKey(userEndpoints.list)}?size=10 (session + page)`,
        `${base}${urlOf(userEndpoints.list, list)}`,
        token,
      ],
    ];
    // Rounds take the rows in turn, so that a change in the machine's load falls on all of them;
    // each round's ratio is to that round's baseline.
    const measured: Round[][] = calls.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, [, url, callToken]] of calls.entries()) {
        measured[index]?.push(await measure(serverPid, url, callToken));
      }
    }
    const baseline = measured[0] ?? [];
    return calls.map(([what], index) => {
      const row = measured[index] ?? [];
      const latencies = row.flatMap((one) => one.latencies).sort((a, b) => a - b);
      const at = (q: number): number =>
        latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      const ratios = row.map(
        (one, round) => (100 * one.perSecond) / (baseline[round]?.perSecond ?? Number.NaN),
      );
      return `| ${label} | ${what} | ${withRange(
        row.map((one) => one.perSecond),
        0,
      )} | ${withRange(ratios, 0)} % | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} | ${median(
        row.map((one) => one.cpuMicrosPerRequest),
      ).toFixed(0)} |`;
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const database = `portal_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
try {
  const lines = [
    `${requests} requests per row and round, ${concurrency} at a time, ${rounds} round(s), loopback, one server process; load average before: ${(await readFile('/proc/loadavg', 'utf8')).trim()}`,
    '',
    '| database | call | req/s | of baseline | p50 ms | p95 ms | server CPU µs/req |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  if (databases.includes('pglite')) {
    lines.push(...(await benchmark('PGlite (embedded)', 18_191, { DATA_DIR: dataDir })));
  }
  if (databases.includes('postgres')) {
    lines.push(
      ...(await benchmark('PostgreSQL 15', 18_192, {
        DATA_DIR: join(dataDir, 'pg'),
        DATABASE_URL: databaseUrl.toString(),
      })),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}

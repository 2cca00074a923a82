import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
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
 * call (`GET /api/user/current`: token lookup, roles, then the user) and of an admin list
 * (`GET /api/user/list`), against `GET /api/health` (no session, no database) as the baseline in
 * the same run, on the embedded database and on PostgreSQL. Needs `npx nx build api`.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/api-sessions.ts [requests] [concurrency]
 *     [--database pglite|postgres] [--profile <dir>]
 *
 * `--profile` starts each server with `node --cpu-prof` and writes its profile into <dir> when it
 * stops: where a signed-in call spends its time.
 */
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { database: { type: 'string' }, profile: { type: 'string' } },
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
const databases = options.database === undefined ? ['pglite', 'postgres'] : [options.database];
if (!databases.every((kind) => kind === 'pglite' || kind === 'postgres')) {
  throw new Error('--database is pglite or postgres');
}
const profileArgs =
  options.profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`];
const workspaceRoot = resolve(import.meta.dirname, '../..');
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...profileArgs, resolve(workspaceRoot, 'dist/apps/api/main.js')],
    {
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
    },
  );
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

interface Figures {
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
}

async function measure(url: string, token?: string): Promise<Figures> {
  const headers: Record<string, string> =
    token === undefined ? {} : { authorization: `Bearer ${token}` };
  // Warm up first: connections, JIT, caches.
  for (let n = 0; n < 100; n += 1) await (await fetch(url, { headers })).arrayBuffer();
  const latencies: number[] = [];
  let next = 0;
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
  latencies.sort((a, b) => a - b);
  const at = (q: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

async function benchmark(
  label: string,
  port: number,
  env: Record<string, string>,
): Promise<string[]> {
  const server = await startServer(port, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    const list = { query: { size: 10 } };
    const rows: [string, Figures][] = [
      [
        `${endpointKey(healthEndpoints.health)} (baseline: no session)`,
        await measure(`${base}${urlOf(healthEndpoints.health)}`),
      ],
      [
        `${endpointKey(userEndpoints.current)} (session + user)`,
        await measure(`${base}${urlOf(userEndpoints.current)}`, token),
      ],
      [
        `${endpointKey(userEndpoints.list)}?size=10 (session + page)`,
        await measure(`${base}${urlOf(userEndpoints.list, list)}`, token),
      ],
    ];
    const baseline = rows[0]?.[1].perSecond ?? Number.NaN;
    return rows.map(
      ([what, f]) =>
        `| ${label} | ${what} | ${f.perSecond.toFixed(0)} | ${((100 * f.perSecond) / baseline).toFixed(0)} % | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} |`,
    );
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
    `${requests} requests per row, ${concurrency} at a time, loopback, one server process`,
    '',
    '| database | call | req/s | of baseline | p50 ms | p95 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
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

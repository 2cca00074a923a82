import {
  apiPrefix,
  authEndpoints,
  browserPasswordHash,
  healthEndpoints,
  storageKeys,
  urlOf,
  type EndpointDefinition,
} from '@portal/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { chromiumLaunchOptions } from '../browser/chromium';

/**
 * What a user's first screen costs: the time from navigation to the screen's heading, cold (a
 * fresh browser context each run), the bytes it needs and which remotes it loads, against the
 * shell's own error page (no remote at all) as the baseline, in the same run. Needs a production
 * build (`npx nx run-many -t build`).
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/portal-load.ts [runs] [label=webRoot …]
 *
 * Without `label=webRoot` arguments it measures `dist/apps`; with several (e.g. a build of the
 * commit before a change, and `after=dist/apps`) it measures each in turn in the same run, each
 * served by its own server on its own fresh data directory. `PORTAL_SERVER` names another built
 * server than `dist/apps/api/main.js` (a copy, while others rebuild the API).
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
const positional = process.argv.slice(2);
const runs = Number(positional.find((argument) => /^\d+$/.test(argument)) ?? 5);
/** `--files`: also list each file a route needed before its heading, largest first. */
const listFiles = positional.includes('--files');
const builds = positional
  .filter((argument) => argument.includes('='))
  .map((argument) => {
    const [label = '', webRoot = ''] = argument.split('=');
    return { label, webRoot: resolve(webRoot) };
  });
if (builds.length === 0)
  builds.push({ label: 'dist', webRoot: resolve(workspaceRoot, 'dist/apps') });

// The benchmark signs in over the API, which needs the test captcha answer: test mode, serving
// the production build exactly as the end-to-end tests do.
const captchaAnswer = 'BENCH-OPEN';
const adminPassword = 'Bench#2026';
const serverMain = resolve(process.env['PORTAL_SERVER'] ?? 'dist/apps/api/main.js');
const port = 18_090;
const url = `http://127.0.0.1:${port}`;

async function startServer(webRoot: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SERVE_WEB: 'true',
      TEST_CAPTCHA_ANSWER: captchaAnswer,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
    },
    stdio: 'ignore',
  });
  // Two minutes: a busy machine (helpers sharing 2 cores) takes over 40 s to start the server.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const healthy = await fetch(`${url}${urlOf(healthEndpoints.health)}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill('SIGTERM');
  throw new Error('the portal did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

async function post(definition: EndpointDefinition, body: unknown): Promise<unknown> {
  const response = await fetch(`${url}${urlOf(definition)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; data: unknown };
  if (envelope.code !== '0000')
    throw new Error(`${urlOf(definition)}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Sets the admin password and signs in, returning the token a signed-in browser holds. */
async function signIn(): Promise<string> {
  await post(authEndpoints.initialize, { password: browserPasswordHash(adminPassword) });
  const captcha = (await (await fetch(`${url}${urlOf(authEndpoints.captcha)}`)).json()) as {
    data: { captchaId: string };
  };
  const session = (await post(authEndpoints.login, {
    account: 'admin',
    password: browserPasswordHash(adminPassword),
    captchaId: captcha.data.captchaId,
    captchaCode: captchaAnswer,
  })) as { token: string };
  return session.token;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Bytes of a file as the server sends it to a browser that accepts brotli. */
const brotliBytes = new Map<string, number>();
async function bytesWithBrotli(address: string): Promise<number> {
  const known = brotliBytes.get(address);
  if (known !== undefined) return known;
  const response = await fetch(address, { headers: { 'accept-encoding': 'br' } });
  const body = await response.arrayBuffer();
  // fetch decodes the body; the length header is what travelled.
  const bytes = Number(response.headers.get('content-length') ?? body.byteLength);
  brotliBytes.set(address, bytes);
  return bytes;
}

interface Visit {
  /** Navigation to the heading being visible. */
  ms: number;
  /** Requests up to the heading, then everything until the network was idle. */
  untilVisible: string[];
  untilIdle: string[];
  /** Body bytes as chromium received them (its own Accept-Encoding), until idle. */
  wireBytes: number;
}

async function visit(page: Page, path: string, heading: RegExp): Promise<Visit> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const started = performance.now();
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  const ms = performance.now() - started;
  const untilVisible = requests.map((request) => request.url());
  await page.waitForLoadState('networkidle');
  let wireBytes = 0;
  for (const request of requests) {
    const response = await request.response();
    if (response) wireBytes += (await request.sizes()).responseBodySize;
  }
  return { ms, untilVisible, untilIdle: requests.map((request) => request.url()), wireBytes };
}

/** Static files only: API answers (captcha image, user) are not what the build ships. */
const isAsset = (address: string) => !new URL(address).pathname.startsWith(`${apiPrefix}/`);

async function assetBytes(addresses: readonly string[]): Promise<number> {
  let sum = 0;
  for (const address of new Set(addresses.filter(isAsset))) sum += await bytesWithBrotli(address);
  return sum;
}

/** Which remotes a page touched: `orders(remoteEntry, contract…)` per area, by file kind. */
function remotesTouched(addresses: readonly string[]): string {
  const areas = new Map<string, Set<string>>();
  for (const address of addresses) {
    const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(new URL(address).pathname);
    if (!match) continue;
    const [, area = '', file = ''] = match;
    const kind = file.startsWith('remoteEntry')
      ? 'entry'
      : file.endsWith('.json')
        ? 'manifest'
        : file.endsWith('.css')
          ? 'css'
          : 'chunk';
    const kinds = areas.get(area) ?? new Set<string>();
    kinds.add(kind);
    areas.set(area, kinds);
  }
  if (areas.size === 0) return 'none';
  return [...areas].map(([area, kinds]) => `${area}(${[...kinds].join('+')})`).join(' ');
}

interface RouteCase {
  name: string;
  path: string;
  heading: RegExp;
  signedIn: boolean;
}

const routeCases: readonly RouteCase[] = [
  { name: 'baseline: shell only (/error)', path: '/error', heading: /页面不存在/, signedIn: false },
  { name: 'sign-in (/login)', path: '/login', heading: /登录/, signedIn: false },
  {
    name: 'remote screen (/space/order)',
    path: '/space/order',
    heading: /订单信息/,
    signedIn: true,
  },
  {
    name: 'remote screen (/space/product)',
    path: '/space/product',
    heading: /产品/,
    signedIn: true,
  },
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Where a route's bytes go: each static file before the heading, as served with br. */
async function printFiles(addresses: readonly string[]): Promise<void> {
  const files: { path: string; bytes: number }[] = [];
  for (const address of new Set(addresses.filter(isAsset)))
    files.push({ path: new URL(address).pathname, bytes: await bytesWithBrotli(address) });
  for (const file of files.sort((a, b) => b.bytes - a.bytes))
    console.log(`${''.padEnd(38)}${(file.bytes / 1024).toFixed(1).padStart(7)} KiB  ${file.path}`);
}

async function measureBuild(browser: Browser, label: string, token: string): Promise<void> {
  console.log(`\n[${label}] cold, ${runs} runs each: median / p90 ms; bytes as served with br`);
  const medians: Record<string, number> = {};
  for (const route of routeCases) {
    const times: number[] = [];
    let last: Visit | undefined;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      if (route.signedIn) {
        await context.addInitScript(
          ({ key, value }) => localStorage.setItem(key, JSON.stringify(value)),
          { key: storageKeys.token, value: token },
        );
      }
      const page = await context.newPage();
      last = await visit(page, route.path, route.heading);
      times.push(last.ms);
      await context.close();
    }
    if (!last) continue;
    medians[route.name] = percentile(times, 50);
    const visible = await assetBytes(last.untilVisible);
    const idle = await assetBytes(last.untilIdle);
    console.log(
      `${route.name.padEnd(34)} ${percentile(times, 50).toFixed(0).padStart(5)} / ${percentile(times, 90).toFixed(0).padStart(5)} ms` +
        `  visible: ${kib(visible).padStart(8)}  idle: ${kib(idle).padStart(8)}  chromium wire: ${kib(last.wireBytes).padStart(8)}`,
    );
    console.log(`${''.padEnd(36)}remotes before visible: ${remotesTouched(last.untilVisible)}`);
    if (listFiles) await printFiles(last.untilVisible);
    console.log(`${''.padEnd(36)}remotes until idle:     ${remotesTouched(last.untilIdle)}`);
  }
  const baseline = medians[routeCases[0]?.name ?? ''] ?? NaN;
  for (const route of routeCases.slice(1)) {
    const median = medians[route.name] ?? NaN;
    console.log(
      `${route.name.padEnd(34)} ${(median - baseline).toFixed(0).padStart(5)} ms over the baseline, ${(median / baseline).toFixed(2)}×`,
    );
  }

  // Moving between remotes inside the page, once everything is warm.
  const context = await browser.newContext();
  await context.addInitScript(
    ({ key, value }) => localStorage.setItem(key, JSON.stringify(value)),
    { key: storageKeys.token, value: token },
  );
  const page = await context.newPage();
  await page.goto(`${url}/space/dashboard`);
  await page.getByRole('heading', { level: 1, name: /仪表盘/ }).waitFor();
  await page.waitForLoadState('networkidle');
  // The first round opens each screen for the first time (its chunk may still be loading);
  // the rounds after it open screens seen before.
  const firstHops: number[] = [];
  const hops: number[] = [];
  const targets = ['产品', '库存查询', '付款单', '订单信息', '设置'];
  for (let run = 0; run < targets.length + Math.max(runs, 10); run += 1) {
    const target = targets[run % targets.length] ?? '产品';
    const started = performance.now();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${target}`) })
      .click();
    await page.getByRole('heading', { level: 1, name: target }).waitFor();
    (run < targets.length ? firstHops : hops).push(performance.now() - started);
  }
  console.log(
    `${'menu hop, first to each screen'.padEnd(34)} ${percentile(firstHops, 50).toFixed(0).padStart(5)} / ${percentile(firstHops, 90).toFixed(0).padStart(5)} ms`,
  );
  console.log(
    `${'menu hop to another remote (warm)'.padEnd(34)} ${percentile(hops, 50).toFixed(0).padStart(5)} / ${percentile(hops, 90).toFixed(0).padStart(5)} ms`,
  );
  await context.close();
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const build of builds) {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-load-'));
    const server = await startServer(build.webRoot, dataDir);
    try {
      brotliBytes.clear();
      await measureBuild(browser, build.label, await signIn());
    } finally {
      await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

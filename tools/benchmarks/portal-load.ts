import { healthEndpoints, urlOf } from '@portal/contracts';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../browser/chromium';

/**
 * What Module Federation costs a user: the time from navigation to a remote's screen heading,
 * against the shell's own error page (no remote at all) as the baseline, in the same run, and
 * the bytes each needs. Needs a production build (`npx nx run-many -t build`).
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/portal-load.ts [runs]
 */
const runs = Number(process.argv[2] ?? 15);
const workspaceRoot = resolve(import.meta.dirname, '../..');
const port = 18_090;
const url = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [resolve(workspaceRoot, 'dist/apps/api/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: resolve(workspaceRoot, 'tmp/bench-data'),
  },
  stdio: 'ignore',
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${url}${urlOf(healthEndpoints.health)}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the portal did not start');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(
  page: Page,
  path: string,
  heading: RegExp,
): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const onResponse = (response: { headers(): Record<string, string> }) => {
    bytes += Number(response.headers()['content-length'] ?? 0);
  };
  page.on('response', onResponse);
  const started = performance.now();
  await page.goto(`${url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  const ms = performance.now() - started;
  page.off('response', onResponse);
  return { ms, bytes };
}

await waitForServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const cases = [
    { name: 'baseline: shell only (/error)', path: '/error', heading: /页面不存在/ },
    { name: 'remote screen (/space/order)', path: '/space/order', heading: /订单信息/ },
    { name: 'remote screen (/space/product)', path: '/space/product', heading: /产品/ },
  ];
  console.log(`portal load, cold cache, ${runs} runs each, median / p90 ms, bytes on the wire`);
  const results: Record<string, number> = {};
  for (const benchmark of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const result = await measure(page, benchmark.path, benchmark.heading);
      times.push(result.ms);
      bytes = result.bytes;
      await context.close();
    }
    results[benchmark.name] = percentile(times, 50);
    console.log(
      `${benchmark.name.padEnd(34)} ${percentile(times, 50).toFixed(0).padStart(5)} / ${percentile(times, 90).toFixed(0).padStart(5)} ms  ${(bytes / 1024).toFixed(0).padStart(6)} KiB`,
    );
  }
  const [baselineCase, remoteCase] = cases;
  const baseline = baselineCase ? (results[baselineCase.name] ?? NaN) : NaN;
  const remote = remoteCase ? (results[remoteCase.name] ?? NaN) : NaN;
  console.log(
    `federation cost for the first remote screen: +${(remote - baseline).toFixed(0)} ms over the baseline (median)`,
  );

  // Moving between remotes inside the page, once everything is warm.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/space/dashboard`);
  await page.getByRole('heading', { level: 1, name: /仪表盘/ }).waitFor();
  const hops: number[] = [];
  const targets = ['产品', '库存查询', '付款单', '订单信息', '设置'];
  for (let run = 0; run < runs; run += 1) {
    const target = targets[run % targets.length] ?? '产品';
    const started = performance.now();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${target}`) })
      .click();
    await page.getByRole('heading', { level: 1, name: target }).waitFor();
    hops.push(performance.now() - started);
  }
  console.log(
    `menu hop to another remote (warm)   ${percentile(hops, 50).toFixed(0).padStart(5)} / ${percentile(hops, 90).toFixed(0).padStart(5)} ms`,
  );
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

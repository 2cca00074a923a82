import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { deliverOverHttp } from '../partner-simulator/deliver';
import { makeX12Interchanges, type GeneratedInterchange } from '../partner-simulator/interchanges';
import {
  createProjectWithApiKey,
  signInAsAdmin,
  startPortal,
  x12Project,
} from '../partner-simulator/portal';

/**
 * How fast the EDI gateway takes in purchase orders: the built server (needs `npx nx build api`)
 * receives generated 850 interchanges on its HTTP channel, one POST at a time, and each answer
 * comes after the whole interchange is checked, mapped and stored in one transaction (receipt,
 * interchange, documents with their text, orders, the 997 message). Run on the embedded database
 * and on PostgreSQL (a database it creates and drops). The 997 files are written afterwards by
 * the job queue: the time until the last one is on disk is shown too.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/edi-ingest.ts \
 *     [--interchanges 20] [--orders 500] [--concurrency 1] [--quick]
 *
 * The 850s are the partner simulator's (1 to 20 PO1 lines, about 10 on average). `--quick` is
 * 4 interchanges of 100.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
  return value;
};
const quick = args.includes('--quick');
const interchangeCount = option('interchanges', quick ? 4 : 20);
const ordersPerInterchange = option('orders', quick ? 100 : 500);
const concurrency = option('concurrency', 1);
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
}

async function countAcknowledgements(directory: string): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names.filter((name) => name.includes('_997_')).length;
}

async function measure(env: Record<string, string>, dataDir: string): Promise<Figures> {
  const portal = await startPortal({
    from: 'build',
    env: {
      ...env,
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
    const post = async (interchange: GeneratedInterchange, expected: number): Promise<void> => {
      const receipt = await deliverOverHttp(target, interchange.fileName, interchange.text);
      if (receipt.status !== 'accepted' || receipt.orders !== expected) {
        throw new Error(`${interchange.fileName}: ${JSON.stringify(receipt).slice(0, 500)}`);
      }
    };
    for (const interchange of warmUp) await post(interchange, 10);

    const outbound = join(dataDir, 'projects/RETAILCO/outbound');
    const before = await countAcknowledgements(outbound);
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < batch.interchanges.length) {
          const interchange = batch.interchanges[next];
          next += 1;
          if (interchange === undefined) break;
          const t0 = performance.now();
          await post(interchange, interchange.documents.length);
          latencies.push((performance.now() - t0) / 1000);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    let acknowledgedAfter: number | undefined;
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if ((await countAcknowledgements(outbound)) - before >= batch.interchanges.length) {
        acknowledgedAfter = (performance.now() - started) / 1000;
        break;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    return { seconds, latencies: latencies.sort((a, b) => a - b), acknowledgedAfter };
  } finally {
    await portal.stop();
  }
}

function row(label: string, figures: Figures): string {
  const orders = interchangeCount * ordersPerInterchange;
  const p50 = figures.latencies[Math.floor(figures.latencies.length / 2)] ?? 0;
  const max = figures.latencies.at(-1) ?? 0;
  const acknowledged =
    figures.acknowledgedAfter === undefined ? '> 300' : figures.acknowledgedAfter.toFixed(1);
  return `| ${label} | ${figures.seconds.toFixed(1)} | ${(orders / figures.seconds).toFixed(0)} | ${(bytes / 1_000_000 / figures.seconds).toFixed(2)} | ${p50.toFixed(2)} / ${max.toFixed(2)} | ${acknowledged} |`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'edi-ingest-'));
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
    `${interchangeCount} interchanges × ${ordersPerInterchange} 850s = ${interchangeCount * ordersPerInterchange} orders, ${lines} PO1 lines, ${(bytes / 1_000_000).toFixed(1)} MB; ${concurrency} POST at a time, loopback\n\n`,
  );
  const table = [
    '| database | seconds | 850s/s | MB/s | s per interchange (p50 / max) | all 997s written after s |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  table.push(row('PGlite (embedded)', await measure({}, join(dataDir, 'pglite'))));
  process.stdout.write(`${table.at(-1) ?? ''}\n`);
  table.push(
    row(
      `PostgreSQL ${serverVersion}`,
      await measure({ DATABASE_URL: databaseUrl.toString() }, join(dataDir, 'postgres')),
    ),
  );
  process.stdout.write(`${table.at(-1) ?? ''}\n\n${table.join('\n')}\n`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}

import {
  browserPasswordHash,
  defaultProjectFeatures,
  isSscc,
  orderEndpoints,
  packingPlanSchema,
  purchaseActionResultSchema,
  purchaseEndpoints,
  routingSchema,
  urlOf,
  type EndpointDefinition,
  type PackingPlan,
  type ProjectConnection,
  type RoutingInput,
} from '@portal/contracts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GCProfiler } from 'node:v8';
import { eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { buildPortalApp } from '../../apps/api/src/app';
import type { Clock } from '../../apps/api/src/common/clock';
import { hashPassword } from '../../apps/api/src/credentials/password-hash';
import {
  migrate,
  inventories,
  openDatabase,
  orders,
  products,
  stores,
  users,
  type Database,
  type Executor,
  type DatabaseHandle,
  type DatabaseTarget,
} from '../../apps/api/src/database';
import {
  createTestProject,
  readFixture,
  renumberX12,
  x12Connection,
} from '../../apps/api/src/gateway/testing/gateway-fixtures';
import { checkPlan, proposePlan, type PlanLine } from '../../apps/api/src/purchase/cartonization';
import {
  renderBillOfLadingPdf,
  renderLabelsPdf,
  renderLabelsZpl,
  renderPackingSlipPdf,
  type ShipmentDocumentInput,
} from '../../apps/api/src/purchase/documents';
import { documentFont, documentFontNames } from '../../apps/api/src/purchase/documents/fonts';
import { allocateSsccs, composeSscc } from '../../apps/api/src/purchase/sscc';
import { migrationsFolder, testSettings } from '../../apps/api/src/testing/fixtures';
import { peakRss, resetPeak } from '../../apps/api/src/testing/peak-memory';
import { wholeNumberOption } from './command-line';

/**
 * What a shipment of 1,000 single-item cartons costs (issue 17): the packing plan (proposePlan +
 * checkPlan), SSCC allocation on the embedded database and on PostgreSQL (a database it creates
 * and drops), the GS1 labels as a 4×6 in PDF and as ZPL, the packing slip and the bill of lading,
 * with output size and peak memory, and the whole route → propose → pack → print over HTTP on
 * the portal app built in this process (loopback). Every figure has a baseline of the same run:
 *
 * - plan: a JSON round trip of the same plan (what sending it in a request costs by itself);
 * - SSCCs: transactions of the same shape running `select 1`, and updating one row (a commit
 *   that flushes the WAL, as an allocation's does), interleaved with the allocations;
 * - documents: a plain pdfkit document with one text page per package and no barcode (what PDF
 *   costs by itself), and writing each output's bytes to a file;
 * - HTTP: GET /api/health on the same server, and for print the four documents' warm render
 *   times measured above.
 *
 * Each document renders in a child process of its own, so its peak memory is its own: peak RSS
 * from the kernel's high-water mark (reset after start-up), peak V8 heap and peak external
 * memory (Buffers) from the heap statistics V8 records before every garbage collection.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/fulfilment.ts \
 *     [--cartons 1000] [--runs 5] [--orders 3] [--quick]
 *
 * The order has three lines (40 %, 40 % and 20 % of the cartons), PO4 pack 1, so every item is
 * a carton; pallets take 50 items (the project default), so 1,000 cartons ride on 20 pallets and
 * 1,020 packages get a label. `--runs` is renders per document (the first, cold, is shown apart);
 * `--orders` is how many orders go through HTTP per database, after one more that warms up (the
 * fonts read, the code optimised, as on a server that has printed before). `--quick` is 200
 * cartons, 3 runs and 1 order.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => wholeNumberOption(args, name, fallback);
const quick = args.includes('--quick');
const cartonCount = option('cartons', quick ? 200 : 1000);
const renderRuns = Math.max(2, option('runs', quick ? 3 : 5));
const httpOrders = option('orders', quick ? 1 : 3);
const planRuns = quick ? 50 : 200;
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const workspaceRoot = resolve(import.meta.dirname, '../..');

const companyPrefix = '0614141';
const features = { ...defaultProjectFeatures, gs1CompanyPrefix: companyPrefix };
const connection: ProjectConnection = {
  ...x12Connection,
  // The order is RECEIVED at once, with no 997 to wait for.
  x12:
    x12Connection.x12 === null ? null : { ...x12Connection.x12, acknowledgementRequested: false },
  features,
};
const projectKey = 'FULFIL';

/** The 850 fixture's three items, each shipped one to a carton. */
const items = [
  {
    lineNumber: '1',
    share: 0.4,
    unit: 'EA',
    upc: '012345678905',
    vendor: 'ACM-1001',
    buyer: '883411',
    name: 'STAINLESS WATER BOTTLE 750ML',
  },
  {
    lineNumber: '2',
    share: 0.4,
    unit: 'EA',
    upc: '012345678912',
    vendor: 'ACM-1002',
    buyer: '883412',
    name: 'INSULATED LUNCH BAG BLUE',
  },
  {
    lineNumber: '3',
    share: 0.2,
    unit: 'CA',
    upc: '012345678929',
    vendor: 'ACM-2001',
    buyer: '883413',
    name: 'TRAVEL MUG SET 4PK',
  },
] as const;
const quantities = items.map((item, index) =>
  index === items.length - 1
    ? cartonCount -
      items.slice(0, -1).reduce((sum, i) => sum + Math.round(cartonCount * i.share), 0)
    : Math.round(cartonCount * item.share),
);
const planLines: PlanLine[] = items.map((item, index) => ({
  lineNumber: item.lineNumber,
  quantity: quantities[index] ?? 0,
  packSize: 1,
}));
const ordered = new Map(planLines.map((line) => [line.lineNumber, line.quantity]));
const checkSwitches = { ...features, allowOverShipment: features.allowOverShipment ?? false };

const routing: RoutingInput = {
  carrierName: 'UPS Ground',
  scac: 'UPSN',
  transportMode: 'M',
  billOfLading: 'BOL-778',
  trackingNumber: '1Z999AA10123456784',
  pickupDate: '2025-12-02',
  pickupTime: '09:30',
  scheduledDeliveryDate: '2025-12-05',
  loadNumber: 'APPT-55',
};

/**
 * The documents' input for the proposed plan, as the purchase service builds it after print:
 * packages in plan order (pallets first), each with an SSCC, the parties of the 850 fixture.
 */
function shipmentInput(plan: PackingPlan): ShipmentDocumentInput {
  const sscc = new Map(
    plan.packages.map((unit, index) => [unit.key, composeSscc(companyPrefix, index + 1)]),
  );
  const byLine = new Map<string, (typeof items)[number]>(
    items.map((item) => [item.lineNumber, item]),
  );
  return {
    projectKey,
    projectName: 'Retail Co',
    orderNumber: '4500012345',
    orderDate: '2025-11-20',
    shipFrom: { name: 'ACME SUPPLY CO', id: '554433' },
    shipTo: {
      name: 'RETAILCO DC 6094',
      street: '1200 INDUSTRIAL PKWY',
      city: 'BENTONVILLE',
      state: 'AR',
      postcode: '72712',
      country: 'US',
      id: '6094',
    },
    billTo: { name: 'RETAILCO ACCOUNTS PAYABLE', street: '702 SW 8TH ST', city: 'BENTONVILLE' },
    routing: routingSchema.parse(routing),
    packages: plan.packages.map((unit, index) => ({
      sscc: sscc.get(unit.key) ?? null,
      level: unit.level,
      sequence: index + 1,
      packageType: unit.packageType,
      weight: null,
      palletSscc: unit.palletKey === undefined ? null : (sscc.get(unit.palletKey) ?? null),
      contents: unit.contents.map((content) => {
        const item = byLine.get(content.lineNumber);
        return {
          lineNumber: content.lineNumber,
          quantity: content.quantity,
          unit: item?.unit ?? null,
          upc: item?.upc ?? null,
          vendorItemNumber: item?.vendor ?? null,
          buyerItemNumber: item?.buyer ?? null,
          description: item?.name ?? null,
        };
      }),
    })),
    shippedDate: null,
    language: 'en-us',
  };
}

const proposed = proposePlan(planLines, features);
const packageCount = proposed.packages.length;
const palletCount = proposed.packages.filter((unit) => unit.level === 'pallet').length;

// ---- statistics and printing ------------------------------------------------------------------

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]): number => {
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};
const ms = (value: number): string =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
const times = (value: number, baseline: number): string => {
  const ratio = value / baseline;
  return `${ratio >= 100 ? ratio.toFixed(0) : ratio >= 10 ? ratio.toFixed(1) : ratio.toFixed(2)}×`;
};
const mb = (bytes: number): string => (bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1);
const kb = (bytes: number): string =>
  `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;
const thousands = (value: number): string => value.toLocaleString('en-US');
const write = (text: string): void => {
  process.stdout.write(text);
};

/** Milliseconds of each of `runs` calls of `work`, after `warmUp` untimed ones. */
async function timed(runs: number, warmUp: number, work: () => unknown): Promise<number[]> {
  const laps: number[] = [];
  for (let run = 0; run < warmUp + runs; run += 1) {
    const started = performance.now();
    await work();
    if (run >= warmUp) laps.push(performance.now() - started);
  }
  return laps;
}

// ---- 1. the packing plan ----------------------------------------------------------------------

async function measurePlan(): Promise<string[]> {
  let planned: PackingPlan = proposed;
  const plan = await timed(planRuns, 10, () => {
    planned = proposePlan(planLines, features);
    checkPlan(planned, ordered, checkSwitches);
  });
  const packed = checkPlan(planned, ordered, checkSwitches);
  for (const [lineNumber, quantity] of ordered) {
    if (packed.get(lineNumber) !== quantity) throw new Error(`line ${lineNumber} not all packed`);
  }
  const json = await timed(planRuns, 10, () => JSON.parse(JSON.stringify(planned)));
  const zod = await timed(planRuns, 10, () => packingPlanSchema.parse(planned));
  const baseline = median(json);
  const row = (label: string, laps: readonly number[]) =>
    `| ${label} | ${ms(median(laps))} | ${ms(ascending(laps).at(-1) ?? Number.NaN)} | ${times(median(laps), baseline)} |`;
  return [
    '| step | median ms | max ms | ÷ baseline |',
    '| --- | ---: | ---: | ---: |',
    row('baseline: JSON.stringify + JSON.parse of the plan', json),
    row('proposePlan + checkPlan', plan),
    row('packingPlanSchema.parse (the request check of `pack`)', zod),
  ];
}

// ---- 3. documents, each in a child process ----------------------------------------------------

const documentModes = {
  plainPdf: 'baseline: plain pdfkit, one text page per package, Helvetica',
  plainPdfNoto: 'plain pdfkit, one text page per package, Noto Sans SC',
  labelsPdf: 'labels, PDF 4×6 in',
  labelsZpl: 'labels, ZPL 203 dpi',
  packingSlip: 'packing slip, PDF',
  billOfLading: 'bill of lading, PDF',
} as const;
type DocumentMode = keyof typeof documentModes;
const isDocumentMode = (value: string): value is DocumentMode =>
  Object.hasOwn(documentModes, value);

/** One text page per labelled package, no barcode: what a PDF of that many pages costs. */
async function plainPdf(input: ShipmentDocumentInput, font: 'helvetica' | 'noto'): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 432], margin: 18, autoFirstPage: false });
  if (font === 'noto') {
    doc.registerFont(documentFontNames.regular, documentFont('regular'));
    doc.font(documentFontNames.regular);
  }
  const labelled = input.packages.filter((unit) => unit.sscc !== null);
  for (const [index, unit] of labelled.entries()) {
    doc.addPage();
    doc
      .fontSize(12)
      .text(`PO ${input.orderNumber}  ${index + 1} of ${labelled.length}`)
      .text(`SSCC ${unit.sscc ?? ''}`);
  }
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => done(Buffer.concat(chunks)));
    doc.on('error', fail);
    doc.end();
  });
}

async function renderDocument(mode: DocumentMode, input: ShipmentDocumentInput): Promise<Buffer> {
  const options = { gs1CompanyPrefix: companyPrefix };
  switch (mode) {
    case 'plainPdf':
      return plainPdf(input, 'helvetica');
    case 'plainPdfNoto':
      return plainPdf(input, 'noto');
    case 'labelsPdf':
      return renderLabelsPdf(input, '4x6', options);
    case 'labelsZpl':
      return Buffer.from(renderLabelsZpl(input, '4x6', options), 'utf8');
    case 'packingSlip':
      return renderPackingSlipPdf(input);
    case 'billOfLading':
      return renderBillOfLadingPdf(input);
  }
}

interface DocumentFigures {
  /** Milliseconds of each render, the first (cold: fonts read, code not yet optimised) included. */
  readonly laps: readonly number[];
  readonly bytes: number;
  /** Pages of a PDF (its page objects are never compressed), labels (^XA) of the ZPL. */
  readonly units: number;
  /** Milliseconds of writing the output to a new file, each run. */
  readonly writeLaps: readonly number[];
  readonly rssBefore: number;
  readonly peakRss: number;
  readonly heapBefore: number;
  readonly peakHeap: number;
  readonly peakExternal: number;
}

/** In the child: renders `renderRuns` times, then prints its figures as one line of JSON. */
async function documentChild(mode: DocumentMode, directory: string): Promise<void> {
  const input = shipmentInput(proposed);
  const before = process.memoryUsage();
  resetPeak();
  const profiler = new GCProfiler();
  profiler.start();
  let peakHeap = before.heapUsed;
  let peakExternal = before.external;
  const laps: number[] = [];
  const writeLaps: number[] = [];
  let bytes = 0;
  let units = 0;
  for (let run = 0; run < renderRuns; run += 1) {
    const started = performance.now();
    const output = await renderDocument(mode, input);
    laps.push(performance.now() - started);
    const after = process.memoryUsage();
    peakHeap = Math.max(peakHeap, after.heapUsed);
    peakExternal = Math.max(peakExternal, after.external);
    bytes = output.length;
    units =
      mode === 'labelsZpl'
        ? output.toString('utf8').split('^XA').length - 1
        : (output.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0);
    const file = join(directory, `${mode}-${process.pid}-${run}`);
    const writing = performance.now();
    await writeFile(file, output);
    writeLaps.push(performance.now() - writing);
    await rm(file);
  }
  // The heap only shrinks at a collection: its peaks are just before one, or at the end.
  for (const gc of profiler.stop()?.statistics ?? []) {
    peakHeap = Math.max(peakHeap, gc.beforeGC.heapStatistics.usedHeapSize);
    peakExternal = Math.max(peakExternal, gc.beforeGC.heapStatistics.externalMemory);
  }
  const figures: DocumentFigures = {
    laps,
    bytes,
    units,
    writeLaps,
    rssBefore: before.rss,
    peakRss: peakRss(),
    heapBefore: before.heapUsed,
    peakHeap,
    peakExternal,
  };
  write(`${JSON.stringify(figures)}\n`);
}

function runDocumentChild(mode: DocumentMode, directory: string): Promise<DocumentFigures> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(import.meta.dirname, 'fulfilment.ts'),
        ...args,
        '--child',
        mode,
        directory,
      ],
      {
        cwd: workspaceRoot,
        env: { ...process.env, TSX_TSCONFIG_PATH: resolve(workspaceRoot, 'tools/tsconfig.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)));
    child.on('exit', (code, signal) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) done(JSON.parse(line) as DocumentFigures);
      else fail(new Error(`${mode} failed (${signal ?? `exit ${code ?? '?'}`}): ${stderr.trim()}`));
    });
  });
}

async function measureDocuments(
  directory: string,
): Promise<{ lines: string[]; figures: Map<DocumentMode, DocumentFigures> }> {
  const figures = new Map<DocumentMode, DocumentFigures>();
  const warm = (of: DocumentFigures): number => median(of.laps.slice(1));
  const table = [
    '| document | pages / labels | cold ms | warm ms (median) | ÷ baseline | size | ÷ baseline | write the bytes to a file, ms | render ÷ write | RSS before → peak MB | heap before → peak MB | external peak MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  write(`${table.join('\n')}\n`);
  for (const mode of Object.keys(documentModes) as DocumentMode[]) {
    const own = await runDocumentChild(mode, directory);
    // One page or label per package, or the figures would not be for the same shipment.
    const perPackage = mode !== 'packingSlip' && mode !== 'billOfLading';
    if (perPackage && own.units !== packageCount) {
      throw new Error(`${documentModes[mode]}: ${own.units} pages for ${packageCount} packages`);
    }
    figures.set(mode, own);
    const baseline = figures.get('plainPdf') ?? own;
    const writeMs = median(own.writeLaps);
    table.push(
      `| ${documentModes[mode]} | ${thousands(own.units)} | ${ms(own.laps[0] ?? Number.NaN)} | ${ms(warm(own))} | ${times(warm(own), warm(baseline))} | ${kb(own.bytes)} | ${times(own.bytes, baseline.bytes)} | ${ms(writeMs)} | ${times(warm(own), writeMs)} | ${mb(own.rssBefore)} → ${mb(own.peakRss)} | ${mb(own.heapBefore)} → ${mb(own.peakHeap)} | ${mb(own.peakExternal)} |`,
    );
    write(`${table.at(-1) ?? ''}\n`);
  }
  return { lines: table, figures };
}

// ---- 2. SSCC allocation, 4. the flow over HTTP ------------------------------------------------

/**
 * How a transaction is shaped: one statement, `cartonCount` statements in one transaction, or
 * `cartonCount` transactions of one statement each. `step` runs the statement: an allocation,
 * or one of the baselines.
 */
interface Shape {
  readonly label: string;
  readonly rounds: number;
  run(db: Database, step: (tx: Executor) => Promise<void>): Promise<void>;
}

async function measureSsccs(handle: DatabaseHandle, label: string): Promise<string[]> {
  const { db } = handle;
  const n = thousands(cartonCount);
  let last = 0;
  const expectConsecutive = (numbers: readonly string[]): void => {
    for (const sscc of numbers) {
      last += 1;
      if (sscc !== composeSscc(companyPrefix, last) || !isSscc(sscc)) {
        throw new Error(`SSCC ${sscc} is not serial ${last}`);
      }
    }
  };
  // The counter row exists before anything is timed, as it does after a project's first print.
  expectConsecutive(await db.transaction((tx) => allocateSsccs(tx, companyPrefix, 1)));
  // The write baseline: one row updated, committed like the counter row (WAL flushed).
  await handle.sql.query('create table benchmark_commit (id int primary key, n bigint not null)');
  await handle.sql.query('insert into benchmark_commit values (1, 0)');

  const shapes: readonly { shape: Shape; count: number }[] = [
    {
      count: cartonCount,
      shape: {
        label: `1 transaction, 1 allocation of ${n}`,
        rounds: quick ? 5 : 20,
        run: (database, step) => database.transaction(step),
      },
    },
    {
      count: 1,
      shape: {
        label: `1 transaction, ${n} allocations of 1`,
        rounds: quick ? 1 : 3,
        run: (database, step) =>
          database.transaction(async (tx) => {
            for (let index = 0; index < cartonCount; index += 1) await step(tx);
          }),
      },
    },
    {
      count: 1,
      shape: {
        label: `${n} transactions, 1 allocation of 1 each`,
        rounds: quick ? 1 : 3,
        run: async (database, step) => {
          for (let index = 0; index < cartonCount; index += 1) await database.transaction(step);
        },
      },
    },
  ];
  const lines: string[] = [];
  for (const { shape, count } of shapes) {
    const variants = {
      read: async (tx: Executor) => {
        await tx.execute(sql`select 1`);
      },
      write: async (tx: Executor) => {
        await tx.execute(sql`update benchmark_commit set n = n + 1 where id = 1`);
      },
      allocate: async (tx: Executor) => {
        expectConsecutive(await allocateSsccs(tx, companyPrefix, count));
      },
    };
    const laps = { read: [] as number[], write: [] as number[], allocate: [] as number[] };
    // Interleaved, one warm-up round first, so that drift on a shared machine hits all three.
    for (let round = 0; round <= shape.rounds; round += 1) {
      for (const variant of ['read', 'write', 'allocate'] as const) {
        const started = performance.now();
        await shape.run(db, variants[variant]);
        if (round > 0) laps[variant].push(performance.now() - started);
      }
    }
    const [read, written, allocated] = [
      median(laps.read),
      median(laps.write),
      median(laps.allocate),
    ];
    lines.push(
      `| ${label} | ${shape.label} | ${shape.rounds} | ${ms(read)} | ${ms(written)} | ${ms(allocated)} | ${times(allocated, read)} | ${times(allocated, written)} |`,
    );
  }
  await handle.sql.query('drop table benchmark_commit');
  return lines;
}

/** The items in one store, `quantity` of each on hand: accepting an order reserves them. */
async function stockItems(db: Database, quantity: number): Promise<void> {
  const [store] = await db
    .insert(stores)
    .values({ storeCode: 'W-1', name: 'Warehouse 1' })
    .returning({ id: stores.id });
  if (store === undefined) throw new Error('store not created');
  for (const item of items) {
    const [product] = await db
      .insert(products)
      .values({ projectKey, vendorNumber: item.vendor, name: item.name, unit: item.unit })
      .returning({ id: products.id });
    if (product === undefined) throw new Error('product not created');
    await db
      .insert(inventories)
      .values({ productId: product.id, storeId: store.id, onHand: quantity, reserved: 0 });
  }
}

/** A clock that is the real time: the 850 fixture's ship window lies in the past anyway. */
const realClock: Clock = { now: () => new Date() };

interface HttpFigures {
  readonly health: number;
  readonly propose: number[];
  readonly pack: number[];
  readonly print: number[];
  readonly printAnswerBytes: number;
  /** GET /api/purchase/:po_number of the printed order. */
  readonly detail: number[];
}

/**
 * The portal app on `handle`, listening on loopback: a project with stock, then `httpOrders`
 * orders received as 850s, accepted and routed (untimed), proposed, packed and printed (timed).
 */
async function measureHttp(handle: DatabaseHandle, dataDir: string): Promise<HttpFigures> {
  const settings = testSettings({ dataDir, migrationsDir: migrationsFolder });
  const portal = buildPortalApp(settings, { database: handle, clock: realClock, logger: false });
  const context = portal.context;
  if (context === undefined) throw new Error('the portal app has no context');
  await portal.app.listen({ host: '127.0.0.1', port: 0 });
  const address = portal.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const { db } = handle;
    await createTestProject(db, dataDir, projectKey, connection);
    await stockItems(db, cartonCount * (httpOrders + 2));
    const [user] = await db
      .insert(users)
      .values({
        account: 'shipper',
        nickname: 'shipper',
        email: 'shipper@example.com',
        passwordHash: await hashPassword(browserPasswordHash('Shipper#2026')),
        roles: ['ORDER', 'PURCHASE'],
        mustChangePassword: false,
      })
      .returning({ id: users.id });
    if (user === undefined) throw new Error('user not created');
    const { token } = await context.sessions.create(db, user.id);

    const call = async (
      definition: EndpointDefinition,
      options: {
        params?: Record<string, string>;
        query?: Record<string, string>;
        body?: unknown;
      } = {},
    ): Promise<{ ms: number; text: string }> => {
      const started = performance.now();
      const response = await fetch(
        `${base}${urlOf(definition, { params: options.params ?? {}, query: options.query ?? {} })}`,
        {
          method: definition.method,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-language': 'en-US',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        },
      );
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) {
        throw new Error(`${definition.path}: ${response.status} ${text.slice(0, 500)}`);
      }
      return { ms: elapsed, text };
    };
    const act = (action: string, body: object) =>
      call(purchaseEndpoints.action, { params: { action }, body });

    const fixture = (await readFixture('x12-004010-850-single.edi')).toString('utf8');
    // The fixture's lines with this benchmark's quantities, one item per PO4 pack.
    const order850 = fixture
      .replace(
        /PO1\*(\d)\*\d+\*/g,
        (_, line: string) => `PO1*${line}*${quantities[Number(line) - 1] ?? 0}*`,
      )
      .replace(/PO4\*6\*/g, 'PO4*1*')
      .replace(/CTT\*3\*\d+/, `CTT*3*${cartonCount}`);
    const figures = {
      propose: [] as number[],
      pack: [] as number[],
      print: [] as number[],
      detail: [] as number[],
    };
    let printAnswerBytes = 0;
    // Order 0 warms up (fonts read, code optimised, as on a server that has printed before).
    for (let index = 0; index <= httpOrders; index += 1) {
      const poNumber = `FB${index}`;
      const outcome = await context.gateway.receiveBody(
        projectKey,
        connection,
        `${poNumber}.edi`,
        Buffer.from(renumberX12(order850, 700 + index, poNumber)),
      );
      if (outcome.orders !== 1) throw new Error(`the 850 made ${outcome.orders} orders`);
      const [order] = await db
        .select({ serialNumber: orders.serialNumber })
        .from(orders)
        .where(eq(orders.orderNumber, poNumber));
      const serialNumber = order?.serialNumber;
      if (serialNumber === undefined) throw new Error(`order ${poNumber} not stored`);
      await call(orderEndpoints.operate, { body: { serialNumber, action: 'accept' } });
      await act('route', { serialNumber, routing });

      const propose = await act('propose', { serialNumber });
      const proposal = purchaseActionResultSchema.parse(
        (JSON.parse(propose.text) as { data: unknown }).data,
      ).proposal;
      if (proposal === undefined || proposal.packages.length !== packageCount) {
        throw new Error(`the proposal has ${proposal?.packages.length ?? 0} packages`);
      }
      const pack = await act('pack', { serialNumber, plan: proposal });
      const print = await act('print', { serialNumber, labelSize: '4x6' });
      const printed = purchaseActionResultSchema.parse(
        (JSON.parse(print.text) as { data: unknown }).data,
      ).detail;
      const labelled = printed.packages.filter((unit) => unit.sscc !== null && isSscc(unit.sscc));
      if (printed.summary.status !== 'PRINTED' || labelled.length !== packageCount) {
        throw new Error(`printed ${labelled.length} of ${packageCount}, ${printed.summary.status}`);
      }
      const detail = await call(purchaseEndpoints.detail, {
        params: { po_number: poNumber },
        query: { project_key: projectKey },
      });
      if (index === 0) continue;
      figures.detail.push(detail.ms);
      figures.propose.push(propose.ms);
      figures.pack.push(pack.ms);
      figures.print.push(print.ms);
      printAnswerBytes = Buffer.byteLength(print.text);
    }
    const health = median(
      await timed(20, 3, async () => {
        const response = await fetch(`${base}/api/health`);
        await response.text();
      }),
    );
    return { ...figures, health, printAnswerBytes };
  } finally {
    await context.gateway.stop();
    await portal.app.close();
  }
}

interface DatabaseRun {
  readonly label: string;
  readonly ssccs: string[];
  readonly http: HttpFigures;
}

async function measureDatabase(
  label: string,
  target: DatabaseTarget,
  dataDir: string,
): Promise<DatabaseRun> {
  const handle = await openDatabase(target);
  try {
    await migrate(handle.sql, migrationsFolder);
    const ssccs = await measureSsccs(handle, label);
    for (const line of ssccs) write(`${line}\n`);
    const http = await measureHttp(handle, dataDir);
    return { label, ssccs, http };
  } finally {
    await handle.close();
  }
}

function httpTable(runs: readonly DatabaseRun[], renderedMs: number): string[] {
  const lines = [
    `| database | call | median ms (${httpOrders} order${httpOrders === 1 ? '' : 's'}) | max ms | ÷ GET /api/health | ÷ rendering its documents alone |`,
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, http } of runs) {
    const row = (call: string, laps: readonly number[], rendered?: number) =>
      `| ${label} | ${call} | ${ms(median(laps))} | ${ms(ascending(laps).at(-1) ?? Number.NaN)} | ${times(median(laps), http.health)} | ${rendered === undefined ? '' : times(median(laps), rendered)} |`;
    lines.push(`| ${label} | baseline: GET /api/health | ${ms(http.health)} | | | |`);
    lines.push(row('POST action/propose', http.propose));
    lines.push(row('POST action/pack (the plan, stored)', http.pack));
    lines.push(
      row(
        `POST action/print (SSCCs, 4 documents, PRINTED; answer ${kb(http.printAnswerBytes)})`,
        http.print,
        renderedMs,
      ),
    );
    lines.push(row('GET /api/purchase/:po_number (the printed order)', http.detail));
  }
  return lines;
}

const ssccHeader = [
  '| database | shape | rounds | baseline: `select 1` ms | baseline: one-row update ms | SSCC allocation ms | ÷ `select 1` | ÷ one-row update |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];

// ---- main -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const childAt = args.indexOf('--child');
  if (childAt >= 0) {
    const mode = args[childAt + 1] ?? '';
    if (!isDocumentMode(mode)) throw new Error(`unknown document ${mode}`);
    await documentChild(mode, args[childAt + 2] ?? tmpdir());
    return;
  }
  const pgliteVersion = String(
    (
      JSON.parse(
        readFileSync(
          resolve(workspaceRoot, 'node_modules/@electric-sql/pglite/package.json'),
          'utf8',
        ),
      ) as { version: string }
    ).version,
  );
  const cpu = cpus();
  write(
    `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; PGlite ${pgliteVersion}\n` +
      `${thousands(cartonCount)} cartons (lines of ${quantities.join(', ')} items, PO4 pack 1) on ${palletCount} pallets: ${thousands(packageCount)} packages, each labelled\n\n`,
  );

  const planLinesOut = await measurePlan();
  write(`Packing plan, ${planRuns} runs after 10 of warm-up:\n\n${planLinesOut.join('\n')}\n\n`);

  const directory = await mkdtemp(join(tmpdir(), 'fulfilment-bench-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  const database = `portal_bench_${randomBytes(4).toString('hex')}`;
  let created = false;
  try {
    write(
      `Documents for ${thousands(packageCount)} labelled packages, ${renderRuns} renders each in a child process:\n\n`,
    );

    const documents = await measureDocuments(directory);
    const warmOf = (mode: DocumentMode): number =>
      median(documents.figures.get(mode)?.laps.slice(1) ?? []);
    const renderedAlone =
      warmOf('labelsPdf') + warmOf('labelsZpl') + warmOf('packingSlip') + warmOf('billOfLading');

    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    created = true;
    const serverVersion = String(
      (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]
        ?.server_version ?? '',
    ).split(' ')[0];
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;

    write(`\nSSCC allocation:\n\n${ssccHeader.join('\n')}\n`);
    const runs: DatabaseRun[] = [];
    const pgliteDir = join(directory, 'pglite');
    runs.push(
      await measureDatabase('PGlite (embedded)', { kind: 'pglite', dataDir: pgliteDir }, pgliteDir),
    );
    runs.push(
      await measureDatabase(
        `PostgreSQL ${serverVersion}`,
        { kind: 'postgres', url: url.toString() },
        join(directory, 'postgres'),
      ),
    );

    write(
      `\n\nPacking plan, ${planRuns} runs after 10 of warm-up:\n\n${planLinesOut.join('\n')}\n`,
    );
    write(
      `\nDocuments for ${thousands(packageCount)} labelled packages, ${renderRuns} renders each (the first is "cold"):\n\n${documents.lines.join('\n')}\n`,
    );
    write(
      `\nSSCC allocation, median ms of the rounds (the three columns interleaved):\n\n${ssccHeader.join('\n')}\n${runs.flatMap((run) => run.ssccs).join('\n')}\n`,
    );
    write(
      `\nThe flow over HTTP (loopback, portal app in this process; rendering alone = warm labels PDF + ZPL + packing slip + bill of lading above, ${ms(renderedAlone)} ms):\n\n${httpTable(runs, renderedAlone).join('\n')}\n`,
    );
  } finally {
    if (created) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end().catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
  }
}

await main();

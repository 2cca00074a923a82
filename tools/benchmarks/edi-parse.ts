import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getHeapStatistics } from 'node:v8';
import { X12Parser } from 'node-x12';
import { X12parser as TastyX12Parser } from 'x12-parser';
import { generateX12PurchaseOrders, parseX12, readX12, utf8Chunks } from '@portal/edi';

/**
 * X12 parse throughput and peak memory: our streaming `readX12` over a file stream, our
 * `parseX12` on the whole file in memory, the node-x12 package (stream and whole-file parse) and
 * the x12-parser package (stream) on the same generated file of 850s, against a baseline that
 * only reads the file. Each parser runs in its own child process, so its peak RSS
 * (`process.resourceUsage().maxRSS`) is its own.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/edi-parse.ts \
 *     [--size-mb 100] [--runs 1] [--modes read,readX12,...] [--heap-mb N] [--quick]
 *
 * `--quick` is a 10 MB file. `--runs N` measures every parser N times, one round after another,
 * and prints the median (range). `--modes` picks parsers; by default the whole-file ones are left
 * out above 200 MB, where they cannot fit in memory. The file is generated under the system temp
 * directory and deleted at the end. A parser that runs out of memory is reported as such, not
 * retried; `--heap-mb` gives the children a larger V8 heap (--max-old-space-size).
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');

const modes = {
  read: 'file read only (baseline)',
  readX12: '@portal/edi readX12 (stream)',
  parseX12: '@portal/edi parseX12 (whole file)',
  nodeX12Stream: 'node-x12 X12Parser (stream)',
  nodeX12Parse: 'node-x12 X12Parser.parse (whole file)',
  x12ParserStream: 'x12-parser X12parser (stream)',
} as const;
type Mode = keyof typeof modes;
const isMode = (value: string): value is Mode => Object.hasOwn(modes, value);

interface ChildFigures {
  readonly seconds: number;
  readonly transactionSets: number;
  readonly maxRssMb: number;
}

/** One measurement, in a child process: the time from the first byte read to the count. */
async function child(mode: Mode, file: string): Promise<void> {
  const started = performance.now();
  let transactionSets = 0;
  switch (mode) {
    case 'read': {
      // Counts ST segments the crude way, so the baseline touches every byte too; the tail of
      // each chunk is kept for a match split across two chunks.
      let tail = '';
      for await (const chunk of createReadStream(file)) {
        const text = tail + (chunk as Buffer).toString('latin1');
        transactionSets += text.split('~\nST*').length - 1;
        tail = text.slice(-4);
      }
      break;
    }
    case 'readX12': {
      for await (const event of readX12(createReadStream(file))) {
        if (event.type === 'transaction') transactionSets += 1;
        else if (!event.summary.valid) throw new Error(`${event.summary.errors.length} errors`);
      }
      break;
    }
    case 'parseX12': {
      const result = parseX12(readFileSync(file));
      if (!result.valid) throw new Error(`${result.errors.length} errors`);
      transactionSets = result.transactionCount;
      break;
    }
    case 'nodeX12Stream': {
      // Segments are counted as they come; collecting them for getInterchangeFromSegments would
      // hold the whole file, which is what the whole-file row measures. Not strict: in 1.7.1 the
      // stream's flush always runs the "at least one functional group" check, which throws then.
      const parser = new X12Parser(false);
      parser.on('data', (segment: { tag: string }) => {
        if (segment.tag === 'ST') transactionSets += 1;
      });
      await pipeline(createReadStream(file), parser);
      break;
    }
    case 'nodeX12Parse': {
      const parsed = new X12Parser(true).parse(readFileSync(file, 'utf8'));
      const interchanges = 'interchanges' in parsed ? parsed.interchanges : [parsed];
      for (const interchange of interchanges) {
        for (const group of interchange.functionalGroups) {
          transactionSets += group.transactions.length;
        }
      }
      break;
    }
    case 'x12ParserStream': {
      // The package's documented use: a Transform stream of segment objects, ASCII decoding by
      // default. It checks nothing beyond splitting; segments are counted as they come.
      const parser = new TastyX12Parser();
      parser.on('data', (segment: { name: string }) => {
        if (segment.name === 'ST') transactionSets += 1;
      });
      await pipeline(createReadStream(file), parser);
      break;
    }
  }
  const figures: ChildFigures = {
    seconds: (performance.now() - started) / 1000,
    transactionSets,
    // maxRSS is in kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** `median (min–max)`, or the value alone for a single run. */
const spread = (values: readonly number[], digits = 1): string => {
  const shown = (value: number): string => value.toFixed(digits);
  if (values.length === 1) return shown(values[0] ?? 0);
  return `${shown(median(values))} (${shown(Math.min(...values))}–${shown(Math.max(...values))})`;
};

function runChild(
  mode: Mode,
  file: string,
  heapMb: number | undefined,
): Promise<ChildFigures | string> {
  return new Promise((done) => {
    const process_ = spawn(
      process.execPath,
      [
        ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`]),
        '--import',
        'tsx',
        resolve(import.meta.dirname, 'edi-parse.ts'),
        '--child',
        mode,
        file,
      ],
      {
        cwd: workspaceRoot,
        env: { ...process.env, TSX_TSCONFIG_PATH: resolve(workspaceRoot, 'tools/tsconfig.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    process_.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    process_.stderr.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)),
    );
    process_.on('exit', (code, signal) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) {
        done(JSON.parse(line) as ChildFigures);
        return;
      }
      const outOfMemory = /heap out of memory|Allocation failed/i.test(stderr);
      done(
        outOfMemory
          ? 'out of memory'
          : `failed (${signal ?? `exit ${code ?? '?'}`}): ${stderr.trim().split('\n').at(-1) ?? ''}`,
      );
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const childAt = args.indexOf('--child');
  if (childAt >= 0) {
    const mode = args[childAt + 1] ?? '';
    const file = args[childAt + 2] ?? '';
    if (!isMode(mode)) throw new Error(`unknown mode ${mode}`);
    await child(mode, file);
    return;
  }
  const sizeAt = args.indexOf('--size-mb');
  const sizeMb = args.includes('--quick') ? 10 : sizeAt >= 0 ? Number(args[sizeAt + 1]) : 100;
  if (sizeAt >= 0 && !(sizeMb > 0)) throw new Error('--size-mb takes a number of megabytes');
  const heapAt = args.indexOf('--heap-mb');
  const heapMb = heapAt >= 0 ? Number(args[heapAt + 1]) : undefined;
  if (heapMb !== undefined && !(heapMb > 0)) {
    throw new Error('--heap-mb takes a number of megabytes');
  }
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const modesAt = args.indexOf('--modes');
  const wholeFileModes: readonly Mode[] = ['parseX12', 'nodeX12Parse'];
  const selected =
    modesAt >= 0
      ? (args[modesAt + 1] ?? '').split(',')
      : Object.keys(modes).filter(
          (mode) => sizeMb <= 200 || !wholeFileModes.some((whole) => whole === mode),
        );
  const unknown = selected.filter((mode) => !isMode(mode));
  if (unknown.length > 0) {
    throw new Error(`unknown mode(s) ${unknown.join(', ')}: ${Object.keys(modes).join(', ')}`);
  }
  const chosen = selected.filter(isMode);

  const dir = await mkdtemp(join(tmpdir(), 'edi-parse-'));
  try {
    // Bytes per order from a small sample, to hit the size asked for.
    let sample = '';
    for await (const chunk of generateX12PurchaseOrders({ count: 1000 })) sample += chunk;
    const count = Math.ceil((sizeMb * 1_000_000) / (sample.length / 1000));
    const file = join(dir, 'purchase-orders.x12');
    const t0 = performance.now();
    await pipeline(
      Readable.from(utf8Chunks(generateX12PurchaseOrders({ count }))),
      createWriteStream(file),
    );
    const bytes = (await stat(file)).size;
    const megabytes = bytes / 1_000_000;
    const heapLimitMb = heapMb ?? getHeapStatistics().heap_size_limit / 1024 / 1024;
    process.stdout.write(
      `Node ${process.version}, heap limit ${heapLimitMb.toFixed(0)} MB; ${megabytes.toFixed(1)} MB, ${count} 850s (3 PO1 lines each, ${Math.ceil(count / 10_000)} groups of up to 10,000), generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${runs} run(s); load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n\n`,
    );

    // Rounds, not one parser's runs back to back, so a load spike on the machine is spread
    // over all parsers rather than landing on one.
    const results = new Map<Mode, (ChildFigures | string)[]>(chosen.map((mode) => [mode, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const mode of chosen) {
        const figures = await runChild(mode, file, heapMb);
        results.get(mode)?.push(figures);
        const shown =
          typeof figures === 'string'
            ? figures
            : `${(megabytes / figures.seconds).toFixed(1)} MB/s, ${figures.maxRssMb.toFixed(0)} MB RSS, ${figures.transactionSets} sets`;
        process.stdout.write(`run ${run}: ${modes[mode]}: ${shown}\n`);
      }
    }

    const lines = [
      '| parser | MB/s | seconds | peak RSS MB | transaction sets |',
      '| --- | ---: | ---: | ---: | ---: |',
    ];
    const medianRate = new Map<Mode, number>();
    for (const mode of chosen) {
      const all = results.get(mode) ?? [];
      const measured = all.filter(
        (figures): figures is ChildFigures => typeof figures !== 'string',
      );
      const failure = all.find((figures): figures is string => typeof figures === 'string');
      if (measured.length === 0 || failure !== undefined) {
        lines.push(`| ${modes[mode]} | – | – | – | ${failure ?? 'no run'} |`);
        continue;
      }
      const rates = measured.map((figures) => megabytes / figures.seconds);
      medianRate.set(mode, median(rates));
      const wrong = measured.find((figures) => figures.transactionSets !== count);
      const check = wrong === undefined ? '' : ` (expected ${count})`;
      lines.push(
        `| ${modes[mode]} | ${spread(rates)} | ${spread(
          measured.map((figures) => figures.seconds),
          2,
        )} | ${spread(
          measured.map((figures) => figures.maxRssMb),
          0,
        )} | ${(wrong ?? measured[0])?.transactionSets ?? 0}${check} |`,
      );
    }
    process.stdout.write(`\n${lines.join('\n')}\n`);

    const ours = medianRate.get('readX12');
    if (ours !== undefined) {
      const ratios: string[] = [];
      for (const peer of ['read', 'nodeX12Stream', 'x12ParserStream'] as const) {
        const theirs = medianRate.get(peer);
        if (theirs !== undefined)
          ratios.push(`readX12 ÷ ${modes[peer]}: ${(ours / theirs).toFixed(2)}×`);
      }
      process.stdout.write(`\n${ratios.join('\n')}\n`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

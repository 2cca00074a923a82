import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import EdifactParser from 'edifact/parser.js';
// Its parser module alone: the package index also loads a web scraper whose dependency
// (htmlparser2) the package does not declare.
import { Configuration as TsEdifactConfiguration } from 'ts-edifact/lib/configuration.js';
import { Parser as TsEdifactParser } from 'ts-edifact/lib/parser.js';
import { NullValidator } from 'ts-edifact/lib/validator.js';
import { encodeEdifactText, generateEdifactOrders, readEdifact } from '@portal/edi';

/**
 * EDIFACT parse throughput and peak memory: our streaming `readEdifact` (envelopes, counts,
 * references, character set and supported messages checked) over a file stream, against the
 * streaming parsers of the `edifact` (1.2.12) and `ts-edifact` (0.0.14) packages on the same
 * generated file of ORDERS, and a baseline that only reads the file. Each parser runs in its own
 * child process, so its peak RSS (`process.resourceUsage().maxRSS`) is its own.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/edifact-parse.ts \
 *     [--size-mb 100] [--quick] [--only read,readEdifact]
 *
 * `--quick` is a 10 MB file. The file is written under the system temp directory and removed
 * afterwards.
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');

const modes = {
  read: 'file read only (baseline)',
  readEdifact: '@portal/edi readEdifact (stream)',
  edifact: 'edifact Parser (stream)',
  tsEdifact: 'ts-edifact Parser (stream)',
} as const;
type Mode = keyof typeof modes;
const isMode = (value: string): value is Mode => Object.hasOwn(modes, value);
const peers = ['edifact', 'tsEdifact'] as const satisfies readonly Mode[];

interface ChildFigures {
  readonly seconds: number;
  readonly messages: number;
  readonly maxRssMb: number;
}

/** The callbacks both packages' parsers call, building each segment as their Readers do. */
interface SegmentEvents {
  onopensegment(tag: string): void;
  onelement(): void;
  oncomponent(value: string): void;
}

/**
 * Builds the segments of the message being read (tag, elements of components) and counts the
 * messages; a message's segments are dropped at its UNT, as a streaming consumer would.
 */
function messageCollector(): SegmentEvents & { readonly messages: () => number } {
  let messages = 0;
  let segments: { tag: string; elements: string[][] }[] = [];
  let elements: string[][] = [];
  let components: string[] = [];
  return {
    onopensegment(tag) {
      if (tag === 'UNH') messages += 1;
      if (tag === 'UNH' || tag === 'UNZ') segments = [];
      elements = [];
      segments.push({ tag, elements });
    },
    onelement() {
      components = [];
      elements.push(components);
    },
    oncomponent(value) {
      components.push(value);
    },
    messages: () => messages,
  };
}

/** One measurement, in a child process: the time from the first byte read to the count. */
async function child(mode: Mode, file: string): Promise<void> {
  const started = performance.now();
  let messages = 0;
  switch (mode) {
    case 'read': {
      // Counts UNH segments the crude way, so the baseline touches every byte too; the tail of
      // each chunk is kept for a match split across two chunks.
      let tail = '';
      for await (const chunk of createReadStream(file)) {
        const text = tail + (chunk as Buffer).toString('latin1');
        messages += text.split("'\nUNH+").length - 1;
        tail = text.slice(-5);
      }
      break;
    }
    case 'readEdifact': {
      for await (const event of readEdifact(createReadStream(file))) {
        if (event.type === 'message') messages += 1;
        else if (!event.summary.valid) {
          throw new Error(
            `${event.summary.errors.length} errors: ${event.summary.errors[0]?.message ?? ''}`,
          );
        }
      }
      break;
    }
    case 'edifact': {
      // The callbacks set as methods, the fast way its README describes; its default validator.
      const parser = new EdifactParser();
      const collector = messageCollector();
      parser.onopensegment = collector.onopensegment;
      parser.onelement = collector.onelement;
      parser.oncomponent = collector.oncomponent;
      parser.onclosesegment = () => undefined;
      parser.encoding('UNOC');
      for await (const chunk of createReadStream(file)) {
        parser.write((chunk as Buffer).toString('latin1'));
      }
      parser.end();
      messages = collector.messages();
      break;
    }
    case 'tsEdifact': {
      // Its no-op validator, as for `edifact`: the default one warns on stderr for every segment
      // it has no definition for. The tokenizer takes its character set when it is made.
      const parser = new TsEdifactParser(
        new TsEdifactConfiguration({ charset: 'UNOC', validator: new NullValidator() }),
      );
      const collector = messageCollector();
      parser.onOpenSegment = collector.onopensegment;
      parser.onElement = collector.onelement;
      parser.onComponent = collector.oncomponent;
      parser.onCloseSegment = () => undefined;
      for await (const chunk of createReadStream(file)) {
        parser.write((chunk as Buffer).toString('latin1'));
      }
      parser.end();
      messages = collector.messages();
      break;
    }
  }
  const figures: ChildFigures = {
    seconds: (performance.now() - started) / 1000,
    messages,
    // maxRSS is in kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

function runChild(mode: Mode, file: string): Promise<ChildFigures | string> {
  return new Promise((done) => {
    const process_ = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'edifact-parse.ts'), '--child', mode, file],
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
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',') : Object.keys(modes);
  const chosen = only.filter(isMode);
  if (chosen.length !== only.length) {
    throw new Error(`--only takes a comma-separated list of ${Object.keys(modes).join(', ')}`);
  }

  const dir = await mkdtemp(join(tmpdir(), 'edifact-parse-'));
  try {
    // Bytes per order from a small sample, to hit the size asked for.
    let sample = '';
    for await (const chunk of generateEdifactOrders({ count: 1000 })) sample += chunk;
    const count = Math.ceil((sizeMb * 1_000_000) / (sample.length / 1000));
    const file = join(dir, 'orders.edi');
    const t0 = performance.now();
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const chunk of generateEdifactOrders({ count })) {
            yield encodeEdifactText(chunk, 'UNOC');
          }
        })(),
      ),
      createWriteStream(file),
    );
    const megabytes = (await stat(file)).size / 1_000_000;
    process.stdout.write(
      `Node ${process.version}, load average ${(await import('node:os'))
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(
          ' ',
        )}; ${megabytes.toFixed(1)} MB, ${count} ORDERS (UNOC, 3 LIN lines, 26 segments each) in one interchange, generated in ${((performance.now() - t0) / 1000).toFixed(1)} s\n\n`,
    );

    const lines = [
      '| parser | MB/s | seconds | peak RSS MB | messages |',
      '| --- | ---: | ---: | ---: | ---: |',
    ];
    const speed = new Map<Mode, number>();
    for (const mode of chosen) {
      const figures = await runChild(mode, file);
      if (typeof figures === 'string') {
        lines.push(`| ${modes[mode]} | – | – | – | ${figures} |`);
      } else {
        speed.set(mode, megabytes / figures.seconds);
        const check = figures.messages === count ? '' : ` (expected ${count})`;
        lines.push(
          `| ${modes[mode]} | ${(megabytes / figures.seconds).toFixed(1)} | ${figures.seconds.toFixed(2)} | ${figures.maxRssMb.toFixed(0)} | ${figures.messages}${check} |`,
        );
      }
      process.stdout.write(`${lines.at(-1) ?? ''}\n`);
    }
    const ours = speed.get('readEdifact');
    const ratios = [...peers, 'read' as const].flatMap((peer) => {
      const theirs = speed.get(peer);
      return ours === undefined || theirs === undefined
        ? []
        : [`readEdifact ÷ ${modes[peer]}: ${(ours / theirs).toFixed(2)}×`];
    });
    process.stdout.write(`\n${lines.join('\n')}\n\n${ratios.join('\n')}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

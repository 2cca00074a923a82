import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import EdifactParser from 'edifact/parser.js';
// Its parser module alone: the package index also loads a web scraper whose dependency
// (htmlparser2) the package does not declare.
import { Configuration as TsEdifactConfiguration } from 'ts-edifact/lib/configuration.js';
import { Parser as TsEdifactParser } from 'ts-edifact/lib/parser.js';
import { NullValidator } from 'ts-edifact/lib/validator.js';
import { encodeEdifactText, generateEdifactOrders, readEdifact } from '@portal/edi';
import { measureInRounds, printChildFigures, startMeasurement } from './parse-benchmark';

/**
 * EDIFACT parse throughput and peak memory: our streaming `readEdifact` (envelopes, counts,
 * references, character set and supported messages checked) over a file stream, against the
 * streaming parsers of the `edifact` (1.2.12) and `ts-edifact` (0.0.14) packages on the same
 * generated file of ORDERS, and a baseline that only reads the file. Each parser runs in its own
 * child process, so its peak RSS (`process.resourceUsage().maxRSS`) is its own.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/benchmarks/edifact-parse.ts \
 *     [--size-mb 100] [--quick] [--runs 1] [--modes read,readEdifact,...]
 *
 * `--quick` is a 10 MB file. `--runs N` measures every parser N times, in rounds, and prints the
 * median (range). The file is written under the system temp directory and removed afterwards.
 */

const modes = {
  read: 'file read only (baseline)',
  readEdifact: '@portal/edi readEdifact (stream)',
  edifact: 'edifact Parser (stream)',
  tsEdifact: 'ts-edifact Parser (stream)',
} as const;
type Mode = keyof typeof modes;
const isMode = (value: string): value is Mode => Object.hasOwn(modes, value);
const peers = ['edifact', 'tsEdifact'] as const satisfies readonly Mode[];

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
  const started = startMeasurement();
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
  printChildFigures(started, messages);
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
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const modesAt = args.indexOf('--modes');
  const selected = modesAt >= 0 ? (args[modesAt + 1] ?? '').split(',') : Object.keys(modes);
  const chosen = selected.filter(isMode);
  if (chosen.length !== selected.length) {
    throw new Error(`--modes takes a comma-separated list of ${Object.keys(modes).join(', ')}`);
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
    const load = loadavg()
      .map((average) => average.toFixed(2))
      .join(' ');
    process.stdout.write(
      `Node ${process.version}, load average ${load}; ${megabytes.toFixed(1)} MB, ${count} ORDERS (UNOC, 3 LIN lines, 26 segments each) in one interchange, generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${runs} run(s)\n\n`,
    );

    const medianRate = await measureInRounds({
      script: import.meta.filename,
      names: modes,
      chosen,
      runs,
      file,
      megabytes,
      expected: count,
      unit: 'messages',
    });
    const ours = medianRate.get('readEdifact');
    const ratios = [...peers, 'read' as const].flatMap((peer) => {
      const theirs = medianRate.get(peer);
      return ours === undefined || theirs === undefined
        ? []
        : [`readEdifact ÷ ${modes[peer]}: ${(ours / theirs).toFixed(2)}×`];
    });
    process.stdout.write(`\n${ratios.join('\n')}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * What a parser benchmark's parent and its children share: each parser runs in a child process of
 * its own (so that its peak RSS is its own), in rounds, and the table shows the median (range).
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');

/** One measurement, as a child prints it. */
export interface ParserFigures {
  readonly seconds: number;
  /** User + system CPU time: on a loaded machine it moves much less than the wall time. */
  readonly cpuSeconds: number;
  /** Documents (messages, transaction sets) counted, to check against the number generated. */
  readonly documents: number;
  readonly maxRssMb: number;
}

/** When a child's measurement starts. */
export const startMeasurement = () => ({ wall: performance.now(), cpu: process.cpuUsage() });

/** Prints a child's figures: the wall and CPU time since `started` and its peak RSS. */
export function printChildFigures(
  started: { readonly wall: number; readonly cpu: NodeJS.CpuUsage },
  documents: number,
): void {
  const cpu = process.cpuUsage(started.cpu);
  const figures: ParserFigures = {
    seconds: (performance.now() - started.wall) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1_000_000,
    documents,
    // maxRSS is in kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** `median (min–max)`, or the value alone for a single run. */
export const spread = (values: readonly number[], digits = 1): string => {
  const shown = (value: number): string => value.toFixed(digits);
  if (values.length === 1) return shown(values[0] ?? 0);
  return `${shown(median(values))} (${shown(Math.min(...values))}–${shown(Math.max(...values))})`;
};

/** Runs `script --child <mode> <file>` under tsx; the figures, or why there are none. */
export function runParserChild(
  script: string,
  mode: string,
  file: string,
  heapMb?: number,
): Promise<ParserFigures | string> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`]),
        '--import',
        'tsx',
        script,
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
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)));
    child.on('exit', (code, signal) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) {
        done(JSON.parse(line) as ParserFigures);
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

export interface RoundsOptions<Mode extends string> {
  readonly script: string;
  /** Each parser's name in the table, by mode. */
  readonly names: Readonly<Record<Mode, string>>;
  readonly chosen: readonly Mode[];
  readonly runs: number;
  readonly file: string;
  readonly megabytes: number;
  /** Documents generated, which every parser must count. */
  readonly expected: number;
  /** The documents' column heading, e.g. `messages`. */
  readonly unit: string;
  readonly heapMb?: number;
}

/**
 * Measures every chosen parser `runs` times, in rounds (not one parser's runs back to back, so a
 * load spike on the machine is spread over all of them), prints each run and then the table; the
 * median MB/s of each parser that never failed.
 */
export async function measureInRounds<Mode extends string>(
  options: RoundsOptions<Mode>,
): Promise<Map<Mode, number>> {
  const { names, chosen, megabytes, expected, unit } = options;
  const results = new Map<Mode, (ParserFigures | string)[]>(chosen.map((mode) => [mode, []]));
  for (let run = 1; run <= options.runs; run += 1) {
    for (const mode of chosen) {
      const figures = await runParserChild(options.script, mode, options.file, options.heapMb);
      results.get(mode)?.push(figures);
      const shown =
        typeof figures === 'string'
          ? figures
          : `${(megabytes / figures.seconds).toFixed(1)} MB/s (${(megabytes / figures.cpuSeconds).toFixed(1)} per CPU second), ${figures.maxRssMb.toFixed(0)} MB RSS, ${figures.documents} ${unit}`;
      process.stdout.write(`run ${run}: ${names[mode]}: ${shown}\n`);
    }
  }
  const lines = [
    `| parser | MB/s | MB per CPU second | seconds | peak RSS MB | ${unit} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  const medianRate = new Map<Mode, number>();
  for (const mode of chosen) {
    const all = results.get(mode) ?? [];
    const measured = all.filter((figures): figures is ParserFigures => typeof figures !== 'string');
    const failure = all.find((figures): figures is string => typeof figures === 'string');
    if (measured.length === 0 || failure !== undefined) {
      lines.push(`| ${names[mode]} | – | – | – | – | ${failure ?? 'no run'} |`);
      continue;
    }
    const rates = measured.map((figures) => megabytes / figures.seconds);
    medianRate.set(mode, median(rates));
    const wrong = measured.find((figures) => figures.documents !== expected);
    const check = wrong === undefined ? '' : ` (expected ${expected})`;
    const seconds = spread(
      measured.map((figures) => figures.seconds),
      2,
    );
    const rss = spread(
      measured.map((figures) => figures.maxRssMb),
      0,
    );
    const perCpuSecond = spread(measured.map((figures) => megabytes / figures.cpuSeconds));
    lines.push(
      `| ${names[mode]} | ${spread(rates)} | ${perCpuSecond} | ${seconds} | ${rss} | ${(wrong ?? measured[0])?.documents ?? 0}${check} |`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
  return medianRate;
}

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const loggingModule = fileURLToPath(new URL('./logging.ts', import.meta.url));

/**
 * Runs a Node process that logs `lines` lines through serverLogger and exits at once; with
 * `announceAfter`, it flushes after that many lines and writes "announced" straight to stdout, as
 * main.ts announces its port.
 */
async function logAndExit(
  logFile: string,
  lines: number,
  announceAfter = 0,
): Promise<{ code: number; stdout: string }> {
  const script = `
    import { serverLogger } from ${JSON.stringify(loggingModule)};
    const { logger, flushSync } = serverLogger(${JSON.stringify(logFile)});
    for (let n = 1; n <= ${lines}; n += 1) {
      logger.info({ n, req: { headers: { authorization: 'Bearer secret-token' } } }, 'line');
      if (n === ${announceAfter}) {
        flushSync();
        process.stdout.write('announced\\n');
      }
    }
    process.exit(0);
  `;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number>((done) => child.once('close', (exit) => done(exit ?? -1)));
  return { code, stdout };
}

const numbersOf = (text: string): number[] =>
  text
    .split('\n')
    .filter((line) => line !== '' && line !== 'announced')
    .map((line) => (JSON.parse(line) as { n: number }).n);

describe('serverLogger', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('batches lines yet loses none, in order, on stdout and in the file, when the process exits at once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-log-'));
    const logFile = join(dir, 'logs', 'portal.log');
    const lines = 5000;
    const { code, stdout } = await logAndExit(logFile, lines);
    expect(code).toBe(0);
    const expected = Array.from({ length: lines }, (_, index) => index + 1);
    expect(numbersOf(stdout)).toEqual(expected);
    const file = await readFile(logFile, 'utf8');
    expect(numbersOf(file)).toEqual(expected);
    // The token never reaches a log.
    expect(file).not.toContain('secret-token');
    expect(file).toContain('"authorization":"[Redacted]"');
  }, 60_000);

  it('puts every line logged so far before what is written to stdout after a flush', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-log-'));
    const { stdout } = await logAndExit(join(dir, 'portal.log'), 2000, 1500);
    const [before = '', after = ''] = stdout.split('announced\n');
    expect(numbersOf(before)).toEqual(Array.from({ length: 1500 }, (_, index) => index + 1));
    expect(numbersOf(after)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1501));
  }, 60_000);

  it('appends to the log file a previous run left', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-log-'));
    const logFile = join(dir, 'logs', 'portal.log');
    await logAndExit(logFile, 3);
    await logAndExit(logFile, 2);
    expect(numbersOf(await readFile(logFile, 'utf8'))).toEqual([1, 2, 3, 1, 2]);
  }, 60_000);
});

import { authEndpoints, healthEndpoints, urlOf } from '@portal/contracts';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { makeTempDir, type TempDir } from './testing/fixtures';
import { createEmptyDatabase } from './testing/test-database';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsxCli = `${workspaceRoot}node_modules/tsx/dist/cli.mjs`;
const mainArgs = [tsxCli, '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'];

interface Running {
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
  readonly kill: (signal: NodeJS.Signals) => void;
}

/**
 * The start-up log line of a fresh database: every migration of the journal applied, in order
 * (read from the journal, so a new migration does not need this test changed).
 */
async function appliedEverything(kind: 'pglite' | 'postgres'): Promise<RegExp> {
  const journal = JSON.parse(
    await readFile(new URL('./database/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string }[] };
  const tags = JSON.stringify(journal.entries.map((entry) => entry.tag));
  return new RegExp(`"kind":"${kind}".*"migrationsApplied":${tags.replace(/[[\]]/g, '\\$&')}`);
}

function runMain(env: Record<string, string>): Running {
  const child = spawn(process.execPath, mainArgs, {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

async function waitFor(
  check: () => RegExpMatchArray | null,
  timeoutMs: number,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('main', () => {
  let dir: TempDir | undefined;
  let running: Running | undefined;
  afterEach(async () => {
    running?.kill('SIGKILL');
    running = undefined;
    await dir?.cleanup();
    dir = undefined;
  });

  it('refuses a bad environment with one message naming the variable and a non-zero exit', async () => {
    running = runMain({ PORT: 'eighty', DATABASE_URL: 'mysql://root:pw@db/portal' });
    const code = await running.exited;
    expect(code).toBe(1);
    expect(running.stderr()).toContain('Invalid environment settings:');
    expect(running.stderr()).toContain(
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
    expect(running.stderr()).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(running.stderr()).not.toContain('root:pw');
    expect(running.stdout()).not.toContain('Portal listening');
  }, 20_000);

  it('listens, announces itself once, serves the API and the shell, and closes on SIGTERM', async () => {
    dir = await makeTempDir();
    await dir.write('shell/index.html', '<!doctype html><title>Portal</title>');
    running = runMain({
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      WEB_ROOT: dir.path,
      DATA_DIR: `${dir.path}/data`,
      BUILD_ID: 'b-42',
    });
    const current = running;
    const [, port] = await waitFor(
      () => /Portal listening on http:\/\/localhost:(\d+)\n/.exec(current.stdout()),
      45_000,
    );

    const health = await fetch(`http://127.0.0.1:${port}${urlOf(healthEndpoints.health)}`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      code: '0000',
      data: { status: 'ok', version: 'b-42' },
    });
    const deepLink = await fetch(`http://127.0.0.1:${port}/space/order`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toBe('<!doctype html><title>Portal</title>');

    current.kill('SIGTERM');
    expect(await current.exited).toBe(0);
    expect(current.stdout().match(/Portal listening on/g)).toHaveLength(1);
    expect(current.stdout()).toContain('SIGTERM received, closing');
    // The embedded database was created and migrated, and the log file written under DATA_DIR.
    expect(current.stdout()).toMatch(await appliedEverything('pglite'));
    expect(await readFile(`${dir.path}/data/logs/portal.log`, 'utf8')).toContain('database ready');
  }, 60_000);

  it('refuses a second process on the same data directory with a clear message', async () => {
    dir = await makeTempDir();
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: `${dir.path}/data` };
    running = runMain(env);
    const first = running;
    await waitFor(() => /Portal listening on/.exec(first.stdout()), 45_000);

    const second = runMain(env);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `The data directory ${dir.path}/data is in use by another portal process`,
    );
    expect(second.stdout()).not.toContain('Portal listening');

    // The first one is unharmed and still answers.
    first.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 90_000);

  it('runs on PostgreSQL when DATABASE_URL is set', async () => {
    const database = await createEmptyDatabase('postgres');
    await database.close();
    try {
      if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
      running = runMain({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database.target.url });
      const current = running;
      const [, port] = await waitFor(
        () => /Portal listening on http:\/\/localhost:(\d+)\n/.exec(current.stdout()),
        45_000,
      );
      expect(current.stdout()).toMatch(await appliedEverything('postgres'));
      const initialized = await fetch(
        `http://127.0.0.1:${port}${urlOf(authEndpoints.initialized)}`,
      );
      expect(await initialized.json()).toMatchObject({
        code: '0000',
        data: { initialized: false },
      });
      current.kill('SIGTERM');
      expect(await current.exited).toBe(0);
    } finally {
      await database.drop();
    }
  }, 60_000);
});

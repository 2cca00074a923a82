import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dev host of `npm run dev:remote` (tools/scripts/standalone-host), built through the Rspack
 * CLI as its dev server loads it: around one remote, with the remote compiled in; a name that
 * is no remote is refused. (Run, not imported: the host is a project of its own, and importing
 * it here would close a project circle through the libs' Vitest configs.)
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
const output = mkdtempSync(join(tmpdir(), 'standalone-host-'));
afterAll(() => rmSync(output, { recursive: true, force: true }));

const build = (area: string) =>
  spawnSync(
    process.execPath,
    [
      resolve(workspaceRoot, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      resolve(workspaceRoot, 'tools/scripts/standalone-host/rspack.config.ts'),
    ],
    {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        STANDALONE_REMOTE: area,
        OUTPUT_PATH: output,
        NODE_ENV: 'development',
      },
    },
  );

describe('the standalone dev host', () => {
  it('builds a page around one remote, with the remote and the sign-in compiled in', () => {
    const run = build('delivery');
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const page = readFileSync(join(output, 'index.html'), 'utf8');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toMatch(/<script[^>]+src="\/main\.js"/);
    const code = readFileSync(join(output, 'main.js'), 'utf8');
    // The delivery remote's contract and texts, and the host's own, in both languages.
    expect(code).toContain('apps/delivery/src/contract.tsx');
    expect(code).toContain('Delivery Information');
    expect(code).toContain('发货信息');
    expect(code).toContain('{{area}} · standalone');
    expect(code).toContain('{{area}} · 独立运行');
    // Compiled in from its sources, with no federation runtime or manifest to load it through.
    expect(code).not.toContain('@module-federation');
    expect(existsSync(join(output, 'mf-manifest.json'))).toBe(false);
  }, 180_000);

  it('refuses a name that is no remote', () => {
    const run = build('shell');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/"shell" is no remote; one of .*\bdelivery\b/);
  }, 60_000);
});

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../testing/fixtures';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const drizzleKit = join(workspaceRoot, 'node_modules/drizzle-kit/bin.cjs');

describe('the migrations folder', () => {
  it('holds every change of the schema (run `npm run db:generate` after editing schema/*.ts)', async () => {
    // drizzle-kit wants a path relative to the working directory.
    await mkdir(join(workspaceRoot, 'tmp'), { recursive: true });
    const scratch = await mkdtemp(join(workspaceRoot, 'tmp', 'migrations-check-'));
    try {
      const copy = join(scratch, 'migrations');
      await cp(migrationsFolder, copy, { recursive: true });
      const before = (await readdir(copy, { recursive: true })).sort();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          'apps/api/src/database/schema/index.ts',
          '--out',
          relative(workspaceRoot, copy),
        ],
        { cwd: workspaceRoot },
      );
      expect(stdout).toContain('No schema changes');
      expect((await readdir(copy, { recursive: true })).sort()).toEqual(before);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});

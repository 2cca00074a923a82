import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { openDatabase } from './database';
import { ensureEmbeddedDatabase } from './embedded-init';

describe('making the embedded database', () => {
  let dir: TempDir;

  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await dir.cleanup();
  });

  it('makes a new one under a draft name, renames it into place and removes drafts of killed starts', async () => {
    const database = join(dir.path, 'db');
    const killedDraft = join(dir.path, 'db.new-4242-deadbeef');
    await mkdir(killedDraft);
    await writeFile(join(killedDraft, 'PG_VERSION'), 'half made');

    await ensureEmbeddedDatabase(database);

    expect((await readdir(dir.path)).sort()).toEqual(['db']);
    expect((await readFile(join(database, 'PG_VERSION'), 'utf8')).trim()).toMatch(/^\d+$/);
    const opened = await openDatabase({ kind: 'pglite', dataDir: dir.path });
    try {
      const rows = await opened.sql.query<{ answer: number }>('select 6 * 7 as answer');
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it('leaves a folder that holds anything alone, for PGlite to judge', async () => {
    const database = join(dir.path, 'db');
    await mkdir(database);
    await writeFile(join(database, 'someone-elses-file'), 'keep me');

    await ensureEmbeddedDatabase(database);

    expect(await readdir(database)).toEqual(['someone-elses-file']);
    expect(await readdir(dir.path)).toEqual(['db']);
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { embeddedDatabaseOptions } from './embedded-options';

/** Where a new database is made before it is renamed into place: `<db>.new-<pid>-<random>`. */
const draftMarker = '.new-';

/**
 * Runs PGlite's initdb in a child process. In the server's own process it would leave several
 * hundred MB resident: initdb's WebAssembly instance and buffers grow the heap to ~800 MB, and
 * what the allocator keeps after they are freed stays (measured: 390–480 MB at rest instead of
 * ~280 MB on an existing data dir, docs/performance.md "Memory").
 */
function initdbInChildProcess(directory: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `
    const { PGlite } = require(process.argv[1]);
    PGlite.create(process.argv[2], JSON.parse(process.argv[3]))
      .then((db) => db.close())
      .catch((error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); });`;
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['-e', script, pglite, directory, JSON.stringify(embeddedDatabaseOptions)],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error === null) done();
        else fail(new Error(`Could not make the embedded database: ${stderr || error.message}`));
      },
    );
  });
}

async function entriesOf(directory: string): Promise<string[] | undefined> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The rename is only durable once the directory holding it is written. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes the embedded database at `directory` when there is none yet (no folder, or an empty one),
 * and leaves an existing one alone. It is made under a draft name and renamed into place, so a
 * start killed half-way leaves a draft (removed by the next start) and never a half-made
 * database. Call it holding the data directory's lock.
 */
export async function ensureEmbeddedDatabase(directory: string): Promise<void> {
  const parent = dirname(directory);
  const name = basename(directory);
  // Drafts of starts that were killed: nothing refers to them.
  for (const entry of (await entriesOf(parent)) ?? []) {
    if (entry.startsWith(`${name}${draftMarker}`)) {
      await rm(join(parent, entry), { recursive: true, force: true });
    }
  }
  const existing = await entriesOf(directory);
  // Anything in the folder is PGlite's to judge, as it was before this step existed.
  if (existing !== undefined && existing.length > 0) return;

  const draft = join(
    parent,
    `${name}${draftMarker}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await initdbInChildProcess(draft);
    if (existing !== undefined) await rmdir(directory);
    await rename(draft, directory);
    await syncDirectory(parent);
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    throw error;
  }
}

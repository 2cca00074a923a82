import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * PGlite lets a second process open the same data directory and corrupt it, so the embedded
 * database takes a lock file holding the owner's pid. A lock whose process is gone is stale and
 * taken over.
 */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another portal process (pid ${ownerPid}). ` +
        'Stop that process, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export interface DataDirectoryLock {
  readonly file: string;
  release(): Promise<void>;
}

export const lockFileName = 'portal.lock';

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(file, 'utf8')).trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function lockDataDirectory(dataDir: string): Promise<DataDirectoryLock> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      let released = false;
      return {
        file,
        async release() {
          if (released) return;
          released = true;
          if ((await ownerOf(file)) === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await ownerOf(file);
      if (owner !== undefined && owner !== process.pid && processAlive(owner)) {
        throw new DataDirectoryInUseError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataDirectoryInUseError(dataDir, owner);
      // Stale (its process died) or half-written: remove it and try again.
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}

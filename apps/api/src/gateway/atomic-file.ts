import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a file so that readers see nothing or all of it: a hidden temporary name in the same
 * directory, flushed to disk, then renamed over the final name (atomic on one file system).
 * A crash leaves at most a `.…part` file, never a half-written document under its real name.
 */
export async function writeFileAtomically(
  directory: string,
  name: string,
  content: string | Uint8Array,
): Promise<string> {
  await mkdir(directory, { recursive: true });
  const final = join(directory, name);
  const temporary = join(directory, `.${name}.${randomBytes(4).toString('hex')}.part`);
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, final);
  await syncDirectory(directory);
  return final;
}

/** Makes a rename durable: the directory entry itself is flushed. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

import { realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export type Resolved =
  /** A regular file inside the root: its real root and its path relative to it (with `/`). */
  | { readonly kind: 'file'; readonly root: string; readonly path: string }
  /** Nothing to serve: no such file, a directory, or the root itself is missing. */
  | { readonly kind: 'missing' }
  /** A path that tries to leave the root (`..`, a symlink out) or names a hidden file. */
  | { readonly kind: 'forbidden' };

const missing: Resolved = { kind: 'missing' };
const forbidden: Resolved = { kind: 'forbidden' };

/**
 * The path segments of an already decoded URL path, or undefined when one of them could
 * escape or confuse a file lookup (`..`, `.`, hidden names, backslashes, NUL).
 */
export function safeSegments(decodedPath: string): string[] | undefined {
  const segments = decodedPath.split('/').filter((segment) => segment !== '');
  const unsafe = segments.some(
    (segment) => segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'),
  );
  return unsafe ? undefined : segments;
}

const isInside = (root: string, path: string): boolean =>
  path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * Finds the regular file `segments` names under `root`, following symlinks only while they
 * stay inside the root's real path.
 */
export async function resolveInside(root: string, segments: readonly string[]): Promise<Resolved> {
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return missing;
  }
  let realFile: string;
  try {
    realFile = await realpath(join(realRoot, ...segments));
  } catch {
    return missing;
  }
  if (!isInside(realRoot, realFile)) return forbidden;
  try {
    if (!(await stat(realFile)).isFile()) return missing;
  } catch {
    return missing;
  }
  return { kind: 'file', root: realRoot, path: relative(realRoot, realFile).split(sep).join('/') };
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Replaced by the build (apps/api/build.ts) with the workspace package.json version. */
declare const __PORTAL_VERSION__: string | undefined;

/**
 * The portal's version: the one baked in by the build, or, when run from source (tsx, vitest),
 * the `version` of the nearest package.json above this file.
 */
export function packageVersion(): string {
  if (typeof __PORTAL_VERSION__ === 'string') return __PORTAL_VERSION__;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const found = readVersion(join(dir, 'package.json'));
    if (found !== undefined) return found;
    const parent = dirname(dir);
    if (parent === dir) return '0.0.0';
    dir = parent;
  }
}

function readVersion(file: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'version' in parsed) {
      return typeof parsed.version === 'string' ? parsed.version : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

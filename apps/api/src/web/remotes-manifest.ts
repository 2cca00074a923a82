import {
  remoteAreaNames,
  remotesManifest,
  remotesManifestSchema,
  type RemoteArea,
  type RemotesManifest,
} from '@portal/contracts';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Where a built remote's Module Federation manifest is served from. */
export const remoteManifestUrl = (area: RemoteArea): string => `/remotes/${area}/mf-manifest.json`;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The manifest when no REMOTES_MANIFEST is set: every remote built into `webRoot`
 * (one with `<webRoot>/<area>/mf-manifest.json`), served by this server under /remotes/<area>/.
 */
export async function defaultRemotesManifest(webRoot: string): Promise<RemotesManifest> {
  const built = await Promise.all(
    remoteAreaNames.map(async (area) =>
      (await isFile(join(webRoot, area, 'mf-manifest.json'))) ? area : undefined,
    ),
  );
  return remotesManifest(
    remoteManifestUrl,
    built.filter((area): area is RemoteArea => area !== undefined),
  );
}

/** A REMOTES_MANIFEST file that cannot be served, with the reason. */
export class ManifestFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`REMOTES_MANIFEST ${file} cannot be served: ${reason}`);
    this.name = 'ManifestFileError';
  }
}

/** Reads and validates a manifest file; throws {@link ManifestFileError} saying why it is unusable. */
export async function readRemotesManifestFile(file: string): Promise<RemotesManifest> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
    throw new ManifestFileError(file, `cannot read the file (${code})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ManifestFileError(
      file,
      `not valid JSON (${error instanceof Error ? error.message : 'parse error'})`,
    );
  }
  const parsed = remotesManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ManifestFileError(
      file,
      `does not match the manifest schema: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`,
    );
  }
  return parsed.data;
}

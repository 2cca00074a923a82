import { z } from 'zod';
import { remoteAreaNames, remoteAreas, remoteScreenPaths, type RemoteArea } from './routes';

/**
 * `/remotes.json`: where the shell finds each remote at run time. Pointing `entry` at another
 * build of a remote deploys it without rebuilding the shell.
 */
export const remoteEntrySchema = z.object({
  /** The Nx project / area name, e.g. `master-data`. */
  area: z.enum(remoteAreaNames as [RemoteArea, ...RemoteArea[]]),
  /** The Module Federation container name, e.g. `master_data`. */
  container: z.string().regex(/^[A-Za-z_$][\w$]*$/),
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`), absolute or from the site root. */
  entry: z.string().min(1),
  /** Paths the remote serves; the shell shows a load error with retry there if it fails. */
  paths: z.array(z.string().startsWith('/')).min(1),
});

export const remotesManifestSchema = z.object({
  remotes: z.array(remoteEntrySchema),
});

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/**
 * The manifest listing `areas` (all by default), each at the URL `entryOf` gives it, with the
 * container and paths from the routes table: the server's default, dev mode's and the tests'.
 */
export function remotesManifest(
  entryOf: (area: RemoteArea) => string,
  areas: readonly RemoteArea[] = remoteAreaNames,
): RemotesManifest {
  return {
    remotes: areas.map((area) => ({
      area,
      container: remoteAreas[area].container,
      entry: entryOf(area),
      paths: remoteScreenPaths(area),
    })),
  };
}

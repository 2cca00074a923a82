import {
  remoteAreaNames,
  remoteAreas,
  remoteScreenPaths,
  type RemotesManifest,
} from '@portal/contracts';
import { devPorts } from '../rspack/portal-app';

/** The remotes manifest for dev mode: every remote from its own dev server. */
const manifest: RemotesManifest = {
  remotes: remoteAreaNames.map((area) => ({
    area,
    container: remoteAreas[area].container,
    entry: `http://localhost:${devPorts[area]}/mf-manifest.json`,
    paths: remoteScreenPaths(area),
  })),
};
process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);

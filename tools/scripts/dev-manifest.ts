import { remotesManifest } from '@portal/contracts';
import { devPorts } from '../rspack/portal-app';

/** The remotes manifest for dev mode: every remote from its own dev server. */
const manifest = remotesManifest((area) => `http://localhost:${devPorts[area]}/mf-manifest.json`);
process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);

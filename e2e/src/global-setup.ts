import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  alternateBuildId,
  alternateOrdersBuild,
  brokenRemoteDir,
  distApps,
  workspaceRoot,
} from './support/paths';

/**
 * Before the run: the production build must exist (the test command builds it), then a second
 * build of the orders remote with another BUILD_ID, and a remote whose script throws.
 */
export default async function globalSetup(): Promise<void> {
  for (const app of ['api/main.js', 'shell/index.html', 'orders/mf-manifest.json']) {
    if (!existsSync(resolve(distApps, app))) {
      throw new Error(`dist/apps/${app} is missing: build first (npx nx run-many -t build)`);
    }
  }
  await rm(alternateOrdersBuild, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      resolve(workspaceRoot, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      'apps/orders/rspack.config.ts',
    ],
    {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        BUILD_ID: alternateBuildId,
        OUTPUT_PATH: alternateOrdersBuild,
        NODE_ENV: 'production',
      },
      stdio: 'inherit',
    },
  );
  await mkdir(brokenRemoteDir, { recursive: true });
  await writeFile(
    resolve(brokenRemoteDir, 'remoteEntry.js'),
    "throw new Error('this remote build is broken');\n",
  );
}

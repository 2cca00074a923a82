import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remotesManifest, type RemoteArea, type RemotesManifest } from '@portal/contracts';
import { freePort } from './free-port';
import { distApps } from './paths';

export interface Portal {
  url: string;
  /** The manifest as served now; `setRemoteEntry` rewrites the file the server reads. */
  manifest: RemotesManifest;
  setRemoteEntry(area: RemoteArea, entry: string): Promise<void>;
  stop(): Promise<void>;
}

/** The manifest the server would serve for dist/: every remote under /remotes/<area>/. */
export function builtManifest(): RemotesManifest {
  return remotesManifest((area) => `/remotes/${area}/mf-manifest.json`);
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited early:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the portal did not answer /api/health within 45 s:\n${output()}`);
}

/**
 * The production server (`dist/apps/api/main.js`) on its own port and data directory, with a
 * manifest file the test may rewrite: exactly how an operator re-points one remote.
 */
export async function startPortal(): Promise<Portal> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const manifestFile = join(dataDir, 'remotes.json');
  const manifest = builtManifest();
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));

  let log = '';
  const child = spawn(process.execPath, [resolve(distApps, 'api/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: distApps,
      REMOTES_MANIFEST: manifestFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);

  return {
    url,
    manifest,
    async setRemoteEntry(area, entry) {
      manifest.remotes = manifest.remotes.map((remote) =>
        remote.area === area ? { ...remote, entry } : remote,
      );
      await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

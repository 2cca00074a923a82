import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  authEndpoints,
  browserPasswordHash,
  healthEndpoints,
  remotesManifest,
  urlOf,
  type EndpointDefinition,
  type RemoteArea,
  type RemotesManifest,
} from '@portal/contracts';
import { freePort } from './free-port';
import { distApps } from './paths';

/** Every captcha accepts this in the e2e server (test mode; refused in production). */
export const testCaptchaAnswer = 'E2E-OPEN';
export const adminPassword = 'Admin#2026';

export { browserPasswordHash } from '@portal/contracts';

/** An API answer: `code` "0000" is success. */
export interface ApiEnvelope {
  code: string;
  message: string;
  data: unknown;
}

/** What a set-up call sends: the parts of the endpoint's URL, and its body. */
export type ApiInput = NonNullable<Parameters<typeof urlOf>[1]> & { readonly body?: unknown };

export interface Portal {
  url: string;
  /** The server's DATA_DIR (a temporary directory, removed by `stop`). */
  dataDir: string;
  /**
   * Sets the admin password (as /init does) and signs in over the API, returning the token a
   * signed-in browser would hold.
   */
  initializeAndSignIn(): Promise<string>;
  /** The manifest as served now; `setRemoteEntry` rewrites the file the server reads. */
  manifest: RemotesManifest;
  setRemoteEntry(area: RemoteArea, entry: string): Promise<void>;
  /**
   * A call of an endpoint contract as the admin signed in by `initializeAndSignIn` (set-up
   * through the API); the envelope is returned as it came, success or not.
   */
  api(definition: EndpointDefinition, input?: ApiInput): Promise<ApiEnvelope>;
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
    const healthy = await fetch(`${url}${urlOf(healthEndpoints.health)}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the portal was not healthy within 45 s:\n${output()}`);
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
      // Test mode serving the production build: the only mode that takes a test captcha answer.
      NODE_ENV: 'test',
      SERVE_WEB: 'true',
      TEST_CAPTCHA_ANSWER: testCaptchaAnswer,
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

  const post = async (
    definition: EndpointDefinition,
    body: unknown,
  ): Promise<{ code: string; data: unknown }> => {
    const response = await fetch(`${url}${urlOf(definition)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; data: unknown };
  };

  let adminToken: string | null = null;

  return {
    url,
    dataDir,
    manifest,
    async initializeAndSignIn() {
      const init = await post(authEndpoints.initialize, {
        password: browserPasswordHash(adminPassword),
      });
      if (init.code !== '0000') throw new Error(`initialize: ${JSON.stringify(init)}`);
      const captcha = (await (await fetch(`${url}${urlOf(authEndpoints.captcha)}`)).json()) as {
        data: { captchaId: string };
      };
      const login = await post(authEndpoints.login, {
        account: 'admin',
        password: browserPasswordHash(adminPassword),
        captchaId: captcha.data.captchaId,
        captchaCode: testCaptchaAnswer,
      });
      if (login.code !== '0000') throw new Error(`login: ${JSON.stringify(login)}`);
      adminToken = (login.data as { token: string }).token;
      return adminToken;
    },
    async api(definition, input = {}) {
      if (adminToken === null) throw new Error('api: initializeAndSignIn first');
      const { body } = input;
      const response = await fetch(`${url}${urlOf(definition, input)}`, {
        method: definition.method,
        headers: {
          authorization: `Bearer ${adminToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as ApiEnvelope;
    },
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

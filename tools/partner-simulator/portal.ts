/**
 * Running the portal for the simulator's end-to-end test and the EDI benchmarks: start the API
 * (from source with tsx, or the build in dist/), set up the admin, make a project and its API key.
 */
import {
  authEndpoints,
  browserPasswordHash,
  defaultProjectDirectories,
  defaultProjectFeatures,
  endpointKey,
  projectEndpoints,
  urlOf,
  type EndpointDefinition,
  type ProjectSave,
} from '@portal/contracts';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../..');

export interface RunningPortal {
  readonly url: string;
  /** The server's process id, to read its memory from /proc (benchmarks). */
  readonly pid: number | undefined;
  /** The last 64 KiB of its output, to explain a failure. */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/**
 * Starts the API on a free port (PORT 0; the port is read from its "Portal listening" line).
 * `from: 'source'` runs apps/api/src/main.ts with tsx, `'build'` runs dist/apps/api/main.js.
 */
export async function startPortal(options: {
  readonly from: 'source' | 'build';
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}): Promise<RunningPortal> {
  const args =
    options.from === 'source'
      ? [
          resolve(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'),
          '--tsconfig',
          'apps/api/tsconfig.json',
          'apps/api/src/main.ts',
        ]
      : [resolve(workspaceRoot, 'dist/apps/api/main.js')];
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Every request is logged: keep only the tail, and keep reading so the pipe never fills.
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let port: string | undefined;
  while (port === undefined) {
    port = /Portal listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port !== undefined) break;
    if (!running || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface Envelope {
  readonly code: string;
  readonly message?: string;
  readonly data?: unknown;
}

/** What a call sends: the parts of the endpoint's URL, its body and the bearer token. */
export interface ApiCallInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly token?: string;
}

/** One call of an endpoint contract; throws unless the envelope says 0000. */
export async function callApi(
  url: string,
  definition: EndpointDefinition,
  init: ApiCallInput = {},
): Promise<unknown> {
  const response = await fetch(`${url}${urlOf(definition, init)}`, {
    method: definition.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== '0000') {
    throw new Error(
      `${endpointKey(definition)}: HTTP ${response.status} ${JSON.stringify(envelope)}`,
    );
  }
  return envelope.data;
}

/** Sets the admin password on a fresh portal and signs in; returns the bearer token. */
export async function signInAsAdmin(url: string, captchaAnswer: string): Promise<string> {
  const password = browserPasswordHash('Simulator#2026');
  await callApi(url, authEndpoints.initialize, { body: { password } });
  const { captchaId } = (await callApi(url, authEndpoints.captcha)) as { captchaId: string };
  const login = (await callApi(url, authEndpoints.login, {
    body: { account: 'admin', password, captchaId, captchaCode: captchaAnswer },
  })) as { token: string };
  return login.token;
}

/** A project exchanging X12 with the partner: we are `supplierId`, they are `partnerId`. */
export function x12Project(
  projectKey: string,
  ids: { partnerId: string; supplierId: string; version?: '004010' | '005010' },
): ProjectSave {
  return {
    projectKey,
    nameZh: projectKey,
    nameEn: projectKey,
    description: 'Partner simulator',
    sort: 0,
    connection: {
      standard: 'X12',
      version: ids.version ?? '004010',
      x12: {
        senderQualifier: 'ZZ',
        senderId: ids.supplierId,
        receiverQualifier: 'ZZ',
        receiverId: ids.partnerId,
        applicationSender: ids.supplierId,
        applicationReceiver: ids.partnerId,
        usage: 'P',
        acknowledgementRequested: false,
      },
      edifact: null,
      directories: defaultProjectDirectories,
      features: defaultProjectFeatures,
    },
  };
}

/** Creates the project and makes its inbound API key; returns the key. */
export async function createProjectWithApiKey(
  url: string,
  token: string,
  project: ProjectSave,
): Promise<string> {
  await callApi(url, projectEndpoints.save, { body: project, token });
  const { apiKey } = (await callApi(url, projectEndpoints.apiKey, {
    params: { key: project.projectKey },
    token,
  })) as { apiKey: string };
  return apiKey;
}

import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from '../app';
import type { Settings } from '../config';

/** A real temporary directory, removed by `cleanup`. */
export interface TempDir {
  readonly path: string;
  write(relativePath: string, content: string | Uint8Array): Promise<string>;
  link(relativePath: string, target: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function makeTempDir(): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), 'portal-api-'));
  return {
    path,
    async write(relativePath, content) {
      const file = join(path, relativePath);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
      return file;
    },
    async link(relativePath, target) {
      const file = join(path, relativePath);
      await mkdir(dirname(file), { recursive: true });
      await symlink(target, file);
    },
    cleanup: () => rm(path, { recursive: true, force: true }),
  };
}

/** The real migrations folder of the source tree. */
export const migrationsFolder = fileURLToPath(new URL('../database/migrations', import.meta.url));

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), 'portal-api-unused-data'),
    databaseUrl: undefined,
    nodeEnv: 'test',
    serveWeb: false,
    webRoot: join(tmpdir(), 'portal-api-no-web-root'),
    remotesManifest: undefined,
    buildId: undefined,
    version: '9.9.9-test',
    migrationsDir: migrationsFolder,
    logFile: join(tmpdir(), 'portal-api-unused-data', 'logs', 'portal.log'),
    authRateLimit: 10_000,
    testCaptchaAnswer: undefined,
    // Gateway tests start the channels and workers themselves.
    ediScanIntervalMs: 0,
    ediMaxInboundBytes: 64 * 1024 * 1024,
    ediOutboundBatch: 50,
    ediOutboundWriters: 8,
    ediGateway: false,
    ediDemoProject: false,
    ...overrides,
  };
}

/** Log lines Fastify wrote, parsed from pino's JSON. */
export interface LogCapture {
  readonly lines: { level: number; msg?: string; [key: string]: unknown }[];
  readonly text: () => string;
}

/** An app whose pino output is captured instead of printed. */
export function buildTestApp(settings: Settings): { app: App; logs: LogCapture } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      raw.push(chunk.toString());
      callback();
    },
  });
  const app = buildApp(settings, { logger: { level: 'info', stream } });
  const logs: LogCapture = {
    get lines() {
      return raw
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as LogCapture['lines'][number]);
    },
    text: () => raw.join(''),
  };
  return { app, logs };
}

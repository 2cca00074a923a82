import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { packageVersion } from './version';

/**
 * Server settings from the environment (decisions.md §7), validated once at start.
 * Relative paths are resolved against the working directory.
 */
export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

export interface Settings {
  /** `PORT`, default 8080 (0 asks the system for a free port). */
  readonly port: number;
  /** `HOST`, default 0.0.0.0. */
  readonly host: string;
  /** `DATA_DIR`, absolute; default ./data. */
  readonly dataDir: string;
  /** `DATABASE_URL`: PostgreSQL; unset means the embedded database. */
  readonly databaseUrl: string | undefined;
  /** `NODE_ENV`, default development. */
  readonly nodeEnv: NodeEnv;
  /**
   * `SERVE_WEB` (true/false): serve the built front-end apps from WEB_ROOT. Default: in production
   * only (in development the dev servers do); the end-to-end tests turn it on in test mode.
   */
  readonly serveWeb: boolean;
  /** `WEB_ROOT`, absolute: the folder holding the built front-end apps (shell, orders, …). */
  readonly webRoot: string;
  /** `REMOTES_MANIFEST`, absolute: a JSON file served as /remotes.json, read on every request. */
  readonly remotesManifest: string | undefined;
  /** `BUILD_ID`, when the deployment sets one. */
  readonly buildId: string | undefined;
  /** What /api/health reports: BUILD_ID when set, otherwise the package version. */
  readonly version: string;
  /** The folder of SQL migrations applied at start (shipped beside the server). */
  readonly migrationsDir: string;
  /** The server's log file, `<DATA_DIR>/logs/portal.log`, offered by /application/logs/download. */
  readonly logFile: string;
  /** `AUTH_RATE_LIMIT`: requests per minute and client address on /api/auth/*, default 60. */
  readonly authRateLimit: number;
  /**
   * `TEST_CAPTCHA_ANSWER`: an answer every captcha accepts, for automated tests. Refused at start
   * in production, and ignored there even if set some other way.
   */
  readonly testCaptchaAnswer: string | undefined;
  /**
   * `EDI_SCAN_INTERVAL_MS`: how often each project's inbound directory is scanned, default 2000;
   * 0 turns the file channel off (tests that drive it by hand).
   */
  readonly ediScanIntervalMs: number;
  /** `EDI_MAX_INBOUND_MB`: larger inbound files are quarantined unread, default 64. */
  readonly ediMaxInboundBytes: number;
  /** `EDI_OUTBOUND_BATCH`: outbound messages each instance takes per queue fetch, default 50. */
  readonly ediOutboundBatch: number;
  /** `EDI_OUTBOUND_WRITERS`: outbound files a batch writes at once, default 8. */
  readonly ediOutboundWriters: number;
  /** `EDI_GATEWAY` (true/false): run the gateway's channels and job workers; default true. */
  readonly ediGateway: boolean;
  /**
   * `EDI_DEMO_PROJECT` (true/false): make the DEMO project at start when it is missing, for the
   * partner simulator to fill (`npm run demo`); default false.
   */
  readonly ediDemoProject: boolean;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export interface SettingsOptions {
  /** Where relative paths start; default process.cwd(). */
  readonly cwd?: string;
  /** WEB_ROOT when the variable is unset; see {@link defaultWebRootFor}. */
  readonly defaultWebRoot: string;
  /** Where the SQL migrations are; see {@link defaultMigrationsDirFor}. */
  readonly migrationsDir: string;
}

/** Thrown for a bad environment; the message names every variable at fault. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid environment settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

const portMessage = 'must be a whole number from 0 to 65535';
const databaseUrlMessage = 'must be a postgres:// or postgresql:// URL';

const isPostgresUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.host !== '';
  } catch {
    return false;
  }
};

/** Unset and blank variables count as unset. */
const blankAsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(blankAsUnset, z.string().trim().optional());

const environmentSchema = z.object({
  PORT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, { error: portMessage })
      .transform(Number)
      .refine((port) => port <= 65535, { error: portMessage })
      .default(8080),
  ),
  HOST: z.preprocess(blankAsUnset, z.string().trim().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z.string().trim().refine(isPostgresUrl, { error: databaseUrlMessage }).optional(),
  ),
  NODE_ENV: z.preprocess(
    blankAsUnset,
    z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` }).default('development'),
  ),
  WEB_ROOT: optionalText,
  REMOTES_MANIFEST: optionalText,
  BUILD_ID: optionalText,
  AUTH_RATE_LIMIT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,5}$/, { error: 'must be a whole number from 1 to 999999' })
      .transform(Number)
      .default(60),
  ),
  TEST_CAPTCHA_ANSWER: optionalText,
  EDI_SCAN_INTERVAL_MS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, { error: 'must be a whole number of milliseconds (0 turns it off)' })
      .transform(Number)
      .default(2000),
  ),
  EDI_MAX_INBOUND_MB: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,3}$/, { error: 'must be a whole number from 1 to 9999' })
      .transform(Number)
      .default(64),
  ),
  EDI_OUTBOUND_BATCH: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,2}$/, { error: 'must be a whole number from 1 to 999' })
      .transform(Number)
      .default(50),
  ),
  EDI_OUTBOUND_WRITERS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d?$/, { error: 'must be a whole number from 1 to 99' })
      .transform(Number)
      .default(8),
  ),
  EDI_GATEWAY: z.preprocess(
    blankAsUnset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  ),
  EDI_DEMO_PROJECT: z.preprocess(
    blankAsUnset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  SERVE_WEB: z.preprocess(
    blankAsUnset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
});

type Variable = keyof typeof environmentSchema.shape;

/** Variables whose value may hold a secret and is never repeated in an error. */
const secretVariables: ReadonlySet<Variable> = new Set<Variable>(['DATABASE_URL']);

export function loadSettings(env: Environment, options: SettingsOptions): Settings {
  const cwd = options.cwd ?? process.cwd();
  const variables = Object.keys(environmentSchema.shape) as Variable[];
  const input = Object.fromEntries(variables.map((name) => [name, env[name]]));
  const parsed = environmentSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = env[name];
      const shown =
        raw === undefined || secretVariables.has(name as Variable)
          ? ''
          : ` (got ${JSON.stringify(raw)})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new SettingsError(problems);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.TEST_CAPTCHA_ANSWER !== undefined) {
    throw new SettingsError([
      'TEST_CAPTCHA_ANSWER must not be set when NODE_ENV is production (it would open every captcha)',
    ]);
  }
  const dataDir = resolve(cwd, values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    nodeEnv: values.NODE_ENV,
    serveWeb:
      values.SERVE_WEB === undefined
        ? values.NODE_ENV === 'production'
        : values.SERVE_WEB === 'true',
    webRoot: resolve(cwd, values.WEB_ROOT ?? options.defaultWebRoot),
    remotesManifest:
      values.REMOTES_MANIFEST === undefined ? undefined : resolve(cwd, values.REMOTES_MANIFEST),
    buildId: values.BUILD_ID,
    version: values.BUILD_ID ?? packageVersion(),
    migrationsDir: options.migrationsDir,
    logFile: join(dataDir, 'logs', 'portal.log'),
    authRateLimit: values.AUTH_RATE_LIMIT,
    testCaptchaAnswer: values.TEST_CAPTCHA_ANSWER,
    ediScanIntervalMs: values.EDI_SCAN_INTERVAL_MS,
    ediMaxInboundBytes: values.EDI_MAX_INBOUND_MB * 1024 * 1024,
    ediOutboundBatch: values.EDI_OUTBOUND_BATCH,
    ediOutboundWriters: values.EDI_OUTBOUND_WRITERS,
    ediGateway: values.EDI_GATEWAY === 'true',
    ediDemoProject: values.EDI_DEMO_PROJECT === 'true',
  };
}

/**
 * The default WEB_ROOT for the module at `moduleUrl` (the running main): the folder above the
 * bundle, i.e. `dist/apps` for `dist/apps/api/main.js`. Run from source
 * (`apps/api/src/main.ts`), it is the workspace's `dist/apps`.
 */
export function defaultWebRootFor(moduleUrl: string): string {
  const file = fileURLToPath(moduleUrl);
  const dir = dirname(file);
  return basename(file).endsWith('.ts') ? resolve(dir, '../../../dist/apps') : resolve(dir, '..');
}

/**
 * Where the migrations are for the module at `moduleUrl`: `apps/api/src/database/migrations`
 * from source, `dist/apps/api/migrations` (copied by the build) beside the bundle.
 */
export function defaultMigrationsDirFor(moduleUrl: string): string {
  const file = fileURLToPath(moduleUrl);
  const dir = dirname(file);
  return basename(file).endsWith('.ts')
    ? resolve(dir, 'database/migrations')
    : resolve(dir, 'migrations');
}

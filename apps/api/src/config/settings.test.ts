import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultMigrationsDirFor,
  defaultWebRootFor,
  loadSettings,
  SettingsError,
} from './settings';

const options = {
  cwd: '/srv/portal',
  defaultWebRoot: '/opt/portal/dist/apps',
  migrationsDir: '/opt/portal/dist/apps/api/migrations',
};
const rootVersion = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

function settingsError(env: Record<string, string>): SettingsError {
  try {
    loadSettings(env, options);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe('loadSettings', () => {
  it('applies the defaults of decisions.md §7', () => {
    expect(loadSettings({}, options)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      serveWeb: false,
      webRoot: '/opt/portal/dist/apps',
      remotesManifest: undefined,
      buildId: undefined,
      version: rootVersion,
      migrationsDir: '/opt/portal/dist/apps/api/migrations',
      logFile: '/srv/portal/data/logs/portal.log',
      authRateLimit: 60,
      testCaptchaAnswer: undefined,
      ediScanIntervalMs: 2000,
      ediMaxInboundBytes: 64 * 1024 * 1024,
      ediOutboundBatch: 50,
      ediOutboundWriters: 8,
      ediGateway: true,
      ediDemoProject: false,
    });
  });

  it('reads every variable and resolves relative paths against the working directory', () => {
    const settings = loadSettings(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://portal:pw@db.internal:5432/portal',
        NODE_ENV: 'production',
        WEB_ROOT: '../web',
        REMOTES_MANIFEST: '/etc/portal/remotes.json',
        BUILD_ID: '2024.06.01-abc123',
        AUTH_RATE_LIMIT: '5',
        EDI_SCAN_INTERVAL_MS: '0',
        EDI_MAX_INBOUND_MB: '200',
        EDI_OUTBOUND_BATCH: '1',
        EDI_OUTBOUND_WRITERS: '1',
        EDI_GATEWAY: 'false',
        EDI_DEMO_PROJECT: 'true',
      },
      options,
    );
    expect(settings).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/portal/var/data',
      databaseUrl: 'postgres://portal:pw@db.internal:5432/portal',
      nodeEnv: 'production',
      serveWeb: true,
      webRoot: '/srv/web',
      remotesManifest: '/etc/portal/remotes.json',
      buildId: '2024.06.01-abc123',
      version: '2024.06.01-abc123',
      migrationsDir: '/opt/portal/dist/apps/api/migrations',
      logFile: '/srv/portal/var/data/logs/portal.log',
      authRateLimit: 5,
      testCaptchaAnswer: undefined,
      ediScanIntervalMs: 0,
      ediMaxInboundBytes: 200 * 1024 * 1024,
      ediOutboundBatch: 1,
      ediOutboundWriters: 1,
      ediGateway: false,
      ediDemoProject: true,
    });
  });

  it('accepts postgresql:// as well as postgres://, and treats blank values as unset', () => {
    const settings = loadSettings(
      { DATABASE_URL: 'postgresql://localhost/portal', PORT: '', NODE_ENV: ' ' },
      options,
    );
    expect(settings.databaseUrl).toBe('postgresql://localhost/portal');
    expect(settings.port).toBe(8080);
    expect(settings.nodeEnv).toBe('development');
  });

  it.each(['abc', '70000', '-1', '80.5', '8080x'])(
    'rejects PORT=%s naming the variable',
    (port) => {
      const error = settingsError({ PORT: port });
      expect(error.message).toContain('PORT must be a whole number from 0 to 65535');
      expect(error.message).toContain(JSON.stringify(port));
      expect(error.problems).toHaveLength(1);
    },
  );

  it.each(['mysql://portal:hunter2@db/portal', 'not a url', 'postgres:///no-host-here'])(
    'rejects DATABASE_URL=%s without repeating its value',
    (url) => {
      const error = settingsError({ DATABASE_URL: url });
      expect(error.message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
      expect(error.message).not.toContain(url);
    },
  );

  it('rejects an unknown NODE_ENV and names every bad variable at once', () => {
    const error = settingsError({ NODE_ENV: 'staging', PORT: 'http' });
    expect(error.problems).toHaveLength(2);
    expect(error.message).toMatch(/NODE_ENV must be one of development, production, test/);
    expect(error.message).toMatch(/PORT must be/);
  });
});

describe('the test captcha answer', () => {
  it('is taken outside production', () => {
    expect(loadSettings({ TEST_CAPTCHA_ANSWER: 'OPEN' }, options).testCaptchaAnswer).toBe('OPEN');
    expect(
      loadSettings({ TEST_CAPTCHA_ANSWER: 'OPEN', NODE_ENV: 'test' }, options).testCaptchaAnswer,
    ).toBe('OPEN');
  });

  it('cannot be switched on in production: the server refuses to start', () => {
    const error = settingsError({ TEST_CAPTCHA_ANSWER: 'OPEN', NODE_ENV: 'production' });
    expect(error.message).toContain(
      'TEST_CAPTCHA_ANSWER must not be set when NODE_ENV is production',
    );
  });
});

describe('SERVE_WEB', () => {
  it('defaults to production only, and can be set either way', () => {
    expect(loadSettings({ NODE_ENV: 'test' }, options).serveWeb).toBe(false);
    expect(loadSettings({ NODE_ENV: 'test', SERVE_WEB: 'true' }, options).serveWeb).toBe(true);
    expect(loadSettings({ NODE_ENV: 'production', SERVE_WEB: 'false' }, options).serveWeb).toBe(
      false,
    );
    expect(settingsError({ SERVE_WEB: 'yes' }).message).toContain(
      'SERVE_WEB must be true or false',
    );
  });
});

describe('AUTH_RATE_LIMIT', () => {
  it.each(['0', '-3', 'many', '1.5'])('rejects %s', (value) => {
    expect(settingsError({ AUTH_RATE_LIMIT: value }).message).toContain(
      'AUTH_RATE_LIMIT must be a whole number from 1 to 999999',
    );
  });
});

describe('defaultMigrationsDirFor', () => {
  it('finds the migrations beside the bundle and in the source tree', () => {
    expect(defaultMigrationsDirFor('file:///opt/portal/dist/apps/api/main.js')).toBe(
      '/opt/portal/dist/apps/api/migrations',
    );
    expect(defaultMigrationsDirFor('file:///work/repo/apps/api/src/main.ts')).toBe(
      '/work/repo/apps/api/src/database/migrations',
    );
  });
});

describe('defaultWebRootFor', () => {
  it('is the folder above the bundled main.js', () => {
    expect(defaultWebRootFor('file:///opt/portal/dist/apps/api/main.js')).toBe(
      '/opt/portal/dist/apps',
    );
  });

  it("is the workspace's dist/apps when run from source", () => {
    expect(defaultWebRootFor('file:///work/repo/apps/api/src/main.ts')).toBe(
      '/work/repo/dist/apps',
    );
  });
});

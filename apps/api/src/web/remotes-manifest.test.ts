import { errorCatalogue, remotesManifestSchema, type RemotesManifest } from '@portal/contracts';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { Settings } from '../config';
import {
  buildTestApp,
  makeTempDir,
  testSettings,
  type LogCapture,
  type TempDir,
} from '../testing/fixtures';

const manifestPointingAt = (entry: string): RemotesManifest => ({
  remotes: [{ area: 'orders', container: 'orders', entry, paths: ['/space/order'] }],
});

describe('GET /remotes.json', () => {
  let dir: TempDir;
  let app: App | undefined;
  let logs: LogCapture;

  beforeEach(async () => {
    dir = await makeTempDir();
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await dir.cleanup();
  });

  const start = async (overrides: Partial<Settings>) => {
    ({ app, logs } = buildTestApp(testSettings({ webRoot: join(dir.path, 'web'), ...overrides })));
    await app.ready();
    return app;
  };

  describe('default manifest', () => {
    it('lists only the built remotes, with their containers, entries and paths', async () => {
      await dir.write('web/shell/index.html', '<html></html>');
      await dir.write('web/orders/mf-manifest.json', '{}');
      await dir.write('web/master-data/mf-manifest.json', '{}');
      await dir.write('web/delivery/remoteEntry.js', '// built without a manifest');
      await dir.write('web/settings/mf-manifest.json/readme.txt', 'a folder, not a file');
      const server = await start({});

      const response = await server.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = remotesManifestSchema.parse(response.json());
      expect(body).toEqual({
        remotes: [
          {
            area: 'orders',
            container: 'orders',
            entry: '/remotes/orders/mf-manifest.json',
            paths: [
              '/space/dashboard',
              '/space/order',
              '/space/order-operation',
              '/space/purchase',
            ],
          },
          {
            area: 'master-data',
            container: 'master_data',
            entry: '/remotes/master-data/mf-manifest.json',
            paths: [
              '/space/product',
              '/space/package',
              '/space/location',
              '/space/store',
              '/space/option',
            ],
          },
        ],
      });
    });

    it('is empty when nothing is built', async () => {
      const server = await start({});
      const response = await server.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ remotes: [] });
    });

    it('picks up a remote deployed after start, with no restart', async () => {
      await dir.write('web/orders/mf-manifest.json', '{}');
      const server = await start({ nodeEnv: 'production', serveWeb: true });
      const before = remotesManifestSchema.parse(
        (await server.inject({ url: '/remotes.json' })).json(),
      );
      expect(before.remotes.map((remote) => remote.area)).toEqual(['orders']);

      await dir.write('web/invoice-payment/mf-manifest.json', '{}');
      const after = remotesManifestSchema.parse(
        (await server.inject({ url: '/remotes.json' })).json(),
      );
      expect(after.remotes.map((remote) => remote.area)).toEqual(['orders', 'invoice-payment']);
      expect(after.remotes[1]).toEqual({
        area: 'invoice-payment',
        container: 'invoice_payment',
        entry: '/remotes/invoice-payment/mf-manifest.json',
        paths: ['/space/invoice', '/space/payment'],
      });
    });
  });

  describe('REMOTES_MANIFEST override', () => {
    it('is read on every request, so editing the file switches a remote', async () => {
      await dir.write('web/orders/mf-manifest.json', '{}');
      const file = await dir.write(
        'remotes.json',
        JSON.stringify(manifestPointingAt('https://cdn-a.example/orders/mf-manifest.json')),
      );
      const server = await start({ remotesManifest: file, nodeEnv: 'production', serveWeb: true });

      const first = await server.inject({ method: 'GET', url: '/remotes.json' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.json()).toEqual(
        manifestPointingAt('https://cdn-a.example/orders/mf-manifest.json'),
      );

      await dir.write(
        'remotes.json',
        JSON.stringify(manifestPointingAt('https://cdn-b.example/orders/v2/mf-manifest.json')),
      );
      const second = await server.inject({ method: 'GET', url: '/remotes.json' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(
        manifestPointingAt('https://cdn-b.example/orders/v2/mf-manifest.json'),
      );
      expect(second.body).not.toBe(first.body);
    });

    it.each([
      ['malformed JSON', '{"remotes": [', 'not valid JSON'],
      [
        'a manifest that breaks the schema',
        JSON.stringify({
          remotes: [{ area: 'warehouse', container: 'warehouse', entry: '/x', paths: ['/x'] }],
        }),
        'does not match the manifest schema',
      ],
    ])('answers %s with a 500 envelope 5001 and logs why', async (_label, content, reason) => {
      const file = await dir.write('remotes.json', content);
      const server = await start({ remotesManifest: file });
      const response = await server.inject({
        method: 'GET',
        url: '/remotes.json',
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: '5001',
        message: errorCatalogue.OPERATION_FAILED.message['en-us'],
        data: null,
      });
      expect(response.body).not.toContain(file);
      const logged = logs.lines.find((line) => line.level === 50);
      expect(logged?.msg).toContain(`REMOTES_MANIFEST ${file} cannot be served: ${reason}`);
    });

    it('answers a missing file with a 500 envelope and logs the path', async () => {
      const file = join(dir.path, 'nowhere', 'remotes.json');
      const server = await start({ remotesManifest: file });
      const response = await server.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        code: '5001',
        message: errorCatalogue.OPERATION_FAILED.message['zh-cn'],
      });
      expect(logs.text()).toContain(
        `REMOTES_MANIFEST ${file} cannot be served: cannot read the file (ENOENT)`,
      );
    });
  });
});

import { apiPrefix, errorCatalogue, healthEndpoints, urlOf } from '@portal/contracts';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, makeTempDir, testSettings, type TempDir } from '../testing/fixtures';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const SECRET = 'TOP-SECRET-OUTSIDE-WEB-ROOT';
const SHELL =
  '<!doctype html><html><head><title>Portal</title></head><body>SHELL-INDEX</body></html>';
const ORDERS_MANIFEST = JSON.stringify({
  id: 'orders',
  name: 'orders',
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
});
const immutable = 'public, max-age=31536000, immutable';

const SHELL_MAIN = `console.log(${JSON.stringify('shell main '.repeat(200))});`;
const FAVICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);

/** The Accept headers Chromium sends: a page, a script, a stylesheet, an image (and icon). */
const accepts = {
  page: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  script: '*/*',
  style: 'text/css,*/*;q=0.1',
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
};

describe('production static files', () => {
  let dir: TempDir;
  let app: App;

  beforeAll(async () => {
    dir = await makeTempDir();
    // secret.txt sits just outside WEB_ROOT (<tmp>/web).
    await dir.write('secret.txt', SECRET);
    await dir.write('web/shell/index.html', SHELL);
    await dir.write('web/shell/favicon.ico', FAVICON);
    await dir.write('web/shell/assets/app.3f9a1c.js', 'console.log("shell app")');
    await dir.write('web/shell/sign-in.js', 'SIGN-IN-ENTRY');
    await dir.write('web/shell/.env', `HIDDEN ${SECRET}`);
    await dir.write('web/orders/mf-manifest.json', ORDERS_MANIFEST);
    await dir.write('web/orders/remoteEntry.js', 'var orders = "remote entry";');
    await dir.write('web/orders/static/js/812.c0ffee.js', 'ORDERS-CHUNK');
    // What the build's PrecompressPlugin writes beside an asset.
    await dir.write('web/shell/main.5e1f00.js', SHELL_MAIN);
    await dir.write('web/shell/main.5e1f00.js.br', brotliCompressSync(SHELL_MAIN));
    await dir.write('web/shell/main.5e1f00.js.gz', gzipSync(SHELL_MAIN));
    // Source maps a build might leave behind: never served in production.
    await dir.write('web/shell/main.5e1f00.js.map', `{"sources":["${SECRET}"]}`);
    await dir.write('web/shell/main.5e1f00.js.map.gz', gzipSync(`{"sources":["${SECRET}"]}`));
    await dir.write('web/orders/static/js/812.c0ffee.js.map', `{"sources":["${SECRET}"]}`);
    await dir.link('web/shell/leak.txt', join(dir.path, 'secret.txt'));
    await dir.link('web/orders/static/leak.js', '../../../secret.txt');
    await dir.link('web/shell/assets/alias.js', 'app.3f9a1c.js');
    ({ app } = buildTestApp(
      testSettings({ nodeEnv: 'production', serveWeb: true, webRoot: join(dir.path, 'web') }),
    ));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await dir.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves the shell index at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL);
  });

  it.each([
    '/space/order',
    '/space/order-operation?page=2',
    '/anything',
    '/login',
    '/remotes/orders/some/screen',
  ])('answers the deep link %s with the shell index', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL);
  });

  it.each([
    ['/space/order', accepts.page],
    ['/space/order/4500.1', accepts.page],
    ['/help.html', accepts.page],
    ['/space/order-operation', 'text/html'],
  ])('answers the browser navigation to %s with the shell index', async (url, accept) => {
    const response = await get(url, { accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(SHELL);
  });

  it('serves the favicon at /favicon.ico as an icon, revalidated since its name has no hash', async () => {
    const response = await get('/favicon.ico', { accept: accepts.image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload).toEqual(FAVICON);
  });

  it.each([
    ['/main.0ld0ld00.js', accepts.script],
    ['/assets/app.0ld0ld00.js', accepts.script],
    ['/space/order/main.0ld0ld00.js', accepts.script],
    ['/307.0ld0ld00.css', accepts.style],
    ['/apple-touch-icon.png', accepts.image],
    ['/logo.SVG', accepts.image],
    ['/fonts/inter.woff2', accepts.script],
    ['/site.webmanifest', accepts.script],
    ['/config.json', 'application/json'],
    ['/main.js', accepts.page],
  ])('answers the missing asset %s with a 404 envelope, never the shell', async (url, accept) => {
    const response = await get(url, { accept, 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('SHELL-INDEX');
    expect(response.json()).toEqual({
      code: errorCatalogue.FILE_NOT_FOUND.code,
      message: errorCatalogue.FILE_NOT_FOUND.message['en-us'],
      data: null,
    });
  });

  it.each(['application/json', 'text/html;q=0, application/json'])(
    'answers a page path asked for as %s (not a browser navigation) with a 404',
    async (accept) => {
      const response = await get('/space/order', { accept });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SHELL-INDEX');
      expect(response.json()).toMatchObject({ code: errorCatalogue.FILE_NOT_FOUND.code });
    },
  );

  it('answers HEAD for a deep link like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/space/order' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('serves a hashed shell asset as immutable', async () => {
    const response = await get('/assets/app.3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.body).toBe('console.log("shell app")');
  });

  it('follows a symlink that stays inside its root', async () => {
    const response = await get('/assets/alias.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("shell app")');
  });

  it('serves a remote mf-manifest.json with CORS and no-cache', async () => {
    const response = await get('/remotes/orders/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(ORDERS_MANIFEST);
  });

  it('sends the pre-compressed file the browser accepts, and the plain one otherwise', async () => {
    const brotli = await get('/main.5e1f00.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SHELL_MAIN);

    const gzipped = await get('/main.5e1f00.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SHELL_MAIN);

    const plain = await get('/main.5e1f00.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL_MAIN);

    // A file with no compressed sibling is sent as it is, whatever the browser accepts.
    const entry = await get('/remotes/orders/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toBe('var orders = "remote entry";');
  });

  it("serves the shell's sign-in bundle entry with no-cache: main.js names it without a hash", async () => {
    const entry = await get('/sign-in.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body).toBe('SIGN-IN-ENTRY');
  });

  it('serves remoteEntry.js with no-cache and a hashed chunk as immutable, both with CORS', async () => {
    const entry = await get('/remotes/orders/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.body).toBe('var orders = "remote entry";');

    const chunk = await get('/remotes/orders/static/js/812.c0ffee.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(immutable);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.body).toBe('ORDERS-CHUNK');
  });

  it.each([
    '/remotes/orders/missing.js',
    '/remotes/delivery/remoteEntry.js',
    '/remotes/nowhere/remoteEntry.js',
  ])('answers the missing remote file %s with a real 404', async (url) => {
    const response = await get(url, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SHELL-INDEX');
    expect(response.json()).toEqual({
      code: errorCatalogue.FILE_NOT_FOUND.code,
      message: errorCatalogue.FILE_NOT_FOUND.message['en-us'],
      data: null,
    });
  });

  it.each([
    '/remotes/orders/..%2f..%2fsecret.txt',
    '/remotes/orders/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/..%2f..%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/assets/..%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/leak.txt',
    '/remotes/orders/static/leak.js',
    '/.env',
    '/assets/%00app.3f9a1c.js',
  ])('refuses %s with a 404, never the file outside the web root', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain(SECRET);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: errorCatalogue.FILE_NOT_FOUND.code });
  });

  it.each([
    '/main.5e1f00.js.map',
    '/main.5e1f00.js.map.gz',
    '/MAIN.5E1F00.JS.MAP',
    '/main.5e1f00.js%2emap',
    '/remotes/orders/static/js/812.c0ffee.js.map',
    '/remotes/orders/static/js/missing.js.map',
  ])('refuses the source map %s in production with a 404', async (url) => {
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
    expect(response.json()).toMatchObject({ code: errorCatalogue.FILE_NOT_FOUND.code });
  });

  it('treats a double-encoded name as a literal file name', async () => {
    const response = await get('/remotes/orders/..%252f..%252fsecret.txt');
    expect(response.body).not.toContain(SECRET);
    expect(response.statusCode).toBe(404);
  });

  describe('over a real socket, where paths are not normalised by the client', () => {
    let origin: string;
    beforeAll(async () => {
      const raw = buildTestApp(
        testSettings({ nodeEnv: 'production', serveWeb: true, webRoot: join(dir.path, 'web') }),
      ).app;
      await raw.listen({ port: 0, host: '127.0.0.1' });
      const address = raw.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      origin = `http://127.0.0.1:${address.port}`;
      return () => raw.close();
    });

    it.each([
      '/../secret.txt',
      '/../../secret.txt',
      '/remotes/orders/../../secret.txt',
      '/remotes/orders/%2e%2e/%2e%2e/secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/../../secret.txt',
      '/remotes/orders/..%2f..%2fsecret.txt',
      '//..%2fsecret.txt',
    ])('refuses the raw path %s', async (path) => {
      const { status, body } = await rawGet(origin, path);
      expect(body).not.toContain(SECRET);
      expect(status).toBe(404);
    });

    it('still serves a real file over the same socket', async () => {
      const { status, body } = await rawGet(origin, '/remotes/orders/static/js/812.c0ffee.js');
      expect(status).toBe(200);
      expect(body).toBe('ORDERS-CHUNK');
    });
  });

  it('keeps /api answers as envelopes, never the shell', async () => {
    // A front-end deep link's path under the API prefix is still the API's.
    const unknown = await get(`${apiPrefix}/space/order`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: '3010' });
    const health = await get(urlOf(healthEndpoints.health));
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ code: '0000', data: { status: 'ok' } });
  });

  it('answers other methods on front-end paths with a 404 envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/space/order', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '3010' });
  });
});

describe('static files outside production', () => {
  it('are not served in development: / is an unknown route', async () => {
    const dir = await makeTempDir();
    await dir.write('web/shell/index.html', SHELL);
    const { app } = buildTestApp(
      testSettings({ nodeEnv: 'development', webRoot: join(dir.path, 'web') }),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/space/order' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SHELL-INDEX');
    } finally {
      await app.close();
      await dir.cleanup();
    }
  });
});

describe('source maps outside production', () => {
  it('are served where a developer asked for them (test and development builds)', async () => {
    const dir = await makeTempDir();
    await dir.write('web/shell/index.html', SHELL);
    await dir.write('web/shell/main.5e1f00.js.map', '{"version":3}');
    const { app } = buildTestApp(
      testSettings({ nodeEnv: 'test', serveWeb: true, webRoot: join(dir.path, 'web') }),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/main.5e1f00.js.map' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"version":3}');
    } finally {
      await app.close();
      await dir.cleanup();
    }
  });
});

describe('a shell built without a favicon', () => {
  it('answers /favicon.ico with a 404, not the shell page', async () => {
    const dir = await makeTempDir();
    await dir.write('web/shell/index.html', SHELL);
    const { app } = buildTestApp(
      testSettings({ nodeEnv: 'production', serveWeb: true, webRoot: join(dir.path, 'web') }),
    );
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/favicon.ico',
        headers: { accept: accepts.image },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SHELL-INDEX');
    } finally {
      await app.close();
      await dir.cleanup();
    }
  });
});

describe('production without a built shell', () => {
  it('answers a deep link with 404 and logs why', async () => {
    const dir = await makeTempDir();
    const { app, logs } = buildTestApp(
      testSettings({ nodeEnv: 'production', serveWeb: true, webRoot: join(dir.path, 'web') }),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/space/order' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: errorCatalogue.FILE_NOT_FOUND.code });
      expect(logs.text()).toContain(join(dir.path, 'web', 'shell', 'index.html'));
    } finally {
      await app.close();
      await dir.cleanup();
    }
  });
});

/** A GET that sends `path` exactly as given (no URL normalisation). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

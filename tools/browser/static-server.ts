// One static file server for the browser tests: the Storybook checks serve the built Storybook
// with it, the end-to-end tests serve a remote's build from "another origin" with it. Files only,
// never outside the folder, with the types the browser needs (MSW's worker must be JavaScript).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
};

export interface StaticSite {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly close: () => Promise<void>;
}

export interface StaticSiteOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Sent with every answer, found or not (CORS for a site on another origin, caching). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Serves the files of `folder` on 127.0.0.1; resolves once it listens. */
export function serveFolder(folder: string, options: StaticSiteOptions = {}): Promise<StaticSite> {
  const root = resolve(folder);
  const headers = options.headers ?? {};
  const server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed escape is the caller's mistake, not a reason to stop the server.
      response.writeHead(400, headers).end();
      return;
    }
    const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403, headers).end();
      return;
    }
    stat(file)
      .then((found) => {
        if (!found.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          ...headers,
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'content-length': found.size,
        });
        createReadStream(file).pipe(response);
      })
      .catch(() => response.writeHead(404, headers).end());
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      done({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}

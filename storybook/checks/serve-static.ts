// Serves the built Storybook (dist/storybook) for the checks: files only, never outside the
// folder, with the types the browser needs (MSW's worker must be served as JavaScript).
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
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
};

/** Serves `folder` on 127.0.0.1:`port` (port 0 picks a free one); resolves with its origin. */
export function serveFolder(
  folder: string,
  port = 0,
): Promise<{ origin: string; close: () => void }> {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed escape is the caller's mistake, not a reason to stop the server.
      response.writeHead(400).end();
      return;
    }
    const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    stat(file)
      .then(
        (found) => {
          if (!found.isFile()) throw new Error('not a file');
          response.writeHead(200, {
            'content-type': types[extname(file)] ?? 'application/octet-stream',
            'content-length': found.size,
            // The checks open every story afresh: the browser keeps the bundles between them.
            'cache-control': 'max-age=3600',
          });
          createReadStream(file).pipe(response);
        },
        () => response.writeHead(404).end(),
      )
      .catch(() => response.writeHead(404).end());
  });
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address !== null ? address.port : port;
      done({ origin: `http://127.0.0.1:${bound}`, close: () => server.close() });
    });
  });
}

// `tsx storybook/checks/serve-static.ts [folder] [port]`: the Playwright checks' web server.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { origin } = await serveFolder(
    process.argv[2] ?? 'dist/storybook',
    Number(process.argv[3] ?? '6007'),
  );
  process.stdout.write(`Storybook at ${origin}\n`);
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { freePort } from './free-port';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another origin serving one remote's build, the way a CDN would: plain files with CORS.
 * It lets a test point the manifest at a remote deployed somewhere else.
 */
export async function serveDirectory(root: string): Promise<StaticSite> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    const file = join(root, path);
    if (!file.startsWith(root + sep)) {
      response.writeHead(404).end();
      return;
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404, { 'access-control-allow-origin': '*' }).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { serveFolder, type StaticSite } from '../../../tools/browser/static-server';

/**
 * Another origin serving one remote's build, the way a CDN would: plain files with CORS. It lets
 * a test point the manifest at a remote deployed somewhere else.
 */
export const serveElsewhere = (folder: string): Promise<StaticSite> =>
  serveFolder(folder, {
    headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' },
  });

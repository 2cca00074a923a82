import { publicAccess } from '../access/route-access';
import fastifyStatic from '@fastify/static';
import { remoteAreaNames, type RemoteArea } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, posix } from 'node:path';
import { sendFailure } from '../common/envelope';
import { isApiPath, urlPathname } from '../common/paths';
import { resolveInside, safeSegments } from './safe-path';

export interface StaticFilesOptions {
  /** The folder holding `shell/` and one folder per built remote (`orders/`, `delivery/`, …). */
  readonly webRoot: string;
  /**
   * Refuse source maps (`*.map`, and their compressed siblings) even when a build left some in
   * WEB_ROOT: in production they would hand the whole front-end source to anyone. The production
   * build writes none (tools/rspack); this is the second guard.
   */
  readonly refuseSourceMaps?: boolean;
}

const sourceMapName = /\.map(?:\.(?:br|gz))?$/i;

/** Files a browser must check again on every load: entry points that name the hashed files. */
const revalidatedFiles: ReadonlySet<string> = new Set([
  // Its name carries no hash, so a new icon must reach browsers that kept the old one.
  'favicon.ico',
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'remotes.json',
  // The shell's sign-in bundle (tools/rspack signInPageConfig): named in main.js without a hash.
  'sign-in.js',
]);

export const noCache = 'no-cache';
export const immutable = 'public, max-age=31536000, immutable';

/** Cache-Control for a served file: entry points are revalidated, hashed assets kept a year. */
export function cacheControlFor(fileName: string): string {
  return revalidatedFiles.has(fileName) || fileName.endsWith('.html') ? noCache : immutable;
}

const isRemoteArea = (name: string | undefined): name is RemoteArea =>
  name !== undefined && (remoteAreaNames as readonly string[]).includes(name);

/**
 * The file type a path's last segment names (`js`, `css`, `ico`, `woff2`, …), lower case, or
 * undefined. A type starts with a letter: `/space/order/4500.1` is a record, not a file.
 */
function fileType(segments: readonly string[]): string | undefined {
  const extension = posix.extname(segments[segments.length - 1] ?? '').slice(1);
  return /^[a-z][a-z0-9]*$/i.test(extension) ? extension.toLowerCase() : undefined;
}

const htmlRanges: ReadonlySet<string> = new Set([
  'text/html',
  'application/xhtml+xml',
  'text/*',
  '*/*',
]);

/**
 * Whether an Accept header takes an HTML page. No header means anything (RFC 9110 §12.5.1); a
 * script asking for JSON only gets a 404, not the shell.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return htmlRanges.has(type) && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * A browser opening a page of the portal, which the shell's index.html answers: a path naming no
 * file type (or `.html`) and a request that takes HTML. Anything else that is missing, like
 * `/favicon.ico` or an old `main.1a2b3c.js`, is a 404, so a broken asset fails loudly instead of
 * being parsed as HTML.
 */
export function isNavigation(segments: readonly string[], accept: string | undefined): boolean {
  const type = fileType(segments);
  return (type === undefined || type === 'html') && acceptsHtml(accept);
}

/**
 * Production static files from one port: the shell from `<webRoot>/shell` at `/`, each remote
 * from `<webRoot>/<area>` at `/remotes/<area>/` (with `Access-Control-Allow-Origin: *`), and
 * the shell's index.html for a navigation to any other path so deep links render the shell.
 * A missing asset (a path with a file type, or a request that does not take HTML) is a 404.
 */
export const staticFiles: FastifyPluginAsyncZod<StaticFilesOptions> = async (
  app,
  { webRoot, refuseSourceMaps = false },
) => {
  const shellRoot = join(webRoot, 'shell');

  // Only for reply.sendFile (content type, ETag, ranges, HEAD, and the `.br`/`.gz` siblings the
  // build writes, chosen by Accept-Encoding); routing and path checks are ours.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendFailure(request, reply, 'FILE_NOT_FOUND');

  const sendShellIndex = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const index = await resolveInside(shellRoot, ['index.html']);
    if (index.kind !== 'file') {
      request.log.warn(`no shell to serve: ${join(shellRoot, 'index.html')} is missing`);
      return notFound(request, reply);
    }
    reply.header('cache-control', noCache);
    return reply.sendFile(`/${index.path}`, index.root, { cacheControl: false });
  };

  app.get(
    '/*',
    { config: { access: publicAccess }, schema: { hide: true } },
    async (request, reply) => {
      const pathname = urlPathname(request.raw.url);
      if (isApiPath(pathname)) return reply.callNotFound();

      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return notFound(request, reply);
      }
      const segments = safeSegments(decoded);
      if (segments === undefined) {
        request.log.warn({ path: pathname }, 'refused a static path outside the web root');
        return notFound(request, reply);
      }

      if (refuseSourceMaps && sourceMapName.test(segments[segments.length - 1] ?? '')) {
        request.log.info({ path: pathname }, 'refused a source map');
        return notFound(request, reply);
      }

      const underRemotes = segments[0] === 'remotes';
      if (underRemotes) reply.header('access-control-allow-origin', '*');
      const area = underRemotes ? segments[1] : undefined;
      const root = isRemoteArea(area) ? join(webRoot, area) : underRemotes ? undefined : shellRoot;
      const inRoot = isRemoteArea(area) ? segments.slice(2) : segments;

      if (root !== undefined && inRoot.length > 0) {
        const found = await resolveInside(root, inRoot);
        if (found.kind === 'forbidden') {
          request.log.warn({ path: pathname }, 'refused a static path that leaves the web root');
          return notFound(request, reply);
        }
        if (found.kind === 'file') {
          reply.header('cache-control', cacheControlFor(inRoot[inRoot.length - 1] ?? ''));
          return reply.sendFile(`/${found.path}`, found.root, { cacheControl: false });
        }
      }

      if (!isNavigation(segments, request.headers.accept)) return notFound(request, reply);
      return sendShellIndex(request, reply);
    },
  );
};

import { xlsxMediaType } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Sends bytes (or a file's stream, never held whole) as a download. The name is ASCII (`name`)
 * with an RFC 5987 UTF-8 copy, so browsers save it under the same name whatever the language.
 */
export function sendDownload(
  reply: FastifyReply,
  bytes: Buffer | Readable,
  name: string,
  mediaType: string,
): FastifyReply {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', mediaType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** Sends xlsx bytes as a download (see {@link sendDownload}). */
export const sendWorkbook = (
  reply: FastifyReply,
  bytes: Buffer | Readable,
  name: string,
): FastifyReply => sendDownload(reply, bytes, name, xlsxMediaType);

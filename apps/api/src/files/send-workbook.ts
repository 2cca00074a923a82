import { xlsxMediaType } from '@portal/contracts';
import type { FastifyReply } from 'fastify';

/**
 * Sends xlsx bytes as a download. The name is ASCII (`name`) with an RFC 5987 UTF-8 copy, so
 * browsers save it under the same name whatever the language.
 */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, name: string): FastifyReply {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', xlsxMediaType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'no-store')
    .send(bytes);
}

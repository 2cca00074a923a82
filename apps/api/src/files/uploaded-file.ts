import { maxImportBytes } from '@portal/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App } from '../common/app-types';
import { ApiError } from '../errors';

/** Accepts `multipart/form-data` uploads of one file, at most `maxImportBytes` large. */
export function registerUploads(app: App): void {
  // Registered on the app itself (the plugin is not encapsulated) so every route may take files.
  app.register(multipart, {
    limits: { files: 1, fileSize: maxImportBytes, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

/**
 * The bytes of the one file of a multipart upload (its part name does not matter). A request
 * without a file, or with one over the limit, is refused with "file upload failed" and nothing is
 * read further.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file' });
  let bytes: Buffer | undefined;
  try {
    const file = await request.file();
    bytes = await file?.toBuffer();
  } catch (cause) {
    throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file', cause });
  }
  if (bytes === undefined) throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file' });
  if (bytes.length === 0) throw new ApiError('IMPORT_EMPTY', { field: 'file' });
  return bytes;
}

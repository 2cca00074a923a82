import { maxDeliveryUploadBytes, xlsxMediaType } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { open, realpath, rm } from 'node:fs/promises';
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import { ApiError } from '../errors';
import { writeFileAtomically } from '../gateway/atomic-file';
import type { ProjectPaths } from '../gateway/project-paths';
import { packageParts } from '../files/xlsx-package';

// The files of the delivery screen on disk (docs/ship-notices.md, "Files"): what an upload is
// (told by its bytes, never by its name alone), the user's name made safe to show and send back,
// and where the bytes are kept inside the project's upload directory.

/** The one file of a multipart upload and the name the user's file had. */
export interface UploadedFile {
  readonly bytes: Buffer;
  readonly fileName: string;
}

/**
 * Reads the one file of a multipart upload, at most `maxDeliveryUploadBytes`. No file, a file
 * over the limit or a broken request is "file upload failed" (4016); an empty file is refused
 * with `empty` (an import says "import data cannot be empty", a report "upload failed").
 */
export async function readUpload(
  request: FastifyRequest,
  empty: 'IMPORT_EMPTY' | 'FILE_UPLOAD_FAILED',
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file' });
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    const part = await request.file({ limits: { fileSize: maxDeliveryUploadBytes } });
    if (part !== undefined) file = { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (cause) {
    throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file', cause });
  }
  if (file === undefined) throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file' });
  if (file.bytes.length === 0) throw new ApiError(empty, { field: 'file' });
  return file;
}

/** The longest name kept (the column's limit, in characters). */
export const maxFileNameLength = 255;
/** An extension kept whole when a long name is cut. */
const maxExtensionLength = 16;

/**
 * The user's file name made safe to list, store and send back as a download name: the last
 * path segment only (either slash), without control, format (bidi overrides) or reserved
 * characters, without leading dots or trailing dots and spaces, at most 255 characters with its
 * extension kept. A name left empty becomes `fallback`.
 */
export function cleanFileName(name: string, fallback: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // C0, DEL, C1, and format characters (bidi overrides, zero-width joiners, BOM).
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  const safe = cleaned === '' ? fallback : cleaned;
  const characters = Array.from(safe);
  if (characters.length <= maxFileNameLength) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(safe.slice(dot)) : [];
  const keep = extension.length <= maxExtensionLength ? extension : [];
  return [...characters.slice(0, maxFileNameLength - keep.length), ...keep].join('').trimEnd();
}

/** What a report file may be: told apart by its content. */
export interface ReportType {
  readonly mediaType: string;
  readonly extension: string;
}

const pdf: ReportType = { mediaType: 'application/pdf', extension: 'pdf' };
const png: ReportType = { mediaType: 'image/png', extension: 'png' };
const jpeg: ReportType = { mediaType: 'image/jpeg', extension: 'jpg' };
export const xlsxType: ReportType = { mediaType: xlsxMediaType, extension: 'xlsx' };
const csv: ReportType = { mediaType: 'text/csv', extension: 'csv' };
const text: ReportType = { mediaType: 'text/plain', extension: 'txt' };

const startsWith = (bytes: Buffer, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** A zip that holds a workbook (not a Word or PowerPoint file, not any zip). */
function isWorkbook(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  try {
    const parts = packageParts(bytes);
    return parts.has('[content_types].xml') && parts.has('xl/workbook.xml');
  } catch {
    return false;
  }
}

/** The encodings a text file may come in: Unicode with or without its mark, or GB18030. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** The encoding its byte order mark names, and the mark's length. */
export function byteOrderMark(bytes: Buffer): { encoding: TextEncoding; length: number } | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', length: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', length: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** Text people write: no control characters but tab, line breaks and form feed. */
const controlCharacter = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * The text of bytes that are text: UTF-8 (Chinese Excel's "CSV UTF-8"), UTF-16 with its mark
 * ("Unicode text"), or GB18030 (Chinese Excel's plain "CSV"); undefined for anything else.
 */
export function decodeText(bytes: Buffer): string | undefined {
  const mark = byteOrderMark(bytes);
  const candidates: TextEncoding[] = mark === null ? ['utf-8', 'gb18030'] : [mark.encoding];
  const body = bytes.subarray(mark?.length ?? 0);
  for (const encoding of candidates) {
    try {
      const decoded = new TextDecoder(encoding, { fatal: true }).decode(body);
      return controlCharacter.test(decoded) ? undefined : decoded;
    } catch {
      // Not this encoding: the next one is tried.
    }
  }
  return undefined;
}

/**
 * What a report file is, from its first bytes (PDF, PNG, JPEG), its zip directory (an xlsx
 * workbook) or its content (text; `.csv` names a table). Anything else is refused (4016): the
 * name alone never decides, so a program renamed `.pdf` is not kept.
 */
export function reportTypeOf(bytes: Buffer, fileName: string): ReportType {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg;
  if (isWorkbook(bytes)) return xlsxType;
  if (decodeText(bytes) !== undefined) return /\.csv$/i.test(fileName) ? csv : text;
  throw new ApiError('FILE_UPLOAD_FAILED', { field: 'file' });
}

/** Where the delivery screen's uploads go inside the project's upload directory. */
const uploadFolder = 'delivery';

/**
 * Writes an upload's bytes atomically under a new name (`delivery/<uuid>.<ext>`: never the
 * user's name) and returns that name, relative to the upload directory. The row that lists it
 * is inserted afterwards; `discard` removes the file again when that insert fails.
 */
export async function storeUpload(
  paths: ProjectPaths,
  bytes: Buffer,
  extension: string,
): Promise<{ storedName: string; discard: () => Promise<void> }> {
  const name = `${randomUUID()}.${extension}`;
  const written = await writeFileAtomically(join(paths.upload, uploadFolder), name, bytes);
  return {
    storedName: posix.join(uploadFolder, name),
    discard: () => rm(written, { force: true }),
  };
}

const inside = (directory: string, path: string): boolean => {
  const rel = relative(directory, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..');
};

/**
 * The bytes of a stored upload. Its name comes from the database, so it is checked as if typed
 * by a stranger: a name that leaves the upload directory (`..`, an absolute path, a link out of
 * it) is "file not found" (3008); a file gone from disk is "report download failed" (3009).
 */
export async function readStoredUpload(
  paths: ProjectPaths,
  storedName: string,
  missing: 'REPORT_DOWNLOAD_FAILED' | 'FILE_OPEN_FAILED' = 'REPORT_DOWNLOAD_FAILED',
): Promise<Buffer> {
  const path = resolve(paths.upload, storedName);
  if (storedName.includes('\0') || isAbsolute(storedName) || !inside(paths.upload, path)) {
    throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
  }
  let real: string;
  let directory: string;
  try {
    [real, directory] = await Promise.all([realpath(path), realpath(paths.upload)]);
  } catch (cause) {
    throw new ApiError(missing, { field: 'id', cause });
  }
  if (!inside(directory, real)) throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
  let handle;
  try {
    handle = await open(real, 'r');
  } catch (cause) {
    throw new ApiError(missing, { field: 'id', cause });
  }
  try {
    const stats = await handle.stat();
    // Only regular files the portal wrote (at most an upload's size) are sent back.
    if (!stats.isFile() || stats.size > maxDeliveryUploadBytes) {
      throw new ApiError('FILE_NOT_FOUND', { field: 'id' });
    }
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

/**
 * The zip container of an uploaded xlsx, read from the bytes already in memory (an upload is at
 * most 10 MB) through its central directory, one part at a time. A part is inflated as a stream
 * and every inflated byte is counted: past the part's limit the inflater is destroyed, so a "zip
 * bomb" costs at most its limit in work and a few chunks in memory, never its inflated size.
 */
export interface PackagePart {
  readonly name: string;
  /** 0 stored, 8 deflated; nothing else is accepted. */
  readonly method: 0 | 8;
  readonly data: Buffer;
  /** What the directory claims; only used to refuse early, the inflated bytes are counted. */
  readonly declaredSize: number;
}

/** The file is not a zip container this reader accepts (damaged, encrypted, zip64, split…). */
export class PackageFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackageFormatError';
  }
}

/** A part inflates to more than its limit (or holds more entries than its reader keeps). */
export class PartTooLargeError extends Error {
  constructor(
    readonly part: string,
    readonly limit: number,
    unit: 'bytes' | 'entries' = 'bytes',
  ) {
    super(`${part} holds more than ${limit} ${unit}`);
    this.name = 'PartTooLargeError';
  }
}

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
/** Real workbooks have tens of parts; a directory of millions would cost memory by itself. */
const maxParts = 10_000;
/** Compressed input is fed to the inflater in slices this large: deflate expands a byte to at
 * most ~1,032 bytes, so one slice never inflates to more than about 1 MiB at once. */
const inflateSlice = 1024;
const storedSlice = 64 * 1024;

function fail(message: string): never {
  throw new PackageFormatError(message);
}

function endRecordOffset(bytes: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === endOfDirectory) return offset;
  }
  return fail('no zip end record');
}

/** The parts of a zip container by lower-case name (OPC part names ignore case). */
export function packageParts(bytes: Buffer): ReadonlyMap<string, PackagePart> {
  if (bytes.length < 22) fail('too short for a zip file');
  const end = endRecordOffset(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) {
    fail('split zip files are not supported');
  }
  if (count === 0xffff || directoryStart === 0xffffffff) fail('zip64 is not supported');
  if (count > maxParts) fail('too many parts');
  if (directoryStart + directorySize > end) fail('directory outside the file');
  const parts = new Map<string, PackagePart>();
  let offset = directoryStart;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== directoryEntry) {
      fail('damaged directory');
    }
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const declaredSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const headerOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if ((flags & 0x1) !== 0) fail(`${name} is encrypted`);
    if (method !== 0 && method !== 8) fail(`${name} uses compression method ${method}`);
    if (compressedSize === 0xffffffff || headerOffset === 0xffffffff)
      fail('zip64 is not supported');
    if (headerOffset + 30 > directoryStart || bytes.readUInt32LE(headerOffset) !== localHeader) {
      fail(`${name} has no local header`);
    }
    const dataStart =
      headerOffset +
      30 +
      bytes.readUInt16LE(headerOffset + 26) +
      bytes.readUInt16LE(headerOffset + 28);
    if (dataStart + compressedSize > directoryStart) fail(`${name} lies outside the file`);
    const key = name.toLowerCase();
    // Two parts of one name would let a checker and a reader see different files.
    if (parts.has(key)) fail(`${name} appears twice`);
    parts.set(key, {
      name,
      method,
      data: bytes.subarray(dataStart, dataStart + compressedSize),
      declaredSize,
    });
  }
  return parts;
}

function* slices(data: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < data.length; start += size) yield data.subarray(start, start + size);
}

async function* inflatedBytes(part: PackagePart): AsyncGenerator<Buffer> {
  if (part.method === 0) {
    yield* slices(part.data, storedSlice);
    return;
  }
  const inflater = createInflateRaw();
  // pipe() waits for the inflater to drain, and the inflater waits for this loop to read.
  const source = Readable.from(slices(part.data, inflateSlice));
  source.pipe(inflater);
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } finally {
    source.unpipe(inflater);
    source.destroy();
    inflater.destroy();
  }
}

/**
 * The text of a part (UTF-8), chunk by chunk as it inflates. Throws `PartTooLargeError` as soon
 * as more than `limit` bytes came out, and `PackageFormatError` for damaged compressed data.
 * Chunks are decoded with one decoder, so a character split between two chunks stays whole.
 */
export async function* partText(part: PackagePart, limit: number): AsyncGenerator<string> {
  // An honest writer declares the size: refuse before inflating anything.
  if (part.declaredSize > limit) throw new PartTooLargeError(part.name, limit);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of inflatedBytes(part)) {
      inflated += chunk.length;
      if (inflated > limit) throw new PartTooLargeError(part.name, limit);
      const text = decoder.write(chunk);
      if (text !== '') yield text;
    }
  } catch (cause) {
    if (cause instanceof PartTooLargeError) throw cause;
    // zlib's "invalid distance", "unexpected end of file"…: a damaged file.
    throw new PackageFormatError(
      `${part.name}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

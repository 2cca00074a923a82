/**
 * The verbatim text of one transaction set / message inside the bytes of its interchange: from
 * its header segment (ST, UNH) to the terminator of its trailer (SE, UNT). The readers give the
 * offsets of the segments between them; the header and trailer are found around those.
 */
export interface SliceDelimiters {
  readonly element: string;
  readonly segment: string;
  /** EDIFACT's release character: a terminator right after it is data, not a terminator. */
  readonly release?: string | undefined;
}

export function documentSlice(
  bytes: Uint8Array,
  header: 'ST' | 'UNH',
  innerOffsets: { first: number; last: number } | undefined,
  searchFrom: number,
  delimiters: SliceDelimiters,
): { start: number; end: number } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const marker = Buffer.from(`${header}${delimiters.element}`, 'latin1');
  const start =
    innerOffsets === undefined
      ? buffer.indexOf(marker, searchFrom)
      : buffer.lastIndexOf(marker, innerOffsets.first);
  if (start < 0) return undefined;
  // The trailer is the segment after the last inner one (or after the header).
  const afterLast = terminatorAfter(buffer, innerOffsets?.last ?? start, delimiters);
  if (afterLast < 0) return undefined;
  const end = terminatorAfter(buffer, afterLast + 1, delimiters);
  return end < 0 ? undefined : { start, end: end + 1 };
}

function terminatorAfter(buffer: Buffer, from: number, delimiters: SliceDelimiters): number {
  const terminator = delimiters.segment.charCodeAt(0);
  const release = delimiters.release?.charCodeAt(0);
  for (let index = from; index < buffer.length; index += 1) {
    if (buffer[index] !== terminator) continue;
    if (release === undefined) return index;
    let escapes = 0;
    for (let back = index - 1; back >= from && buffer[back] === release; back -= 1) escapes += 1;
    if (escapes % 2 === 0) return index;
  }
  return -1;
}

/**
 * The text of one streamed set / message, decoded, and where the next search may start; '' when
 * its bounds cannot be found (the whole file is kept with the receipt anyway).
 */
export function documentText(
  bytes: Uint8Array,
  header: 'ST' | 'UNH',
  inner: readonly { offset: number }[],
  searchFrom: number,
  delimiters: SliceDelimiters | undefined,
  encoding: 'utf8' | 'latin1',
): { text: string; searchFrom: number } {
  const first = inner[0];
  const last = inner.at(-1);
  const slice =
    delimiters === undefined
      ? undefined
      : documentSlice(
          bytes,
          header,
          first === undefined || last === undefined
            ? undefined
            : { first: first.offset, last: last.offset },
          searchFrom,
          delimiters,
        );
  if (slice === undefined) return { text: '', searchFrom };
  return {
    text: Buffer.from(bytes.subarray(slice.start, slice.end)).toString(encoding),
    searchFrom: slice.end,
  };
}

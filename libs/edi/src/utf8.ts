/**
 * Index of the first invalid UTF-8 sequence in `bytes[start, end)` (where it starts), or -1.
 * Node's `isUtf8` says whether there is one; this says where, for the error message. Overlong
 * forms, surrogates and code points above U+10FFFF are invalid, as for a fatal TextDecoder.
 */
export function findInvalidUtf8(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let index = start;
  while (index < end) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let length: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
      length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      // E0 needs A0.. (no overlong), ED ..9F (no surrogates).
      if (lead === 0xe0) min = 0xa0;
      if (lead === 0xed) max = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      // F0 needs 90.. (no overlong), F4 ..8F (nothing above U+10FFFF).
      if (lead === 0xf0) min = 0x90;
      if (lead === 0xf4) max = 0x8f;
    } else {
      return index;
    }
    for (let next = 1; next < length; next += 1) {
      const at = index + next;
      if (at >= end) return index;
      const byte = bytes[at] ?? 0;
      const low = next === 1 ? min : 0x80;
      const high = next === 1 ? max : 0xbf;
      if (byte < low || byte > high) return index;
    }
    index += length;
  }
  return -1;
}

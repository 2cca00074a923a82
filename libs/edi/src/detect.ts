export type DocumentFormat = 'x12' | 'edifact' | 'xml' | 'json' | 'unknown';

/**
 * The format of an input from its first bytes (a few dozen are enough), after an optional byte
 * order mark and whitespace: X12 starts with ISA, EDIFACT with UNA or UNB, XML with `<`, JSON
 * with `{` or `[`.
 */
export function detectFormat(firstBytes: Uint8Array | string): DocumentFormat {
  const text =
    typeof firstBytes === 'string'
      ? firstBytes.slice(0, 64)
      : new TextDecoder('utf-8').decode(firstBytes.subarray(0, 64));
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('ISA')) return 'x12';
  if (start.startsWith('UNA') || start.startsWith('UNB')) return 'edifact';
  if (start.startsWith('<')) return 'xml';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'unknown';
}

/**
 * PostgreSQL cannot store NUL in text or jsonb, nor a lone UTF-16 surrogate (22P05, 22021): such a
 * string sent to the database fails the whole transaction. Partner data reaches text columns in
 * three ways, each made safe here before any insert (docs/architecture.md, "Failure model"):
 * - the original text, kept as received: NUL and lone surrogates become U+FFFD (the reader has
 *   already reported the set that held them, with the byte offset);
 * - problem messages and segment tags shown to people: control characters are written out as
 *   `<0x00>`, so an operator sees what was there;
 * - canonical documents: a mapped value that cannot be stored rejects its set (it is never
 *   altered silently).
 */

// Lone surrogates: a high one not followed by a low one, or a low one without a high one before.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as PostgreSQL can store it: NUL and lone surrogates become U+FFFD. */
export const storableText = (text: string): string => text.replace(unstorable, '\uFFFD');

/** Text for people: control characters shown as `<0xNN>`, then made storable. */
export const printableText = (text: string): string =>
  storableText(
    text.replace(
      control,
      (char) => `<0x${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}>`,
    ),
  );

// The same pattern without the global flag: `test` then keeps no position between calls.
const unstorableOnce = new RegExp(unstorable.source);

/**
 * Whether any string in a JSON-like value (keys included) cannot be stored. It runs on every
 * mapped document, so it walks with plain loops (no entry arrays) and tests only strings that
 * hold a character from NUL or the surrogate range at all.
 */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return mayBeUnstorable(value) && unstorableOnce.test(value);
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnstorableText(item)) return true;
    return false;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      if (hasUnstorableText(key) || hasUnstorableText(record[key])) return true;
    }
  }
  return false;
}

// Most strings are short plain ASCII: a scan of char codes is cheaper than the regular expression.
function mayBeUnstorable(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0 || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

/** A JSON-like value with every string printable (problem lists, error details). */
export function printableJson<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => printableJson(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [printableText(key), printableJson(item)]),
    ) as T;
  }
  return value;
}

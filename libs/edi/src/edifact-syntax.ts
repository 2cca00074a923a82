/**
 * EDIFACT syntax identifiers (UNB01-1) and their character sets: which characters a value may
 * hold and how the bytes are encoded.
 */

/**
 * Supported syntax identifiers: UNOA (upper case level A), UNOB (level B, printable ASCII),
 * UNOC (ISO 8859-1), UNOW and UNOY (ISO 10646 in UTF-8).
 */
export type EdifactSyntaxId = 'UNOA' | 'UNOB' | 'UNOC' | 'UNOW' | 'UNOY';

export const edifactSyntaxIds: readonly EdifactSyntaxId[] = [
  'UNOA',
  'UNOB',
  'UNOC',
  'UNOW',
  'UNOY',
];

export const isEdifactSyntaxId = (value: string): value is EdifactSyntaxId =>
  (edifactSyntaxIds as readonly string[]).includes(value);

/** How the bytes of an interchange with this syntax identifier are decoded. */
export const edifactEncoding = (syntaxId: EdifactSyntaxId): 'latin1' | 'utf8' =>
  syntaxId === 'UNOW' || syntaxId === 'UNOY' ? 'utf8' : 'latin1';

const unoaCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-()/=\'+:?!"%&*;<>';

// One lookup table per single-byte set: faster than a regular expression per character.
const unoaTable = new Uint8Array(256);
for (const char of unoaCharacters) unoaTable[char.charCodeAt(0)] = 1;

/** Whether a character (one UTF-16 code unit or a full code point) belongs to the set. */
export function isEdifactCharAllowed(syntaxId: EdifactSyntaxId, code: number): boolean {
  switch (syntaxId) {
    case 'UNOA':
      return code < 256 && unoaTable[code] === 1;
    case 'UNOB':
      return code >= 0x20 && code <= 0x7e;
    case 'UNOC':
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    case 'UNOW':
    case 'UNOY':
      // UTF-8 validity is checked on the bytes; any graphic character is acceptable, no control
      // character (a NUL would reach the database, a line break our CONTRL).
      return code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0);
  }
}

/** A human description of the set, for error messages. */
export const edifactCharsetDescription: Readonly<Record<EdifactSyntaxId, string>> = {
  UNOA: 'UNOA (upper-case letters, digits, space and .,-()/=\'+:?!"%&*;<>)',
  UNOB: 'UNOB (printable ASCII)',
  UNOC: 'UNOC (ISO 8859-1)',
  UNOW: 'UNOW (UTF-8, no control characters)',
  UNOY: 'UNOY (UTF-8, no control characters)',
};

/** Index of the first character of `text` outside the set, or -1. */
export function findInvalidEdifactChar(syntaxId: EdifactSyntaxId, text: string): number {
  if (syntaxId === 'UNOW' || syntaxId === 'UNOY') return -1;
  for (let index = 0; index < text.length; index += 1) {
    if (!isEdifactCharAllowed(syntaxId, text.charCodeAt(index))) return index;
  }
  return -1;
}

/** `'ü' (U+00FC)`: a character named unambiguously in a message. */
export function describeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return code < 0x20 || (code >= 0x7f && code < 0xa0) ? `U+${hex}` : `'${char}' (U+${hex})`;
}

/**
 * The bytes to send for an EDIFACT text written by `writeEdifact`: Latin-1 for UNOA/UNOB/UNOC,
 * UTF-8 for UNOW/UNOY. Throws for a character the encoding cannot hold.
 */
export function encodeEdifactText(text: string, syntaxId: EdifactSyntaxId): Uint8Array {
  if (edifactEncoding(syntaxId) === 'utf8') return new TextEncoder().encode(text);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) {
      throw new RangeError(
        `${describeChar(text.charAt(index))} at character ${index} cannot be encoded in ${syntaxId} (ISO 8859-1)`,
      );
    }
    bytes[index] = code;
  }
  return bytes;
}

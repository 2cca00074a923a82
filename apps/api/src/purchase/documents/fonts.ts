import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC, so Chinese and Latin text print with one face. The files are 10 MB each: each is
 * read once per process and the buffer reused; pdfkit embeds only the glyphs a document uses.
 */

export type DocumentFontWeight = 'regular' | 'bold';

/** The names the documents register the faces under (pdfkit's font names). */
export const documentFontNames: Readonly<Record<DocumentFontWeight, string>> = {
  regular: 'NotoSansSC-Regular',
  bold: 'NotoSansSC-Bold',
};

/** Noto Sans SC's line height in ems (ascender 1160, descender 288 per 1000 units). */
export const lineHeightFactor = 1.448;

const fontModules: Readonly<Record<DocumentFontWeight, string>> = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

const requireFromHere = createRequire(import.meta.url);
const loadedFonts = new Map<DocumentFontWeight, Buffer>();

/** The TrueType file of a weight, read on first use. */
export function documentFont(weight: DocumentFontWeight): Buffer {
  let font = loadedFonts.get(weight);
  if (font === undefined) {
    font = readFileSync(requireFromHere.resolve(fontModules[weight]));
    loadedFonts.set(weight, font);
  }
  return font;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Scans images with zxing-wasm, its WebAssembly read from the installed package (the machine has
 * no network, and the package would otherwise fetch it from a CDN).
 */

let ready: Promise<unknown> | undefined;

function zxingReady(): Promise<unknown> {
  if (ready === undefined) {
    const file = readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  }
  return ready;
}

export interface ScannedSymbol {
  /** The data as zxing reads it: GS1 element strings in bracketed form, "(00)…". */
  text: string;
  /** ]C1 for GS1-128 (FNC1 in first position), ]C0 for plain Code 128. */
  symbologyIdentifier: string;
}

/** Every Code 128 symbol zxing finds in an image file (PNG, PGM, …). */
export async function scanCode128(image: Uint8Array): Promise<ScannedSymbol[]> {
  await zxingReady();
  const results = await readBarcodes(image, {
    formats: ['Code128'],
    maxNumberOfSymbols: 16,
    tryHarder: true,
  });
  return results
    .filter((result) => result.isValid)
    .map((result) => ({ text: result.text, symbologyIdentifier: result.symbologyIdentifier }));
}

import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; source maps are fetched only by devtools, so they are left. */
const compressible = new Set(['.js', '.css', '.html', '.json', '.svg']);
const minimumBytes = 1024;

/**
 * Writes `<asset>.br` and `<asset>.gz` beside every emitted text asset, once, at build time, so
 * the server sends compressed files without compressing on each request (@fastify/static's
 * `preCompressed`), and any CDN can do the same.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compiler.outputPath;
      await Promise.all(
        compilation
          .getAssets()
          .filter(
            (asset) => compressible.has(extname(asset.name)) && asset.source.size() >= minimumBytes,
          )
          .map(async (asset) => {
            const file = join(outputPath, asset.name);
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  // The highest quality: it costs seconds once per build and takes a few
                  // per cent more off every first screen than 10 (issue 21).
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    });
  }
}

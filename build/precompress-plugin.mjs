import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import webpack from 'webpack';

/** What is worth compressing: text. Pictures and fonts are compressed already; index.html is the BFF's template. */
const COMPRESSIBLE = /\.(?:m?js|css|json|svg|txt)$/;
/** Below this size compression costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its best, quality 11) and `<file>.gz` (gzip level 9) beside each text
 * file of a browser build, so the BFF sends compressed files without compressing anything while it
 * serves (docs/server-rendering.md, "Static files").
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const body = source.buffer();
          if (body.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
          compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gzipSync(body, { level: 9 })));
        }
      });
    });
  }
}

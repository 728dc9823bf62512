// The federation weight ratio's denominator: the same front-end code (shell + catalog + forms + admin
// sources, same loader and minifier) built by webpack as ONE ordinary application, without Module
// Federation. `@module-federation/enhanced/runtime` is aliased to bench/plain-bundle/federation-shim.mjs,
// whose `loadRemote('catalog/HomePage')` is a plain dynamic `import()` of the file the remote exposes, so
// routes still split into lazy chunks the way any single-page app's would. The home page needs the
// entry's initial chunks plus the chunk groups of `catalog/HomePage` and `forms/NewsletterForm`
// (home and footer newsletter); their gzip sizes are summed. Built in a temp dir, nothing is kept.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../scripts/lib/run.mjs';

const require = createRequire(import.meta.url);
// The newsletter forms load when they come near the viewport, as in the federated build.
const HOME_GROUPS = ['catalog/HomePage'];

export async function buildPlainBundle({ log = console.log } = {}) {
  const webpack = require('webpack');
  const outDir = mkdtempSync(path.join(tmpdir(), 'caliber-bench-plain-'));
  const config = {
    mode: 'production',
    context: repoRoot,
    entry: { main: path.join(repoRoot, 'shell/src/bootstrap.tsx') },
    devtool: false,
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // As in the federated build: react-router's production build.
      alias: { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') },
    },
    // The federation runtime under @caliber/ui's remotes becomes lazy chunks of this one application.
    plugins: [new webpack.NormalModuleReplacementPlugin(/^@module-federation\/enhanced\/runtime$/, path.join(import.meta.dirname, 'plain-bundle', 'federation-shim.mjs'))],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
        },
        { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    stats: 'none',
  };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : result.hasErrors() ? reject(new Error(result.toString('errors-only'))) : resolve(result))),
  );
  try {
    const json = stats.toJson({ all: false, assets: true, chunkGroups: true, chunks: true, entrypoints: true });
    const gzipOf = (file) => gzipSync(readFileSync(path.join(outDir, file))).length;
    const jsOf = (group) => (group?.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((name) => name.endsWith('.js'));
    const files = new Set(jsOf(json.entrypoints.main));
    for (const name of HOME_GROUPS) {
      const group = json.namedChunkGroups[name];
      if (!group) throw new Error(`the plain bundle has no chunk group ${name}`);
      for (const file of jsOf(group)) files.add(file);
    }
    const homeFiles = [...files].map((file) => ({ file, gzipBytes: gzipOf(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const allJs = json.assets.filter(({ name }) => name.endsWith('.js'));
    log(`  plain bundle: ${allJs.length} JS files, home needs ${homeFiles.length}`);
    return {
      homeJsGzipBytes: homeFiles.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
      homeJsFiles: homeFiles.length,
      homeFiles,
      allJsGzipBytes: allJs.reduce((sum, { name }) => sum + gzipOf(name), 0),
      allJsFiles: allJs.length,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

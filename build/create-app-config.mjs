import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { PreloadFontsPlugin } from './preload-fonts-plugin.mjs';
import { shared } from './shared.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

/** Where `npm run dev` finds the BFF; the shell's dev server forwards API and config calls to it. */
const BFF_DEV_URL = process.env.BFF_DEV_URL ?? 'http://localhost:3000';

/**
 * The webpack config of one app (the shell or a remote), as a function of webpack-cli's `argv`.
 *
 * @param {object} options
 * @param {string} options.name  Federation container name and `output.uniqueName` ('shell', 'catalog', ...).
 * @param {string} options.dir   The app's folder (`path.dirname(fileURLToPath(import.meta.url))`).
 * @param {Record<string, string>} [options.exposes]  Public module name → file, e.g. `{'./HomePage': './src/exposes/home-page.ts'}`.
 * @param {boolean} [options.isHost]  The shell: emits dist/index.html and serves the router's paths in dev.
 * @param {number} options.port  Dev server port.
 *
 * Output: `<dir>/dist`, content-hashed names except `remoteEntry.js` (remotes) and `index.html` (host).
 * The host's index.html is a template the BFF fills; see build/index.html for its markers.
 */
export function createAppConfig({ name, dir, exposes = {}, isHost = false, port }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        uniqueName: name,
        publicPath: 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        // TS sources may import siblings with a `.js` suffix (NodeNext style).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared,
          // 'version-first' would fetch every registered remote's entry at start (the admin's too);
          // all apps build from one lockfile, so the first loaded copy is the right one.
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(buildDir, 'federation-runtime-plugin.mjs')],
          dts: false,
          manifest: false,
          // The federation runtime (~28 KB gzip) ships once, in the shell, instead of in every remote
          // entry; measured on the home page: 219 KB gzip in 11 JS files instead of 273 KB in 16.
          // So a remote runs only inside the shell, never on its own.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(buildDir, 'index.html'),
                // The BFF serves the shell at the site root; absolute URLs keep deep routes working.
                publicPath: '/',
                scriptLoading: 'defer',
                minify: production && { collapseWhitespace: true, removeComments: false },
              }),
              new PreloadFontsPlugin(),
            ]
          : []),
      ],
      // webpack's built-in HTML minifier would strip the BFF's comment markers from index.html.
      experiments: { html: false },
      performance: { hints: false },
      devServer: {
        port,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost,
        ...(isHost
          ? { proxy: [{ context: ['/api', '/uploads', '/runtime-config.json'], target: BFF_DEV_URL }] }
          : {}),
      },
    };
  };
}

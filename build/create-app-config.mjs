import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { PreloadFontsPlugin } from './preload-fonts-plugin.mjs';
import { serverShared, shared } from './shared.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Where `npm run dev` finds the BFF; the shell's dev server forwards API and config calls to it. */
const BFF_DEV_URL = process.env.BFF_DEV_URL ?? 'http://localhost:3000';

/** Where each app's Node build goes, beside its browser files (see docs/server-rendering.md). */
export const SERVER_DIR = 'server';

/**
 * TSX through esbuild, then babel-plugin-styled-components alone: it gives every styled component an id
 * derived from its file and position, so the class names of the server's HTML and the browser's
 * hydration agree whatever order the modules load in. `namespace` keeps ids of two apps apart.
 */
const scriptRule = (name, production) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: [
    {
      loader: 'babel-loader',
      options: {
        babelrc: false,
        configFile: false,
        plugins: [['babel-plugin-styled-components', { namespace: name, ssr: true, displayName: !production, fileName: false, pure: true }]],
      },
    },
    { loader: 'esbuild-loader', options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' } },
  ],
});

const resolveOptions = (production) => ({
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  // TS sources may import siblings with a `.js` suffix (NodeNext style).
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // react-router's package exports name only its development build (its own tooling swaps in the
  // production one): 376 KB against 150 KB before compression.
  alias: production ? { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') } : {},
});

/**
 * The webpack configs of one app (the shell or a remote), as a function of webpack-cli's `argv`: the
 * browser build into `<dir>/dist`, and the Node build the BFF renders with into `<dir>/dist/server`.
 *
 * @param {object} options
 * @param {string} options.name  Federation container name and `output.uniqueName` ('shell', 'catalog', ...).
 * @param {string} options.dir   The app's folder (`import.meta.dirname`).
 * @param {Record<string, string>} [options.exposes]  Public module name → file, e.g. `{'./HomePage': './src/exposes/home-page.ts'}`.
 * @param {boolean} [options.isHost]  The shell: emits dist/index.html and serves the router's paths in dev.
 * @param {boolean} [options.serverRendered]  Also build for Node (every app but the back office).
 * @param {number} options.port  Dev server port.
 */
export function createAppConfig({ name, dir, exposes = {}, isHost = false, serverRendered = true, port }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig({ name, dir, exposes, isHost, port, production });
    return serverRendered ? [browser, serverConfig({ name, dir, exposes, isHost, production })] : browser;
  };
}

function browserConfig({ name, dir, exposes, isHost, port, production }) {
  return {
    name: 'browser',
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
      clean: { keep: (file) => file.startsWith(SERVER_DIR) },
    },
    resolve: resolveOptions(production),
    module: { rules: [scriptRule(name, production), { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' }] },
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
        // No manifests, so no snapshots; and the browser build needs none of the runtime's Node code.
        // Together −12 KB gzip of the runtime on every page (see docs/server-rendering.md).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
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
      ...(isHost ? { proxy: [{ context: ['/api', '/uploads', '/runtime-config.json'], target: BFF_DEV_URL }] } : {}),
    },
  };
}

/**
 * The Node build. The shell's is a CommonJS module the BFF requires (`render`); a remote's is one
 * `remoteEntry.js` holding every exposed module, fetched by the BFF from beside the remote's browser
 * entry and run in the shell's federation runtime, which provides the shared libraries.
 */
function serverConfig({ name, dir, exposes, isHost, production }) {
  return {
    name: 'server',
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    // A remote's Node build is its container alone (remoteEntry.js, added by the federation plugin).
    entry: isHost ? { main: './src/server.ts' } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      uniqueName: `${name}-server`,
      // Asset URLs must equal the browser build's: the shell's files are served at the site root.
      publicPath: '/',
      // `.cjs`: the apps' package.json says ES modules, and this output is CommonJS.
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: resolveOptions(production),
    module: {
      rules: [
        scriptRule(name, production),
        { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }),
        remoteType: 'script',
        shared: isHost ? shared : serverShared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(buildDir, 'server-federation-runtime-plugin.mjs')],
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      // A remote's Node build is fetched as one file: no chunks to load over the network afterwards.
      ...(isHost ? [] : [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]),
    ],
    performance: { hints: false },
  };
}

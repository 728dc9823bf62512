import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { hostShared, remoteShared, shared } from './shared.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

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
        plugins: [['babel-plugin-styled-components', { namespace: name, ssr: true, displayName: !production, fileName: false, pure: true, transpileTemplateLiterals: false }]],
      },
    },
    { loader: 'esbuild-loader', options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' } },
  ],
});

const injectExternalRuntimeCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
// What the federation plugin's generated entry imports the bundler runtime as (an absolute path).
const bundlerRuntimeEntry = path.join(path.dirname(require.resolve('@module-federation/webpack-bundler-runtime/package.json')), 'dist/bundler.js');

const resolveOptions = (production) => ({
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  // TS sources may import siblings with a `.js` suffix (NodeNext style).
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // react-router's package exports name only its development build (its own tooling swaps in the
  // production one): 376 KB against 150 KB before compression.
  alias: {
    ...(production ? { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') } : {}),
    // Its package exports send webpack to the CommonJS build, which bundles a second (CommonJS) copy of the
    // federation runtime beside the ESM one: +21 KB gzip on every page.
    // The federation plugin adds it by its resolved CommonJS path, so that path is what is aliased.
    [`${injectExternalRuntimeCjs}$`]: injectExternalRuntimeCjs.replace(/\.cjs$/, '.js'),
  },
});

/**
 * A remote's browser build takes the federation bundler runtime from the shell instead of bundling its own
 * (`provide-bundler-runtime.mjs`, docs/server-rendering.md).
 */
function browserResolveOptions(production, isHost) {
  const options = resolveOptions(production);
  if (!isHost) options.alias[`${bundlerRuntimeEntry}$`] = path.join(buildDir, 'remote-bundler-runtime.mjs');
  return options;
}

/** Options every app's federation plugin shares, browser and Node (docs/deploying-a-remote.md). */
const federationBase = {
  // 'version-first' would fetch every registered remote's entry at start (the admin's too); all apps
  // build from one lockfile, so the first loaded copy is the right one.
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
};

/**
 * The webpack configs of one app (the shell or a remote), as a function of webpack-cli's `argv`: the
 * browser build into `<dir>/dist`, and the Node build the BFF renders with into `<dir>/dist/server`.
 *
 * @param {object} options
 * @param {string} options.name  Federation container name and `output.uniqueName` ('shell', 'catalog', ...).
 * @param {string} options.dir   The app's folder (`import.meta.dirname`).
 * @param {Record<string, string>} [options.exposes]  Public module name → file, e.g. `{'./HomePage': './src/exposes/home-page.ts'}`.
 * @param {boolean} [options.isHost]  The shell: emits dist/index.html.
 * @param {boolean} [options.serverRendered]  Also build for Node (every app but the back office).
 */
export function createAppConfig({ name, dir, exposes = {}, isHost = false, serverRendered = true }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig({ name, dir, exposes, isHost, production });
    return serverRendered ? [browser, serverConfig({ name, dir, exposes, isHost, production })] : browser;
  };
}

function browserConfig({ name, dir, exposes, isHost, production }) {
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
    resolve: browserResolveOptions(production, isHost),
    module: {
      rules: [
        scriptRule(name, production),
        { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        { test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/, loader: path.join(buildDir, 'pure-module-level-loader.cjs') },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase,
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: isHost ? hostShared : remoteShared,
        // The shell's instance loads every remote entry; a remote's loads none (`disableRemote`).
        runtimePlugins: isHost ? [path.join(buildDir, 'browser-federation-plugin.mjs'), path.join(buildDir, 'provide-bundler-runtime.mjs')] : [],
        // The federation runtime ships once, in the shell; the remotes use it, so a remote runs only
        // inside the shell. No snapshots (no manifests are read), and none of the runtime's Node code.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(buildDir, 'index.html'),
              // The BFF serves the shell at the site root; absolute URLs keep deep routes working.
              publicPath: '/',
              // The template lists the scripts as data; the BFF's boot script starts them after the first paint.
              inject: false,
              minify: production && { collapseWhitespace: true, removeComments: false },
            }),
          ]
        : []),
    ],
    // webpack's built-in HTML minifier would strip the BFF's comment markers from index.html.
    experiments: { html: false },
    performance: { hints: false },
  };
}

/**
 * The Node build. The shell's is a CommonJS module the BFF requires (`createServerRenderer`); a
 * remote's is one `remoteEntry.js`, fetched and verified by the BFF from beside the remote's browser entry
 * and evaluated by the federation runtime in the BFF's process, where the shell provides the shared libraries.
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
        ...federationBase,
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }),
        remoteType: 'script',
        shared: isHost ? shared : remoteShared,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      // A remote's Node build is one file: the BFF verifies it whole before the runtime evaluates it, and
      // nothing is fetched after (docs/deploying-a-remote.md).
      ...(isHost ? [] : [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]),
    ],
    performance: { hints: false },
  };
}

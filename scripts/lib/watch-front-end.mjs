// For `npm run dev`, in a child process: one front-end's development builds (browser and Node) in watch
// mode. Tells the parent over IPC when a build starts ({state: 'building'}) and ends ({state: 'built', errors}).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { repoRoot } from './run.mjs';

const [app] = process.argv.slice(2);
// `npm run dev` gone (even killed): stop watching.
process.on('disconnect', () => process.exit());
const { default: appConfig } = await import(pathToFileURL(path.join(repoRoot, app, 'webpack.config.mjs')).href);
// The arguments webpack-cli would pass for `webpack --watch --mode development` (build/create-app-config.mjs).
const compiler = webpack(appConfig({ WEBPACK_WATCH: true }, { mode: 'development' }));

compiler.hooks.invalid.tap('caliber-dev', () => process.send({ state: 'building' }));
compiler.watch({}, (error, stats) => {
  const errors = error ? String(error.stack ?? error) : stats.hasErrors() ? stats.toString('errors-only') : null;
  // A fatal error (not a compile error) closes the watchers: this process ends, and `npm run dev` with it.
  process.send({ state: 'built', errors }, () => error && process.exit(1));
});

/**
 * Stands in for `@module-federation/webpack-bundler-runtime` in a remote's browser build: the functions come
 * from the shell (`provide-bundler-runtime.mjs`), the state is the remote's own, as the package's default
 * export would give it. The remote keeps its own `@module-federation/runtime`, whose instance is its own.
 * Like the federation runtime itself (`experiments.externalRuntime`), this makes a remote run only inside
 * the shell, built from the same lockfile.
 */
import * as runtime from '@module-federation/runtime';
import { PROVIDED_BUNDLER_RUNTIME } from './bundler-runtime-global.mjs';

const provided = globalThis[PROVIDED_BUNDLER_RUNTIME];
if (!provided) throw new Error('This remote runs inside the Caliber shell, which provides its federation runtime.');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

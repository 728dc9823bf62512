/**
 * Stands in for `@module-federation/webpack-bundler-runtime` in a remote's browser build: the functions come
 * from the shell (`provide-bundler-runtime.mjs`), the state is the remote's own, as the package's default
 * export would give it. Like the federation runtime itself (`experiments.externalRuntime`), this makes a
 * remote run only inside the shell, built from the same lockfile.
 *
 * `runtime.init` is the one function of `@module-federation/runtime` the bundler runtime calls, and the
 * remote's instance must be its own: this is that `init` (2.9.2's), on the runtime core the shell provides,
 * without the rest of the package (1 KB gzip of every remote entry).
 */
import { CurrentGlobal, ModuleFederation, getGlobalFederationConstructor, setGlobalFederationInstance } from '@module-federation/runtime-core';
import { PROVIDED_BUNDLER_RUNTIME } from './bundler-runtime-global.mjs';

const provided = globalThis[PROVIDED_BUNDLER_RUNTIME];
if (!provided) throw new Error('This remote runs inside the Caliber shell, which provides its federation runtime.');

/* global FEDERATION_BUILD_IDENTIFIER -- defined by the federation plugin */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

function existingInstance(name, version) {
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) => (buildId && options.id === buildId) || (options.name === name && (version ? options.version === version : !options.version)),
  );
}

function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const instance = existingInstance(options.name, options.version);
  if (instance) {
    instance.initOptions(normalized);
    return instance;
  }
  const created = new (getGlobalFederationConstructor() || ModuleFederation)(normalized);
  setGlobalFederationInstance(created);
  return created;
}

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

/**
 * The shell's half of one federation bundler runtime per page (docs/server-rendering.md, what a page
 * downloads): a runtime plugin of the shell's browser build only, whose module hands the shell's copy of
 * `@module-federation/webpack-bundler-runtime` to the remotes before any of them loads. Each remote's browser
 * build takes it through `remote-bundler-runtime.mjs` instead of bundling its own (3-4 KB gzip of every
 * remote entry). The shell has no exposes, so its build leaves `initContainerEntry` out of `bundlerRuntime`:
 * it is added here from its own file.
 */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { PROVIDED_BUNDLER_RUNTIME } from './bundler-runtime-global.mjs';

globalThis[PROVIDED_BUNDLER_RUNTIME] = { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };

export default function provideBundlerRuntimePlugin() {
  return { name: 'caliber-provide-bundler-runtime' };
}

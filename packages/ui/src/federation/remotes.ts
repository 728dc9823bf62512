/**
 * The remotes of every app, through Module Federation 2.0's runtime (@module-federation/enhanced): one place
 * for all apps, since @caliber/ui is a shared singleton, so a remote registered by the shell is the one
 * catalog asks for, and a module loaded once is kept once. Entries are registered from the runtime config
 * at run time, never built in (docs/server-rendering.md, docs/deploying-a-remote.md).
 */
import { loadRemote as loadFederatedModule, registerRemotes as registerFederatedRemotes } from '@module-federation/enhanced/runtime';
import { LoadOnce, type TrackedPromise } from '../data/tracked-promise';

export type RemoteExports = Record<string, unknown>;

const modules = new LoadOnce<string, RemoteExports>();
const entries = new Map<string, string>();

/**
 * Where each remote's entry is; nothing is downloaded until a module of it is asked for. A remote whose
 * entry changed (a new build on the server) is registered anew and its loaded modules are forgotten.
 */
export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  const changed = remotes.filter(({ name, entry }) => entries.get(name) !== entry);
  if (changed.length === 0) return;
  const known = changed.filter(({ name }) => entries.has(name));
  registerFederatedRemotes(changed.filter(({ name }) => !entries.has(name)));
  if (known.length > 0) registerFederatedRemotes(known, { force: true });
  for (const { name, entry } of changed) {
    entries.set(name, entry);
    modules.forget((id) => id.startsWith(`${name}/`));
  }
}

/** Module `id` ('catalog/HomePage') of a registered remote; rejects when the remote cannot be reached. */
export async function loadRemote<T = RemoteExports>(id: string): Promise<T> {
  const loaded = await loadFederatedModule<T>(id);
  if (!loaded) throw new Error(`The remote module "${id}" did not load`);
  return loaded;
}

/**
 * Remote module `id`, loaded once and read with React's `use`: once loaded it renders without suspending
 * (which keeps server-rendered pages in order). A failure is kept until `forgetFailedRemoteModules()`.
 */
export function remoteModule(id: string): TrackedPromise<RemoteExports> {
  return modules.read(id, () => loadRemote(id));
}

/** Retry (and each server render) loads anew what failed. */
export function forgetFailedRemoteModules(): void {
  modules.forgetFailures();
}

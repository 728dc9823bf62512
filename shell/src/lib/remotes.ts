import { REMOTE_NAMES, type RemoteName } from '@caliber/contracts';
import { LoadOnce, loadRemote, registerRemotes, type TrackedPromise } from '@caliber/ui';
import type { ComponentType } from 'react';

/** Makes the remotes known (to every app: the loader lives in @caliber/ui); nothing is downloaded until first use. */
export function registerAppRemotes(entries: Record<RemoteName, string>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: entries[name] })));
}

type AnyComponent = ComponentType<any>;
export type RemoteExports = Record<string, AnyComponent> | null;
export type RemoteModuleLoader = (id: string) => Promise<RemoteExports>;

let loadRemoteModule: RemoteModuleLoader = (id) => loadRemote<Record<string, AnyComponent>>(id);

/** The Node build wraps loading in its time limit and its pause after a failure (server/remote-guard.ts). */
export function wrapRemoteLoading(wrap: (load: RemoteModuleLoader) => RemoteModuleLoader): void {
  loadRemoteModule = wrap(loadRemoteModule);
}

const modules = new LoadOnce<string, RemoteExports>();

/**
 * Remote module `id` ('catalog/HomePage'), loaded once and read with React's `use`: once loaded it
 * renders without suspending. A failure is kept until `forgetFailedRemoteModules()`.
 */
export function remoteModule(id: string): TrackedPromise<RemoteExports> {
  return modules.read(id, () => loadRemoteModule(id));
}

/** Retry loads anew what failed (and the server tries again once its pause has passed). */
export function forgetFailedRemoteModules(): void {
  modules.forgetFailures();
}

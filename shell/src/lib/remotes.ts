import { REMOTE_NAMES, type RemoteName } from '@caliber/contracts';
import { registerRemotes } from '@caliber/ui';

export { forgetFailedRemoteModules, remoteModule } from '@caliber/ui';

/** Makes the remotes known (to every app: the loader lives in @caliber/ui); nothing is downloaded until first use. */
export function registerAppRemotes(entries: Record<RemoteName, string>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: entries[name] })));
}

import type { RemoteModuleLoader } from '../lib/remotes';

interface GuardOptions {
  timeoutMs: number;
  retryMs: number;
  warn: (message: string) => void;
}

/**
 * Remote loading on the server: a remote that fails or takes longer than `timeoutMs` is left to the
 * browser, and not tried again for `retryMs`, so an outage costs one slow page and one log line rather
 * than a wait and a line on every page.
 */
export function guardRemoteLoading({ timeoutMs, retryMs, warn }: GuardOptions) {
  const failures = new Map<string, { until: number; error: RemoteUnavailableError }>();
  return (load: RemoteModuleLoader): RemoteModuleLoader =>
    async (id) => {
      const remote = id.split('/')[0];
      const failure = failures.get(remote);
      if (failure && failure.until > Date.now()) throw failure.error;
      const loading = load(id);
      // A remote that was only slow is back as soon as its load completes, not after the pause.
      loading.then(() => failures.delete(remote), () => undefined);
      try {
        const module = await withTimeout(loading, timeoutMs, `remote "${remote}" did not load within ${timeoutMs} ms`);
        failures.delete(remote);
        return module;
      } catch (cause) {
        // Several modules of one remote load at once (at start, say): one line per outage, not per module.
        const known = failure ?? failures.get(remote);
        const error = known?.error ?? new RemoteUnavailableError(remote, cause);
        failures.set(remote, { until: Date.now() + retryMs, error });
        if (!known) warn(`${error.message}; its regions are drawn in the browser, next try in ${retryMs / 1000} s`);
        throw error;
      }
    };
}

/** A remote that could not be loaded on the server; logged by the guard, so the renderer need not. */
export class RemoteUnavailableError extends Error {
  constructor(remote: string, cause: unknown) {
    super(`remote "${remote}" cannot be rendered on the server (${describe(cause)})`);
    this.name = 'RemoteUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

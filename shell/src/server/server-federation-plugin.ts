import { loadScriptNode, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type NodeLoaderHook = NonNullable<Parameters<typeof loadScriptNode>[1]['loaderHook']>;

interface ServerFederationOptions {
  /** The verified Node files of the deployed builds, by URL: nothing else is ever evaluated. */
  files: Map<string, Uint8Array>;
  /** How long loading a remote's entry may take (read at each load: a deploy allows longer). */
  timeoutMs: () => number;
  /** After a failure the remote is left to the browser for this long before it is tried again. */
  retryMs: number;
  warn: (message: string) => void;
}

/**
 * The federation runtime's plugin on the server (docs/deploying-a-remote.md):
 * - `fetch`: the runtime's Node loader reads a remote's files through it, and it answers only with files
 *   the BFF fetched and checked against the build's signed deploy manifest; any other URL is refused.
 * - `loadEntry`: the runtime's own Node loader (`loadScriptNode`, which evaluates with `vm`), bounded in
 *   time; a remote that fails or takes too long is left to the browser and not tried again for `retryMs`,
 *   so an outage costs one log line rather than a wait and a line on every page.
 */
export function serverFederationPlugin({ files, timeoutMs, retryMs, warn }: ServerFederationOptions): {
  plugin: ModuleFederationRuntimePlugin;
  /** A deploy tries its entry at once, whatever failed before. */
  forgetFailure(entry: string): void;
} {
  // By entry URL: a new build of a remote that failed is tried at once.
  const failures = new Map<string, { until: number; error: RemoteUnavailableError }>();
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'caliber-server-federation',
    async fetch(url) {
      const body = files.get(url);
      if (!body) throw new Error(`${url} is not a file of a verified build`);
      return new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'text/javascript' } });
    },
    async loadEntry({ remoteInfo, origin }) {
      const { name, entry, entryGlobalName, type } = remoteInfo;
      const failure = failures.get(entry);
      if (failure && failure.until > Date.now()) throw failure.error;
      // With `fetch` set, the runtime's Node loader reads the entry through the instance's fetch hook (above);
      // its declared type names only `createScriptHook`, which we do not need.
      const loaderHook = { fetch: true, lifecycle: origin.loaderHook.lifecycle } as NodeLoaderHook;
      const loading = loadScriptNode(entry, { attrs: { name, globalName: entryGlobalName, type }, loaderHook });
      const limit = timeoutMs();
      try {
        const exports = await withTimeout(loading, limit, `remote "${name}" did not load within ${limit} ms`);
        failures.delete(entry);
        return exports as never;
      } catch (cause) {
        // Modules of one remote may fail together: one line per outage. One after the pause is told anew.
        const known = failures.get(entry);
        const ongoing = known !== undefined && known.until > Date.now();
        const error = ongoing ? known.error : new RemoteUnavailableError(name, cause);
        failures.set(entry, { until: Date.now() + retryMs, error });
        if (!ongoing) warn(`${error.message}; its regions are drawn in the browser, next try in ${retryMs / 1000} s`);
        throw error;
      }
    },
  };
  return { plugin, forgetFailure: (entry) => failures.delete(entry) };
}

/** A remote that could not be loaded on the server; logged by the plugin, so the renderer need not. */
export class RemoteUnavailableError extends Error {
  constructor(remote: string, cause: unknown) {
    super(`remote "${remote}" cannot be rendered on the server (${describe(cause)})`);
    this.name = 'RemoteUnavailableError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

/**
 * Loads remote modules at run time through webpack's own container API (Module Federation as built into
 * webpack): one place for every app, since @caliber/ui is a shared singleton, so a remote loaded by the
 * shell is the same one catalog asks for. Entries are registered from the runtime config, never built in.
 * See docs/server-rendering.md for why this replaced @module-federation/enhanced's runtime.
 */

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

// webpack's free variables for the shared scope of the app that bundles this module (the shell).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** A remote entry accepted but never answered would hold its region; past this it fails and says so. */
const BROWSER_ENTRY_TIMEOUT_MS = 5000;
/** On the server a page must not wait for a remote: past this its regions are drawn in the browser. */
const SERVER_ENTRY_TIMEOUT_MS = 500;

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/** Where each remote's container is; nothing is downloaded until a module of it is asked for. */
export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  for (const { name, entry } of remotes) {
    if (entries.get(name) !== entry) containers.delete(name);
    entries.set(name, entry);
  }
}

/**
 * Module `id` ('catalog/HomePage') of a registered remote; rejects when the remote cannot be reached.
 * `serverTimeoutMs` replaces the server's limit for fetching the remote's files (a warm-up at start may wait longer).
 */
export async function loadRemote<T>(id: string, { serverTimeoutMs = SERVER_ENTRY_TIMEOUT_MS } = {}): Promise<T> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  try {
    const container = await containerOf(name, serverTimeoutMs);
    const factory = await container.get(`./${id.slice(slash + 1)}`);
    return factory() as T;
  } catch (error) {
    if (typeof document !== 'undefined') console.warn(`[caliber] remote module "${id}" failed to load`, error);
    throw error;
  }
}

function containerOf(name: string, serverTimeoutMs: number): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`The remote "${name}" is not registered`));
    container = startContainer(name, entry, serverTimeoutMs);
    containers.set(name, container);
    // A failed entry is not kept: the next attempt (Retry) loads it anew.
    container.catch(() => containers.get(name) === container && containers.delete(name));
  }
  return container;
}

async function startContainer(name: string, entry: string, serverTimeoutMs: number): Promise<Container> {
  await __webpack_init_sharing__('default');
  const container = typeof document === 'undefined' ? await evaluateNodeEntry(entry, serverTimeoutMs) : await loadScriptEntry(name, entry);
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/** The browser build: a classic script declaring the container as a global named after the remote. */
function loadScriptEntry(name: string, url: string): Promise<Container> {
  const global = window as unknown as Record<string, Container | undefined>;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      const container = global[name];
      if (!error && container) return resolve(container);
      script.remove();
      reject(error ?? new Error(`${url} did not define the remote "${name}"`));
    };
    const timer = setTimeout(() => settle(new Error(`${url} did not load within ${BROWSER_ENTRY_TIMEOUT_MS / 1000} s`)), BROWSER_ENTRY_TIMEOUT_MS);
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`${url} could not be loaded`));
    script.src = url;
    // CORS mode matches the BFF's `<link rel="preload" crossorigin>` (else it downloads twice) and gives
    // readable errors from remotes on other origins.
    script.crossOrigin = 'anonymous';
    script.async = true;
    document.head.appendChild(script);
  });
}

/**
 * The Node build: a CommonJS module (`module.exports = container`) fetched and run in this process. Its
 * chunks are read by webpack's Node chunk loading (`fs.readFile` beside `__dirname`), so it gets a `fs`
 * whose `readFile` fetches them from beside its entry, over HTTP like the entry itself.
 */
async function evaluateNodeEntry(url: string, timeoutMs: number): Promise<Container> {
  const builtin = (id: string) => (globalThis as unknown as { process: { getBuiltinModule(id: string): any } }).process.getBuiltinModule(id);
  const fetchText = async (from: string) => {
    const response = await fetch(from, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${from} answered ${response.status}`);
    return response.text();
  };
  const remoteFs = {
    readFile(file: string, _encoding: string, done: (error: Error | null, text?: string) => void) {
      fetchText(new URL(builtin('node:path').basename(file), url).href).then((text) => done(null, text), done);
    },
  };
  const remoteRequire = (id: string) => (id === 'node:fs' || id === 'fs' ? remoteFs : builtin(id));
  const module: { exports: unknown } = { exports: {} };
  new Function('exports', 'module', 'require', '__dirname', `${await fetchText(url)}\n//# sourceURL=${url}`)(module.exports, module, remoteRequire, '/');
  return module.exports as Container;
}

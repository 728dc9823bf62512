import vm from 'node:vm';

/**
 * Module Federation runtime plugin of the Node builds (see docs/server-rendering.md). A remote's Node
 * entry is fetched over HTTP(S) from beside its browser entry and run in this process, as the
 * runtime's own Node loader does, but with a short time limit: a remote that hangs must cost a page
 * a fraction of a second, after which its region is drawn in the browser instead.
 */
const REMOTE_ENTRY_TIMEOUT_MS = 500;

// webpack would bundle a plain `require`; the entry's code needs Node's own.
const nodeRequire = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : undefined;

export default function caliberServerFederationPlugin() {
  return {
    name: 'caliber-server-federation-plugin',
    async loadEntry({ remoteInfo }) {
      const response = await fetch(remoteInfo.entry, { signal: AbortSignal.timeout(REMOTE_ENTRY_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
      const code = await response.text();
      const module = { exports: {} };
      const run = new vm.Script(`(function (exports, module, require) {${code}\n})`, { filename: remoteInfo.entry }).runInThisContext();
      run(module.exports, module, nodeRequire);
      return module.exports;
    },
  };
}

import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What the server does with a request for the remote's Node build (`/<name>/server/...`). */
export type ServerBuildBehaviour = 'serve' | 'refuse' | 'hang';

export interface StaticRemoteServer {
  /** Origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The remote's browser entry, what REMOTE_<NAME>_URL is set to. */
  entryUrl: string;
  /** Every request received, in order. */
  requests: Array<{ method: string; path: string; origin?: string }>;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/**
 * A remote deployed on its own, as the README's "Deploying one remote on its own" says: a plain static
 * server with CORS on another origin, serving `<folder>/dist` under `/<name>/`. The Node build under
 * `/<name>/server/` is served, refused (the connection is dropped) or left hanging, as asked.
 */
export async function startStaticRemoteServer({
  name = 'catalog',
  folder = 'mfe-catalog',
  serverBuild = 'serve',
}: { name?: string; folder?: string; serverBuild?: ServerBuildBehaviour } = {}): Promise<StaticRemoteServer> {
  const root = path.join(repoRoot, folder, 'dist');
  const requests: StaticRemoteServer['requests'] = [];
  const sockets = new Set<Socket>();
  const prefix = `/${name}/`;

  const server = createServer((req: IncomingMessage, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    requests.push({ method: req.method ?? 'GET', path: pathname, origin: req.headers.origin });
    if (pathname.startsWith(`${prefix}server/`)) {
      if (serverBuild === 'refuse') {
        req.socket.destroy();
        return;
      }
      if (serverBuild === 'hang') return; // never answered; closed by close()
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    const file = path.join(root, pathname.slice(prefix.length));
    if (!pathname.startsWith(prefix) || !file.startsWith(root + path.sep) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Content-Length': body.length,
          'Cache-Control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    entryUrl: `${url}${prefix}remoteEntry.js`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

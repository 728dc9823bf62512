import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

/** The repository this package sits in (`packages/test-stack/dist` when built). */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What the server does with a request for the remote's Node build (`/<name>/server/...`). */
export type ServerBuildBehaviour = 'serve' | 'refuse' | 'hang' | 'redirect';

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
 * A remote deployed on its own, as docs/deploying-a-remote.md says: a plain static server with CORS on
 * another origin, serving `root` (by default `<folder>/dist`) under `/<name>/`, on `host` (loopback by
 * default). The Node build under `/<name>/server/` is served, refused (the connection is dropped), left
 * hanging or redirected to the same path elsewhere on this server, as asked.
 */
export async function startStaticRemoteServer({
  name = 'catalog',
  folder = 'mfe-catalog',
  root = path.join(repoRoot, folder, 'dist'),
  host = '127.0.0.1',
  serverBuild = 'serve',
}: { name?: string; folder?: string; root?: string; host?: string; serverBuild?: ServerBuildBehaviour } = {}): Promise<StaticRemoteServer> {
  const requests: StaticRemoteServer['requests'] = [];
  const sockets = new Set<Socket>();
  const prefix = `/${name}/`;

  const server = createServer((req: IncomingMessage, res) => {
    const requested = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    requests.push({ method: req.method ?? 'GET', path: requested, origin: req.headers.origin });
    // Where a redirect sends the Node build: the same file, so only not following it keeps it out.
    const moved = requested.startsWith('/moved/');
    const pathname = moved ? requested.slice('/moved'.length) : requested;
    if (!moved && pathname.startsWith(`${prefix}server/`)) {
      if (serverBuild === 'refuse') {
        req.socket.destroy();
        return;
      }
      if (serverBuild === 'hang') return; // never answered; closed by close()
      if (serverBuild === 'redirect') {
        res.writeHead(302, { Location: `/moved${pathname}` }).end();
        return;
      }
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
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { ETag: etag }).end();
          return;
        }
        res.writeHead(200, {
          ETag: etag,
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
    server.listen(0, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
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

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReadyProxy {
  url: string;
  /** Starts sending requests to this BFF once its readiness answers 200. */
  add(backendUrl: string): void;
  remove(backendUrl: string): void;
  /** The backends it sends requests to now: those whose last readiness check answered 200. */
  ready(): string[];
  close(): Promise<void>;
}

const CHECK_EVERY_MS = 100;
const CHECK_TIMEOUT_MS = 1000;
/** As a Kubernetes probe's failureThreshold: a busy BFF that answers one check late stays in. */
const SLOW_CHECKS_TO_FAIL = 3;

type Check = 'ready' | 'not-ready' | 'slow';

/**
 * A load balancer as small as can be: it checks each BFF's `/api/health/ready` every 100 ms and takes it
 * out at once when it answers anything but 200 or refuses the connection (after 3 checks in a row when
 * they only time out); it sends each request to the next ready one (round robin, kept-alive connections)
 * and never retries, so a request a BFF drops is a failed request for the client.
 */
export async function startReadyProxy(): Promise<ReadyProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const backends = new Map<string, { ready: boolean; slowChecks: number }>();
  let turn = 0;

  const check = (backendUrl: string) =>
    new Promise<Check>((resolve) => {
      const request = http.get(`${backendUrl}/api/health/ready`, { agent, timeout: CHECK_TIMEOUT_MS }, (response) => {
        response.resume();
        resolve(response.statusCode === 200 ? 'ready' : 'not-ready');
      });
      request.on('timeout', () => {
        resolve('slow');
        request.destroy();
      });
      request.on('error', () => resolve('not-ready'));
    });
  const checking = new Set<string>();
  const checker = setInterval(() => {
    for (const backendUrl of backends.keys()) {
      if (checking.has(backendUrl)) continue;
      checking.add(backendUrl);
      void check(backendUrl).then((result) => {
        checking.delete(backendUrl);
        const backend = backends.get(backendUrl);
        if (!backend) return;
        backend.slowChecks = result === 'slow' ? backend.slowChecks + 1 : 0;
        if (result !== 'slow') backend.ready = result === 'ready';
        else if (backend.slowChecks >= SLOW_CHECKS_TO_FAIL) backend.ready = false;
      });
    }
  }, CHECK_EVERY_MS);

  const ready = () => [...backends].filter(([, backend]) => backend.ready).map(([backendUrl]) => backendUrl);

  const server = http.createServer((req, res) => {
    const pool = ready();
    if (pool.length === 0) {
      res.writeHead(502).end('no ready backend');
      return;
    }
    const target = new URL(req.url ?? '/', pool[turn++ % pool.length]);
    const upstream = http.request(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(`backend failed: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    add: (backendUrl) => void backends.set(backendUrl, { ready: false, slowChecks: 0 }),
    remove: (backendUrl) => void backends.delete(backendUrl),
    ready,
    async close() {
      clearInterval(checker);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for gtag.js: the script it serves forwards every gtag command the page pushes (before and
 * after it loaded) to this server, which keeps them for the test to read.
 */
export interface AnalyticsStandIn {
  scriptUrl: string;
  /** Commands received, e.g. ['event', 'page_view', {page_path: '/about', ...}]. */
  commands: unknown[][];
  /** Every request that reached the stand-in ('GET /gtag/js?id=…', 'POST /collect'), script included. */
  requests: string[];
  close(): Promise<void>;
}

export async function startAnalyticsStandIn(): Promise<AnalyticsStandIn> {
  const commands: unknown[][] = [];
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url?.startsWith('/gtag/js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script());
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') commands.push(JSON.parse(body) as unknown[]);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const script = () => `(function () {
    var send = function (args) {
      fetch('${origin}/collect', { method: 'POST', body: JSON.stringify(Array.prototype.slice.call(args)) });
    };
    var layer = window.dataLayer = window.dataLayer || [];
    layer.forEach(send);
    var push = layer.push.bind(layer);
    layer.push = function (args) { send(args); return push(args); };
  })();`;
  return {
    scriptUrl: `${origin}/gtag/js`,
    commands,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

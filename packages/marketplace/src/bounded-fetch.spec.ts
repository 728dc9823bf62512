import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedFetch } from './bounded-fetch.js';
import { PermanentMarketplaceError, TransientMarketplaceError } from './marketplace-errors.js';

let server: Server;
let base: string;
let redirectTargetHits = 0;
const limits = { timeoutMs: 2_000, maxResponseBytes: 1_024 };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/small') res.end('hello');
    else if (req.url === '/declared-large') res.writeHead(200, { 'content-length': '4096' }).end('x'.repeat(4096));
    else if (req.url === '/streamed-large') {
      res.writeHead(200);
      for (let i = 0; i < 8; i += 1) res.write('x'.repeat(512));
      res.end();
    } else if (req.url === '/slow') setTimeout(() => res.end('late'), 500);
    else if (req.url === '/redirect') res.writeHead(302, { location: '/target' }).end();
    else if (req.url === '/target') {
      redirectTargetHits += 1;
      res.end('followed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('boundedFetch', () => {
  it('reads a small answer whole', async () => {
    const response = await boundedFetch(`${base}/small`, {}, limits);
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(response.body)).toBe('hello');
  });

  it.each(['/declared-large', '/streamed-large'])('stops reading %s past the size cap', async (path) => {
    await expect(boundedFetch(`${base}${path}`, {}, limits)).rejects.toThrow(PermanentMarketplaceError);
  });

  it('gives up after the time limit', async () => {
    await expect(boundedFetch(`${base}/slow`, {}, { ...limits, timeoutMs: 50 })).rejects.toThrow(TransientMarketplaceError);
  });

  it('hands back a redirect without following it', async () => {
    const response = await boundedFetch(`${base}/redirect`, {}, limits);
    expect(response.status).toBe(302);
    expect(redirectTargetHits).toBe(0);
  });

  it('reports a refused connection as transient', async () => {
    await expect(boundedFetch('http://127.0.0.1:9/', {}, limits)).rejects.toThrow(/Could not reach eBay/);
  });
});

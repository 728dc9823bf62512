import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteFile } from './remote-file-fetch.js';

let server: Server;
let origin: string;
const limits = { maxBytes: 1024, timeoutMs: 500 };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/file.js') {
      if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
      return void res.writeHead(200, { ETag: '"v1"' }).end('module.exports = {};');
    }
    if (req.url === '/moved.js') return void res.writeHead(301, { Location: '/file.js' }).end();
    if (req.url === '/large.js') return void res.writeHead(200, { 'Content-Length': '4096' }).end('x'.repeat(4096));
    if (req.url === '/growing.js') {
      res.writeHead(200);
      res.write('x'.repeat(800));
      return void res.end('x'.repeat(800));
    }
    if (req.url === '/stalled.js') return void res.writeHead(200).write('x');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchRemoteFile', () => {
  it('reads a file from a loopback address, and answers 304 to its own ETag', async () => {
    const first = await fetchRemoteFile(new URL('/file.js', origin), limits);
    expect(first).toMatchObject({ status: 200, etag: '"v1"' });
    expect(first.status === 200 && first.body.toString()).toBe('module.exports = {};');
    expect(await fetchRemoteFile(new URL('/file.js', origin), limits, '"v1"')).toEqual({ status: 304 });
  });

  it.each([
    ['plain http from another host', 'http://192.0.2.10/catalog/server/remoteEntry.js', /only over https or from a loopback address/],
    ['a file: URL', 'file:///etc/passwd', /only over https or from a loopback address/],
  ])('refuses %s without asking', async (_, target, message) => {
    await expect(fetchRemoteFile(new URL(target), limits)).rejects.toThrow(message);
  });

  it.each([
    ['a redirect', '/moved.js', /answered a redirect \(301\), which is never followed/],
    ['a file declared over the limit', '/large.js', /is 4096 bytes, over the limit of 1024/],
    ['a file that grows past the limit', '/growing.js', /over the limit of 1024 bytes/],
    ['a file that stalls', '/stalled.js', /not whole within 500 ms/],
    ['a missing file', '/none.js', /answered 404/],
  ])('refuses %s', async (_, file, message) => {
    await expect(fetchRemoteFile(new URL(file, origin), limits)).rejects.toThrow(message);
  });
});

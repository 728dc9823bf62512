// The ceiling: a bare node:http server answering, from memory, exactly the bytes and headers the BFF
// answered for each benchmarked path (captured once, before the run). Nothing here can be faster
// in Node on this machine, so BFF/ceiling says how much of the machine the BFF's own work costs.
// Usage: node bench/ceiling-server.mjs <captured.json> <port>; prints "listening" when ready.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [capturedFile, port] = process.argv.slice(2);
/** @type {Record<string, {status: number, headers: [string, string][], body: string}>} */
const captured = JSON.parse(readFileSync(capturedFile, 'utf8'));
const answers = new Map(
  Object.entries(captured).map(([path, { status, headers, body }]) => [path, { status, headers, body: Buffer.from(body, 'base64') }]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.writeHead(answer.status);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));

import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStack, type Stack } from '@caliber/test-stack';

/**
 * Requests that spell a cached read another way (a new host in absolute form, another letter case)
 * cannot fill the BFF's memory (docs/server-rendering.md, "Caching"). Throughput under the same flood
 * is measured by `bench/cache-flood.mjs`, never here.
 */

const FLOOD = 5000;
const CONCURRENCY = 20;
/** Generous: the flood's answers are garbage once sent; a cache entry per request would be far more. */
const MAX_RSS_GROWTH_BYTES = 96 * 1024 * 1024;

interface Answer {
  status: number;
  etag?: string;
  body: Buffer;
}

function get(agent: http.Agent, base: URL, target: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ agent, host: base.hostname, port: base.port, path: target, headers: { Host: host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** `/api/watches` in a random letter case, never its own spelling. */
function otherCase(path: string, seed: number): string {
  let spelled = '';
  for (let index = 0; index < path.length; index += 1) {
    spelled += ((seed >> index % 16) ^ index) & 1 ? path[index].toUpperCase() : path[index];
  }
  return spelled === path ? path.toUpperCase() : spelled;
}

function rssBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1];
  return Number(kilobytes) * 1024;
}

interface CacheFigures {
  entries: number;
  bytes: number;
  maxBytes: number;
}

describe('a flood of other spellings of a cached read', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ purpose: 'flood', worker: false });
  });
  afterAll(() => stack?.stop());

  it('a flood of 5,000 distinct hosts in absolute form and letter cases leaves cached reads at full speed and the BFF\'s memory bounded', async () => {
    const base = new URL(stack.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    try {
      const cached = await get(agent, base, '/api/watches', base.host);
      expect(cached.status).toBe(200);
      // The not-found page (answered to the letter cases outside /api) reads the layout's data into the cache once.
      expect((await get(agent, base, '/API/watches', base.host)).status).toBe(404);
      const before = (await api(stack.url, '/api/health')).body.publicCache as CacheFigures;
      const rssBefore = rssBytes(stack.pids[0]);

      const wrong: string[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let n = next++; n < FLOOD; n = next++) {
            if (n % 2 === 0) {
              const host = `h${n}.example`;
              const answer = await get(agent, base, `http://${host}/api/watches`, host);
              if (answer.status !== 200 || answer.etag !== cached.etag || !answer.body.equals(cached.body)) wrong.push(`${host}: ${answer.status}`);
            } else {
              const target = otherCase('/api/watches', n);
              const answer = await get(agent, base, target, base.host);
              if (answer.status !== 404) wrong.push(`${target}: ${answer.status}`);
            }
          }
        }),
      );
      expect(wrong).toEqual([]);

      const after = (await api(stack.url, '/api/health')).body.publicCache as CacheFigures;
      expect(after.entries).toBe(before.entries);
      expect(after.bytes).toBe(before.bytes);
      expect(after.bytes).toBeLessThanOrEqual(after.maxBytes);
      expect(rssBytes(stack.pids[0]) - rssBefore).toBeLessThan(MAX_RSS_GROWTH_BYTES);

      // The cached read is still the same answer.
      const again = await get(agent, base, '/api/watches', base.host);
      expect(again.etag).toBe(cached.etag);
      expect(again.body.equals(cached.body)).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

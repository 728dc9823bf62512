// API and page throughput: autocannon on three catalogue reads against the BFF, the bare ceiling and the
// naive Express + pg peer, and on server-rendered pages (cached HTML) against the ceiling answering the
// same bytes; one measurement at a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { freePort, stopChild } from '@caliber/test-stack';
import { rawGet } from './raw-get.mjs';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

function startServer(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve(child);
    });
  });
}

export function cannon(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/**
 * @param {object} options
 * @param {string} options.bffUrl
 * @param {string} options.databaseUrl
 * @param {string[]} options.paths      API reads, also compared with the naive peer
 * @param {string[]} [options.pagePaths] rendered pages, compared with the ceiling only
 */
export async function benchApi({ bffUrl, databaseUrl, paths, pagePaths = [], duration = 10, connections = 50, warmup = 2, log = console.log }) {
  // Capture the BFF's answers (this also fills its cache, as any first visitor would).
  const captured = {};
  for (const p of [...paths, ...pagePaths]) {
    const answer = await rawGet(`${bffUrl}${p}`);
    if (answer.status !== 200) throw new Error(`GET ${p} answered ${answer.status}`);
    captured[p] = {
      status: answer.status,
      headers: answer.headers.filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
      body: answer.body.toString('base64'),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'caliber-bench-api-'));
  const capturedFile = path.join(dir, 'captured.json');
  writeFileSync(capturedFile, JSON.stringify(captured));

  const ceilingPort = await freePort();
  const naivePort = await freePort();
  const ceiling = await startServer(path.join(import.meta.dirname, 'ceiling-server.mjs'), [capturedFile, String(ceilingPort)]);
  const naive = await startServer(path.join(import.meta.dirname, 'naive-server.mjs'), [databaseUrl, String(naivePort)]);
  const targets = { bff: bffUrl, ceiling: `http://127.0.0.1:${ceilingPort}`, naive: `http://127.0.0.1:${naivePort}` };

  try {
    // The naive peer must answer the same JSON (its keys in any order), or the comparison is void.
    const sameJson = {};
    for (const p of paths) {
      const mine = await rawGet(`${targets.naive}${p}`);
      sameJson[p] = mine.status === 200 && isDeepStrictEqual(JSON.parse(mine.body), JSON.parse(Buffer.from(captured[p].body, 'base64')));
    }

    const results = {};
    for (const p of [...paths, ...pagePaths]) {
      const isPage = pagePaths.includes(p);
      results[p] = { page: isPage };
      for (const [name, base] of Object.entries(targets)) {
        if (isPage && name === 'naive') continue;
        if (warmup > 0) await cannon(`${base}${p}`, { duration: warmup, connections });
        log(`  autocannon ${duration}s x${connections} ${name} ${p}`);
        results[p][name] = summarize(await cannon(`${base}${p}`, { duration, connections }));
      }
      const { bff, ceiling: top, naive: peer } = results[p];
      results[p].ratioToCeiling = Number((bff.requestsPerSecond / top.requestsPerSecond).toFixed(3));
      if (!isPage) {
        results[p].ratioToNaive = Number((bff.requestsPerSecond / peer.requestsPerSecond).toFixed(2));
        results[p].naiveSameJson = sameJson[p];
      }
      results[p].bytes = Buffer.from(captured[p].body, 'base64').length;
    }
    return { duration, connections, results };
  } finally {
    await Promise.all([stopChild(ceiling), stopChild(naive)]);
    rmSync(dir, { recursive: true, force: true });
  }
}

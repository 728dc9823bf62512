import { startStack, type Replica, type Stack } from '@caliber/test-stack';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReadyProxy, type ReadyProxy } from '../support/ready-proxy.js';

// Long enough for the proxy (checking every 100 ms) to take a replica out on a busy 2-core machine.
const REPLICA_ENV = { SHUTDOWN_DRAIN_SECONDS: '2', SHUTDOWN_FINISH_SECONDS: '20' };
const LOAD_PATHS = ['/api/collections', '/api/watches', '/', '/api/health/live'];

/** Polls until `probe` holds (never a fixed sleep). */
async function until(probe: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const refusesConnections = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** Steady requests through the proxy from a few clients at once, every failure kept, until stopped. */
function steadyLoad(url: string, proxyState: () => string, clients = 4) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const client = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const path = LOAD_PATHS[i % LOAD_PATHS.length];
      try {
        const response = await fetch(`${url}${path}`);
        const text = await response.text();
        if (response.status === 200) answered += 1;
        else failures.push(`${path}: ${response.status} ${text.slice(0, 80)} (${proxyState()})`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, offset) => client(offset)));
  return {
    failures,
    answered: () => answered,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** A POST whose headers and first bytes are sent now, and the rest when `finish` is called. */
function slowInquiry(url: string) {
  const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Sent across a rolling update', kind: 'contact' });
  const request = http.request(`${url}/api/inquiries`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 20));
  return { status, finish: () => request.end(body.slice(20)) };
}

describe('a rolling update of two BFF replicas behind a load balancer', () => {
  let stack: Stack;
  let proxy: ReadyProxy;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    stack = await startStack({ purpose: 'rolling', worker: false });
    proxy = await startReadyProxy();
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await stack?.stop();
  });

  const startInProxy = async () => {
    const replica = await stack.startReplica(REPLICA_ENV);
    replicas.push(replica);
    proxy.add(replica.url);
    await until(() => proxy.ready().includes(replica.url), `${replica.url} to be ready`);
    return replica;
  };

  it('loses no request while each replica in turn gets SIGTERM and is started again, and answers a request in flight', async () => {
    const serving = [await startInProxy(), await startInProxy()];
    const load = steadyLoad(proxy.url, () => proxy.ready().join(' '));
    await until(() => load.answered() >= 20, 'the load to reach both replicas');

    for (const [turn, old] of serving.entries()) {
      const inFlight = turn === 0 ? slowInquiry(old.url) : null;
      const answeredBefore = load.answered();
      old.terminate();
      await until(() => !proxy.ready().includes(old.url), 'the proxy to see the replica not ready');
      if (inFlight) {
        // The replica stopped listening: the request's connection outlived the drain, and its answer comes now.
        await until(() => refusesConnections(old.url), 'the replica to stop accepting connections');
        inFlight.finish();
        expect(await inFlight.status).toBe(201);
      }
      expect(await old.exited).toEqual({ code: 0, signal: null });
      proxy.remove(old.url);
      await startInProxy();
      await until(() => load.answered() >= answeredBefore + 20, 'requests through the new replica');
    }
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(load.answered()).toBeGreaterThan(40);
  }, 300_000);
});

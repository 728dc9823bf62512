import { ROLLING_LOAD_PATHS, rollReplicas, startReadyProxy, startReplicaBehind, startStack, waitUntil as until, type ReadyProxy, type Stack } from '@caliber/test-stack';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
      const path = ROLLING_LOAD_PATHS[i % ROLLING_LOAD_PATHS.length];
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

  beforeAll(async () => {
    stack = await startStack({ purpose: 'rolling', worker: false });
    proxy = await startReadyProxy();
  });
  afterAll(async () => {
    await proxy?.close();
    // Ends the replicas too.
    await stack?.stop();
  });

  it('loses no request while each replica in turn gets SIGTERM and is started again, and answers a request in flight', async () => {
    const serving = [await startReplicaBehind(stack, proxy), await startReplicaBehind(stack, proxy)];
    const load = steadyLoad(proxy.url, () => proxy.ready().join(' '));
    await until(() => load.answered() >= 20, 'the load to reach both replicas');

    let inFlight: ReturnType<typeof slowInquiry> | null = null;
    let answeredBefore = 0;
    const { exits } = await rollReplicas({
      stack,
      proxy,
      serving,
      beforeTerminate(old, turn) {
        inFlight = turn === 0 ? slowInquiry(old.url) : null;
        answeredBefore = load.answered();
      },
      async whileDraining(old) {
        if (!inFlight) return;
        // The replica stopped listening: the request's connection outlived the drain, and its answer comes now.
        await until(() => refusesConnections(old.url), 'the replica to stop accepting connections');
        inFlight.finish();
        expect(await inFlight.status).toBe(201);
      },
      afterTurn: () => until(() => load.answered() >= answeredBefore + 20, 'requests through the new replica'),
    });
    await load.stop();
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    expect(load.failures).toEqual([]);
    expect(load.answered()).toBeGreaterThan(40);
  }, 300_000);
});

// A rolling update under load (docs/operations.md, "Rolling update and drain"): two BFF replicas behind the
// ready proxy of @caliber/test-stack, autocannon through it without a pause, and each replica in turn stopped
// (SIGTERM) and started again, as e2e/resilience/rolling-update.spec.ts does with its lighter load. Every
// answer but a 200, and every error or timeout, is a failed request.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ROLLING_LOAD_PATHS, rollReplicas, startReadyProxy, startReplicaBehind, startStack, waitUntil } from '@caliber/test-stack';

/** Requests answered between two moments of the update: enough that each replica serves some. */
const ANSWERS_PER_PHASE = 200;

export async function benchRolling({ connections = 10, log = console.log } = {}) {
  // Every request comes from this one address: the render budget is raised as for the search step.
  const stack = await startStack({ purpose: 'bench', worker: false, env: { RENDER_BUDGET_PER_MINUTE: '1000000' } });
  const proxy = await startReadyProxy();
  try {
    const serving = [await startReplicaBehind(stack, proxy), await startReplicaBehind(stack, proxy)];
    let answered = 0;
    const failures = [];
    const load = autocannon({
      url: proxy.url,
      connections,
      pipelining: 1,
      // Until stopped below.
      duration: 3600,
      requests: ROLLING_LOAD_PATHS.map((path) => ({ method: 'GET', path })),
    });
    load.on('response', (_client, statusCode) => {
      if (statusCode === 200) answered += 1;
      else if (failures.length < 20) failures.push(`${statusCode} (ready: ${proxy.ready().join(' ')})`);
    });
    load.on('reqError', (error) => failures.length < 20 && failures.push(error.message));
    const done = new Promise((resolve) => load.once('done', resolve));
    let result;
    try {
      await waitUntil(() => answered >= ANSWERS_PER_PHASE, 'the load to reach both replicas');
      const startedAt = performance.now();
      let answeredBefore = 0;
      const { exits } = await rollReplicas({
        stack,
        proxy,
        serving,
        beforeTerminate: (old, turn) => {
          answeredBefore = answered;
          log(`  SIGTERM to replica ${turn + 1} (${old.url}) after ${answered} answers`);
        },
        afterTurn: () => waitUntil(() => answered >= answeredBefore + ANSWERS_PER_PHASE, 'answers through the new replica'),
      });
      const updateSeconds = (performance.now() - startedAt) / 1000;
      load.stop();
      result = await done;
      return {
        connections,
        paths: ROLLING_LOAD_PATHS,
        seconds: Number(result.duration.toFixed(1)),
        updateSeconds: Number(updateSeconds.toFixed(1)),
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        failed: result.non2xx + result.errors + result.timeouts,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        failures,
        exits,
      };
    } finally {
      if (!result) load.stop();
    }
  } finally {
    await proxy.close();
    await stack.stop();
  }
}

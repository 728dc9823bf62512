// The cost of metrics and traces: the same BFF three times side by side (metrics and traces off; /metrics
// on and scraped every second; traces sent to a local OTLP receiver), autocannon on each in turn, rounds
// interleaved so that the machine's own drift falls on every mode alike.
import { createServer } from 'node:http';
import { freePort } from '@caliber/test-stack';
import { cannon, summarize } from './api.mjs';

/** An OTLP/HTTP endpoint that takes every export and keeps nothing: what a collector costs the BFF, no more. */
async function startSink() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {object} options
 * @param {(options: object) => Promise<import('@caliber/test-stack').Stack>} options.startStack
 * @param {string[]} options.paths   reads to load, each as its own run
 * @param {number} options.rounds    interleaved rounds; the median of each mode's runs is kept
 */
export async function benchTelemetry({ startStack, paths, duration = 10, connections = 50, rounds = 3, log = console.log }) {
  const sink = await startSink();
  const metricsPort = await freePort();
  const modes = {
    off: {},
    metrics: { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' },
    traces: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
  };
  const stacks = {};
  let scraper;
  try {
    for (const [mode, env] of Object.entries(modes)) stacks[mode] = await startStack({ purpose: 'bench', worker: false, env });
    // Prometheus scrapes every 15 s or so; once a second puts the scrape's own cost in the figure.
    scraper = setInterval(() => void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text()).catch(() => undefined), 1000);
    const results = {};
    for (const p of paths) {
      const runs = { off: [], metrics: [], traces: [] };
      for (const stack of Object.values(stacks)) await cannon(`${stack.url}${p}`, { duration: 2, connections });
      for (let round = 0; round < rounds; round += 1) {
        for (const [mode, stack] of Object.entries(stacks)) {
          log(`  autocannon ${duration}s x${connections} ${mode} ${p} (round ${round + 1} of ${rounds})`);
          runs[mode].push(summarize(await cannon(`${stack.url}${p}`, { duration, connections })));
        }
      }
      const kept = Object.fromEntries(Object.entries(runs).map(([mode, list]) => [mode, list.find((run) => run.requestsPerSecond === median(list.map((r) => r.requestsPerSecond)))]));
      results[p] = {
        ...kept,
        runs,
        metricsRatio: Number((kept.metrics.requestsPerSecond / kept.off.requestsPerSecond).toFixed(3)),
        tracesRatio: Number((kept.traces.requestsPerSecond / kept.off.requestsPerSecond).toFixed(3)),
      };
    }
    return { duration, connections, rounds, results };
  } finally {
    clearInterval(scraper);
    await Promise.all(Object.values(stacks).map((stack) => stack.stop()));
    await sink.stop();
  }
}

import { freePort, startMailbox, startStack, type Mailbox, type Stack } from '@caliber/test-stack';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver } from './support/otlp-receiver.js';
import { parsePrometheusText, sumOf, type Sample } from './support/prometheus-text.js';
import { eventually } from './support/worker-process.js';

const contactMessage = (name: string) => ({ name, email: 'ada@example.com', message: `A question from ${name}`, kind: 'contact' });

const postInquiry = (stack: Stack, body: object, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}/api/inquiries`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('/metrics of the BFF and the worker (the built processes, as npm start runs them)', () => {
  let mailbox: Mailbox;
  let stack: Stack;
  let bffMetrics: string;
  let workerMetrics: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const [bffPort, workerPort] = [await freePort(), await freePort()];
    bffMetrics = `http://127.0.0.1:${bffPort}/metrics`;
    workerMetrics = `http://127.0.0.1:${workerPort}/metrics`;
    stack = await startStack({
      purpose: 'metrics',
      env: { SMTP_URL: mailbox.url, METRICS_PORT: String(bffPort), METRICS_HOST: '127.0.0.1' },
      workerEnv: { METRICS_PORT: String(workerPort) },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
  });

  const scrape = async (url: string): Promise<Sample[]> => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await response.text());
  };

  it('is not served on the public port', async () => {
    const response = await fetch(`${stack.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_server_request_duration_seconds');
  });

  it("answers only /metrics on the metrics port, with {error, message} otherwise", async () => {
    const response = await fetch(bffMetrics.replace('/metrics', '/api/watches'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Only /metrics is served on this port' });
  });

  it("parses as Prometheus text, with the process's and Node's own metrics", async () => {
    for (const url of [bffMetrics, workerMetrics]) {
      const text = await (await fetch(url)).text();
      const samples = parsePrometheusText(text);
      for (const name of ['process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes']) expect(sumOf(samples, name), `${name} at ${url}`).toBeGreaterThan(0);
      expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
      // Its samples appear once a garbage collection has run.
      expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    }
  });

  it('counts requests by route pattern, never the raw path, and the public cache by kind', async () => {
    const before = await scrape(bffMetrics);
    const slug = `no-such-watch-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${stack.url}/api/watches`)).status).toBe(200);
    expect((await fetch(`${stack.url}/api/watches/${slug}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/about`)).status).toBe(200);
    const after = await scrape(bffMetrics);
    const moved = (name: string, labels: Record<string, string>) => sumOf(after, name, labels) - sumOf(before, name, labels);

    expect(moved('http_server_request_duration_seconds_count', { method: 'GET', route: '/api/watches', status: '200' })).toBe(1);
    expect(moved('http_server_request_duration_seconds_count', { method: 'GET', route: 'public-cache', status: '200' })).toBe(1);
    expect(moved('http_server_request_duration_seconds_count', { method: 'GET', route: '/api/watches/:slug', status: '404' })).toBe(1);
    expect(moved('http_server_request_duration_seconds_count', { method: 'GET', route: 'page' })).toBe(1);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes(slug)))).toBe(false);
    expect(moved('caliber_public_cache_misses_total', { kind: 'api' })).toBeGreaterThanOrEqual(1);
    // The page's own data may be read from the cache too.
    expect(moved('caliber_public_cache_hits_total', { kind: 'api' })).toBeGreaterThanOrEqual(1);
    expect(moved('caliber_page_render_duration_seconds_count', {})).toBe(1);
  });

  it('reports the search index and the remote builds in use', async () => {
    expect((await fetch(`${stack.url}/api/watches?q=rolex`)).status).toBe(200);
    const samples = await scrape(bffMetrics);
    expect(sumOf(samples, 'caliber_search_index_watches')).toBeGreaterThan(0);
    expect(samples.find((sample) => sample.name === 'caliber_search_index_age_seconds')?.value).toBeGreaterThanOrEqual(0);
    const remotes = await eventually(async () => {
      const builds = (await scrape(bffMetrics)).filter((sample) => sample.name === 'caliber_remote_build_info');
      return builds.length === 3 ? builds : undefined;
    }, 'the three remote builds');
    for (const build of remotes) expect(build).toMatchObject({ value: 1, labels: { remote: expect.any(String), version: expect.any(String) } });
  });

  it('has every metric the Grafana dashboard queries', async () => {
    const dashboard = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../deploy/grafana/caliber.json'), 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
    const queried = new Set(dashboard.panels.flatMap((panel) => panel.targets ?? []).flatMap(({ expr }) => expr.match(/\b(caliber|http_server|nodejs|process)_[a-z0-9_]+/g) ?? []));
    const exposed = (await Promise.all([bffMetrics, workerMetrics].map(async (url) => (await fetch(url)).text()))).join('\n');
    expect(queried.size).toBeGreaterThan(10);
    for (const name of queried) expect(exposed, name).toContain(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `);
  });

  it("moves the worker's job, e-mail and queue metrics with an inquiry", async () => {
    const before = await scrape(workerMetrics);
    expect((await postInquiry(stack, contactMessage('Mia'))).status).toBe(201);
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Mia');
    const after = await eventually(async () => {
      const samples = await scrape(workerMetrics);
      return sumOf(samples, 'caliber_job_duration_seconds_count', { queue: 'mail', name: 'inquiry-alert', outcome: 'completed' }) >
        sumOf(before, 'caliber_job_duration_seconds_count', { queue: 'mail', name: 'inquiry-alert', outcome: 'completed' })
        ? samples
        : undefined;
    }, 'the alert job counted');
    expect(sumOf(after, 'caliber_emails_total', { outcome: 'sent' }) - sumOf(before, 'caliber_emails_total', { outcome: 'sent' })).toBe(1);
    for (const queue of ['marketplace', 'images', 'mail']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(after.some((sample) => sample.name === 'caliber_queue_jobs' && sample.labels.queue === queue && sample.labels.state === state)).toBe(true);
    }
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const loadedOpenTelemetry = (entry: string): string[] => {
    const script = `import { createRequire } from 'node:module';
      await import(${JSON.stringify(path.resolve(import.meta.dirname, '../..', entry))});
      console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/@opentelemetry/'))));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(0);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as string[];
  };

  it('loads nothing of the OpenTelemetry SDK nor its instrumentations (only the API, which prom-client requires)', () => {
    for (const entry of ['bff/dist/app.js', 'worker/dist/worker.module.js']) {
      const loaded = loadedOpenTelemetry(entry);
      expect(loaded.length, entry).toBeGreaterThan(0);
      expect(loaded.filter((file) => !file.includes('/@opentelemetry/api/')), entry).toEqual([]);
    }
  });
});

describe('traces (an OTLP receiver run by the test)', () => {
  let mailbox: Mailbox;
  let receiver: OtlpReceiver;
  let stack: Stack;
  let output = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    receiver = await startOtlpReceiver();
    stack = await startStack({
      purpose: 'traces',
      env: { SMTP_URL: mailbox.url, LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100' },
      output: (_name, chunk) => (output += chunk),
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
    await receiver?.stop();
  });

  it("makes an inquiry's POST and the worker's alert e-mail one trace, and its log lines name it", async () => {
    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    expect((await postInquiry(stack, contactMessage('Noa'), { traceparent })).status).toBe(201);
    await mailbox.waitFor(1, (mail) => mail.subject === 'Contact message from Noa');

    const spans = await eventually(async () => {
      const inTrace = receiver.spans.filter((span) => span.traceId === traceId);
      return inTrace.some((span) => span.service === 'caliber-worker' && span.name === 'job mail inquiry-alert') ? inTrace : undefined;
    }, "the worker's span in the request's trace");
    const bff = spans.filter((span) => span.service === 'caliber-bff');
    expect(bff.map((span) => span.name)).toContain('POST /api/inquiries');
    expect(bff.some((span) => span.name.startsWith('pg.query:INSERT'))).toBe(true);
    expect(bff.some((span) => span.name === 'evalsha')).toBe(true);
    const job = spans.find((span) => span.name === 'job mail inquiry-alert')!;
    expect(bff.map((span) => span.spanId)).toContain(job.parentSpanId);
    expect(spans.filter((span) => span.service === 'caliber-worker' && span.parentSpanId === job.spanId).length).toBeGreaterThan(0);

    const requestLine = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { req?: { url: string }; traceId?: string })
      .find((line) => line.req?.url === '/api/inquiries');
    expect(requestLine?.traceId).toBe(traceId);
  });

  it('adds spans of its own for a page render and a search', async () => {
    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    expect((await fetch(`${stack.url}/search?q=omega`, { headers: { traceparent } })).status).toBe(200);
    await eventually(async () => {
      const inTrace = receiver.spans.filter((span) => span.traceId === traceId).map((span) => span.name);
      return inTrace.includes('page render') && inTrace.includes('search') ? inTrace : undefined;
    }, 'the page render and search spans');
    expect(receiver.spans.some((span) => span.name === 'remote build load' && span.service === 'caliber-bff')).toBe(true);
  });
});

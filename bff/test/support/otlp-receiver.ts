import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the receiver keeps it: its trace, its ids, its name and the service that sent it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  service: string;
}

export interface OtlpReceiver {
  /** OTEL_EXPORTER_OTLP_ENDPOINT for it. */
  url: string;
  spans: ReceivedSpan[];
  stop(): Promise<void>;
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string }[] }[];
  }[];
}

/** An OTLP/HTTP receiver of traces sent as JSON (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`), keeping every span. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      for (const { resource, scopeSpans = [] } of (JSON.parse(body) as OtlpJson).resourceSpans ?? []) {
        const service = resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const span of scopeSpans.flatMap((scope) => scope.spans ?? [])) {
          spans.push({ traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '', name: span.name, service });
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

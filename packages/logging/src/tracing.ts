import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { register } from 'node:module';
import { useTracer, type SpanAttributes, type Tracer } from './trace-context.js';

// Imported by a process's main only when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the modules it
// instruments are loaded (docs/operations.md, "Metrics and traces").

const TRACER_NAME = 'caliber';

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

const otelTracer = (sdk: NodeSDK): Tracer => ({
  span(name, attributes, work) {
    return trace.getTracer(TRACER_NAME).startActiveSpan(name, { attributes }, (span) => inSpan(span, work));
  },
  carrier() {
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    return Object.keys(carrier).length > 0 ? JSON.stringify(carrier) : undefined;
  },
  continueFrom(carrier, name, attributes: SpanAttributes, work) {
    const parent: Context = carrier ? propagation.extract(context.active(), JSON.parse(carrier) as Record<string, string>) : context.active();
    return trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, (span) => inSpan(span, work));
  },
  traceId() {
    return trace.getActiveSpan()?.spanContext().traceId;
  },
  shutdown: () => sdk.shutdown(),
});

/**
 * Starts the OpenTelemetry SDK, configured by its own variables (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_PROTOCOL...), sending traces only: metrics are Prometheus's (/metrics) and logs
 * stay on standard output. The process sends the spans it still holds as it stops
 (`stopTracing`).
 */
export async function startTracing(serviceName: string): Promise<void> {
  // Modules loaded by `import` (express from app.ts, ioredis from BullMQ) are patched by a loader hook,
  // which wraps only the modules the instrumentations name.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/metrics' }),
      // A span per route handler, none per middleware (each request passes a dozen).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  useTracer(otelTracer(sdk));
}

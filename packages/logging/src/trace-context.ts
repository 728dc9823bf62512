/**
 * What the rest of the code asks of tracing: a span around some work, the current trace to hand to a job,
 * a job's work continued in the trace that queued it, the trace id for log lines. Without
 * OTEL_EXPORTER_OTLP_ENDPOINT these do nothing and the SDK is never loaded; `startTracing`
 * (tracing.ts, imported only when it is set) plugs the SDK in (docs/operations.md, "Metrics and traces").
 */
export interface Tracer {
  span<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  carrier(): string | undefined;
  continueFrom<T>(carrier: string | undefined, name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  traceId(): string | undefined;
  /** Sends the spans still held and stops. */
  shutdown(): Promise<void>;
}

export type SpanAttributes = Record<string, string | number | boolean>;

let tracer: Tracer | null = null;

export function useTracer(active: Tracer): void {
  tracer = active;
}

/** Runs `work` in a span of its own. */
export function traced<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  return tracer ? tracer.span(name, attributes, work) : work();
}

/** The current trace as text, for a job's options; undefined when not tracing. */
export function traceCarrier(): string | undefined {
  return tracer?.carrier();
}

/** Runs a job's `work` in a span that continues the trace of the request that queued it. */
export function continueTrace<T>(carrier: string | undefined, name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  return tracer ? tracer.continueFrom(carrier, name, attributes, work) : work();
}

/** The current trace's id, for log lines. */
export function currentTraceId(): string | undefined {
  return tracer?.traceId();
}

/** Sends the spans still held before the process ends. */
export async function stopTracing(): Promise<void> {
  await tracer?.shutdown();
}

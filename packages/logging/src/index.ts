export { QuietStartLogger } from './quiet-start-logger.js';
export { createRootLogger } from './root-logger.js';
export { TelemetryService } from './telemetry.service.js';
export { continueTrace, currentTraceId, traceCarrier, traced, type SpanAttributes } from './trace-context.js';

import { pino, type DestinationStream, type Logger } from 'pino';
import { currentTraceId } from './trace-context.js';

// Never written to the log, wherever they appear in a logged object.
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'authorization', 'cookie', 'accessToken', 'refreshToken'].flatMap((key) => [key, `*.${key}`]),
];

/** A line written while traces are on names its trace (docs/operations.md, "Metrics and traces"); pino adds to the object returned. */
const traceOfLine = () => {
  const traceId = currentTraceId();
  return traceId ? { traceId } : {};
};

/** A process's one pino logger (the BFF's, the worker's), at LOG_LEVEL; written asynchronously so logging never holds work up. */
export function createRootLogger(level: string, destination: DestinationStream = pino.destination({ sync: false })): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[redacted]' }, mixin: traceOfLine }, destination);
}

import { pino, type DestinationStream, type Logger } from 'pino';

// Never written to the log, wherever they appear in a logged object.
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['password', 'authorization', 'cookie', 'accessToken', 'refreshToken'].flatMap((key) => [key, `*.${key}`]),
];

/** A process's one pino logger (the BFF's, the worker's), at LOG_LEVEL; written asynchronously so logging never holds work up. */
export function createRootLogger(level: string, destination: DestinationStream = pino.destination({ sync: false })): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[redacted]' } }, destination);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id a proxy in front of us assigned (a UUID, nginx's 32 hex digits...) is kept; anything else could
// forge or flood log lines, so it is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The request's id (docs/security.md): the incoming `X-Request-Id` when it is a short plain token, else a
 * new UUID; answered as `X-Request-Id` too.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

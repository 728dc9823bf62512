import { VARIABLES } from '@caliber/config';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** Headers a proxy adds to what it forwards. */
const PROXY_HEADERS = ['x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'via'] as const;

export const SHARED_ADDRESS_WARNING =
  'Requests arrive through a proxy without an X-Forwarded-For that TRUST_PROXY trusts: every visitor counts as the proxy\'s address and shares one limit (public writes, sign-in). Have the proxy set X-Forwarded-For and name it in TRUST_PROXY (docs/abuse-limits.md).';

/**
 * With TRUST_PROXY left at its default, logs once (a warning) when a request shows a proxy's headers but
 * no X-Forwarded-For the BFF may read: behind such a proxy every visitor has the proxy's address.
 */
export function sharedAddressWarning(trustProxy: boolean | number | string, logger: Pick<Logger, 'warn'>) {
  let warned = trustProxy !== VARIABLES.TRUST_PROXY.default;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && PROXY_HEADERS.some((name) => req.headers[name] !== undefined) && req.ip === req.socket.remoteAddress) {
      warned = true;
      logger.warn({ proxy: req.socket.remoteAddress }, SHARED_ADDRESS_WARNING);
    }
    next();
  };
}

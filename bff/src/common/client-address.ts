import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * Who a limit counts: the client's address as TRUST_PROXY lets Express read it (docs/abuse-limits.md).
 * An IPv6 client is counted by its /64, the block one subscriber usually holds, so that hopping between
 * its addresses does not reset a limit; an IPv4 address written as IPv6 counts as the IPv4 one.
 */
export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  return isIPv6(address) ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address, `::` expanded (a zone such as `%eth0` dropped). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * Who a limit counts: the client's address as TRUST_PROXY lets Express read it (docs/abuse-limits.md).
 * An IPv6 client is counted by its block (/64 by default, the block one subscriber holds at least; sign-in
 * counts a /56), so that hopping between its addresses does not reset a limit; an IPv4 address written as
 * IPv6 counts as the IPv4 one.
 */
export function clientAddress(req: Request, ipv6Prefix: 56 | 64 = 64): string {
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address).slice(0, 4);
  // A /56 keeps the first two hex digits of the fourth group.
  if (ipv6Prefix === 56) groups[3] = (Number.parseInt(groups[3], 16) & 0xff00).toString(16);
  return `${groups.join(':')}::/${ipv6Prefix}`;
}

/**
 * The /48 holding an IPv6 client's block (`2001:db8:1:2::/64` -> `2001:db8:1::/48`), counted too: one site may
 * hold 65,536 /64s, each a budget of its own. Null for an IPv4 client.
 */
export function siteBlockOf(client: string): string | null {
  if (!client.endsWith('::/64') && !client.endsWith('::/56')) return null;
  return `${client.split(':').slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address, `::` expanded (a zone such as `%eth0` dropped). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Who a request comes from, for the per-address limits (pending seat reservations, tables created):
 * the socket's peer, or, behind load balancers listed in `TRUST_PROXY`, the client they forwarded
 * for (X-Forwarded-For, read by proxy-addr from the right, skipping only trusted hops). A client
 * cannot choose its address by writing the header: an untrusted hop is never skipped.
 *
 * Addresses are keyed so that one host cannot spread itself over many: an IPv6 client counts as its
 * /64 (what one subscriber is usually given: 2^64 addresses to rotate through), an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4) as the IPv4 address it is.
 */
import type http from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/** Whether a hop (the socket's peer, then each forwarding proxy) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The trust function for `TRUST_PROXY`: a comma-separated list of addresses, CIDR ranges and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`); empty = trust no proxy (the socket's
 * peer is the client). Throws a TypeError naming an entry that is not an address.
 */
export function trustProxy(list: string | null | undefined): TrustProxy {
  const entries = (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return proxyaddr.compile(entries);
}

/** The key the limits count `req` under (see the file comment). */
export function clientAddress(req: http.IncomingMessage, trust: TrustProxy): string {
  if (!req.socket?.remoteAddress) return 'unknown';
  return addressKey(proxyaddr(req, trust));
}

/** `address` as the limits count it: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64. */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const prefix = new ipaddr.IPv6([...(ip as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}

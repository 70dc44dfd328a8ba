import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../config.js';
import { addressKey, clientAddress, trustProxy } from './clientAddress.js';

/** A request as the per-address limits see it: the socket's peer and the headers. */
function request(peer: string, forwardedFor?: string): http.IncomingMessage {
  const socket = { remoteAddress: peer };
  return {
    socket,
    connection: socket,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as http.IncomingMessage;
}

describe('addressKey', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and counts other IPv6 addresses by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('::/64');
  });
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = trustProxy('');
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), none)).toBe('198.51.100.4');
    expect(clientAddress(request('::ffff:198.51.100.4'), none)).toBe('198.51.100.4');
  });

  it('behind a trusted balancer is the client it forwarded for, never an address the client wrote itself', () => {
    const lb = trustProxy('10.0.0.0/8, loopback');
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), lb)).toBe('203.0.113.9');
    // The client wrote a first X-Forwarded-For entry; the balancer appended the real peer: the rightmost untrusted one counts.
    expect(clientAddress(request('10.0.0.5', '192.0.2.1, 203.0.113.9'), lb)).toBe('203.0.113.9');
    // Chained trusted proxies are skipped.
    expect(clientAddress(request('127.0.0.1', '203.0.113.9, 10.1.2.3'), lb)).toBe('203.0.113.9');
    // A peer that is not a trusted proxy is the client, header or not.
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), lb)).toBe('198.51.100.4');
    expect(clientAddress(request('10.0.0.5', '2001:db8:1:2::99'), lb)).toBe('2001:db8:1:2::/64');
  });

  it('TRUST_PROXY that is not a list of addresses stops the start with a message that says what to give', () => {
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/8, my-balancer' })).toThrow(ConfigError);
    expect(() => configFromEnv({ TRUST_PROXY: 'my-balancer' })).toThrow(
      /TRUST_PROXY="my-balancer" is not a list of proxy addresses .*CIDR/,
    );
    const cfg = configFromEnv({ TRUST_PROXY: '10.0.0.0/8' });
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), cfg.trustProxy)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.5', '203.0.113.9'), configFromEnv({}).trustProxy)).toBe('10.0.0.5');
  });
});

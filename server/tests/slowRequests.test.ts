/**
 * Slow requests: a matchmaking POST that trickles its body (or its headers) used to stay open for
 * Node's default 300 s. The server now answers 408 and closes it within its request timeout; the
 * other table keeps its pace meanwhile. (Short timeouts here; the defaults are checked below.)
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config.js';
import { reportPace, serverWithPace } from './botPace.js';

const env = serverWithPace({ http: { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000, checkEveryMs: 200 } });

/** Sends `head`, then one byte every 200 ms; resolves with what the server answered and when it closed. */
function trickle(head: string, drip: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const s = net.connect(env.server.port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    s.on('connect', () => {
      s.write(head);
      timer = setInterval(() => s.write(drip), 200);
    });
    s.on('data', (d) => (answer += d.toString()));
    s.on('error', () => {});
    s.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - t0 });
    });
  });
}

describe('slow requests', () => {
  it('a trickled body or trickled headers are answered 408 and closed within the timeouts', async () => {
    const body = `POST /matchmake/joinById/nosuchroom HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
    const headers = `POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\n`;
    const idle = await env.pace.measure(1500);
    const { pace: attacked, result } = await env.pace.during(() =>
      Promise.all([...Array.from({ length: 100 }, () => trickle(body, ' ')), ...Array.from({ length: 100 }, () => trickle(headers, 'X'))]),
    );
    reportPace('200 trickled requests', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);
    for (const r of result.slice(0, 100)) {
      expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(r.ms).toBeLessThan(2000 + 1500);
    }
    for (const r of result.slice(100)) {
      expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(r.ms).toBeLessThan(1000 + 1500);
    }
    // The server still answers at once.
    const res = await fetch(`${env.server.http}/api/health`);
    expect(res.status).toBe(200);
  });

  it('defaults fit a game server', () => {
    expect(DEFAULT_CONFIG.http.headersMs).toBeLessThanOrEqual(10_000);
    expect(DEFAULT_CONFIG.http.requestMs).toBeLessThanOrEqual(15_000);
    expect(DEFAULT_CONFIG.http.checkEveryMs).toBeLessThanOrEqual(1_000);
    expect(DEFAULT_CONFIG.http.keepAliveMs).toBeLessThanOrEqual(10_000);
  });
});

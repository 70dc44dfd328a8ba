/**
 * The HTTP API answers one address at most `apiLimit` requests (a replay is read from the store inside
 * the event loop: one client's flood held every table back). Past it: 429 with Retry-After and a clear
 * message; the health check is never limited; the address gets its turn again as the bucket refills.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITED_MESSAGE } from '../net/apiRateLimit.js';
import { bootServer, waitFor, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ apiLimit: { burst: 5, perSecond: 2 } });
});
afterAll(async () => {
  await server.close();
});

describe('HTTP API rate limit', () => {
  it('answers 429 past the burst, never limits /api/health, and lets the address back in as it refills', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetch(`${server.http}/api/tables`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toContain(429);
    const limited = await fetch(`${server.http}/api/games`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toEqual({ error: API_LIMITED_MESSAGE });
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.http}/api/health`)).status).toBe(200);
    await waitFor('the bucket to refill', async () => (await fetch(`${server.http}/api/tables`)).status === 200, 5000);
  });
});

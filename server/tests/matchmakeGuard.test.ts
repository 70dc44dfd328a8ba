/** The matchmaking guard: table creation is rate limited per address, oversized options are refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, Inbox, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ createLimit: { burst: 3, perSecond: 0.01 }, maxJoinBodyBytes: 2048 });
});
afterAll(async () => {
  await server.close();
});

describe('matchmaking guard', () => {
  it('refuses a creation flood from one address and oversized join options', async () => {
    const rooms = [];
    for (let i = 0; i < 3; i++) {
      const r = await server.client().create('table', { table: { seats: 2 }, name: `Host ${i}` });
      new Inbox(r);
      rooms.push(r);
    }
    await expect(server.client().create('table', { table: { seats: 2 }, name: 'One too many' })).rejects.toThrow();
    // Joining is not a creation: still fine.
    const guest = await server.client().joinById(rooms[0]!.roomId, { name: 'Guest' });
    new Inbox(guest);
    await expect(server.client().joinById(rooms[1]!.roomId, { name: 'Big', padding: 'x'.repeat(5000) })).rejects.toThrow();
    const res = await fetch(`${server.http}/matchmake/joinById/${rooms[1]!.roomId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x', pad: 'y'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    for (const r of [...rooms, guest]) await r.leave();
  });

  it('refuses options named like what every object has, before any room is made', async () => {
    for (const [path, body] of [
      ['joinOrCreate/audience', '{"tableId":"abc","hasOwnProperty":1}'],
      ['join/table', '{"constructor":{"name":"x"}}'],
      ['join/audience', '{"__proto__":{"tableId":"abc"}}'],
    ] as const) {
      const res = await fetch(`${server.http}/matchmake/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      const answer = (await res.json()) as { error?: string; room?: unknown };
      expect(answer.error, path).toMatch(/^Options may not be named (hasOwnProperty|constructor|__proto__)$/);
      expect(answer.room).toBeUndefined();
    }
  });
});

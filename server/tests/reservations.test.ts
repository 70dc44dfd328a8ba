/**
 * Seat reservations cannot lock a table: `POST /matchmake/joinById` without ever connecting is
 * limited per address (a clear error past the limit), a table keeps a bounded number of them, and
 * none counts against seats or spectators, so players and spectators still get in. Spectator rooms
 * (audience, delayed) have their own limit per address, so reservations never used cannot fill audience
 * rooms and make every next join open another. The attacker calls from other loopback addresses
 * (127.0.0.2...) than the players (127.0.0.1).
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { reportPace, serverWithPace } from './botPace.js';
import { matchMaker } from '@colyseus/core';
import { Inbox, json, serverRoom, waitFor } from './helpers.js';

const env = serverWithPace({
  maxSpectators: 3,
  audienceRoomClients: 5,
  reservations: { perAddress: 8, spectatorsPerAddress: 4, perTable: 16, seconds: 10 },
});

/** POST /matchmake/joinById/<id> from `localAddress`; resolves to the parsed JSON answer. */
function reserveFrom(localAddress: string, roomId: string, options: object): Promise<{ sessionId?: string; error?: string }> {
  return matchmakeFrom(localAddress, `joinById/${roomId}`, options);
}

/** POST /matchmake/<method/room> from `localAddress`; resolves to the parsed JSON answer. */
function matchmakeFrom(localAddress: string, call: string, options: object): Promise<{ sessionId?: string; error?: string }> {
  const body = JSON.stringify(options);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: env.server.port,
        localAddress,
        method: 'POST',
        path: `/matchmake/${call}`,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(JSON.parse(text) as { sessionId?: string; error?: string }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function pendingReservations(roomId: string): number {
  const seats = (serverRoom(roomId) as unknown as { reservedSeats: Record<string, [unknown, unknown, boolean, boolean]> }).reservedSeats;
  return Object.values(seats).filter((r) => !r[2] && !r[3]).length;
}

describe('seat reservations', () => {
  it('are limited per address and per table and never keep players or spectators out', async () => {
    const host = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    new Inbox(host);
    const id = host.roomId;
    const before = JSON.stringify(await waitFor('the seats', () => json(host).seats?.length && json(host).seats));
    const idle = await env.pace.measure(1500);

    const { pace: attacked, result } = await env.pace.during(async () => {
      // One address: 8 reservations, then a clear refusal.
      const one = [];
      for (let i = 0; i < 10; i++) one.push(await reserveFrom('127.0.0.2', id, { name: `Squat${i}` }));
      // Four more addresses, 12 each: the table keeps at most 16 (the oldest are dropped).
      const many = await Promise.all(
        ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map(async (a) => {
          const out = [];
          for (let i = 0; i < 12; i++) out.push(await reserveFrom(a, id, { spectator: true }));
          return out;
        }),
      );
      return { one, many: many.flat() };
    });
    reportPace('reservation flood (58 joinById calls from 5 addresses)', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);

    expect(result.one.slice(0, 8).every((r) => typeof r.sessionId === 'string')).toBe(true);
    for (const r of result.one.slice(8)) expect(r.error).toMatch(/Too many joins waiting from your address/);
    expect(result.many.filter((r) => r.sessionId).length).toBeGreaterThanOrEqual(32);
    expect(pendingReservations(id)).toBeLessThanOrEqual(16);
    expect(JSON.stringify(json(host).seats)).toBe(before); // reservations changed nothing

    // A player and every spectator place are still free.
    const guest = await env.server.client().joinById(id, { name: 'Guest' });
    new Inbox(guest);
    const watchers = [];
    for (let i = 0; i < 3; i++) watchers.push(await env.server.client().joinById(id, { spectator: true }));
    await expect(env.server.client().joinById(id, { spectator: true })).rejects.toThrow(/already full|Too many spectators/);
    await waitFor('three spectators', () => json(host).spectatorCount === 3);
    for (const r of [host, guest, ...watchers]) await r.leave();
  });
});

describe('spectator seat reservations', () => {
  it('are limited per address in audience and delayed rooms, so they cannot open audience rooms nobody uses', async () => {
    const host = await env.server
      .client()
      .create('table', { table: { seats: 2, broadcastDelaySeconds: 60, liveSpectators: true }, name: 'Host' });
    new Inbox(host);
    const tableId = host.roomId;
    await waitFor('the table', () => json(host).seats?.length);

    // One address: 4 audience reservations (one room of 5 holds them), then a clear refusal, for delayed rooms too.
    const flood = [];
    for (let i = 0; i < 12; i++) flood.push(await matchmakeFrom('127.0.0.2', 'joinOrCreate/audience', { tableId }));
    const delayed = await reserveFrom('127.0.0.2', tableId, { spectator: true, delayed: true });
    expect(flood.slice(0, 4).every((r) => typeof r.sessionId === 'string')).toBe(true);
    for (const r of [...flood.slice(4), delayed]) expect(r.error).toMatch(/Too many spectator joins waiting from your address \(4\)/);
    const rooms = await matchMaker.query({ name: 'audience', tableId });
    expect(rooms.length).toBe(1);

    // Another address watches: into that room (4 pending + 1 = 5), and the next one opens a second.
    const first = await env.server.client().joinOrCreate('audience', { tableId });
    const second = await env.server.client().joinOrCreate('audience', { tableId });
    new Inbox(first);
    new Inbox(second);
    expect(first.roomId).toBe(rooms[0]!.roomId);
    expect(second.roomId).not.toBe(first.roomId);
    // Table joins keep their own count: the flooding address may still join the table itself.
    expect(typeof (await reserveFrom('127.0.0.2', tableId, { spectator: true })).sessionId).toBe('string');
    for (const r of [first, second, host]) await r.leave();
  });
});

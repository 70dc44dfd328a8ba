/**
 * Seat reservations cannot lock a table: `POST /matchmake/joinById` without ever connecting is
 * limited per address (a clear error past the limit) and per table (an address holds a few there, fewer
 * the fuller the table), none is ever dropped for another, and none counts against seats or spectators,
 * so players and spectators still get in; a seat key has capacity of its own. Spectator rooms
 * (audience, delayed) have their own limit per address, so reservations never used cannot fill audience
 * rooms and make every next join open another. The attacker calls from other loopback addresses
 * (127.0.0.2...) than the players (127.0.0.1). The flood itself: reservationFlood.test.ts.
 */
import { postFrom } from './support/loopbackClient.js';
import { describe, expect, it } from 'vitest';
import { reportPace, serverWithPace } from './botPace.js';
import { matchMaker } from '@colyseus/core';
import { Inbox, json, serverRoom, waitFor } from './helpers.js';

const env = serverWithPace({
  maxSpectators: 3,
  audienceRoomClients: 5,
  reservations: { perAddress: 8, spectatorsPerAddress: 4, perTable: 16, perAddressAtTable: 4, perSeatKey: 2, seconds: 10 },
});

/** POST /matchmake/joinById/<id> from `localAddress`; resolves to the parsed JSON answer. */
function reserveFrom(localAddress: string, roomId: string, options: object): Promise<{ sessionId?: string; error?: string }> {
  return matchmakeFrom(localAddress, `joinById/${roomId}`, options);
}

/** POST /matchmake/<method/room> from `localAddress`; resolves to the parsed JSON answer. */
async function matchmakeFrom(localAddress: string, call: string, options: object): Promise<{ sessionId?: string; error?: string }> {
  const answer = await postFrom(env.server.port, localAddress, `/matchmake/${call}`, options);
  if (answer.status === 0) throw new Error(answer.text);
  return JSON.parse(answer.text) as { sessionId?: string; error?: string };
}

function pendingSessions(roomId: string): string[] {
  const seats = (serverRoom(roomId) as unknown as { reservedSeats: Record<string, [unknown, unknown, boolean, boolean]> }).reservedSeats;
  return Object.keys(seats).filter((sid) => !seats[sid]![2] && !seats[sid]![3]);
}

describe('seat reservations', () => {
  it('are limited per address and per table, none is dropped for another, and players and spectators still get in', async () => {
    const host = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    new Inbox(host);
    const id = host.roomId;
    const before = JSON.stringify(await waitFor('the seats', () => json(host).seats?.length && json(host).seats));
    const other = await env.server.client().create('table', { table: { seats: 2 }, name: 'Host' });
    const idle = await env.pace.measure(1500);

    const { pace: attacked, result } = await env.pace.during(async () => {
      // One address: 4 at one table (then that table refuses it), 8 across tables (then a clear refusal).
      const one = [];
      for (let i = 0; i < 6; i++) one.push(await reserveFrom('127.0.0.2', id, { name: `Squat${i}` }));
      for (let i = 0; i < 4; i++) one.push(await reserveFrom('127.0.0.2', other.roomId, { spectator: true }));
      one.push(await reserveFrom('127.0.0.2', other.roomId, { spectator: true }));
      // Four more addresses, 12 each at once: each holds fewer the fuller the table.
      const many = await Promise.all(
        ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map(async (a) => {
          const out = [];
          for (let i = 0; i < 12; i++) out.push(await reserveFrom(a, id, { spectator: true }));
          return out;
        }),
      );
      return { one, many: many.flat() };
    });
    reportPace('reservation flood (59 joinById calls from 5 addresses)', idle, attacked);
    expect(attacked).toBeGreaterThan(idle / 4);

    const made = (rs: { sessionId?: string }[]) => rs.filter((r) => typeof r.sessionId === 'string').map((r) => r.sessionId!);
    expect(made(result.one.slice(0, 4))).toHaveLength(4);
    for (const r of result.one.slice(4, 6)) expect(r.error).toMatch(/is already full/);
    expect(made(result.one.slice(6, 10))).toHaveLength(4);
    expect(result.one[10]!.error).toMatch(/Too many joins waiting from your address \(8\)/);
    // Every reservation made is still held: none was dropped for a later one.
    const held = [...made(result.one.slice(0, 4)), ...made(result.many)];
    expect(pendingSessions(id).sort()).toEqual(held.sort());
    expect(held.length).toBeLessThan(16); // places are left for addresses holding none
    expect(JSON.stringify(json(host).seats)).toBe(before); // reservations changed nothing

    // A player and every spectator place are still free.
    const guest = await env.server.client().joinById(id, { name: 'Guest' });
    new Inbox(guest);
    const watchers = [];
    for (let i = 0; i < 3; i++) watchers.push(await env.server.client().joinById(id, { spectator: true }));
    await expect(env.server.client().joinById(id, { spectator: true })).rejects.toThrow(/already full|Too many spectators/);
    await waitFor('three spectators', () => json(host).spectatorCount === 3);
    for (const r of [host, guest, other, ...watchers]) await r.leave();
  });

  it('keep a seat key its own places: a table whose open places are all held still gives a player their seat back', async () => {
    const ann = await env.server.client().create('table', { table: { seats: 2 }, name: 'Ann' });
    const inbox = new Inbox(ann);
    ann.send('hello', {});
    const { seatKey } = await inbox.next<{ seatKey: string }>('welcome', 5000, 0);
    const id = ann.roomId;
    // 16 addresses, one open reservation each: the table's open places are all held.
    for (let i = 0; i < 16; i++) expect((await reserveFrom(`127.0.0.${10 + i}`, id, { spectator: true })).sessionId).toBeDefined();
    expect((await reserveFrom('127.0.0.40', id, { spectator: true })).error).toMatch(/is already full/);
    // A made-up seat key opens nothing: it is an open join like any other.
    expect((await reserveFrom('127.0.0.40', id, { seatKey: 'x'.repeat(43) })).error).toMatch(/is already full/);
    // Ann's key has 2 places of its own, from any address.
    const back = await reserveFrom('127.0.0.41', id, { seatKey });
    expect(back.sessionId).toBeDefined();
    expect((await reserveFrom('127.0.0.42', id, { seatKey })).sessionId).toBeDefined();
    expect((await reserveFrom('127.0.0.43', id, { seatKey })).error).toMatch(/is already full/);
    const again = await env.server.client().consumeSeatReservation(back as never);
    const welcome = await new Inbox(again).next<{ seat: number }>('welcome', 5000, 0);
    expect(welcome.seat).toBe(0);
    expect(pendingSessions(id)).toHaveLength(17); // the 16 open ones and the other key's: nothing was dropped
    await again.leave();
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
    for (let i = 0; i < 12; i++) flood.push(await matchmakeFrom('127.0.0.7', 'joinOrCreate/audience', { tableId }));
    const delayed = await reserveFrom('127.0.0.7', tableId, { spectator: true, delayed: true });
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
    expect(typeof (await reserveFrom('127.0.0.7', tableId, { spectator: true })).sessionId).toBe('string');
    for (const r of [first, second, host]) await r.leave();
  });
});

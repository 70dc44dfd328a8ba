/**
 * AUDIENCE ROOMS through real websockets: a table watched by 300 spectators (above the table room's
 * own 200) spread over audience rooms plays a whole bot game; every spectator ends with the engine's
 * public view and every action's spectator events in order; the spectator count adds up all rooms;
 * spectators of a room share the same encoded frames, one per action (the game comes as events, not as patches). An audience room that goes away without consent mid-game:
 * its spectators land in another and finish with the right state (history fills the gap).
 */
import type { Room } from 'colyseus.js';
import { matchMaker, Protocol } from '@colyseus/core';
import { Encoder } from '@colyseus/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyAction, createGame, redactEvents, viewFor, type GameEvent } from '../../shared/games/emberforge/index.js';
import { decodeEvents } from '../../shared/games/emberforge/wire/eventsWire.js';
import { bootServer, Inbox, json, refused, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ tableSeed: seedFromTableName, audienceRoomClients: 100, emptyTableSeconds: 1 });
});
afterAll(async () => {
  await server.close();
});

/** What each spectator got, recorded from its join on (a `view` comes right after it: nothing may be missed). */
const inboxOf = new Map<Room, Inbox>();

/** Joins `n` spectators through audience rooms, `batch` at a time. */
async function audience(tableId: string, n: number, batch = 20): Promise<Room[]> {
  const out: Room[] = [];
  const join = () =>
    server
      .client()
      .joinOrCreate('audience', { tableId })
      .then((r) => {
        inboxOf.set(r, new Inbox(r));
        return r;
      });
  while (out.length < n) {
    const k = Math.min(batch, n - out.length);
    out.push(...(await Promise.all(Array.from({ length: k }, join))));
  }
  return out;
}

async function audienceRoomsOf(tableId: string): Promise<string[]> {
  return (await matchMaker.query({ name: 'audience', tableId })).map((r) => r.roomId);
}

/** The engine's spectator events of every action of the game, as the table sent them. */
function expectedEvents(record: EmberforgeRecord): { version: number; seat: number; events: GameEvent[] }[] {
  let state = createGame(record.config);
  return record.log.map(({ seat, action }) => {
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    return { version: state.version, seat, events: redactEvents(r.events, 'spectator') };
  });
}

/** Frames written whole by the room (a websocket header before the message). */
const prebuilt = new WeakSet<object>();

/** What a frame the server handed to a socket is: a state patch, or a message of this type. */
function frameKind(data: unknown): string {
  let b = Buffer.from(data as Uint8Array);
  if (prebuilt.has(data as object)) b = b.subarray((b[1]! & 0x7f) === 126 ? 4 : (b[1]! & 0x7f) === 127 ? 10 : 2);
  if (b[0] === Protocol.ROOM_STATE_PATCH) return 'patch';
  if (b[0] !== Protocol.ROOM_DATA) return `code ${b[0]}`;
  const len = b[1]! & 0x1f; // the type: a msgpack fixstr
  return b.subarray(2, 2 + len).toString();
}

describe('audience rooms', () => {
  it('300 spectators over audience rooms watch a whole bot game: the engine public view, every event, the total count', async () => {
    const host = await server.client().create('table', { table: { seats: 4, botDelayMs: 0, tableName: 'Crowd #77' }, spectator: true });
    host.onMessage('*', () => {});
    const crowd = await audience(host.roomId, 300);
    const inboxes = crowd.map((r) => inboxOf.get(r)!);
    const rooms = await audienceRoomsOf(host.roomId);
    expect(rooms).toHaveLength(3); // 100 per audience room
    await waitFor('the count of every room', () => json(host).spectatorCount === 301 && crowd.every((r) => json(r).spectatorCount === 301));
    // The lobby lists the table once, never its audience rooms.
    const listed = ((await (await fetch(`${server.http}/api/tables`)).json()) as { tables: { id: string }[] }).tables;
    expect(listed.map((t) => t.id)).toEqual([host.roomId]);

    // Every frame each spectator gets during the game, as the server hands it to the socket: a
    // message through ws (`raw`), or a websocket frame built once for the room (net/sharedFrame.ts).
    const frames = new Map<string, unknown[]>();
    for (const id of rooms)
      for (const c of matchMaker.getLocalRoomById(id)!.clients) {
        const got: unknown[] = [];
        frames.set(c.sessionId, got);
        const raw = c.raw.bind(c);
        let viaWs = false;
        c.raw = (data, options, cb) => {
          got.push(data);
          viaWs = true;
          try {
            raw(data, options, cb);
          } finally {
            viaWs = false;
          }
        };
        const socket = (c.ref as unknown as { _socket: { write: (chunk: Buffer) => boolean } })._socket;
        const write = socket.write.bind(socket);
        socket.write = (chunk: Buffer) => {
          if (!viaWs && chunk[0] === 0x82) {
            // a whole binary frame written past ws (ws's own pings are written directly too)
            prebuilt.add(chunk);
            got.push(chunk);
          }
          return write(chunk);
        };
      }
    const encodeView = vi.spyOn(Encoder.prototype, 'encodeView');
    host.send('start', { fillBots: true });
    await waitFor('the game to end', () => json(host).status === 'ended', 60_000, 20);
    const record = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
    expect(record.log.length).toBeGreaterThan(20);
    // One encoded patch and one encoded events message per room for all its spectators: every
    // spectator of a room got the very same buffers (no per-spectator StateView: no encodeView at all).
    await waitFor('the last frames', () => inboxes.every((b) => b.view?.version === record.state.version), 20_000, 50);
    expect(encodeView).not.toHaveBeenCalled();
    encodeView.mockRestore();
    for (const id of rooms) {
      const lists = matchMaker.getLocalRoomById(id)!.clients.map((c) => frames.get(c.sessionId)!);
      expect(lists[0]!.length).toBeGreaterThan(record.log.length); // patches and events
      for (const l of lists) {
        expect(l.length).toBe(lists[0]!.length);
        expect(l.every((buf, i) => buf === lists[0]![i])).toBe(true);
      }
    }
    // One frame per action: the game comes as each action's events (a `view` only once, at the start);
    // the few patches carry the table's own changes (status, counts), never the game.
    const kinds = frames.get(matchMaker.getLocalRoomById(rooms[0]!)!.clients[0]!.sessionId)!.map(frameKind);
    expect(kinds.filter((k) => k === 'events')).toHaveLength(record.log.length);
    // ...each built once as a whole websocket frame for the room, not framed again per socket by ws.
    const first = frames.get(matchMaker.getLocalRoomById(rooms[0]!)!.clients[0]!.sessionId)!;
    expect(first.filter((f, i) => kinds[i] === 'events' && prebuilt.has(f as object))).toHaveLength(record.log.length);
    expect(kinds.filter((k) => k === 'view')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'patch').length).toBeLessThan(record.log.length / 10);
    const truth = viewFor(record.state, 'spectator');
    crowd.forEach((r) => r.send('hello', {}));
    await waitFor('a welcome for each', () => inboxes.every((b) => b.of('welcome').length > 0));
    const expected = expectedEvents(record);
    crowd.forEach((r, i) => {
      expect(json(r).status).toBe('ended');
      expect(inboxes[i]!.view).toEqual(truth);
      expect(inboxes[i]!.gaps).toEqual([]);
      expect(json(r).game).toBeUndefined(); // the game came as messages, never as state
      expect(inboxes[i]!.of('events').map((m) => decodeEvents(m))).toEqual(expected);
      expect(inboxes[i]!.of('welcome')[0]).toEqual({ role: 'spectator', seat: null, tableId: host.roomId, host: false });
      expect(inboxes[i]!.of('error')).toEqual([]);
    });
    // Seats, names and colours as the table has them.
    expect(json(crowd[0]!).seats).toEqual(json(host).seats);
    expect(json(crowd[0]!).options).toEqual(json(host).options);
    await Promise.all(crowd.map((r) => r.leave()));
    await waitFor('the count back to the host alone', () => json(host).spectatorCount === 1);
    await host.leave();
  }, 120_000);

  it('an audience room that goes away mid-game: its spectators rejoin another and finish with the right state', async () => {
    const host = await server.client().create('table', { table: { seats: 3, botDelayMs: 15, tableName: 'Drop #78' }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    const crowd = await audience(host.roomId, 150);
    const inboxes = inboxOf;
    const [first] = await audienceRoomsOf(host.roomId);
    await waitFor('a few actions', () => (json(host).game?.version ?? 0) > 20, 20_000);
    // The room's process "dies": every socket of its spectators is cut (no consent), and it is gone.
    const victims = crowd.filter((r) => r.roomId === first);
    expect(victims.length).toBe(100);
    const back: Room[] = [];
    for (const v of victims) {
      v.onLeave(() => {
        // What client/net does on a drop (comeBack.ts): joinOrCreate again, history fills the gap.
        void server
          .client()
          .joinOrCreate('audience', { tableId: host.roomId })
          .then((r) => {
            inboxOf.set(r, new Inbox(r));
            back.push(r);
          });
      });
    }
    matchMaker.getLocalRoomById(first!)!.clients.forEach((c) => (c.ref as unknown as { terminate(): void }).terminate());
    await waitFor('all back', () => back.length === 100, 20_000);
    expect(back.every((r) => r.roomId !== first)).toBe(true);
    await waitFor('the game to end', () => json(host).status === 'ended', 60_000, 20);
    const record = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
    const truth = viewFor(record.state, 'spectator');
    const alive = [...crowd.filter((r) => r.roomId !== first), ...back];
    await waitFor(
      'every spectator at the final version',
      () => alive.every((r) => inboxes.get(r)!.view?.version === record.state.version),
      20_000,
      50,
    );
    for (const r of alive) expect(inboxes.get(r)!.view).toEqual(truth);
    await waitFor('the count', () => json(host).spectatorCount === 151);
    await Promise.all(alive.map((r) => r.leave()));
    await host.leave();
  }, 120_000);

  it('refuses an audience room for an unknown table or one without spectators; the table closing closes its audience rooms', async () => {
    await expect(refused(() => server.client().joinOrCreate('audience', { tableId: 'nosuchtable' }))).resolves.toMatchObject({
      message: expect.stringMatching(/not found/),
    });
    await expect(refused(() => server.client().joinOrCreate('audience', { tableId: '../x' }))).resolves.toBeInstanceOf(Error);
    const closed = await server.client().create('table', { table: { seats: 2, spectatorsAllowed: false }, name: 'Ann' });
    closed.onMessage('*', () => {});
    const e = await refused(() => server.client().joinOrCreate('audience', { tableId: closed.roomId }));
    expect(e.message).toMatch(/does not allow spectators/);
    await closed.leave();

    const host = await server.client().create('table', { table: { seats: 2 }, name: 'Bo' });
    host.onMessage('*', () => {});
    const [watcher] = await audience(host.roomId, 1);
    let code = 0;
    watcher!.onLeave((c) => (code = c));
    await serverRoom(host.roomId).disconnect(); // the server closes the table
    await waitFor('the audience room closed with the table', () => code === 4000, 5000);
  });
});

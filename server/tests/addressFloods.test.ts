/**
 * Frame errors and re-joins are limited per ADDRESS (issue 38, 5; server/net/addressFloods.ts), with
 * the shipped limits (DEFAULT_CONFIG): a flooder used to be disconnected after 500 refused frames of
 * one connection, and simply joined again (733 joins in 15 s from one address). The flooders call from
 * other loopback addresses (127.0.0.2...) than the table's players (127.0.0.1). The server runs on a
 * manual clock: no budget refills while a test counts, and a block ends when the test moves the clock.
 */
import type { Room } from 'colyseus.js';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/host/manualClock.js';
import { DEFAULT_CONFIG } from '../config.js';
import { OVERSIZE_FRAME_ERRORS } from '../net/addressFloods.js';
import { bootServer, Inbox, type TestServer, waitFor } from './helpers.js';
import { MATCHMAKE_CODE } from '../../shared/protocol/protocol.js';
import { connect, matchmake, roomData, roomMessage, type MatchmakeAnswer, type Seat } from './support/loopbackClient.js';

const LIMITS = DEFAULT_CONFIG.addressFloods;
const clock = new ManualClock(Date.now(), setImmediate);
let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ clock, addressFloods: LIMITS, maxFrameBytes: DEFAULT_CONFIG.maxFrameBytes });
});
afterAll(async () => {
  await server.close();
});

/** A message of a type no room knows: every one is a frame error (unknown_message, or rate_limited past the burst). */
const UNKNOWN = roomData('nope', Uint8Array.of(0x80));
const PING = roomData('ping', Uint8Array.of(0x80));
/** A msgpack array of `n` empty maps (n + 3 bytes). */
const maps = (n: number) => Uint8Array.from([0xdc, n >> 8, n & 0xff, ...new Array<number>(n).fill(0x80)]);

/** A raw connection from `address`: what it received, and how it was closed. */
class Conn {
  readonly messages: { type: string; message: unknown }[] = [];
  closedWith: number | null = null;
  private constructor(readonly ws: WebSocket) {}

  static async open(address: string, path: string, options: object): Promise<Conn> {
    const answer = await matchmake(server.port, address, path, options);
    if (!answer.ok) throw new Error(`refused: ${answer.status} ${answer.error}`);
    let conn: Conn | null = null;
    const early: number[] = [];
    const ws = await connect(
      server.port,
      address,
      answer.seat,
      (b) => {
        const m = roomMessage(b);
        if (m && conn) conn.messages.push(m);
      },
      (code) => (conn ? (conn.closedWith = code) : early.push(code)),
    );
    if (!ws) throw new Error(`closed before joining: ${early.join(', ')}`);
    conn = new Conn(ws);
    return conn;
  }

  errors(): string[] {
    return this.messages.filter((m) => m.type === 'error').map((m) => (m.message as { code: string }).code);
  }

  send(frame: Buffer, times = 1): void {
    for (let i = 0; i < times; i++) this.ws.send(frame);
  }

  leave(): Promise<void> {
    return new Promise((resolve) => {
      if (this.closedWith !== null) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close(4000);
    });
  }
}

const spectate = (address: string, roomId: string) => Conn.open(address, `/matchmake/joinById/${roomId}`, { spectator: true });
const watchAudience = (address: string, tableId: string) => Conn.open(address, '/matchmake/joinOrCreate/audience', { tableId });
const tryJoin = (address: string, roomId: string): Promise<MatchmakeAnswer> =>
  matchmake(server.port, address, `/matchmake/joinById/${roomId}`, { spectator: true });

async function hostTable(name: string): Promise<Room> {
  const host = await server.client().create('table', { table: { seats: 2 }, name });
  await new Inbox(host).next('welcome');
  return host;
}

/** Pings until answered: the connection is open and served. */
async function answersPing(conn: Conn): Promise<void> {
  const from = conn.messages.length;
  conn.send(PING);
  await waitFor('pong', () => conn.messages.slice(from).some((m) => m.type === 'pong'), 5000);
}

describe('per address', () => {
  it('frame errors add up across connections and rooms: re-joining does not start the count over', async () => {
    const host = await hostTable('Errors');
    const address = '127.0.0.2';
    const quiet = await spectate(address, host.roomId); // behaves all along
    // 60 refused frames (under the 100 an address may make, and the 500 of one connection): answered, connected.
    const first = await spectate(address, host.roomId);
    first.send(UNKNOWN, 60);
    await waitFor('60 refusals', () => first.errors().length === 60, 10_000);
    expect(new Set(first.errors())).toEqual(new Set(['unknown_message', 'rate_limited']));
    expect(first.closedWith).toBeNull();
    await first.leave();

    // The same address again, in the table's audience room: its errors add to the 60.
    const second = await watchAudience(address, host.roomId);
    second.send(UNKNOWN, LIMITS.frameErrors.burst - 60);
    await waitFor('the audience connection answered', () => second.errors().length === LIMITS.frameErrors.burst - 60, 10_000);
    expect(second.closedWith).toBeNull();
    second.send(UNKNOWN); // the address's 101st frame error
    await waitFor('the flooder dropped', () => second.closedWith !== null, 10_000);
    expect(second.closedWith).toBe(4029);

    // Blocked: it cannot join again, in any room; the connection that behaved keeps its place.
    const again = await tryJoin(address, host.roomId);
    expect(again).toMatchObject({ ok: false, status: 429, code: 429 });
    expect(again.ok === false && again.error).toMatch(/Too many refused messages from your network address: try again in \d+ s/);
    await expect(watchAudience(address, host.roomId)).rejects.toThrow(/429/);
    await answersPing(quiet);
    expect(quiet.closedWith).toBeNull();
    // ...and its next refused frame drops it at once.
    quiet.send(UNKNOWN);
    await waitFor('the blocked address dropped', () => quiet.closedWith !== null, 10_000);
    expect(quiet.closedWith).toBe(4029);

    // Other addresses are not concerned.
    const friend = await server.client().joinById(host.roomId, { spectator: true });
    await new Inbox(friend).next('welcome');
    const neighbour = await spectate('127.0.0.3', host.roomId);
    await answersPing(neighbour);

    // The block ends after blockSeconds (on the server's clock), with a whole budget.
    clock.advance(LIMITS.blockSeconds * 1000 - 1000);
    expect((await tryJoin(address, host.roomId)).ok).toBe(false);
    clock.advance(1000);
    const back = await spectate(address, host.roomId);
    await answersPing(back);
    await Promise.all([back.leave(), neighbour.leave(), friend.leave()]);
    await host.leave();
  });

  it('a reservation taken before the block does not let a blocked address in', async () => {
    const host = await hostTable('Held');
    const address = '127.0.0.4';
    const held = await matchmake(server.port, address, `/matchmake/joinById/${host.roomId}`, { spectator: true });
    expect(held.ok).toBe(true);
    const flooder = await spectate(address, host.roomId);
    flooder.send(UNKNOWN, LIMITS.frameErrors.burst + 1);
    await waitFor('the flooder dropped', () => flooder.closedWith !== null, 10_000);
    expect(flooder.closedWith).toBe(4029);
    // The WebSocket upgrade itself is refused (429), before any room sees it.
    let code = -1;
    const ws = await connect(
      server.port,
      address,
      (held as { seat: Seat }).seat,
      () => {},
      (c) => (code = c),
    );
    expect(ws).toBeNull();
    expect(code).toBe(429);
    await host.leave();
  });

  it('frames over maxFrameBytes close their socket (1009) and cost their address: a few such re-joins block it', async () => {
    const host = await hostTable('Oversize');
    const address = '127.0.0.5';
    const big = roomData('action', maps(DEFAULT_CONFIG.maxFrameBytes)); // just over 2 KiB
    const connections = Math.ceil((LIMITS.frameErrors.burst + 1) / OVERSIZE_FRAME_ERRORS);
    for (let i = 0; i < connections; i++) {
      const conn = await spectate(address, host.roomId);
      conn.send(big);
      await waitFor('the oversize frame refused', () => conn.closedWith !== null, 10_000);
      expect(conn.closedWith).toBe(1009);
    }
    const again = await tryJoin(address, host.roomId);
    expect(again).toMatchObject({ ok: false, status: 429 });
    // A frame within the limit is read and answered (the largest message a client sends: net/frameSize.test.ts).
    const other = await spectate('127.0.0.6', host.roomId);
    other.send(roomData('action', maps(1500)));
    await waitFor('an answer', () => other.errors().length === 1, 5000);
    expect(other.closedWith).toBeNull();
    await other.leave();
    await host.leave();
  });

  it('joins are limited: past the burst, matchmaking answers crowded (clients try again) and upgrades 429', async () => {
    const host = await hostTable('Joins');
    const address = '127.0.0.7';
    const conns: Conn[] = [];
    for (let i = 0; i < LIMITS.joins.burst; i++) conns.push(await spectate(address, host.roomId));
    const refused = await tryJoin(address, host.roomId);
    expect(refused).toMatchObject({ ok: false, status: 429, code: MATCHMAKE_CODE.crowded });
    expect(refused.ok === false && refused.error).toMatch(/Too many joins from your network address/);
    await Promise.all(conns.map((c) => c.leave()));
    // Leaving gives no join back; time does (joins.perSecond).
    expect((await tryJoin(address, host.roomId)).ok).toBe(false);
    clock.advance(1000 / LIMITS.joins.perSecond);
    const one = await spectate(address, host.roomId);
    expect(one.closedWith).toBeNull();
    await one.leave();
    // A player at another address was never concerned.
    const friend = await spectate('127.0.0.8', host.roomId);
    await friend.leave();
    await host.leave();
  });
});

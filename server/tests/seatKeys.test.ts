/**
 * Seat keys over real websockets: a seated human's key comes only in their own `welcome` (never to a
 * spectator or another seat, never in the state or the listing; the server keeps only its SHA-256);
 * `joinById(id, { seatKey })` from a second client takes the seat back with its hand and view, in the
 * lobby, during play (also after the bot took the seat over) and after the end, and the connection
 * that held it is closed with CLOSE_CODE.seatTakenElsewhere; a wrong or malformed key is refused clearly.
 */
import { createHash } from 'node:crypto';
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legalActions, viewFor, type GameView } from '../../shared/games/emberforge/index.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import { CLOSE_CODE, type WelcomeMessage } from '../../shared/protocol/protocol.js';
import { SEAT_KEY_PATTERN } from '../../shared/protocol/joinOptions.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import type { TableContext } from '../rooms/tableContext.js';
import { WRONG_SEAT_KEY } from '../rooms/seatReclaim.js';
import { bootServer, Inbox, json, refused, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

const GRACE = 1;
const clock = new ManualClock(Date.now(), setImmediate);
let server: TestServer;
/** Every seat key the tests saw, and every line the server (in this process) printed meanwhile. */
const keysSeen = new Set<string>();
const printed: string[] = [];
beforeAll(async () => {
  for (const method of ['log', 'info', 'error', 'debug'] as const) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
      original(...args);
    });
  }
  server = await bootServer({ graceSeconds: GRACE, reclaimSeconds: 30, rateLimit: { burst: 1000, perSecond: 1000 }, clock });
});
afterAll(async () => {
  await server.close();
  vi.restoreAllMocks();
  // Never in a log line: no key, and no hash of one.
  expect(keysSeen.size).toBeGreaterThan(5);
  for (const key of keysSeen) for (const line of printed) expect(line.includes(key) || line.includes(sha256(key)), line).toBe(false);
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const records = (id: string) => (serverRoom(id) as unknown as { ctx: TableContext }).ctx.seats.records;

/** A joined room with its inbox, its first welcome and the close code it gets (once it is closed). */
async function joined(connect: () => Promise<Room>) {
  const room = await connect();
  const inbox = new Inbox(room);
  const closed: { code: number | null } = { code: null };
  room.onLeave((code) => (closed.code = code));
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 5000, 0);
  if (welcome.seatKey) keysSeen.add(welcome.seatKey);
  return { room, inbox, welcome, closed };
}

async function annAtTable(table: Record<string, unknown> = {}) {
  const ann = await joined(() =>
    server.client().create('table', { table: { seats: 2, botDelayMs: 0, ...table }, name: 'Ann', color: 'blue' }),
  );
  const spec = await joined(() => server.client().joinById(ann.room.roomId, { spectator: true }));
  return { ann, spec, id: ann.room.roomId };
}

async function started(table: Record<string, unknown> = {}) {
  const t = await annAtTable(table);
  t.ann.room.send('start', { fillBots: true });
  await waitFor('the game', () => json(t.ann.room).game && json(t.spec.room).game);
  return t;
}

function annsTurn(r: Room) {
  const v = stateToView(json(r), 0);
  return v && v.activeSeat === 0 && !v.winner ? v : null;
}

describe('issuing', () => {
  it("sends a seat's key only in its own welcome, keeps only its SHA-256, and never shows it to anyone else", async () => {
    const { ann, spec, id } = await annAtTable({ seats: 3 });
    const bob = await joined(() => server.client().joinById(id, { name: 'Bob', color: 'green' }));
    const annKey = ann.welcome.seatKey!;
    const bobKey = bob.welcome.seatKey!;
    expect(annKey).toMatch(SEAT_KEY_PATTERN);
    expect(bobKey).toMatch(SEAT_KEY_PATTERN);
    expect(annKey).not.toBe(bobKey);
    expect(spec.welcome.seatKey).toBeUndefined();
    expect(records(id)[0]!.seatKeyHash).toBe(sha256(annKey));
    expect(records(id)[1]!.seatKeyHash).toBe(sha256(bobKey));
    // A fresh welcome (hello) carries the seat's own key again, and only that one.
    bob.room.send('hello', {});
    expect((await bob.inbox.next<WelcomeMessage>('welcome')).seatKey).toBe(bobKey);

    // Not in any state, not to the spectator, not to the other seat, not in the listing: no key, no hash.
    const everyState = JSON.stringify([json(spec.room), json(ann.room), json(bob.room)]);
    const listing = await (await fetch(`${server.http}/api/tables`)).text();
    for (const secret of [annKey, bobKey, sha256(annKey), sha256(bobKey)]) {
      expect(everyState).not.toContain(secret);
      expect(JSON.stringify(spec.inbox.all)).not.toContain(secret);
      expect(listing).not.toContain(secret);
    }
    expect(JSON.stringify(ann.inbox.all)).not.toContain(bobKey);
    expect(JSON.stringify(bob.inbox.all)).not.toContain(annKey);
    for (const c of [ann, bob, spec]) await c.room.leave();
  });

  it('sends the key again to the same seat after a quick reconnection with the token', async () => {
    const { ann, spec, id } = await annAtTable();
    const key = ann.welcome.seatKey!;
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false); // a drop within the grace period
    await waitFor('the seat shown disconnected', () => json(spec.room).seats[0].connected === false);
    const back = await joined(() => server.client().reconnect(token));
    expect(back.welcome).toMatchObject({ role: 'player', seat: 0, seatKey: key });
    expect(records(id)[0]!.seatKeyHash).toBe(sha256(key)); // the same key: a reconnection is no new seating
    await back.room.leave();
    await spec.room.leave();
  });
});

describe('reclaiming', () => {
  it('gives the seat back in the lobby from a second client and drops the first with a clear close code', async () => {
    const { ann, spec, id } = await annAtTable();
    const key = ann.welcome.seatKey!;
    const other = await joined(() => server.client().joinById(id, { seatKey: key }));
    expect(other.welcome).toMatchObject({ role: 'player', seat: 0, seatKey: key, host: true });
    await waitFor('the first device dropped', () => ann.closed.code);
    expect(ann.closed.code).toBe(CLOSE_CODE.seatTakenElsewhere);
    // The seat stayed Ann's all along: never freed, never the bot's, and connected.
    await waitFor('the seat shown connected', () => json(spec.room).seats[0].connected === true);
    expect(json(spec.room).seats[0]).toMatchObject({ kind: 'human', name: 'Ann', botControlled: false });
    expect(records(id)[0]!.sessionId).toBe(other.room.sessionId);
    // The new device hosts: it starts the game.
    other.room.send('start', { fillBots: true });
    await waitFor('the game', () => json(other.room).game);
    await other.room.leave();
    await spec.room.leave();
  });

  it('gives the seat, the hand and the view back during play; the new device plays and the old one is out', async () => {
    const { ann, spec, id } = await started();
    const view = await waitFor('Ann to be active', () => annsTurn(ann.room));
    const hand = view.players[0]!.hand!;
    expect(hand.length).toBeGreaterThan(0);
    const other = await joined(() => server.client().joinById(id, { seatKey: ann.welcome.seatKey! }));
    expect(other.welcome).toMatchObject({ role: 'player', seat: 0, seatKey: ann.welcome.seatKey });
    expect(await other.inbox.next('history', 5000, 0)).toBeTruthy();
    await waitFor('the first device dropped', () => ann.closed.code === CLOSE_CODE.seatTakenElsewhere);
    await waitFor('the hand', () => stateToView(json(other.room), 0)?.players[0]?.hand?.length === hand.length);
    const truth = serverRoom(id).gameRecord<EmberforgeRecord>()!.state;
    expect(stateToView(json(other.room), 0)).toEqual(viewFor(truth, 0));
    expect(json(spec.room).seats[0]).toMatchObject({ connected: true, botControlled: false });

    const v = stateToView(json(other.room), 0) as GameView;
    other.room.send('action', { version: v.version, action: legalActions(v, 0)[0] });
    expect(await other.inbox.next('accepted')).toEqual({ version: v.version + 1 });
    // The old device's token no longer gets the seat.
    await refused(() => server.client().reconnect(ann.room.reconnectionToken));
    await other.room.leave();
    await spec.room.leave();
  });

  it('takes the seat back from the bot after the grace period, and the dropped token stops working', async () => {
    const { ann, spec, id } = await started();
    await waitFor('Ann to be active', () => annsTurn(ann.room));
    const token = ann.room.reconnectionToken;
    await ann.room.leave(false); // a drop, not a leave
    await waitFor('the seat shown disconnected', () => json(spec.room).seats[0].connected === false);
    clock.advance(GRACE * 1000);
    await waitFor('the bot to take the seat', () => json(spec.room).seats[0].botControlled === true);

    const other = await joined(() => server.client().joinById(id, { seatKey: ann.welcome.seatKey! }));
    expect(other.welcome).toMatchObject({ role: 'player', seat: 0 });
    await waitFor(
      'the seat back from the bot',
      () => json(spec.room).seats[0].botControlled === false && json(spec.room).seats[0].connected,
    );
    await waitFor('a settled view', () => {
      const t = serverRoom(id).gameRecord<EmberforgeRecord>()!.state;
      const v = stateToView(json(other.room), 0);
      return v && v.version === t.version && (t.activeSeat === 0 || t.winner) ? v : null;
    });
    expect(stateToView(json(other.room), 0)).toEqual(viewFor(serverRoom(id).gameRecord<EmberforgeRecord>()!.state, 0));
    await refused(() => server.client().reconnect(token));
    expect(records(id)[0]!.sessionId).toBe(other.room.sessionId);
    await other.room.leave();
    await spec.room.leave();
  });

  it('gives an abandoned seat back, and the seat of a game that just ended', async () => {
    const { ann, spec, id } = await started({ roundLimit: 2 });
    const key = ann.welcome.seatKey!;
    await ann.room.leave(true); // left for good: the bot plays on
    await waitFor('abandoned', () => json(spec.room).seats[0].abandoned === true);
    const back = await joined(() => server.client().joinById(id, { seatKey: key }));
    expect(back.welcome).toMatchObject({ role: 'player', seat: 0 });
    await waitFor(
      'not abandoned any more',
      () => json(spec.room).seats[0].abandoned === false && json(spec.room).seats[0].botControlled === false,
    );
    await back.room.leave(true);
    await waitFor('the game to end', () => json(spec.room).status === 'ended', 30_000);

    const after = await joined(() => server.client().joinById(id, { seatKey: key }));
    expect(after.welcome).toMatchObject({ role: 'player', seat: 0, seatKey: key });
    await waitFor('the final view with the hand', () => {
      const v = stateToView(json(after.room), 0);
      return v?.winner && v.players[0]!.hand ? v : null;
    });
    expect(stateToView(json(after.room), 0)).toEqual(viewFor(serverRoom(id).gameRecord<EmberforgeRecord>()!.state, 0));
    await after.room.leave();
    await spec.room.leave();
  });

  it('refuses a wrong, foreign or malformed key clearly, naming no seat', async () => {
    const { ann, spec, id } = await annAtTable();
    const elsewhere = await annAtTable();
    const forged = 'A'.repeat(43);
    keysSeen.add(forged);
    const errors = [
      await refused(() => server.client().joinById(id, { seatKey: forged })),
      await refused(() => server.client().joinById(id, { seatKey: elsewhere.ann.welcome.seatKey! })),
    ];
    for (const e of errors) {
      expect(e.message).toBe(WRONG_SEAT_KEY);
      expect(e.message).not.toContain('Ann');
    }
    expect((await refused(() => server.client().joinById(id, { seatKey: 'abc' }))).message).toMatch('seatKey is not a seat key');
    expect((await refused(() => server.client().joinById(id, { seatKey: 42 }))).message).toMatch('seatKey must be a string');
    // Nothing changed: Ann still holds her seat on her first connection.
    expect(ann.closed.code).toBeNull();
    expect(records(id)[0]!.sessionId).toBe(ann.room.sessionId);
    for (const c of [ann, spec, elsewhere.ann, elsewhere.spec]) await c.room.leave();
  });
});

/**
 * A seat taken by a join whose write to the store is under way (in-process, a store in memory whose
 * seat writes can be held or made to fail, through real websockets): nobody else sees it (synced state,
 * lobby listing) until it is stored, while no other join can take it, its colour or its name; and a
 * start that comes meanwhile waits for that join's answer, so a game never starts with a seat the store
 * does not have.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { Room } from 'colyseus.js';
import type { ErrorMessage, WelcomeMessage } from '../../shared/protocol/protocol.js';
import { SEAT_NOT_SAVED } from '../rooms/seating.js';
import { hashSeatKey } from '../seats/seatKeys.js';
import { bootServer, Inbox, json, refused, serverRoom, sleep, tables, waitFor, type TestServer } from './helpers.js';
import type { StoredConfigPlayers } from '../store/gameStore.js';
import { MemoryStore } from './support/memoryStore.js';
import { holdSeatWrites, releaseHeldSeatWrites, releaseSeatWrites } from './support/heldSeatWrites.js';

let server: TestServer | null = null;
afterEach(async () => {
  releaseHeldSeatWrites();
  await server?.close();
  server = null;
});

const boot = async (store: MemoryStore) => (server = await bootServer({ store, graceSeconds: 60 }));

/** Ann's lobby table, with her seat stored; every state she is sent is kept. */
async function annsTable(
  s: TestServer,
  store: MemoryStore,
  seats: number,
): Promise<{ ann: Room; inbox: Inbox; id: string; seen: string[][] }> {
  const ann = await s.client().create('table', { table: { name: 'Pending', seats, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
  const inbox = new Inbox(ann);
  const seen: string[][] = [];
  ann.onStateChange(() => seen.push((json(ann).seats ?? []).map((x: { kind: string; name: string }) => `${x.kind}:${x.name}`)));
  await waitFor("Ann's seat stored", () => store.tables.get(ann.roomId)?.seats[0]?.kind === 'human');
  return { ann, inbox, id: ann.roomId, seen };
}

/** The server has the join (its seat taken, its write queued): the room counts the joining client. */
const joinArrived = (id: string, clients: number) => waitFor('the join at the server', () => serverRoom(id).clients.length === clients);

/** The server has handled every message Ann sent so far (a client's messages are handled in order). */
async function handled(ann: Room, inbox: Inbox): Promise<void> {
  const from = inbox.all.length;
  ann.send('ping', {});
  await inbox.next('pong', 5000, from);
}

/**
 * Bob asks for a seat while the seat writes are held, his join at the server; the write is to fail
 * (releaseSeatWrites(store, 1)): his refusal, and the console's error spy (the failed write's line).
 */
async function bobsJoinHeld(s: TestServer, store: MemoryStore, id: string) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  holdSeatWrites(store);
  const refusal = refused(() => s.client().joinById(id, { name: 'Bob' }));
  await joinArrived(id, 2);
  return { refusal, errors };
}

const stored = (store: MemoryStore, id: string) => store.tables.get(id)!.seats.map((x) => `${x.kind}:${x.name}`);

describe('a seat is shown once it is stored', () => {
  it('others see no seat while its write is held (state, listing), yet nobody else can take it, its colour or its name', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, id, seen } = await annsTable(s, store, 3);
    holdSeatWrites(store);
    const joining = s.client().joinById(id, { name: 'Bob', seat: 1, color: 'red' });
    joining.catch(() => {}); // awaited below (a test that failed midway leaves it to the shutdown)
    await joinArrived(id, 2);
    await sleep(300); // patches go out every 50 ms: several would have shown Bob
    expect(seen.some((row) => row.includes('human:Bob'))).toBe(false);
    expect(json(ann).seats[1]).toMatchObject({ kind: 'empty', name: '' });
    const row = (await tables(s.http)).find((t) => t.id === id);
    expect(row).toMatchObject({ seatsTaken: 1, humans: 1, players: [{ name: 'Ann', color: 'blue', kind: 'human' }] });
    // Reserved all the same: the seat, its colour and its name.
    expect((await refused(() => s.client().joinById(id, { name: 'Carl', seat: 1 }))).message).toBe('Seat 1 is not free');
    expect((await refused(() => s.client().joinById(id, { name: 'Carl', color: 'red' }))).message).toBe('The colour red is taken');
    expect((await refused(() => s.client().joinById(id, { name: 'bob' }))).message).toMatch(/The name "bob" is taken/);

    releaseSeatWrites(store);
    const bob = await joining;
    const welcome = await new Inbox(bob).next<WelcomeMessage>('welcome', 5000, 0);
    expect(hashSeatKey(welcome.seatKey!)).toBe(store.tables.get(id)!.seats[1]!.seatKeyHash);
    await waitFor('Ann sees Bob', () => json(ann).seats?.[1]?.name === 'Bob' && json(ann).seats[1].color === 'red');
    await waitFor('the listing shows Bob', async () => (await tables(s.http)).find((t) => t.id === id)?.seatsTaken === 2);
    expect(json(bob).seats[1]).toMatchObject({ kind: 'human', name: 'Bob', connected: true });
    await bob.leave();
  });

  it('a seat whose write fails is never shown to anyone', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, id, seen } = await annsTable(s, store, 3);
    const { refusal, errors } = await bobsJoinHeld(s, store, id);
    await sleep(300);
    releaseSeatWrites(store, 1);
    expect((await refusal).message).toBe(SEAT_NOT_SAVED);
    await waitFor('the freed seat stored', () => stored(store, id).join() === 'human:Ann,empty:,empty:');
    await sleep(200); // a patch or two after the refusal
    errors.mockRestore();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((row) => row.includes('human:Bob'))).toBe(false);
    expect(json(ann).seats.map((x: { kind: string }) => x.kind)).toEqual(['human', 'empty', 'empty']);
  });

  it('a player gone before their seat was stored (never welcomed, no key) frees the seat at once, not after the grace period', async () => {
    const store = new MemoryStore();
    const s = await boot(store); // graceSeconds: 60
    const { ann, id } = await annsTable(s, store, 3);
    holdSeatWrites(store);
    // Bob's browser, by the matchmaking protocol: a seat reservation, then the websocket, closed while his seat is written.
    const res = await fetch(`${s.http}/matchmake/joinById/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bob' }),
    });
    const r = (await res.json()) as { room: { roomId: string; processId: string }; sessionId: string };
    const ws = new WebSocket(`${s.http.replace('http', 'ws')}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`);
    await joinArrived(id, 2);
    // Open at his end too: a socket closed while still connecting is aborted by ws, not closed (a busy CI
    // run once waited there until the test's timeout).
    if (ws.readyState !== WebSocket.OPEN) await new Promise((done) => ws.once('open', done));
    const closed = new Promise((done) => ws.once('close', done));
    ws.close();
    await closed;
    releaseSeatWrites(store);
    // He never got his seat key nor a reconnection token: nobody can take the seat back, so nobody holds it.
    await waitFor('the seat free again', () => stored(store, id).join() === 'human:Ann,empty:,empty:', 5000);
    expect(json(ann).seats.map((x: { kind: string }) => x.kind)).toEqual(['human', 'empty', 'empty']);
    const carl = await s.client().joinById(id, { name: 'Carl' });
    new Inbox(carl);
    await waitFor('Carl seated', () => json(ann).seats.filter((x: { kind: string }) => x.kind === 'human').length === 2);
    await carl.leave();
  });
});

describe('a start waits for the seats being written', () => {
  it("a start with fillBots during a join whose seat write fails: the bot takes that seat, the refused player's name is nowhere", async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox, id } = await annsTable(s, store, 2);
    const { refusal, errors } = await bobsJoinHeld(s, store, id);
    ann.send('start', { fillBots: true });
    await handled(ann, inbox); // the start is at the server, before the seat write ends
    releaseSeatWrites(store, 1);
    expect((await refusal).message).toBe(SEAT_NOT_SAVED);
    await waitFor('the game', () => json(ann).status === 'playing' && json(ann).game);
    errors.mockRestore();
    const t = store.tables.get(id)!;
    expect(t.status).toBe('playing');
    expect(t.seats.map((x) => x.kind)).toEqual(['human', 'bot']);
    expect(t.seats[1]).toMatchObject({ abandoned: false, seatKeyHash: null });
    expect((t.config as StoredConfigPlayers).players.map((p) => p.name)).toEqual(['Ann', t.seats[1]!.name]);
    expect((t.config as StoredConfigPlayers).players.map((p) => p.name)).not.toContain('Bob');
    expect(json(ann).seats[1]).toMatchObject({ kind: 'bot', abandoned: false });
    expect(inbox.of<ErrorMessage>('error')).toEqual([]);
  });

  it('a start without fillBots during a join whose seat write fails: refused as the table is not full, the table still a lobby', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox, id } = await annsTable(s, store, 2);
    const { refusal, errors } = await bobsJoinHeld(s, store, id);
    ann.send('start', {});
    await handled(ann, inbox);
    releaseSeatWrites(store, 1);
    expect((await refusal).message).toBe(SEAT_NOT_SAVED);
    const error = await inbox.next<ErrorMessage>('error', 5000, 0);
    expect(error).toMatchObject({ refused: 'start', code: 'table_not_full' });
    errors.mockRestore();
    await sleep(200);
    expect(json(ann).status).toBe('lobby');
    expect(json(ann).seats.map((x: { kind: string }) => x.kind)).toEqual(['human', 'empty']);
    expect(store.tables.get(id)!.status).toBe('lobby');
    expect(store.tables.get(id)!.config).toBeNull();
    // The host may start again: with a bot in the free seat it starts.
    ann.send('start', { fillBots: true });
    await waitFor('the game', () => json(ann).status === 'playing');
    expect(store.tables.get(id)!.seats.map((x) => x.kind)).toEqual(['human', 'bot']);
  });

  it('a start during a join whose seat write succeeds starts with that player, once stored', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox, id } = await annsTable(s, store, 3);
    holdSeatWrites(store);
    const joining = s.client().joinById(id, { name: 'Bob' });
    await joinArrived(id, 2);
    ann.send('start', { fillBots: true });
    await handled(ann, inbox);
    await sleep(200);
    expect(json(ann).status).toBe('lobby'); // waiting for Bob's seat
    expect(store.tables.get(id)!.status).toBe('lobby');
    releaseSeatWrites(store);
    const bob = await joining;
    const welcome = await new Inbox(bob).next<WelcomeMessage>('welcome', 5000, 0);
    expect(welcome).toMatchObject({ role: 'player', seat: 1 });
    await waitFor('the game', () => json(ann).status === 'playing' && json(ann).game);
    const t = store.tables.get(id)!;
    expect(t.seats.map((x) => `${x.kind}:${x.kind === 'bot' ? '' : x.name}`)).toEqual(['human:Ann', 'human:Bob', 'bot:']);
    expect(hashSeatKey(welcome.seatKey!)).toBe(t.seats[1]!.seatKeyHash);
    expect((t.config as StoredConfigPlayers).players.map((p) => p.name).slice(0, 2)).toEqual(['Ann', 'Bob']);
    expect(inbox.of<ErrorMessage>('error')).toEqual([]);
    await bob.leave();
  });

  it('a graceful stop while a start waits for a seat write: the table stays a lobby, stored as one, for the next start', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox, id } = await annsTable(s, store, 3);
    holdSeatWrites(store);
    const joining = s.client().joinById(id, { name: 'Bob' });
    joining.catch(() => {}); // the stop disconnects him either way
    await joinArrived(id, 2);
    ann.send('start', { fillBots: true });
    await handled(ann, inbox);
    const stopping = s.close(); // SIGTERM: the shutdown's drain waits for the held write
    await waitFor(
      'the stop under way',
      () => serverRoom(id) === undefined || (serverRoom(id) as unknown as { shuttingDown: boolean }).shuttingDown,
    );
    releaseSeatWrites(store);
    await stopping;
    server = null;
    const t = store.tables.get(id)!;
    expect(t.status).toBe('lobby');
    expect(t.config).toBeNull();
    expect(t.seats.map((x) => x.kind)).not.toContain('bot');
  });

  it("the host changes while a start waits: the new host's start takes its place, and the game starts", async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, inbox, id } = await annsTable(s, store, 3);
    const dan = await s.client().joinById(id, { name: 'Dan' });
    const danInbox = new Inbox(dan);
    await waitFor("Dan's seat stored", () => stored(store, id).includes('human:Dan'));
    holdSeatWrites(store);
    const joining = s.client().joinById(id, { name: 'Bob' });
    await joinArrived(id, 3);
    ann.send('start', { fillBots: true });
    await handled(ann, inbox); // Ann's start waits for Bob's seat
    await ann.leave(); // and Ann goes: Dan is the host now
    await waitFor('Dan the host', () => json(dan).hostSeat === 1);
    dan.send('start', { fillBots: true });
    await handled(dan, danInbox);
    releaseSeatWrites(store);
    const bob = await joining;
    new Inbox(bob);
    await waitFor('the game', () => json(dan).status === 'playing' && json(dan).game);
    expect(danInbox.of<ErrorMessage>('error')).toEqual([]);
    const t = store.tables.get(id)!;
    expect(t.status).toBe('playing');
    expect((t.config as StoredConfigPlayers).players.map((p) => p.name).slice(1)).toEqual(['Dan', 'Bob']);
    await bob.leave();
    await dan.leave();
  });
});

describe('the host role while a seat is being written', () => {
  it('passes to a stored player before one whose seat is still being written', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, id } = await annsTable(s, store, 3);
    const dan = await s.client().joinById(id, { name: 'Dan', seat: 2 });
    new Inbox(dan);
    await waitFor("Dan's seat stored", () => stored(store, id).includes('human:Dan'));
    holdSeatWrites(store);
    const joining = s.client().joinById(id, { name: 'Bob', seat: 1 });
    await joinArrived(id, 3);
    await ann.leave();
    await waitFor('Dan the host', () => json(dan).hostSeat === 2);
    releaseSeatWrites(store);
    const bob = await joining;
    new Inbox(bob);
    await waitFor('Bob shown', () => json(dan).seats?.[1]?.name === 'Bob');
    expect(json(dan).hostSeat).toBe(2);
    await bob.leave();
    await dan.leave();
  });
});

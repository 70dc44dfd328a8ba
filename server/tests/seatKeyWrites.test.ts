/**
 * A seat key reaches its player only once the seat it opens is in the store (in-process, a store in
 * memory whose seat writes can be held or made to fail, through real websockets): a join waits for
 * its seat's write; a failed write refuses the join, and no key goes out; the key a player got works
 * after the server dies at that very moment and starts again. And a graceful stop writes the seats a
 * failed write left out before the store closes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Room } from 'colyseus.js';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { SEAT_NOT_SAVED } from '../rooms/seating.js';
import { hashSeatKey } from '../seats/seatKeys.js';
import { bootServer, Inbox, json, refused, serverRoom, sleep, waitFor, type TestServer } from './helpers.js';
import { MemoryStore } from './support/memoryStore.js';
import { holdSeatWrites, releaseHeldSeatWrites, releaseSeatWrites } from './support/heldSeatWrites.js';

let server: TestServer | null = null;
afterEach(async () => {
  releaseHeldSeatWrites();
  await server?.close();
  server = null;
});

const boot = async (store: MemoryStore) => (server = await bootServer({ store: store.reopen(), graceSeconds: 60 }));

/** The server starts again on this store, its restore log lines kept out of the test output. */
async function bootQuietly(store: MemoryStore): Promise<TestServer> {
  const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    return await boot(store);
  } finally {
    logs.mockRestore();
  }
}

/** Ann's lobby table of three seats, with her seat stored. */
async function annsTable(s: TestServer, store: MemoryStore): Promise<{ ann: Room; id: string }> {
  const ann = await s.client().create('table', { table: { name: 'Keys', seats: 3, botDelayMs: 0 }, name: 'Ann', color: 'blue' });
  new Inbox(ann);
  await waitFor("Ann's seat stored", () => store.tables.get(ann.roomId)?.seats[0]?.kind === 'human');
  return { ann, id: ann.roomId };
}

/** What the store holds now: all a server killed at this moment leaves behind. */
function copyOf(store: MemoryStore): MemoryStore {
  const copy = new MemoryStore();
  for (const [id, t] of store.tables) copy.tables.set(id, structuredClone(t));
  return copy;
}

const storedKinds = (store: MemoryStore, id: string) => store.tables.get(id)!.seats.map((x) => x.kind);

describe('a new seat key waits for its seat in the store', () => {
  it('a join whose seat write is held gets no welcome (no seat key) until the write is done', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { id } = await annsTable(s, store);
    holdSeatWrites(store); // a slow database
    let joined = false;
    const joining = s
      .client()
      .joinById(id, { name: 'Bob' })
      .then((room) => {
        joined = true;
        return { room, inbox: new Inbox(room) };
      });
    await waitFor('Bob seated at the server', () => serverRoom(id).clients.length === 2);
    await sleep(300);
    expect(joined).toBe(false); // nothing answered: no welcome, no key
    expect(storedKinds(store, id)).toEqual(['human', 'empty', 'empty']);
    releaseSeatWrites(store);
    const bob = await joining;
    const welcome = await bob.inbox.next<WelcomeMessage>('welcome', 5000, 0);
    expect(welcome).toMatchObject({ role: 'player', seat: 1 });
    expect(hashSeatKey(welcome.seatKey!)).toBe(store.tables.get(id)!.seats[1]!.seatKeyHash);
    await bob.room.leave();
  });

  it('a join whose seat write fails is refused with a clear error and gets no key; the seat is free again', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, id } = await annsTable(s, store);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failTableWrites = 1; // a full disk, for the seat write of this join
    const error = await refused(() => s.client().joinById(id, { name: 'Bob' }));
    expect(error.message).toBe(SEAT_NOT_SAVED);
    await waitFor('the seat free again', () => json(ann).seats?.[1]?.kind === 'empty');
    expect(errors.mock.calls.some((c) => String(c[0]).includes(`[table ${id}] store: saveSeats failed`))).toBe(true);
    errors.mockRestore();
    await waitFor('the freed seat stored', () => storedKinds(store, id).join() === 'human,empty,empty');
    // The disk has space again: the next join is seated, with a key the store knows.
    const bob = await s.client().joinById(id, { name: 'Bob' });
    const welcome = await new Inbox(bob).next<WelcomeMessage>('welcome', 5000, 0);
    expect(welcome).toMatchObject({ role: 'player', seat: 1 });
    expect(hashSeatKey(welcome.seatKey!)).toBe(store.tables.get(id)!.seats[1]!.seatKeyHash);
    await bob.leave();
  });

  it('the key a player got works after the server died at that moment and started again', async () => {
    const store = new MemoryStore();
    let s = await boot(store);
    const { ann, id } = await annsTable(s, store);
    store.seatsWait = new Promise<void>((r) => setTimeout(r, 300)); // a slow database: the seat write takes 300 ms
    const bob = await s.client().joinById(id, { name: 'Bob' });
    let atWelcome: { key: string; store: MemoryStore } | null = null;
    bob.onMessage('welcome', (m: WelcomeMessage) => (atWelcome ??= { key: m.seatKey!, store: copyOf(store) }));
    const got = await waitFor('the welcome', () => atWelcome);
    store.seatsWait = null;
    for (const r of [ann, bob]) r.onLeave(() => {});
    await s.close();
    server = null;

    // The server killed as the key arrived: it starts again on what the store held then.
    s = await bootQuietly(got.store);
    const back = await s.client().joinById(id, { seatKey: got.key });
    const welcome = await new Inbox(back).next<WelcomeMessage>('welcome', 5000, 0);
    expect(welcome).toMatchObject({ role: 'player', seat: 1 });
    await waitFor('Bob back in his seat', () => json(back).seats?.[1]?.name === 'Bob' && json(back).seats?.[1]?.connected === true);
    await back.leave();
  });
});

describe('a graceful stop', () => {
  it('writes the seats a failed write left out before the store closes', async () => {
    const store = new MemoryStore();
    const s = await boot(store);
    const { ann, id } = await annsTable(s, store);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failTableWrites = 1; // the seat write after the host adds a bot fails
    ann.send('addBots', { count: 1 });
    await waitFor('the bot seated', () => json(ann).seats?.[1]?.kind === 'bot');
    await waitFor('the failed write', () => errors.mock.calls.some((c) => String(c[0]).includes(`[table ${id}] store: saveSeats failed`)));
    expect(storedKinds(store, id)).toEqual(['human', 'empty', 'empty']);
    ann.onLeave(() => {});
    await s.close();
    server = null;
    errors.mockRestore();
    expect(storedKinds(store, id)).toEqual(['human', 'bot', 'empty']);
  });
});

/**
 * A caster-view table stored before caster keys were (no key in its row) gets a new key when a
 * restart brings it back; the key is stored then, so the next restart keeps it and the caster view
 * opens with the same key (in-process, a store in memory, through real websockets).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { bootServer, Inbox, refused, waitFor, type TestServer } from './helpers.js';
import { MemoryStore } from './support/memoryStore.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The server (again) on this store, its restore log lines kept out of the test output. */
async function bootQuietly(store: MemoryStore): Promise<TestServer> {
  const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    return (server = await bootServer({ store: store.reopen(), graceSeconds: 60 }));
  } finally {
    logs.mockRestore();
  }
}

async function stop(): Promise<void> {
  await server?.close();
  server = null;
}

/** The table's caster view, opened with this key: its welcome. */
async function casterView(s: TestServer, id: string, casterKey: string): Promise<WelcomeMessage> {
  const room = await s.client().joinById(id, { spectator: true, delayed: true, caster: true, casterKey });
  const inbox = new Inbox(room);
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 5000, 0);
  await room.leave();
  return welcome;
}

describe('the caster key of a table stored before caster keys were', () => {
  it('is made once, at its first restore, and stays the same at the next', async () => {
    const store = new MemoryStore();
    let s = await bootQuietly(store);
    const host = await s.client().create('table', {
      table: { seats: 2, name: 'Old caster table', broadcastDelaySeconds: 60, casterView: true, casterName: 'Cass' },
      spectator: true, // its caster hosts it watching
    });
    new Inbox(host);
    const id = host.roomId;
    await waitFor('the table stored', () => store.tables.get(id)?.seats.length === 2);
    host.onLeave(() => {});
    await stop();
    delete store.tables.get(id)!.casterKey; // as a row written before the caster_key column

    s = await bootQuietly(store);
    const key = await waitFor('a caster key stored at the restore', () => store.tables.get(id)!.casterKey);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await casterView(s, id, key)).toMatchObject({ view: 'caster' });
    await stop();

    s = await bootQuietly(store);
    expect(store.tables.get(id)!.casterKey).toBe(key);
    expect(await casterView(s, id, key)).toMatchObject({ view: 'caster' }); // the same key still opens it
    const other = await refused(() => s.client().joinById(id, { spectator: true, delayed: true, caster: true, casterKey: 'x'.repeat(43) }));
    expect(other.message).toBe(
      "This key does not open this table's caster view: copy the caster overlay link again from the table's creator",
    );
  });
});

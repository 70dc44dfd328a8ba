/**
 * Seat keys in the browser net module, against a real server (node has no localStorage: the module
 * falls back to memory): the key of `welcome` is kept per table; when the reconnection token fails (as
 * after a server restart) the module gets the seat back by itself with the key, retrying while the
 * server cannot be reached (a TCP relay that starts listening late); a seat taken with the
 * key on another device leaves this client 'elsewhere' without a retry, until it takes the seat back on
 * purpose; leaving a finished game or a lobby forgets the key, leaving a running game keeps it.
 */
import { connect, createServer } from 'node:net';
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { viewFor } from '../shared/games/emberforge/index.js';
import { CLOSE_CODE, type WelcomeMessage } from '../shared/protocol/protocol.js';
import { Inbox, serverRoom, sleep, waitFor } from '../server/tests/helpers.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore } from '../client/games/emberforge/state/gameStore.js';
import { addBots, createTable, currentRoom, leave, reclaimSeat, start } from '../client/net/index.js';
import { comeBackPatiently } from '../client/net/comeBack.js';
import { loadSeatKey, saveSeatKey } from '../client/net/seatKeyStore.js';
import { loadToken, saveToken } from '../client/net/session.js';
import type { EmberforgeRecord } from '../server/tests/support/emberforgeRecord.js';

const e2e = useNetServer({ emptyTableSeconds: 5 });

const store = () => useGameStore.getState();
/** The Colyseus session holding seat 0 on the server (the room's seat records). */
const seatSession = (id: string) =>
  (serverRoom(id) as unknown as { ctx: { seats: { records: { sessionId: string | null }[] } } }).ctx.seats.records[0]!.sessionId;

describe('seat keys in client/net', () => {
  it('keeps the key, and comes back with it by itself when the reconnection token no longer works', async () => {
    const room = await createTable({ seats: 2, botDelayMs: 0, roundLimit: 30 }, { name: 'Ann', color: 'red' });
    const id = room.roomId;
    await waitFor('the key', () => store().seatKey);
    expect(loadSeatKey(id)).toBe(store().seatKey);
    addBots();
    await waitFor('the bot', () => store().seats.every((s) => s.kind !== 'empty'));
    start();
    await waitFor('the game', () => store().view);

    // As after a server restart: the token names a session the server does not know, then the link drops.
    saveToken(id, `${id}:not-a-token-of-this-server`);
    const dropped = currentRoom()!;
    dropped.connection.close();
    await waitFor('back at the table', () => store().connection === 'connected' && currentRoom() && currentRoom() !== dropped, 15_000);
    expect(store()).toMatchObject({ role: 'player', mySeat: 0 });
    expect(seatSession(id)).toBe(currentRoom()!.sessionId);
    expect(loadToken(id)).toBe(currentRoom()!.reconnectionToken); // a fresh token for quick reconnects again
    await waitFor('the settled view', () => {
      const t = serverRoom(id).gameRecord<EmberforgeRecord>()!.state;
      return store().view?.version === t.version;
    });
    expect(store().view).toEqual(viewFor(serverRoom(id).gameRecord<EmberforgeRecord>()!.state, 0));

    // Another device opens the seat link: this client is told, and does not take the seat back by itself.
    const other = await new Client(`ws://localhost:${e2e.server.port}`).joinById(id, { seatKey: loadSeatKey(id)! });
    const otherInbox = new Inbox(other);
    let otherClosed: number | null = null;
    other.onLeave((code) => (otherClosed = code));
    other.send('hello', {});
    expect((await otherInbox.next<WelcomeMessage>('welcome', 5000, 0)).seat).toBe(0);
    await waitFor('continued elsewhere', () => store().connection === 'elsewhere');
    expect(store().seatKey).toBeNull();
    await sleep(1500); // longer than the first retry delay: no retry may come
    expect(seatSession(id)).toBe(other.sessionId);
    expect(otherClosed).toBeNull();

    // On purpose, this device takes it back: now the other one is told.
    await reclaimSeat(id);
    await waitFor('the other device dropped', () => otherClosed === CLOSE_CODE.seatTakenElsewhere);
    await waitFor('connected here', () => store().connection === 'connected' && store().seatKey === loadSeatKey(id));

    // Leaving the running game keeps the key (the bot plays meanwhile; the seat can be taken back).
    await leave();
    expect(loadSeatKey(id)).not.toBeNull();
  });

  it('forgets the key when leaving a game that is over (taken back after the end), not before', async () => {
    const room = await createTable({ seats: 2, botDelayMs: 0, roundLimit: 1 }, { name: 'Cid', color: 'blue' });
    const id = room.roomId;
    await waitFor('the key', () => store().seatKey);
    addBots();
    await waitFor('the bot', () => store().seats.every((s) => s.kind !== 'empty'));
    start();
    await waitFor('the game', () => store().view);
    await leave(); // the bot finishes the game for Cid; the key stays
    expect(loadSeatKey(id)).not.toBeNull();
    await waitFor('the end', () => serverRoom(id).state.status === 'ended', 30_000);
    await reclaimSeat(id);
    await waitFor('the final view', () => store().view?.winner && store().table?.status === 'ended' && store().mySeat === 0);
    await leave();
    expect(loadSeatKey(id)).toBeNull();
  });

  it('keeps trying with the key while the server cannot be reached, and takes the seat once it can', async () => {
    // The seat of a table on the real server, known only by its key (no token: as after a restart).
    const owner = await new Client(`ws://localhost:${e2e.server.port}`).create('table', {
      table: { seats: 2 },
      name: 'Dee',
      color: 'yellow',
    });
    const ownerInbox = new Inbox(owner);
    owner.send('hello', {});
    const key = (await ownerInbox.next<WelcomeMessage>('welcome', 5000, 0)).seatKey!;
    saveSeatKey(owner.roomId, key);
    // The way to the server: a TCP relay on a port of its own, not listening yet (the server is "down").
    const relay = createServer((sock) => {
      const up = connect(e2e.server.port, '127.0.0.1');
      sock.pipe(up).pipe(sock);
      sock.on('error', () => up.destroy());
      up.on('error', () => sock.destroy());
    });
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    let attempts = 0;
    const outcome = comeBackPatiently(
      () => {
        attempts++;
        return new Client(`ws://127.0.0.1:${port}`);
      },
      owner.roomId,
      'player',
      () => true,
    );
    await waitFor('two attempts while the server cannot be reached', () => attempts >= 2, 10_000);
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve)); // the server is back
    try {
      const result = await outcome;
      expect(result.room).toBeDefined();
      expect(attempts).toBeGreaterThanOrEqual(3);
      expect(seatSession(owner.roomId)).toBe(result.room!.sessionId);
      await result.room!.leave(true);
    } finally {
      relay.close();
    }
  });

  it('forgets the key when leaving a lobby seat', async () => {
    const room = await createTable({ seats: 2 }, { name: 'Bea', color: 'green' });
    await waitFor('the key', () => store().seatKey);
    expect(loadSeatKey(room.roomId)).not.toBeNull();
    await leave();
    expect(loadSeatKey(room.roomId)).toBeNull();
  });
});

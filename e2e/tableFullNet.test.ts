/**
 * A table whose room is full for now (every seat connected and every place for the room's own
 * spectators taken: Colyseus answers a joinById "<id> is already full.", or, once it has locked the
 * room, as if the room did not exist) is not a table that is gone: client/net says it is full, keeps the seat key, and a player coming back with the
 * key keeps trying until a place frees up. Before, the seat key was forgotten ("This table no longer
 * exists"), so anyone able to fill the room's spectator places could cost a returning player their seat.
 */
import { Client, type Room } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../server/tests/helpers.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore } from '../client/state/gameStore.js';
import { createTable, start } from '../client/net/index.js';
import { comeBackPatiently, isFinal } from '../client/net/comeBack.js';
import { describeJoinError } from '../client/net/joinErrors.js';
import { loadSeatKey } from '../client/net/seatKeyStore.js';

// One place for the room's own spectators: two seats + one spectator fill the table room.
const e2e = useNetServer({ maxSpectators: 1 });
const store = () => useGameStore.getState();

describe('a table room that is full for now', () => {
  it('is told as full, not gone; a player coming back with the seat key keeps it and gets in once a place frees up', async () => {
    const ws = `ws://localhost:${e2e.server.port}`;
    await createTable({ seats: 2, botDelayMs: 0, roundLimit: 30 }, { name: 'Ann', color: 'red' });
    const id = store().tableId!;
    const seatKey = await waitFor('the key', () => store().seatKey);
    const bob: Room = await new Client(ws).joinById(id, { name: 'Bob', color: 'blue' });
    await waitFor('both seated', () => store().seats.every((s) => s.kind === 'human'));
    start();
    await waitFor('the game', () => store().view);
    const watcher: Room = await new Client(ws).joinById(id, { spectator: true });

    // Ann on another device, with her seat key: the room is full.
    const refused = await new Client(ws).joinById(id, { seatKey }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).not.toBeNull();
    const described = describeJoinError(refused);
    expect(described.code).toBe('table_full');
    expect(described.message).toMatch(/full right now/);
    expect(isFinal(refused)).toBe(false);

    // client/net comes back patiently: the key is kept while the room is full, and works once it is not.
    let coming = true;
    const back = comeBackPatiently(
      () => new Client(ws),
      id,
      'player',
      () => coming,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(loadSeatKey(id)).toBe(seatKey);
    await watcher.leave(true);
    const outcome = await back;
    coming = false;
    expect(outcome.error).toBeUndefined();
    const welcome = await new Promise<{ seat: number | null }>((resolve) => {
      outcome.room!.onMessage('welcome', resolve);
      outcome.room!.send('hello', {});
    });
    expect(welcome.seat).toBe(0);
    expect(loadSeatKey(id)).toBe(seatKey);
    await outcome.room!.leave(true);
    await bob.leave(true);
  });
});

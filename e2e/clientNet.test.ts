/**
 * The browser net module against a real server (node has no sessionStorage: the module falls back to
 * memory): create, seat bots, start, act with the version, errors, a dropped link that comes back with
 * seat and hand, leave, spectating, the game log of a late spectator (history then live events), and a table
 * that no longer exists — all observed through useGameStore.
 */
import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../shared/games/emberforge/index.js';
import { HISTORY_EVENT_CAP } from '../shared/protocol/protocol.js';
import { expectedLog } from '../server/tests/gameTrace.js';
import { seedFromTableName, serverRoom, sleep, waitFor } from '../server/tests/helpers.js';
import { useNetServer } from './helpers/netServer.js';
import { useGameStore } from '../client/games/emberforge/state/gameStore.js';
import { addBots, createTable, currentRoom, joinSeat, leave, listTables, sendAction, spectate, start } from '../client/net/index.js';
import type { EmberforgeRecord } from '../server/tests/support/emberforgeRecord.js';

const e2e = useNetServer({ emptyTableSeconds: 1, tableSeed: seedFromTableName });

const store = () => useGameStore.getState();

describe('client/net', () => {
  it('creates, seats, starts, plays, survives a drop and leaves through the store', async () => {
    await createTable({ seats: 2, botDelayMs: 0, tableName: 'Net test' }, { name: 'Ann', color: 'yellow' });
    await waitFor('welcome', () => store().role === 'player' && store().table?.isHost);
    expect(store()).toMatchObject({ mySeat: 0, connection: 'connected' });
    expect(store().table).toMatchObject({ name: 'Net test', status: 'lobby', seatCount: 2, hostSeat: 0 });
    expect((await listTables()).map((t) => t.name)).toContain('Net test');

    addBots();
    await waitFor('a bot', () => store().seats[1]?.kind === 'bot');
    start();
    const view = await waitFor('my turn', () => (store().view?.activeSeat === 0 ? store().view : null));
    const tableId = store().tableId!;
    const room = serverRoom(tableId);
    expect(view).toEqual(viewFor(room.gameRecord<EmberforgeRecord>()!.state, 0));
    expect(store().seats).toHaveLength(2);

    const logBefore = store().log.length;
    store().send(legalActions(view!, 0)[0]!);
    await waitFor('the move applied', () => (store().view?.version ?? 0) > view!.version);
    await waitFor('its events logged', () => store().log.length > logBefore);

    // A refused action lands in lastError.
    sendAction({ type: 'closeZone' });
    await waitFor('an error', () => store().lastError);
    expect(typeof store().lastError!.code).toBe('string');

    // The link drops: the module reconnects with the stored token, seat and hand come back.
    currentRoom()!.connection.close();
    await waitFor('reconnecting', () => store().connection === 'reconnecting', 3000, 1).catch(() => null);
    await waitFor('reconnected', () => store().connection === 'connected' && currentRoom() !== null, 10_000);
    await waitFor('settled view', () => {
      const t = room.gameRecord<EmberforgeRecord>()!.state;
      return store().view?.version === t.version && store().mySeat === 0;
    });
    expect(store().view).toEqual(viewFor(room.gameRecord<EmberforgeRecord>()!.state, 0));

    await leave();
    expect(store()).toMatchObject({ view: null, table: null, role: null, connection: 'idle' });
    await waitFor('the seat passes to the bot', () => room.gameRecord<EmberforgeRecord>() && (room.state.seats[0]?.abandoned ?? false));
  });

  it('spectates a table: public view only', async () => {
    const host = await e2e.server.client().create('table', { table: { seats: 3, botDelayMs: 0, roundLimit: 2 }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    await spectate(host.roomId);
    await waitFor('spectator view', () => store().role === 'spectator' && store().view);
    expect(store().view!.players.every((p) => p.hand === null)).toBe(true);
    // The host watches in the table room, this client in an audience room: the table adds them up.
    expect(currentRoom()!.name).toBe('audience');
    await waitFor('both spectators counted', () => store().spectatorCount === 2);
    await waitFor('the end', () => store().table?.status === 'ended', 30_000);
    const truth = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!.state;
    await waitFor('final view', () => store().view?.version === truth.version);
    expect(store().view).toEqual(viewFor(truth, 'spectator'));
    await leave();
    await host.leave();
  });

  it('a spectator joining mid-game sees the game log so far, then the live events, once each and in order', async () => {
    // Seed 46 (server configuration): a game of about 340 actions, so the history is capped.
    const host = await e2e.server
      .client()
      .create('table', { table: { seats: 4, botDelayMs: 0, tableName: 'Net log #46' }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    const room = () => serverRoom(host.roomId);
    await waitFor('a game under way', () => (room().gameRecord<EmberforgeRecord>()?.state.version ?? 0) >= 60, 30_000);
    await spectate(host.roomId);
    // The log is there at once (from the history), not only from the next action on.
    const atJoin = await waitFor('the history in the log', () => (store().log.length > 0 ? store().log.length : null));
    expect(atJoin).toBeGreaterThan(60);
    // The link drops: the module watches again; the new history and the old log merge without repeats.
    const dropped = currentRoom()!;
    dropped.connection.close();
    await waitFor('watching again', () => store().connection === 'connected' && currentRoom() && currentRoom() !== dropped, 10_000);
    expect(store().role).toBe('spectator');
    await waitFor('the end', () => store().table?.status === 'ended', 60_000);
    const rec = room().gameRecord<EmberforgeRecord>()!;
    await waitFor('final view', () => store().view?.version === rec.state.version);
    const want = expectedLog(rec.config, rec.log, 'spectator', rec.state.version, HISTORY_EVENT_CAP);
    expect(want.length).toBe(HISTORY_EVENT_CAP);
    expect(store().log.map((e) => e.event)).toEqual(want);
    expect(new Set(store().log.map((e) => e.id)).size).toBe(store().log.length);
    await leave();
    await host.leave();
  });

  it('an audience room that dies mid-game: the spectator lands in another by itself and misses nothing', async () => {
    const host = await e2e.server
      .client()
      .create('table', { table: { seats: 3, botDelayMs: 10, tableName: 'Net audience #47' }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    const room = () => serverRoom(host.roomId);
    await spectate(host.roomId);
    const first = currentRoom()!;
    expect(first.name).toBe('audience');
    await waitFor('a game under way', () => (store().view?.version ?? 0) >= 20, 30_000);
    // Its process "dies": the server cuts every socket of that audience room (no consent) and the room is gone.
    const dying = matchMaker.getLocalRoomById(first.roomId)!;
    for (const c of dying.clients) (c.ref as unknown as { terminate(): void }).terminate();
    await waitFor('watching again elsewhere', () => store().connection === 'connected' && currentRoom() && currentRoom() !== first, 10_000);
    expect(currentRoom()!.name).toBe('audience');
    expect(currentRoom()!.roomId).not.toBe(first.roomId);
    expect(store()).toMatchObject({ role: 'spectator', tableId: host.roomId, lastError: null });
    await waitFor('the end', () => store().table?.status === 'ended', 60_000);
    const rec = room().gameRecord<EmberforgeRecord>()!;
    await waitFor('final view', () => store().view?.version === rec.state.version);
    expect(store().view).toEqual(viewFor(rec.state, 'spectator'));
    // The history of the new room filled the gap: the whole log, once each, in order.
    expect(store().log.map((e) => e.event)).toEqual(expectedLog(rec.config, rec.log, 'spectator', rec.state.version, HISTORY_EVENT_CAP));
    expect(new Set(store().log.map((e) => e.id)).size).toBe(store().log.length);
    await leave();
    await host.leave();
  });

  it('the last spectator leaves a bots-only game and comes back at once: the table is still there', async () => {
    const host = await e2e.server.client().create('table', { table: { seats: 2, botDelayMs: 30 }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    const id = host.roomId;
    await waitFor('a game under way', () => (serverRoom(id)?.gameRecord<EmberforgeRecord>()?.state.version ?? 0) >= 5, 30_000);
    await host.leave(); // nobody watches now
    await spectate(id);
    await waitFor('the view', () => store().role === 'spectator' && store().view);
    await waitFor('the log so far', () => store().log.length > 0);
    await leave(); // a reload: leave and come back
    await sleep(200);
    await spectate(id);
    await waitFor('the view again', () => store().role === 'spectator' && store().view && store().log.length > 0);
    const v = store().view!.version;
    await waitFor('the bots still playing', () => store().view!.version > v || store().table?.status === 'ended');
    await leave();
    // Nobody comes back within emptyTableSeconds: the table is gone, and joining says so clearly.
    await waitFor('the table closed', () => !serverRoom(id), 5000, 50);
    await expect(spectate(id)).rejects.toThrow(/no longer exists/);
    expect(store().lastError).toMatchObject({ code: 'table_not_found' });
    expect(store().lastError!.message).toMatch(/no longer exists/);
    expect(store().connection).toBe('closed');
  });

  it('joining an unknown table id fails with a readable reason, never hangs', async () => {
    const err = await joinSeat('noSuchTable', { name: 'Zed' }).then(
      () => null,
      (e: unknown) => e as Error & { code?: string },
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toMatch(/no longer exists/);
    expect(err!.code).toBe('table_not_found');
    expect(store().lastError).toMatchObject({ code: 'table_not_found' });
    expect(store().connection).toBe('closed');
  });
});

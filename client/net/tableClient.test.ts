/**
 * The browser net module against a real server (node has no sessionStorage: the module falls back to
 * memory): create, seat bots, start, act with the version, errors, a dropped link that comes back with
 * seat and hand, leave, and spectating — all observed through useGameStore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../shared/index.js';
import { bootServer, serverRoom, waitFor, type TestServer } from '../../server/tests/helpers.js';
import { useGameStore } from '../state/gameStore.js';
import { addBots, configureNet, createTable, currentRoom, leave, listTables, sendAction, spectate, start } from './index.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 } });
  configureNet({ http: server.http });
});
afterAll(async () => {
  await leave();
  await server.close();
});

const store = () => useGameStore.getState();

describe('client/net', () => {
  it('creates, seats, starts, plays, survives a drop and leaves through the store', async () => {
    await createTable({ seats: 2, seed: 8, botDelayMs: 0, tableName: 'Net test' }, { name: 'Ann', color: 'yellow' });
    await waitFor('welcome', () => store().role === 'player' && store().table?.isHost);
    expect(store()).toMatchObject({ mySeat: 0, connection: 'connected' });
    expect(store().table).toMatchObject({ name: 'Net test', status: 'lobby', seatCount: 2, hostSeat: 0 });
    expect((await listTables()).map((t) => t.name)).toContain('Net test');

    addBots();
    await waitFor('a bot', () => store().table?.seats[1]?.kind === 'bot');
    start();
    const view = await waitFor('my turn', () => (store().view?.activeSeat === 0 ? store().view : null));
    const tableId = store().tableId!;
    const room = serverRoom(tableId);
    expect(view).toEqual(viewFor(room.gameRecord()!.state, 0));
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
      const t = room.gameRecord()!.state;
      return store().view?.version === t.version && store().mySeat === 0;
    });
    expect(store().view).toEqual(viewFor(room.gameRecord()!.state, 0));

    await leave();
    expect(store()).toMatchObject({ view: null, table: null, role: null, connection: 'idle' });
    await waitFor('the seat passes to the bot', () => room.gameRecord() && (room.state.seats[0]?.abandoned ?? false));
  });

  it('spectates a table: public view only', async () => {
    const host = await server.client().create('table', { table: { seats: 3, seed: 9, botDelayMs: 0, roundLimit: 2 }, spectator: true });
    host.onMessage('*', () => {});
    host.send('start', { fillBots: true });
    await spectate(host.roomId);
    await waitFor('spectator view', () => store().role === 'spectator' && store().view);
    expect(store().view!.players.every((p) => p.hand === null)).toBe(true);
    expect(store().spectatorCount).toBe(2);
    await waitFor('the end', () => store().table?.status === 'ended', 30_000);
    const truth = serverRoom(host.roomId).gameRecord()!.state;
    await waitFor('final view', () => store().view?.version === truth.version);
    expect(store().view).toEqual(viewFor(truth, 'spectator'));
    await leave();
    await host.leave();
  });
});

/**
 * DWARF through the server (real websockets): bot-filled tables of 3 and 5 seats and solo tables at each
 * automa level play to a result, each watched by a spectator whose final decoded state is the engine's
 * spectator view of the final state, and whose `events` messages are exactly the engine's, in order.
 * A solo table starts as soon as its one player sits (the automa is the engine's, not a seat).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, redactEvents, viewFor, type GameEvent } from '../../../shared/games/dwarf/index.js';
import { dwarfWire } from '../../../shared/games/dwarf/wire/clientWire.js';
import type { DwarfRecord } from './dwarfRecord.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, waitFor, type TestServer } from '../helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ tableSeed: seedFromTableName });
});
afterAll(async () => {
  await server.close();
});

function expectedEvents(record: DwarfRecord): { version: number; seat: number; events: GameEvent[] }[] {
  let state = createGame(record.config);
  return record.log.map(({ seat, action }) => {
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    return { version: state.version, seat, events: redactEvents(r.events, 'spectator') };
  });
}

describe('DWARF bot games through the server', () => {
  for (const seats of [3, 5]) {
    it(`${seats} seats, all bots: a result, and the spectator ends with the engine's spectator view`, async () => {
      const host = await server.client().create('table', {
        table: { game: 'dwarf', seats, botDelayMs: 0, tableName: `Dwarf bots #${2000 + seats}` },
        spectator: true,
      });
      const watcher = await server.client().joinById(host.roomId, { spectator: true });
      const inbox = new Inbox(watcher);
      host.send('start', { fillBots: true });
      await waitFor('the game to end', () => json(watcher).status === 'ended', 60_000, 20);
      const record = serverRoom(host.roomId).gameRecord<DwarfRecord>()!;
      expect(record.config.players.length).toBe(seats);
      expect(record.state.end).not.toBeNull();
      expect(record.state.mines.length).toBe(seats >= 4 ? 2 : 1);
      await waitFor('the final patch', () => json(watcher).game?.version === record.state.version, 5000);
      expect(dwarfWire.stateToView(json(watcher), 'spectator')).toEqual(viewFor(record.state, 'spectator'));
      expect(inbox.of('events').map((m) => dwarfWire.decodeEvents(m))).toEqual(expectedEvents(record));
      expect(inbox.of('error')).toEqual([]);
      await host.leave();
      await watcher.leave();
    });
  }

  for (const automa of ['eldhusfifl', 'andvettr'] as const) {
    it(`solo against ${automa}, a bot in the one seat: the engine plays the automa, and the game ends with a result`, async () => {
      const host = await server.client().create('table', {
        table: {
          game: 'dwarf',
          seats: 1,
          botDelayMs: 0,
          tableName: `Dwarf solo #${automa === 'andvettr' ? 3002 : 3001}`,
          gameOptions: { automa },
        },
        spectator: true,
      });
      const inbox = new Inbox(host);
      host.send('start', { fillBots: true });
      await waitFor('the game to end', () => json(host).status === 'ended', 60_000, 20);
      const record = serverRoom(host.roomId).gameRecord<DwarfRecord>()!;
      expect(record.config.players.length).toBe(1);
      expect(record.config.automa).toBe(automa);
      expect(record.state.automa).toBe(automa);
      expect(record.state.players.map((p) => p.automa)).toEqual([false, true]);
      expect(record.state.end).not.toBeNull();
      // Every logged action is the seat's: the automa is no seat.
      expect(new Set(record.log.map((l) => l.seat))).toEqual(new Set([0]));
      await waitFor('the final patch', () => json(host).game?.version === record.state.version, 5000);
      const view = dwarfWire.stateToView(json(host), 'spectator');
      expect(view).toEqual(viewFor(record.state, 'spectator'));
      expect(view!.end).toEqual(record.state.end);
      expect(inbox.of('error')).toEqual([]);
      await host.leave();
    });
  }
});

/**
 * Full games between bots (2, 3 and 4 seats, bot delay 0) to a victory, each watched by a spectator
 * whose final decoded state must equal the engine's spectator view of the final state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, redactEvents, viewFor, type GameEvent } from '../../shared/games/emberforge/index.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { decodeEvents } from '../../shared/games/emberforge/wire/eventsWire.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ tableSeed: seedFromTableName });
});
afterAll(async () => {
  await server.close();
});

describe('bot games watched by a spectator', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} bots play to a victory and the spectator ends with the engine's spectator view`, async () => {
      const host = await server
        .client()
        .create('table', { table: { seats, botDelayMs: 0, tableName: `Bots #${1000 + seats}` }, spectator: true });
      const watcher = await server.client().joinById(host.roomId, { spectator: true });
      const inbox = new Inbox(watcher);
      host.send('start', { fillBots: true });
      await waitFor('the game to end', () => json(watcher).status === 'ended', 60_000, 20);
      const record = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
      expect(record.state.winner).not.toBeNull();
      expect(record.log.length).toBeGreaterThan(20); // a real game of several rounds
      await waitFor('the final patch', () => json(watcher).game?.version === record.state.version, 5000);
      const decoded = stateToView(json(watcher), 'spectator');
      expect(decoded).toEqual(viewFor(record.state, 'spectator'));
      await waitFor('both spectators counted (shown at most every 2 s)', () => json(watcher).spectatorCount === 2, 5000);
      // Every accepted action reached the spectator as one events message, in order.
      const versions = inbox.of('events').map((m) => decodeEvents(m)!.version);
      expect(versions.length).toBe(record.log.length);
      expect(versions).toEqual(versions.slice().sort((a, b) => a - b));
      // ... carrying exactly the engine's spectator redaction of that action's events.
      let state = createGame(record.config);
      const expected: { version: number; seat: number; events: GameEvent[] }[] = [];
      for (const { seat, action } of record.log) {
        const r = applyAction(state, seat, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        expected.push({ version: state.version, seat, events: redactEvents(r.events, 'spectator') });
      }
      expect(inbox.of('events').map((m) => decodeEvents(m))).toEqual(expected);
      expect(inbox.of('error')).toEqual([]);
      await host.leave();
      await watcher.leave();
    });
  }
});

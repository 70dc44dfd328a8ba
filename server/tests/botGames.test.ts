/**
 * Full games between bots (2, 3 and 4 seats, bot delay 0) to a victory, each watched by a spectator
 * whose final decoded state must equal the engine's spectator view of the final state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/index.js';
import { stateToView } from '../../client/net/stateToView.js';
import { bootServer, Inbox, json, serverRoom, waitFor, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer();
});
afterAll(async () => {
  await server.close();
});

describe('bot games watched by a spectator', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} bots play to a victory and the spectator ends with the engine's spectator view`, async () => {
      const host = await server.client().create('table', { table: { seats, seed: 1000 + seats, botDelayMs: 0 }, spectator: true });
      const watcher = await server.client().joinById(host.roomId, { spectator: true });
      const inbox = new Inbox(watcher);
      host.send('start', { fillBots: true });
      await waitFor('the game to end', () => json(watcher).status === 'ended', 60_000, 20);
      const record = serverRoom(host.roomId).gameRecord()!;
      expect(record.state.winner).not.toBeNull();
      expect(record.log.length).toBeGreaterThan(20); // a real game of several rounds
      console.log(`${seats} bots: ${record.log.length} actions, ${record.state.round} rounds, ${record.state.winner!.reason}`);
      await waitFor('the final patch', () => json(watcher).game?.version === record.state.version, 5000);
      const decoded = stateToView(json(watcher), 'spectator');
      expect(decoded).toEqual(viewFor(record.state, 'spectator'));
      expect(json(watcher).spectatorCount).toBe(2);
      // Every accepted action reached the spectator as one events message, in order.
      const versions = inbox.of<{ version: number }>('events').map((m) => m.version);
      expect(versions.length).toBe(record.log.length);
      expect(versions).toEqual(versions.slice().sort((a, b) => a - b));
      expect(inbox.of('error')).toEqual([]);
      await host.leave();
      await watcher.leave();
    });
  }
});

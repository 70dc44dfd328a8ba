/**
 * The synced state, action by action: full games (2, 3 and 4 seats) through the real server over real
 * websockets, with a human in seat 0 (playing the heuristic bot's choice from its own decoded view)
 * and a spectator. At every `events` message (sent right after its version's patch), each of them
 * decodes the state it holds; after the game every decoded view must deep-equal the engine's
 * `viewFor(state, viewer)` of the replayed state at that version.
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { applyAction, createGame, viewFor, type GameState, type GameView, type Viewer } from '../../shared/games/emberforge/index.js';
import { decodeEvents } from '../../shared/games/emberforge/wire/eventsWire.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 }, tableSeed: seedFromTableName });
});
afterAll(async () => {
  await server.close();
});

/** Decodes the client's state at every `events` message; the version of the events must be the state's. */
function recordViews(room: Room, viewer: Viewer, onView?: (view: GameView) => void): GameView[] {
  const views: GameView[] = [];
  room.onMessage('events', (wire: unknown) => {
    const view = stateToView(json(room), viewer);
    const events = decodeEvents(wire);
    if (!view || !events || view.version !== events.version)
      throw new Error(`state at version ${view?.version} with events of version ${events?.version}`);
    views.push(view);
    onView?.(view);
  });
  return views;
}

describe('the decoded state after every action equals viewFor', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: a seated player and a spectator`, async () => {
      const ann = await server
        .client()
        .create('table', { table: { seats, botDelayMs: 0, tableName: `Synced #${500 + seats}` }, name: 'Ann', color: 'green' });
      const annInbox = new Inbox(ann);
      const spec = await server.client().joinById(ann.roomId, { spectator: true });
      const specInbox = new Inbox(spec);
      await annInbox.next('welcome', 5000, 0);

      let botRng = 7;
      const play = (view: GameView) => {
        if (view.phase === 'ended' || view.activeSeat !== 0) return;
        const { action, rng } = heuristicBot(view, botRng);
        botRng = rng;
        ann.send('action', { version: view.version, action });
      };
      const annViews = recordViews(ann, 0, play);
      const specViews = recordViews(spec, 'spectator');

      ann.send('start', { fillBots: true });
      await waitFor('the game', () => json(ann).game);
      const first = stateToView(json(ann), 0)!;
      if (first.version === 0) play(first); // seat 0 may open the game: no events message comes before its move
      await waitFor('the end of the game', () => json(ann).status === 'ended' && json(spec).status === 'ended', 120_000, 20);

      const record = serverRoom(ann.roomId).gameRecord<EmberforgeRecord>()!;
      expect(record.state.winner).not.toBeNull();
      await waitFor('the last events', () => annViews.length === record.log.length && specViews.length === record.log.length, 5000);

      // The engine's state at every version, from the config and the action log.
      const states: GameState[] = [createGame(record.config)];
      for (const { seat, action } of record.log) {
        const r = applyAction(states[states.length - 1]!, seat, action);
        if (!r.ok) throw new Error(r.error.message);
        states.push(r.state);
      }
      expect(states[states.length - 1]).toEqual(record.state);
      const humanMoves = record.log.filter((l) => l.seat === 0).length;
      console.log(`${seats} seats: ${record.log.length} actions (${humanMoves} by the human), ${record.state.round} rounds`);
      expect(humanMoves).toBeGreaterThan(10);
      expect(first).toEqual(viewFor(states[first.version]!, 0));

      for (const [viewer, views] of [
        [0, annViews],
        ['spectator', specViews],
      ] as const) {
        expect(views.map((v) => v.version)).toEqual(record.log.map((_, i) => i + 1));
        views.forEach((view, i) => expect(view, `${viewer} at version ${i + 1}`).toEqual(viewFor(states[i + 1]!, viewer)));
      }
      expect(annInbox.of('error')).toEqual([]);
      expect(specInbox.of('error')).toEqual([]);
      await ann.leave();
      await spec.leave();
    });
  }
});

/**
 * A human seat that plays legal actions (from legalActions on its own decoded view) to the end of a
 * game against a bot; its hand reaches it and nobody else; a spectator sees hand counts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameView } from '../../shared/games/emberforge/index.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { bootServer, Inbox, json, serverRoom, sleep, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ rateLimit: { burst: 1000, perSecond: 1000 } }); // the test plays faster than any hand
});
afterAll(async () => {
  await server.close();
});

/** A small seeded generator for the test's own choices. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('a human seat', () => {
  it('plays legal actions from legalActions to the end, seeing its own hand only', async () => {
    const ann = await server.client().create('table', { table: { seats: 2, botDelayMs: 0, roundLimit: 6 }, name: 'Ann', color: 'green' });
    const annInbox = new Inbox(ann);
    const spec = await server.client().joinById(ann.roomId, { spectator: true });
    new Inbox(spec);
    await annInbox.next('welcome', 5000, 0);
    ann.send('addBots', {});
    await waitFor('a bot in seat 1', () => json(ann).seats?.[1]?.kind === 'bot');
    ann.send('start', {});
    await waitFor('the game', () => json(ann).game);
    const room = serverRoom(ann.roomId);
    const pick = lcg(5);
    let moves = 0;
    let checkedHands = 0;

    while (json(ann).status !== 'ended') {
      const view = stateToView(json(ann), 0) as GameView;
      const truth = room.gameRecord<EmberforgeRecord>()!.state;
      if (view.version === truth.version) {
        // Quiescent: the decoded view is exactly the engine's view for seat 0.
        expect(view).toEqual(viewFor(truth, 0));
        const specView = stateToView(json(spec), 'spectator');
        if (specView?.version === truth.version) {
          expect(json(spec).game.players.every((p: { hand?: unknown[] }) => !p.hand || p.hand.length === 0)).toBe(true);
          expect(specView).toEqual(viewFor(truth, 'spectator'));
        }
        checkedHands++;
      }
      if (view.activeSeat === 0 && view.phase !== 'ended' && view.version === truth.version) {
        const options: Action[] = legalActions(view, 0);
        expect(options.length).toBeGreaterThan(0);
        const action = options[pick(options.length)]!;
        const from = annInbox.all.length;
        ann.send('action', { version: view.version, action });
        const reply = await Promise.race([annInbox.next('accepted', 5000, from), annInbox.next('error', 5000, from)]);
        expect(reply).toEqual({ version: view.version + 1 });
        moves++;
        await waitFor('the patch', () => (json(ann).game?.version ?? 0) > view.version);
      } else {
        await sleep(5);
      }
    }
    expect(moves).toBeGreaterThan(10);
    expect(checkedHands).toBeGreaterThan(10);
    expect(room.gameRecord<EmberforgeRecord>()!.state.winner).not.toBeNull();
    expect(annInbox.of('error')).toEqual([]);
    await ann.leave();
    await spec.leave();
  });
});

/**
 * One action's view from its events, over a real game: the table leaves an action's view out of the
 * feed when its events give it, and a follower holding the last view derives exactly the engine's.
 */
import { LocalPresence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../shared/index.js';
import { TableState } from '../../shared/protocol/schema/TableState.js';
import { spectatorSteps as game } from '../tests/support/spectatorSteps.js';
import { feedChannel, type FeedItem } from './feedWire.js';
import { TableFeed } from './tableFeed.js';
import { eventsGiveView, viewAfterWire } from './viewFromEvents.js';

describe('an action view from its events', () => {
  it('is derived exactly, and the feed leaves every action view of a whole game out', () => {
    const presence = new LocalPresence();
    const items: FeedItem[] = [];
    void presence.subscribe(feedChannel('T'), (m: FeedItem) => items.push(m));
    const logged: string[] = [];
    const feed = new TableFeed(presence, {
      tableId: 'T',
      state: new TableState(),
      spectatorsAllowed: () => true,
      publicView: () => null,
      spectatorHistory: () => [],
      countChanged: () => {},
      log: (m) => logged.push(m),
    });
    let held: GameView | null = null;
    let actions = 0;
    for (const step of game(11)) {
      if (!held) {
        feed.commit(step.before); // the game's start: its view goes out whole
        held = step.before;
      }
      feed.commit(step.after, step.action);
      const item = items.at(-1)!;
      expect(item.action?.version).toBe(step.after.version);
      expect(item.view).toBeUndefined();
      held = viewAfterWire(held, item.action!.events);
      expect(held).toStrictEqual(step.after);
      actions++;
    }
    expect(actions).toBeGreaterThan(50);
    expect(items[0]!.view).toBeDefined(); // the start
    expect(feed.mismatches).toBe(0);
    expect(logged).toEqual([]);
    feed.close();
  });

  it('publishes the view when the events do not give it, and a follower cannot derive across a gap', () => {
    const steps = [...game(5)].slice(0, 3);
    const [a, b, c] = steps as [(typeof steps)[0], (typeof steps)[0], (typeof steps)[0]];
    expect(eventsGiveView(a.before, a.action.events, a.after)).toBe(true);
    expect(eventsGiveView(null, a.action.events, a.after)).toBe(false);
    // Events that disagree with the view (another action's): the view must go with them.
    expect(eventsGiveView(a.before, b.action.events, a.after)).toBe(false);
    const wrongTurn = { ...a.after, activeSeat: (a.after.activeSeat + 1) % 3 } as GameView;
    expect(eventsGiveView(a.before, a.action.events, wrongTurn)).toBe(false);
    // A gap (c's events on a's view) moves nothing; events already held leave the view as it is.
    expect(viewAfterWire(a.before, c.action.events)).toBeNull();
    expect(viewAfterWire(b.after, a.action.events)).toBe(b.after);
    expect(viewAfterWire(a.before, [1, 0, 'junk'] as never)).toBeNull();

    const presence = new LocalPresence();
    const items: FeedItem[] = [];
    void presence.subscribe(feedChannel('T'), (m: FeedItem) => items.push(m));
    const logged: string[] = [];
    const feed = new TableFeed(presence, {
      tableId: 'T',
      state: new TableState(),
      spectatorsAllowed: () => true,
      publicView: () => null,
      spectatorHistory: () => [],
      countChanged: () => {},
      log: (m) => logged.push(m),
    });
    feed.commit(a.before);
    feed.commit(wrongTurn, a.action);
    expect(items.at(-1)!.view).toBe(wrongTurn);
    expect(feed.mismatches).toBe(1);
    expect(logged).toEqual([expect.stringMatching(/did not give its view/)]);
    feed.close();
  });
});

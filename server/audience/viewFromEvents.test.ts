/**
 * One action's view from its events, over a real game: the table leaves an action's view out of the
 * feed when its events give it, and a follower holding the last view derives exactly the engine's.
 */
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../shared/games/emberforge/index.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { feedOnPresence } from '../tests/support/feedOnPresence.js';
import { spectatorSteps as game } from '../tests/support/spectatorSteps.js';
import { eventsGiveView, viewAfterWire } from './viewFromEvents.js';

describe('an action view from its events', () => {
  it('is derived exactly, and the feed leaves every action view of a whole game out', async () => {
    const { items, logged, feed, follow } = feedOnPresence();
    await follow();
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
      held = viewAfterWire(emberforge, held, item.action!.events) as GameView | null;
      expect(held).toStrictEqual(step.after);
      actions++;
    }
    expect(actions).toBeGreaterThan(50);
    expect(items[0]!.view).toBeDefined(); // the start
    expect(feed.mismatches).toBe(0);
    expect(logged).toEqual([]);
    feed.close();
  });

  it('sends every view, checking nothing, until an audience room follows the table', async () => {
    const steps = [...game(7)];
    const [a, b] = [steps[0]!, steps[1]!];
    const { items, logged, feed, follow } = feedOnPresence();
    feed.commit(a.before);
    const wrongTurn = { ...a.after, activeSeat: (a.after.activeSeat + 1) % 3 } as GameView;
    feed.commit(wrongTurn, a.action); // unchecked: nobody derives it
    expect(items.at(-1)!.view).toBe(wrongTurn);
    expect(feed.mismatches).toBe(0);
    await follow();
    feed.commit(b.after, b.action);
    expect(items.at(-1)!.view).toBe(b.after); // b's events do not take wrongTurn to b.after
    expect(feed.mismatches).toBe(1);
    expect(logged).toEqual([expect.stringMatching(/did not give its view/)]);
    feed.close();
  });

  it('publishes the view when the events do not give it, and a follower cannot derive across a gap', async () => {
    const steps = [...game(5)];
    const [a, b, c] = [steps[0]!, steps[1]!, steps[2]!];
    expect(eventsGiveView(emberforge, a.before, a.action.events, a.after)).toBe(true);
    expect(eventsGiveView(emberforge, null, a.action.events, a.after)).toBe(false);
    // Events that disagree with the view (another action's): the view must go with them.
    expect(eventsGiveView(emberforge, a.before, b.action.events, a.after)).toBe(false);
    const wrongTurn = { ...a.after, activeSeat: (a.after.activeSeat + 1) % 3 } as GameView;
    expect(eventsGiveView(emberforge, a.before, a.action.events, wrongTurn)).toBe(false);
    // A gap (c's events on a's view) moves nothing; events already held leave the view as it is.
    expect(viewAfterWire(emberforge, a.before, c.action.events)).toBeNull();
    expect(viewAfterWire(emberforge, b.after, a.action.events)).toBe(b.after);
    expect(viewAfterWire(emberforge, a.before, [1, 0, 'junk'] as never)).toBeNull();

    const { items, logged, feed, follow } = feedOnPresence();
    await follow();
    feed.commit(a.before);
    feed.commit(wrongTurn, a.action);
    expect(items.at(-1)!.view).toBe(wrongTurn);
    expect(feed.mismatches).toBe(1);
    expect(logged).toEqual([expect.stringMatching(/did not give its view/)]);
    feed.close();
  });
});

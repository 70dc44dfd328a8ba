/**
 * TableFeed's meta over a real LocalPresence and a real TableState: an action's meta changes go out
 * with the action (not before it), only when they changed, and the meta is read once per action.
 */
import { describe, expect, it, vi } from 'vitest';
import type { GameView } from '../../shared/games/emberforge/index.js';
import { TableState } from '../schema/TableState.js';
import { feedOnPresence } from '../tests/support/feedOnPresence.js';
import type { FeedItem } from './feedWire.js';
import type { TableFeed } from './tableFeed.js';

function feedWithMetaReads() {
  const state = new TableState();
  const { items, feed } = feedOnPresence(state);
  // readMeta reads the options once a call: the number of times the feed read the meta.
  const reads = vi.spyOn(state.options, 'toJSON');
  return { state, items, feed, reads };
}

const view = (version: number) => ({ version }) as unknown as GameView;
const action = (version: number) => ({ version, seat: 0, events: [] }) as unknown as FeedItem['action'];

/** What the table does for an accepted action (rooms/fanOut.ts): hold, change, afterChange, commit. */
function acceptAction(feed: TableFeed, version: number, change: () => void): void {
  feed.beginAction();
  change();
  feed.metaMaybeChanged(); // afterChange, inside the action: held
  feed.commit(view(version), action(version));
}

describe('the table feed meta', () => {
  it('rides with the action that changed it, once, read once per action', () => {
    const { state, items, feed, reads } = feedWithMetaReads();
    acceptAction(feed, 1, () => (state.turnDeadline = 1000));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ seq: 1, view: { version: 1 }, action: { version: 1 }, meta: { turnDeadline: 1000 } });
    expect(reads).toHaveBeenCalledTimes(1);

    // The next action changes nothing of the meta: the item carries none.
    acceptAction(feed, 2, () => {});
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ seq: 2, action: { version: 2 } });
    expect(items[1]!.meta).toBeUndefined();
    expect(reads).toHaveBeenCalledTimes(2);
    feed.close();
  });

  it('publishes a change outside an action by itself, once', () => {
    const { state, items, feed } = feedWithMetaReads();
    state.spectatorCount = 3;
    feed.metaMaybeChanged();
    feed.metaMaybeChanged();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ meta: { spectatorCount: 3 } });
    expect(items[0]!.view).toBeUndefined();
    feed.close();
  });

  it('never holds a change past the task when the action is not committed', async () => {
    const { state, items, feed } = feedWithMetaReads();
    feed.beginAction();
    state.status = 'playing';
    feed.metaMaybeChanged();
    expect(items).toHaveLength(0);
    await Promise.resolve();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ meta: { status: 'playing' } });
    feed.close();
  });
});

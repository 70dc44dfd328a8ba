/** FeedFollower over a real LocalPresence, with a stand-in table answering snapshots: order, gaps, delay, close. */
import { LocalPresence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../shared/games/emberforge/index.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { emberforgeSchema } from '../games/emberforge/schema/emberforgeSchema.js';
import { spectatorSteps } from '../tests/support/spectatorSteps.js';
import { waitFor } from '../tests/helpers.js';
import { FeedFollower, NoSuchTable } from './feedFollower.js';
import {
  audienceChannels,
  feedChannel,
  replyChannel,
  requestChannel,
  type FeedItem,
  type SnapshotRequest,
  type TableMeta,
} from './feedWire.js';

const meta = (turnDeadline: number): TableMeta => ({
  status: 'lobby',
  options: { name: 'T' },
  seats: [],
  hostSeat: -1,
  spectatorCount: 1,
  turnDeadline,
});

/** A table on presence: items with seq 1, 2, ... whose meta carries the seq as the turn deadline. */
function standInTable(presence: LocalPresence, tableId: string, view: () => GameView | null = () => null) {
  let seq = 0;
  const requests: string[] = [];
  void presence.subscribe(requestChannel(tableId), (m: SnapshotRequest) => {
    if (m.k !== 'snapshot') return;
    requests.push(m.room);
    presence.publish(replyChannel(tableId, m.room), {
      k: 'snapshot',
      epoch: 'E',
      seq,
      at: Date.now(),
      meta: meta(seq),
      view: view(),
      history: [],
    });
  });
  const item = (s: number, at = Date.now()): FeedItem => ({ k: 'item', epoch: 'E', seq: s, at, meta: meta(s) });
  return {
    requests,
    next: () => item(++seq),
    /** An action's item without its view (its events give it). */
    nextAction: (action: FeedItem['action']): FeedItem => ({ ...item(++seq), action }),
    publish: (i: FeedItem) => presence.publish(feedChannel(tableId), i),
  };
}

function follower(presence: LocalPresence, delayMs = 0, soon?: (fn: () => void) => void) {
  const state = emberforgeSchema.tableState();
  const released: number[] = [];
  /** The seqs of each `released` call: how the items were handed over together. */
  const calls: number[][] = [];
  const seen = { resynced: 0, closed: 0 };
  const f = new FeedFollower(
    presence,
    audienceChannels('t1'),
    'room1',
    state,
    { module: emberforge, schema: emberforgeSchema },
    {
      released: (items) => {
        released.push(...items.map((i) => i.seq));
        calls.push(items.map((i) => i.seq));
      },
      resynced: () => seen.resynced++,
      tableClosed: () => seen.closed++,
      now: () => Date.now(),
      later: (ms, fn) => {
        const t = setTimeout(fn, ms);
        return { clear: () => clearTimeout(t) };
      },
      log: () => {},
      ...(soon ? { soon } : {}),
    },
    delayMs,
  );
  return { f, state, released, calls, seen };
}

describe('FeedFollower', () => {
  it('refuses when no table answers', async () => {
    const { f } = follower(new LocalPresence());
    await expect(f.start(50)).rejects.toBeInstanceOf(NoSuchTable);
  });

  it('applies items in order once each, holds early ones, and resyncs from a snapshot after a lost item', async () => {
    const presence = new LocalPresence();
    const table = standInTable(presence, 't1');
    table.next(); // published before the room existed: covered by its snapshot
    const { f, state, released, seen } = follower(presence);
    await f.start(1000);
    expect(state.turnDeadline).toBe(1);
    const [i2, i3, i4, i5] = [table.next(), table.next(), table.next(), table.next()];
    table.publish(i3!); // early: held
    expect(released).toEqual([]);
    table.publish(i2!);
    table.publish(i2!); // a duplicate
    expect(released).toEqual([2, 3]);
    expect(state.turnDeadline).toBe(3);
    table.publish(i5!); // i4 is lost
    await waitFor('a resync', () => seen.resynced === 1, 3000);
    expect(table.requests).toHaveLength(2);
    expect(state.turnDeadline).toBe(5); // the snapshot's
    void i4;
    table.publish(table.next());
    expect(released).toEqual([2, 3, 6]);
    presence.publish(feedChannel('t1'), { k: 'closed', epoch: 'E' });
    expect(seen.closed).toBe(1);
    f.stop();
  });

  it("derives each action's view from its events, and resyncs when they do not follow from the view held", async () => {
    const steps = [...spectatorSteps(3)].slice(0, 6);
    const presence = new LocalPresence();
    let tableView: GameView = steps[0]!.before;
    const table = standInTable(presence, 't1', () => tableView);
    const { f, released, seen } = follower(presence);
    await f.start(1000);
    expect(f.view).toBe(steps[0]!.before);
    for (const step of steps.slice(0, 3)) table.publish(table.nextAction(step.action));
    expect(released).toEqual([1, 2, 3]);
    expect(f.view).toStrictEqual(steps[2]!.after);
    expect(f.history.wire()).toHaveLength(3);
    // Version 5's events on version 3's view (4 never came, yet the seq has no gap): a snapshot.
    tableView = steps[4]!.after;
    table.publish(table.nextAction(steps[4]!.action));
    await waitFor('a resync', () => seen.resynced === 1, 3000);
    expect(table.requests).toHaveLength(2);
    expect(f.view).toBe(steps[4]!.after);
    table.publish(table.nextAction(steps[5]!.action));
    expect(f.view).toStrictEqual(steps[5]!.after);
    f.stop();
  });

  it('with `soon`, items that arrive together are applied and handed over together, in order', async () => {
    const presence = new LocalPresence();
    const table = standInTable(presence, 't1');
    const { f, state, released, calls } = follower(presence, 0, (fn) => setImmediate(fn));
    await f.start(1000);
    const [i1, i2, i3] = [table.next(), table.next(), table.next()];
    table.publish(i2!); // out of order, as presence may hand them over
    table.publish(i1!);
    table.publish(i3!);
    expect(released).toEqual([]); // nothing until the input at hand is handled
    await waitFor('the release', () => released.length === 3, 2000);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(state.turnDeadline).toBe(3);
    table.publish(table.next()); // alone: a call of its own
    await waitFor('the next release', () => released.length === 4, 2000);
    expect(calls).toEqual([[1, 2, 3], [4]]);
    table.publish(table.next()); // the room stops before it goes out: never handed over
    f.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(released).toEqual([1, 2, 3, 4]);
  });

  it('with a delay, applies nothing younger than the delay', async () => {
    const presence = new LocalPresence();
    const table = standInTable(presence, 't1');
    const { f, state, released } = follower(presence, 300);
    await f.start(1000);
    const sent = Date.now();
    table.publish(table.next());
    expect(released).toEqual([]);
    expect(state.turnDeadline).toBe(0);
    await waitFor('the release', () => released.length === 1, 2000);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(290);
    expect(state.turnDeadline).toBe(1);
    f.stop();
  });
});

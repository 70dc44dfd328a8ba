/** The table's delay line on its own (LocalPresence): hold, release in order, shift the turn clock, refuse snapshots. */
import { LocalPresence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { parseTableOptions, type TableOptions } from '../../shared/protocol/tableOptions.js';
import { AudienceCounts } from '../audience/audienceCounts.js';
import type { FeedItem, SnapshotReply, TableMeta } from '../audience/feedWire.js';
import { hashSeatKey, newSeatKey } from '../seats/seatKeys.js';
import { waitFor } from '../tests/helpers.js';
import { viewFor, type GameState } from '../../shared/games/emberforge/index.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { decodeHistory } from '../../shared/games/emberforge/wire/eventsWire.js';
import { rebuildSession } from '../game/restore.js';
import { recordedGame } from '../tests/support/storedGames.js';
import { DelayedBroadcast } from './delayedBroadcast.js';
import { delayedChannels, delayedFeedChannel, delayedRequestChannel } from './delayedWire.js';

const meta = (turnDeadline: number, spectatorCount = 0): TableMeta => ({
  status: 'playing',
  options: {},
  seats: [],
  hostSeat: -1,
  spectatorCount,
  turnDeadline,
});

const defaults = (): TableOptions => {
  const parsed = parseTableOptions({});
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

function setup(opts: Partial<TableOptions> = {}) {
  const presence = new LocalPresence();
  const key = newSeatKey();
  const casterKey = newSeatKey();
  const counts = new AudienceCounts(15_000);
  const seen = { countChanged: 0, released: 0, casters: [] as string[] };
  const line = new DelayedBroadcast(
    presence,
    {
      tableId: 't1',
      opts: { ...defaults(), broadcastDelaySeconds: 60, ...opts },
      delayMs: 80,
      epoch: 'e1',
      game: () => null,
      seatStreamHashes: () => [hashSeatKey(key), null],
      casterStreamHash: hashSeatKey(casterKey),
      counts,
      casterSeen: (address: string) => seen.casters.push(address),
      countChanged: () => seen.countChanged++,
      released: () => seen.released++,
      now: () => Date.now(),
      later: (ms, fn) => {
        const t = setTimeout(fn, ms);
        return { clear: () => clearTimeout(t) };
      },
      log: () => {},
    },
    meta(0),
  );
  return { presence, line, key, casterKey, caster: `caster.${hashSeatKey(casterKey)}`, counts, seen };
}

async function snapshot(presence: LocalPresence, stream: string): Promise<SnapshotReply> {
  const ch = delayedChannels('t1', stream);
  const reply = new Promise<SnapshotReply>((resolve) => void presence.subscribe(ch.reply('r1'), (m: SnapshotReply) => resolve(m)));
  await presence.publish(delayedRequestChannel('t1'), { k: 'snapshot', room: 'r1', stream });
  return reply;
}

describe('DelayedBroadcast', () => {
  it('holds each item for the delay, releases in order on every stream, shifts the turn clock by the delay', async () => {
    const { presence, line, key, seen } = setup();
    const got: { stream: string; item: FeedItem; at: number }[] = [];
    for (const stream of ['public', `seat.${hashSeatKey(key)}`])
      await presence.subscribe(delayedFeedChannel('t1', stream), (item: FeedItem) => got.push({ stream, item, at: Date.now() }));
    const t0 = Date.now();
    line.published({ k: 'item', epoch: 'e1', seq: 1, at: t0, meta: meta(t0 + 30_000, 2) }, null, null);
    line.published({ k: 'item', epoch: 'e1', seq: 2, at: t0 + 10, timedOut: { seat: 0, missed: 1, away: false } }, null, null);
    expect(line.pending).toBe(2);
    expect(got).toEqual([]);
    await waitFor('both released on both streams', () => got.length === 4, 2000, 5);
    for (const g of got) expect(g.at - g.item.at).toBeGreaterThanOrEqual(80);
    expect(got.filter((g) => g.stream === 'public').map((g) => g.item.seq)).toEqual([1, 2]);
    expect(got[0]!.item.meta!.turnDeadline).toBe(t0 + 30_000 + 80);
    expect(line.delayedMeta.spectatorCount).toBe(2);
    expect(line.pending).toBe(0);
    expect(seen.released).toBeGreaterThan(0);
    // A snapshot is the delayed point: the last seq released, its meta (shifted), no game yet.
    const snap = await snapshot(presence, 'public');
    expect(snap).toMatchObject({ k: 'snapshot', epoch: 'e1', seq: 2, view: null, history: [] });
    expect((snap as Extract<SnapshotReply, { k: 'snapshot' }>).meta.turnDeadline).toBe(t0 + 30_000 + 80);
    line.close();
  });

  it('refuses a caster without casterView or with a wrong key, a key that opens no seat, an unknown stream; answers the right key', async () => {
    const { presence, line, key, caster } = setup();
    expect(await snapshot(presence, caster)).toEqual({ k: 'refused', message: expect.stringMatching(/no caster view/) });
    expect(await snapshot(presence, `seat.${hashSeatKey(newSeatKey())}`)).toEqual({
      k: 'refused',
      message: 'This key opens no seat of this table: copy the overlay link again from the table',
    });
    expect(await snapshot(presence, 'seat.nothex')).toMatchObject({ k: 'refused' });
    expect(await snapshot(presence, 'other')).toMatchObject({ k: 'refused' });
    expect(await snapshot(presence, `seat.${hashSeatKey(key)}`)).toMatchObject({ k: 'snapshot', seat: 0 });
    line.close();
    const withCaster = setup({ casterView: true });
    expect(await snapshot(withCaster.presence, withCaster.caster)).toMatchObject({ k: 'snapshot' });
    for (const stream of ['caster', `caster.${hashSeatKey(newSeatKey())}`, `caster.${hashSeatKey(withCaster.key)}`])
      expect(await snapshot(withCaster.presence, stream)).toEqual({
        k: 'refused',
        message: expect.stringMatching(/^This key does not open this table's caster view|^Unknown delayed stream/),
      });
    withCaster.line.close();
    const closed = setup({ spectatorsAllowed: false, casterView: true });
    for (const stream of ['public', closed.caster])
      expect(await snapshot(closed.presence, stream)).toEqual({ k: 'refused', message: 'This table does not allow spectators' });
    expect(await snapshot(closed.presence, `seat.${hashSeatKey(closed.key)}`)).toMatchObject({ k: 'snapshot', seat: 0 });
    closed.line.close();
  });

  it('after a restart: the delayed state rebuilt from the log, the younger actions held again and released in order', async () => {
    const { presence, line, caster: casterStream } = setup({ casterView: true });
    const g = recordedGame(3);
    const rebuilt = rebuildSession(emberforge, { config: g.start.config, log: g.actions.slice(0, 12), startedAt: g.start.startedAt });
    if (!rebuilt.ok) throw new Error(rebuilt.reason);
    // The start and versions 1-8 are older than the delay; 9-12 were accepted just now.
    const now = Date.now();
    const steps = rebuilt.steps.map((st, i) => ({ ...st, game: st.game as GameState, at: i <= 8 ? now - 10_000 + i : now + (i - 8) * 10 }));
    const got: { item: FeedItem; at: number }[] = [];
    await presence.subscribe(delayedFeedChannel('t1', 'public'), (item: FeedItem) => got.push({ item, at: Date.now() }));
    line.restore(steps, meta(0));
    expect(line.pending).toBe(4);
    const snap = await snapshot(presence, 'public');
    if (snap.k !== 'snapshot') throw new Error(snap.message);
    expect(snap.view).toEqual(viewFor(steps[8]!.game, 'spectator'));
    expect(Math.max(...decodeHistory(snap.history).map((h) => h.version))).toBe(8);
    const caster = await snapshot(presence, casterStream);
    expect(caster).toMatchObject({ k: 'snapshot', hands: [0, 1].map((seat) => viewFor(steps[8]!.game, seat).players[seat]!.hand) });
    await waitFor('the held actions released', () => got.length === 4, 2000, 5);
    expect(got.map((x) => x.item.action!.version)).toEqual([9, 10, 11, 12]);
    expect(got.map((x) => x.item.seq)).toEqual([1, 2, 3, 4].map((n) => snap.seq + n)); // right after the snapshot's
    for (const x of got) expect(x.at - x.item.at).toBeGreaterThanOrEqual(80);
    expect(got.at(-1)!.item.view).toEqual(viewFor(steps[12]!.game, 'spectator'));
    line.close();
  });

  it('counts delayed rooms into the table total', async () => {
    const { presence, line, counts, seen } = setup();
    await presence.publish(delayedRequestChannel('t1'), { k: 'count', room: 'r9', n: 7 });
    expect(counts.remote(Date.now())).toBe(7);
    expect(seen.countChanged).toBe(1);
    line.close();
  });

  it("takes a caster room's address only with the caster key's hash", async () => {
    const { presence, line, casterKey, key, seen } = setup();
    await presence.publish(delayedRequestChannel('t1'), { k: 'casterSeen', keyHash: hashSeatKey(key), address: '10.0.0.1' });
    await presence.publish(delayedRequestChannel('t1'), { k: 'casterSeen', keyHash: 'nothex', address: '10.0.0.2' });
    await presence.publish(delayedRequestChannel('t1'), { k: 'casterSeen', keyHash: hashSeatKey(casterKey), address: '10.0.0.3' });
    expect(seen.casters).toEqual(['10.0.0.3']);
    line.close();
  });
});

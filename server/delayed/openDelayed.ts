/** A table's delayed broadcast, opened only when its options ask for a delay (broadcastDelaySeconds > 0). */
import type { Presence } from '@colyseus/core';
import type { ServerConfig } from '../config.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import { readMeta } from '../audience/tableMeta.js';
import type { TableContext } from '../rooms/tableContext.js';
import { hashSeatKey, seatStreamHash } from '../seats/seatKeys.js';
import { DelayedBroadcast } from './delayedBroadcast.js';

/** The delay a table applies, in ms (0: none). */
export function delayMsOf(cfg: ServerConfig, opts: TableOptions): number {
  if (opts.broadcastDelaySeconds <= 0) return 0;
  return cfg.broadcastDelayMs?.(opts) ?? opts.broadcastDelaySeconds * 1000;
}

export interface DelayedHooks {
  later(ms: number, fn: () => void): { clear(): void };
  /** The delayed point moved: the lobby row follows it. */
  released(): void;
}

/** Attaches the delay line to the table's feed (before anything is published); null without a delay. */
export function openDelayedBroadcast(presence: Presence, ctx: TableContext, hooks: DelayedHooks): DelayedBroadcast | null {
  const delayMs = delayMsOf(ctx.cfg, ctx.opts);
  if (delayMs <= 0) return null;
  const delayed = new DelayedBroadcast(
    presence,
    {
      tableId: ctx.roomId,
      opts: ctx.opts,
      delayMs,
      epoch: ctx.feed.epoch,
      game: () => ctx.session.game,
      seatStreamHashes: () => ctx.seats.records.map((r) => (r.kind === 'human' && r.seatKeyHash ? seatStreamHash(r.seatKeyHash) : null)),
      casterStreamHash: ctx.casterKey ? hashSeatKey(ctx.casterKey) : null,
      casterSeen: (address) => ctx.casterAddresses.add(address),
      counts: ctx.feed.counts,
      countChanged: () => ctx.afterChange(),
      released: () => hooks.released(),
      later: hooks.later,
      now: () => ctx.timers.clock.now(),
      log: (message, error) => ctx.log(message, error),
    },
    readMeta(ctx.state),
  );
  ctx.feed.delayed = delayed;
  return delayed;
}

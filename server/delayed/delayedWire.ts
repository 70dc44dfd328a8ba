/**
 * Delayed streams (issue 12): what a table and its delayed rooms say to each other through presence.
 * The table holds every feed item for `broadcastDelaySeconds` and only then publishes it, once per
 * stream, so nothing younger than the delay ever leaves the table room:
 *  - `public`:        the feed item as audience rooms got it live (public view, spectator events);
 *  - `caster`:        the same, plus every hand (only on a table with `casterView`);
 *  - `seat.<hash>`:   one seat's own view: its hand and its own events (the SHA-256 of the seat's view
 *                     key names the stream: no key travels, and only a holder of the view key, or of the
 *                     seat key it comes from, can name it).
 * Channels (per table id): one feed per stream (table → its delayed rooms), one request channel
 * (delayed room → table: SnapshotRequest with `stream`, CountReport) and one reply channel per room.
 */
import { z } from 'zod';
import { check, objectOrEmpty, type Checked } from '../../shared/protocol/checked.js';
import { TABLE_ID_PATTERN } from '../../shared/protocol/protocol.js';
import type { FeedChannels } from '../audience/feedWire.js';

/** The room type delayed connections land in (never listed, reached through joinById of the table). */
export const DELAYED_ROOM_NAME = 'delayed';

export type DelayedViewKind = 'public' | 'caster' | 'seat';

/** What a delayed room follows: created by the server's routing (delayedRouting.ts) from a joinById. */
export interface DelayedTarget {
  tableId: string;
  view: DelayedViewKind;
  /** view 'seat': the SHA-256 (hex) of the seat's view key (seatKeys.ts seatStreamHash); view 'caster': of the caster key. */
  keyHash?: string;
}

export const streamOf = (t: Pick<DelayedTarget, 'view' | 'keyHash'>): string =>
  t.view === 'public' ? 'public' : `${t.view}.${t.keyHash ?? ''}`;

export const delayedFeedChannel = (tableId: string, stream: string): string => `emberforge:delayed:${tableId}:feed:${stream}`;
export const delayedRequestChannel = (tableId: string): string => `emberforge:delayed:${tableId}:req`;

export function delayedChannels(tableId: string, stream: string): FeedChannels {
  return {
    feed: delayedFeedChannel(tableId, stream),
    request: delayedRequestChannel(tableId),
    reply: (roomId) => `emberforge:delayed:${tableId}:reply:${roomId}`,
    stream,
  };
}

export const HASH_PATTERN = /^[0-9a-f]{64}$/;

const delayedTarget = z
  .looseObject({
    tableId: z.string({ error: 'tableId must be a string' }).regex(TABLE_ID_PATTERN, 'tableId is not a table id'),
    view: z.enum(['public', 'caster', 'seat'], { error: 'view must be public, caster or seat' }),
    keyHash: z.string().regex(HASH_PATTERN, 'keyHash is not a seat key hash').optional(),
  })
  .refine((o) => (o.view !== 'public') === (o.keyHash !== undefined), { error: 'a seat or caster view needs its key' })
  .transform((o): DelayedTarget => ({ tableId: o.tableId, view: o.view, ...(o.keyHash !== undefined ? { keyHash: o.keyHash } : {}) }));

/** A delayed room's creation or join options (made by delayedRouting.ts; checked again all the same). */
export function parseDelayedTarget(raw: unknown): Checked<DelayedTarget> {
  return check(delayedTarget, objectOrEmpty.parse(raw));
}

export const DELAYED_REFUSALS = {
  noDelay: 'This table has no delayed broadcast',
  noCaster: 'This table has no caster view: only tables created with casterView show every hand',
  badSeatKey: 'This key opens no seat of this table: copy the overlay link again from the table',
  badCasterKey: "This key does not open this table's caster view: copy the caster overlay link again from the table's creator",
  noSpectators: 'This table does not allow spectators',
} as const;

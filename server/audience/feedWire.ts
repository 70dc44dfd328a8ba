/**
 * What a table and its audience rooms say to each other through Colyseus presence (LocalPresence in
 * one process, RedisPresence across processes): JSON-safe plain data only, never a hidden card or the
 * seed. The table publishes every accepted action (after its write-ahead store write) with the PUBLIC
 * view and the spectator-redacted events, plus its non-game state when it changes; audience rooms ask
 * for a snapshot on creation (and on a gap) and report their spectator counts.
 *
 * Channels (per table id):
 *  - feedChannel(t):        table → all its audience rooms: FeedItem | FeedClosed
 *  - requestChannel(t):     audience room → table: SnapshotRequest | CountReport
 *  - replyChannel(t, room): table → one audience room: SnapshotReply
 * Payloads are shared objects under LocalPresence: receivers must never mutate them.
 */
import type { Seat } from '../../shared/platform/seats.js';
import type { EventsWire, HistoryWire } from '../../shared/protocol/eventsEnvelope.js';
import type { SpectatorFocusMessage, TurnTimedOutMessage } from '../../shared/protocol/protocol.js';
import type { SeatInfo } from '../../shared/protocol/tableInfo.js';

export const feedChannel = (tableId: string): string => `emberforge:audience:${tableId}:feed`;
export const requestChannel = (tableId: string): string => `emberforge:audience:${tableId}:req`;
export const replyChannel = (tableId: string, roomId: string): string => `emberforge:audience:${tableId}:reply:${roomId}`;

/** The table's state outside the game that spectators see (mirrored into the same TableState fields). */
export interface TableMeta {
  status: string;
  options: Record<string, unknown>;
  seats: SeatInfo[];
  hostSeat: number;
  spectatorCount: number;
  turnDeadline: number;
}

/**
 * One publication. `seq` counts the table room's publications (1, 2, ...) within `epoch` (one per
 * table room instance): a receiver applies them in seq order and asks for a snapshot on a gap.
 * `at` is the table's wall clock when it was published (a delayed room releases it at at + delay).
 */
export interface FeedItem {
  k: 'item';
  epoch: string;
  seq: number;
  at: number;
  /** Present when the table's non-game state changed (with an action: as of after that action). */
  meta?: TableMeta;
  /**
   * The engine's spectator view after this item, when the game changed and its `action` events do not
   * give it (the game's start; an action whose events disagree with the engine, logged at the table).
   * An action without it: its events give the view (viewFromEvents.ts), followers derive it. The
   * delayed caster and seat streams always carry it (their events are not the public ones).
   */
  view?: unknown;
  /** Present for an accepted action: the spectator-redacted events in the compact wire form (eventsWire.ts). */
  action?: { version: number; seat: Seat; events: EventsWire };
  /** The turn clock ran out on a player's turn (the `turnTimedOut` message). */
  timedOut?: TurnTimedOutMessage;
  /** The active player's focus changed (throttled at the table; only public targets): sent as `focus`. */
  focus?: SpectatorFocusMessage;
  /**
   * Only on a delayed caster or seat stream (server/delayed/), never on the live feed: the hands its
   * viewers may see with `view` (every hand for a caster, one seat's own for a streamer; [] elsewhere),
   * each seat's private part as its game's Schema binding gives it (GameSchemaBinding.hands).
   */
  hands?: unknown[];
}

export interface FeedClosed {
  k: 'closed';
  epoch: string;
}

/** The table is alive (every COUNT_HEARTBEAT_MS, between items): an audience room that hears nothing for long lets its spectators go elsewhere. */
export interface FeedAlive {
  k: 'alive';
  epoch: string;
}

export interface SnapshotRequest {
  k: 'snapshot';
  room: string;
  /** A delayed room's stream (server/delayed/delayedWire.ts); absent for an audience room. */
  stream?: string;
}

/** The three channels one follower uses (an audience room: the table's; a delayed room: its stream's). */
export interface FeedChannels {
  feed: string;
  request: string;
  reply: (roomId: string) => string;
  /** Sent with every snapshot request (a delayed room's stream). */
  stream?: string;
}

export const audienceChannels = (tableId: string): FeedChannels => ({
  feed: feedChannel(tableId),
  request: requestChannel(tableId),
  reply: (roomId) => replyChannel(tableId, roomId),
});

/** An audience room's spectator count (sent on change and as a heartbeat; 0 when it goes away). */
export interface CountReport {
  k: 'count';
  room: string;
  n: number;
}

/**
 * A delayed caster room admitted a spectator (delayed room → table, on the delayed request channel):
 * the address it came from, and the caster stream's key hash, which the table checks. The table then
 * refuses seats to that address (rooms/casterTrust.ts).
 */
export interface CasterSeen {
  k: 'casterSeen';
  keyHash: string;
  address: string;
}

export type SnapshotReply =
  | {
      k: 'snapshot';
      epoch: string;
      /** The last seq published before this snapshot: apply only items after it. */
      seq: number;
      at: number;
      meta: TableMeta;
      view: unknown;
      /** The spectator history (capped), as joiners get it. */
      history: HistoryWire;
      /** A delayed stream's hands (as FeedItem.hands). */
      hands?: unknown[];
      /** A delayed seat stream: the seat its key opened. */
      seat?: Seat;
    }
  | { k: 'refused'; message: string };

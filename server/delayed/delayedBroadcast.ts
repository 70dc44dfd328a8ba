/**
 * A delayed table's side of its delayed rooms (delayedWire.ts). Every item the table's feed publishes
 * (an action, the start, a change of seats or clock, a timed-out turn, whatever fields it carries) is
 * held here with the full game state it was published with, and released only once `delayMs` old: the
 * table's state "as of now − delay" advances item by item, and each released item goes out on every
 * stream (public, caster, one per seat key). Snapshots for new delayed rooms are that delayed state.
 * Nothing younger than the delay leaves this object; no hand leaves it but on a caster or seat stream.
 */
import type { Presence } from '@colyseus/core';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import { gameModule } from '../../shared/platform/registry.js';
import type { Seat } from '../../shared/platform/seats.js';
import { HISTORY_EVENT_CAP } from '../../shared/protocol/protocol.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import type { AudienceCounts } from '../audience/audienceCounts.js';
import type { CasterSeen, CountReport, FeedItem, SnapshotReply, SnapshotRequest, TableMeta } from '../audience/feedWire.js';
import { EventHistory } from '../game/eventHistory.js';
import type { ReplayedStep } from '../game/restore.js';
import type { SessionEvent, SessionState } from '../game/gameSession.js';
import type { GameSchemaBinding } from '../games/gameSchemaBinding.js';
import { gameSchema } from '../games/registry.js';
import { matchSeatKeyHash } from '../seats/seatKeys.js';
import { DELAYED_REFUSALS, delayedChannels, delayedFeedChannel, delayedRequestChannel } from './delayedWire.js';

export interface DelayedSource {
  readonly tableId: string;
  readonly opts: TableOptions;
  /** The delay applied, in ms (broadcastDelaySeconds × 1000, or a test's override). */
  readonly delayMs: number;
  /** The table's feed epoch (the delayed streams keep its seq numbers). */
  readonly epoch: string;
  /** The table's full game state now (the state a feed item is published with). */
  game(): SessionState | null;
  /** The hash naming each seat's delayed stream now: its view key's (seatKeys.ts seatStreamHash; null: no key: an empty or bot seat). */
  seatStreamHashes(): (string | null)[];
  /** The hash naming the caster stream: its key's (the host holds the key); null: no caster view. */
  readonly casterStreamHash: string | null;
  /** A delayed caster room admitted someone from `address` with the caster key (checked here first). */
  casterSeen(address: string): void;
  /** The table's spectator counts: delayed rooms report into the same sum. */
  readonly counts: AudienceCounts;
  countChanged(): void;
  /** The delayed point moved (the lobby listing shows the table as of the delay). */
  released(): void;
  later(ms: number, fn: () => void): { clear(): void };
  /** The table's clock (epoch ms): what "delayMs old" is measured on. */
  now(): number;
  log(message: string, error?: unknown): void;
}

interface Held {
  /** As the live feed published it (an action's view left out when its events give it). */
  item: FeedItem;
  /** The public view after the item when the game changed (else null): for the caster and seat streams. */
  view: unknown;
  game: SessionState | null;
  /** The action's full engine events (redacted per stream on release). */
  events: readonly SessionEvent[] | null;
}

export class DelayedBroadcast {
  private readonly held: Held[] = [];
  private seq = 0;
  private at: number;
  private game: SessionState | null = null;
  /** The table's game: its module redacts, encodes and views; its Schema binding gives each seat's private part. */
  private readonly module: AnyGameModule;
  private readonly schema: GameSchemaBinding;
  private readonly history: EventHistory;
  private timer: { clear(): void } | null = null;
  private closed = false;
  private readonly onRequest = (m: unknown) => this.request(m);

  constructor(
    private readonly presence: Presence,
    private readonly src: DelayedSource,
    /** The table's non-game state when it opened (before anything was published). */
    private meta: TableMeta,
  ) {
    this.at = src.now();
    this.module = gameModule(src.opts.game);
    this.schema = gameSchema(src.opts.game);
    this.history = new EventHistory(this.module);
    void Promise.resolve(presence.subscribe(delayedRequestChannel(src.tableId), this.onRequest)).catch((e: unknown) =>
      src.log('delayed subscribe failed:', e),
    );
  }

  /** The delayed point: the table's status, seats and counts, and its game state, as of now − delay. */
  get delayedMeta(): TableMeta {
    return this.meta;
  }

  get delayedGame(): SessionState | null {
    return this.game;
  }

  /** The feed published `item` (with the action's full events, and the view when the game changed): hold it until it is `delayMs` old. */
  published(item: FeedItem, events: readonly SessionEvent[] | null, view: unknown): void {
    if (this.closed) return;
    this.held.push({ item, view, game: this.src.game(), events });
    this.schedule();
  }

  /**
   * The table came back after a restart: its delay line is rebuilt from the stored log, so delayed
   * viewers go on from where the delay stood. Steps older than the delay make the delayed state (and
   * its history); the younger ones are held again until their own `at + delay`, as they were before
   * the restart. `meta`: the restored table's non-game state (shown from the game's start on; a game
   * that has ended shows as playing until its last action, which carries the end, as it did live).
   */
  restore(steps: readonly ReplayedStep[], meta: TableMeta): void {
    if (this.closed || steps.length === 0) return;
    const point = this.src.now() - this.src.delayMs;
    this.meta = { ...meta, status: 'lobby' }; // until the start step, which carries `meta`, is applied or released
    const last = steps.at(-1)!;
    const ended = last.action !== null && this.module.outcome(last.game) !== null;
    const fromStart = ended ? { ...meta, status: 'playing' } : meta;
    for (const step of steps) {
      const h = heldStep(this.module, this.src.epoch, step, !step.action ? fromStart : ended && step === last ? meta : undefined);
      if (step.at <= point) this.apply(h);
      else this.held.push(h);
    }
    this.src.released();
    this.schedule();
  }

  /** Tells every stream the table is alive (the feed's sweep). */
  alive(): void {
    if (this.closed) return;
    for (const stream of this.streams())
      this.presence.publish(delayedFeedChannel(this.src.tableId, stream), { k: 'alive', epoch: this.src.epoch });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.timer?.clear();
    this.presence.unsubscribe(delayedRequestChannel(this.src.tableId), this.onRequest);
    for (const stream of this.streams())
      this.presence.publish(delayedFeedChannel(this.src.tableId, stream), { k: 'closed', epoch: this.src.epoch });
  }

  /** Items still held (not yet delayMs old): the table must not go before they are out. */
  get pending(): number {
    return this.held.length;
  }

  private schedule(): void {
    if (this.timer || this.closed || this.held.length === 0) return;
    const wait = Math.max(0, this.held[0]!.item.at + this.src.delayMs - this.src.now());
    this.timer = this.src.later(wait, () => {
      this.timer = null;
      this.releaseDue();
    });
  }

  private releaseDue(): void {
    const now = this.src.now();
    let moved = false;
    while (this.held.length > 0 && now - this.held[0]!.item.at >= this.src.delayMs) {
      const h = this.held.shift()!;
      this.apply(h);
      try {
        this.publish(h);
      } catch (e) {
        this.src.log('delayed publish failed:', e);
      }
      moved = true;
    }
    if (moved) this.src.released();
    this.schedule();
  }

  /** The item joins the delayed state, numbered in the delayed streams' own order (a restored line starts anew). */
  private apply(h: Held): void {
    const { item } = h;
    this.seq += 1;
    h.item = { ...item, seq: this.seq };
    this.at = item.at;
    if (item.meta) this.meta = item.meta;
    if (h.view !== null) this.game = h.game;
    if (item.action && h.events) this.history.push(item.action.version, item.action.seat, h.events);
  }

  /** One released item, on each stream in the form that stream may see. */
  private publish(h: Held): void {
    const { item } = h;
    const tableId = this.src.tableId;
    const base: FeedItem = item.meta ? { ...item, meta: this.shift(item.meta) } : { ...item };
    // The public stream as live (the view only where the events do not give it); the caster and seat
    // streams mirror the game with hands, so they get the view with every change of the game.
    this.presence.publish(delayedFeedChannel(tableId, 'public'), base);
    const casterHash = this.src.casterStreamHash;
    if (this.src.opts.casterView && casterHash) {
      const caster = h.view !== null && h.game !== null ? { ...base, view: h.view, hands: this.schema.hands(h.game) } : base;
      this.presence.publish(delayedFeedChannel(tableId, `caster.${casterHash}`), caster);
    }
    this.src.seatStreamHashes().forEach((hash, seat) => {
      if (!hash) return;
      const own: FeedItem = { ...base };
      if (h.view !== null && h.game !== null) {
        own.view = h.view;
        own.hands = this.schema.hands(h.game, seat);
      }
      if (item.action && h.events) {
        const { version, seat: actor } = item.action;
        own.action = { version, seat: actor, events: this.module.encodeEvents(version, actor, this.module.redactEvents(h.events, seat)) };
      }
      this.presence.publish(delayedFeedChannel(tableId, `seat.${hash}`), own);
    });
  }

  /** Times in the meta move with the delay: the turn clock counts down as it did then. */
  private shift(meta: TableMeta): TableMeta {
    return meta.turnDeadline > 0 ? { ...meta, turnDeadline: meta.turnDeadline + this.src.delayMs } : meta;
  }

  private streams(): string[] {
    const out = ['public'];
    if (this.src.opts.casterView && this.src.casterStreamHash) out.push(`caster.${this.src.casterStreamHash}`);
    for (const hash of this.src.seatStreamHashes()) if (hash) out.push(`seat.${hash}`);
    return out;
  }

  private request(m: unknown): void {
    if (this.closed || typeof m !== 'object' || m === null) return;
    const r = m as SnapshotRequest | CountReport | CasterSeen;
    try {
      if (r.k === 'casterSeen' && typeof r.keyHash === 'string' && typeof r.address === 'string') {
        if (this.src.casterStreamHash && matchSeatKeyHash(r.keyHash, [this.src.casterStreamHash]) === 0) this.src.casterSeen(r.address);
      } else if (r.k === 'count' && typeof r.room === 'string' && typeof r.n === 'number') {
        if (this.src.counts.report(r.room, r.n, this.src.now())) this.src.countChanged();
      } else if (r.k === 'snapshot' && typeof r.room === 'string' && typeof r.stream === 'string') {
        this.presence.publish(delayedChannels(this.src.tableId, r.stream).reply(r.room), this.snapshot(r.stream));
      }
    } catch (e) {
      this.src.log('delayed request failed:', e);
    }
  }

  private snapshot(stream: string): SnapshotReply {
    const { opts } = this.src;
    let viewer: Seat | 'spectator' = 'spectator';
    let hands: unknown[] | undefined;
    if (stream.startsWith('seat.')) {
      // Compared in constant time against every seat: a wrong key and another table's key look the same.
      const seat = matchSeatKeyHash(stream.slice('seat.'.length), this.src.seatStreamHashes());
      if (seat < 0) return { k: 'refused', message: DELAYED_REFUSALS.badSeatKey };
      viewer = seat;
      if (this.game !== null) hands = this.schema.hands(this.game, seat);
    } else if (stream.startsWith('caster.')) {
      if (!opts.casterView) return { k: 'refused', message: DELAYED_REFUSALS.noCaster };
      // Its key's hash, compared in constant time: only the host's caster link opens every hand.
      if (matchSeatKeyHash(stream.slice('caster.'.length), [this.src.casterStreamHash]) < 0)
        return { k: 'refused', message: DELAYED_REFUSALS.badCasterKey };
      if (!opts.spectatorsAllowed) return { k: 'refused', message: DELAYED_REFUSALS.noSpectators };
      if (this.game !== null) hands = this.schema.hands(this.game);
    } else if (stream === 'public') {
      if (!opts.spectatorsAllowed) return { k: 'refused', message: DELAYED_REFUSALS.noSpectators };
    } else return { k: 'refused', message: 'Unknown delayed stream' };
    return {
      k: 'snapshot',
      epoch: this.src.epoch,
      seq: this.seq,
      at: this.at,
      meta: this.shift(this.meta),
      view: this.game !== null ? this.module.viewFor(this.game, 'spectator') : null,
      history: this.game !== null ? this.history.wireFor(viewer, HISTORY_EVENT_CAP) : [],
      ...(hands ? { hands } : {}),
      ...(viewer !== 'spectator' ? { seat: viewer } : {}),
    };
  }
}

/** A restored step as the feed published it then: the public view, and the action's spectator events (or, for the start, the table's meta). */
function heldStep(module: AnyGameModule, epoch: string, step: ReplayedStep, meta: TableMeta | undefined): Held {
  const view = module.viewFor(step.game, 'spectator');
  const item: FeedItem = { k: 'item', epoch, seq: 0, at: step.at, view };
  if (meta) item.meta = meta;
  const a = step.action;
  if (a)
    item.action = {
      version: a.version,
      seat: a.seat,
      events: module.encodeEvents(a.version, a.seat, module.redactEvents(a.events, 'spectator')),
    };
  return { item, view, game: step.game, events: a?.events ?? null };
}

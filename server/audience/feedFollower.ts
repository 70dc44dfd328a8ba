/**
 * An audience room's copy of its table, kept from the feed (feedWire.ts): a snapshot on start (and on
 * a gap or a new table epoch), then every item in seq order (duplicates dropped, early ones held)
 * through the release queue, which may hold them for a delay. Applies each released item: the meta
 * to the room's TableState (syncSeats), the game to `view` (the item's own, or derived from its
 * action's events when the table left the view out: viewFromEvents.ts) and, for rooms whose spectators see hands
 * (delayed caster and seat streams), to the state with the game's own Schema binding (its syncView); and hands
 * the released items to the room to send. No Colyseus room here: only presence and the state.
 */
import type { Presence } from '@colyseus/core';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { GameSchemaBinding } from '../games/gameSchemaBinding.js';
import type { TableState } from '../schema/TableState.js';
import type { Seat } from '../../shared/platform/seats.js';
import { HISTORY_EVENT_CAP } from '../../shared/protocol/protocol.js';
import type { FeedAlive, FeedChannels, FeedClosed, FeedItem, SnapshotReply, SnapshotRequest } from './feedWire.js';
import { ReleaseQueue } from './releaseQueue.js';
import { writeMeta } from './tableMeta.js';
import { viewAfterWire } from './viewFromEvents.js';
import { WireHistory } from './wireHistory.js';

/** No table of that id answered the snapshot request in time. */
export class NoSuchTable extends Error {
  constructor() {
    super('There is no such table');
  }
}

export interface FollowerHooks {
  /** Items were applied to the state: send the patch and their messages now. */
  released(items: FeedItem[]): void;
  /** A resync replaced the history: connected spectators get it again (their log merges by version). */
  resynced(): void;
  /** The table closed (or is gone): close the room. */
  tableClosed(): void;
  /** Run `fn` after `ms` on the server's clock (ServerConfig.clock). */
  later(ms: number, fn: () => void): { clear(): void };
  /** The server's clock (epoch ms): what an item's `at` + the delay is compared with. */
  now(): number;
  log(message: string, error?: unknown): void;
  /**
   * Run `fn` once the input at hand is handled (Node's setImmediate). Given, items that arrive
   * together (a follower behind its table reads several in one go) are applied and handed over
   * together: the room sends them in one write per socket. Without it, each goes out as it comes.
   */
  soon?(fn: () => void): void;
  /** A hand card instance was created (delayed caster / seat streams only): it must go into every viewer's StateView. */
  handCard?(seat: Seat, card: object): void;
}

/** How long a gap in the feed may last before the room resyncs from a snapshot. */
const GAP_WAIT_MS = 1000;

export class FeedFollower {
  readonly history = new WireHistory(HISTORY_EVENT_CAP);
  private readonly queue: ReleaseQueue;
  private epoch: string | null = null;
  /** Items that came while a snapshot was awaited. */
  private early: FeedItem[] | null = [];
  private syncing = false;
  private timer: { clear(): void } | null = null;
  private stopped = false;
  private releaseScheduled = false;
  private readonly onFeed = (m: unknown) => this.feed(m as FeedItem | FeedClosed | FeedAlive);
  private readonly onReply = (m: unknown) => this.reply(m as SnapshotReply);
  private firstReply: ((r: SnapshotReply) => void) | null = null;
  /** When the table was last heard from (hooks.now()). */
  lastHeard: number;
  /** A delayed seat stream: the seat its key opened (from the first snapshot). */
  seat: Seat | null = null;
  /** The game as of the last released item (or snapshot): the public view, or null before the game. */
  view: unknown = null;

  constructor(
    private readonly presence: Presence,
    private readonly channels: FeedChannels,
    private readonly roomId: string,
    private readonly state: TableState,
    /** The table's game: its module derives views from events, its Schema binding mirrors them. */
    private readonly game: { module: AnyGameModule; schema: GameSchemaBinding },
    private readonly hooks: FollowerHooks,
    delayMs: number,
    /** Mirror the game into the state (caster and seat streams: hands through StateViews); else only `view` (public rooms send it as messages). */
    private readonly gameInState = true,
  ) {
    this.queue = new ReleaseQueue(delayMs);
    this.lastHeard = hooks.now();
  }

  /** Subscribes and takes the first snapshot; rejects with the table's refusal, or when it does not answer in time. */
  async start(timeoutMs: number): Promise<void> {
    await this.presence.subscribe(this.channels.feed, this.onFeed);
    await this.presence.subscribe(this.channels.reply(this.roomId), this.onReply);
    /* eslint-disable no-restricted-globals -- a wait for the network, not game time: on the wall clock even when a test drives the server's clock */
    const reply = await new Promise<SnapshotReply | null>((resolve) => {
      const t = setTimeout(() => resolve(null), timeoutMs);
      this.firstReply = (r) => {
        clearTimeout(t);
        resolve(r);
      };
      this.requestSnapshot();
    });
    /* eslint-enable no-restricted-globals */
    this.firstReply = null;
    if (!reply) throw new NoSuchTable();
    if (reply.k === 'refused') throw new Error(reply.message);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.timer?.clear();
    this.presence.unsubscribe(this.channels.feed, this.onFeed);
    this.presence.unsubscribe(this.channels.reply(this.roomId), this.onReply);
  }

  get delayMs(): number {
    return this.queue.delayMs;
  }

  private requestSnapshot(): void {
    this.syncing = true;
    this.early ??= [];
    const request: SnapshotRequest = { k: 'snapshot', room: this.roomId };
    if (this.channels.stream !== undefined) request.stream = this.channels.stream;
    this.presence.publish(this.channels.request, request);
  }

  private feed(m: FeedItem | FeedClosed | FeedAlive): void {
    if (this.stopped || typeof m !== 'object' || m === null) return;
    this.lastHeard = this.hooks.now();
    if (m.k === 'alive') return;
    if (m.k === 'closed') {
      if (m.epoch === this.epoch) this.hooks.tableClosed();
      return;
    }
    if (m.k !== 'item') return;
    if (this.syncing || this.epoch === null) {
      (this.early ??= []).push(m); // applied after the snapshot, if newer than it
      return;
    }
    if (m.epoch !== this.epoch) {
      this.requestSnapshot(); // the table came back in a new room instance: start over from it
      this.early?.push(m);
      return;
    }
    this.queue.add(m);
    this.releaseSoon();
  }

  /** Releases what is due now, or once the items arriving with this one are in (hooks.soon). */
  private releaseSoon(): void {
    const soon = this.hooks.soon;
    if (!soon) return this.releaseDue();
    if (this.releaseScheduled) return;
    this.releaseScheduled = true;
    soon(() => {
      this.releaseScheduled = false;
      if (!this.stopped) this.releaseDue();
    });
  }

  private reply(r: SnapshotReply): void {
    if (this.stopped || typeof r !== 'object' || r === null) return;
    this.lastHeard = this.hooks.now();
    const first = this.firstReply;
    if (first) first(r);
    if (r.k !== 'snapshot') return;
    if (!this.syncing) return; // an answer to another request, already covered
    this.syncing = false;
    const resync = first === null;
    this.epoch = r.epoch;
    if (r.seat !== undefined) this.seat = r.seat;
    writeMeta(this.state, r.meta);
    this.applyView(r.view, r.hands);
    this.history.reset(r.history);
    this.queue.resetTo(r.seq);
    const early = this.early ?? [];
    this.early = null;
    for (const item of early) if (item.epoch === r.epoch) this.queue.add(item);
    if (resync) this.hooks.resynced();
    this.releaseDue();
  }

  /** Applies and hands over what is due; waits for a delay or asks for a snapshot on a gap. */
  private releaseDue(): void {
    const due = this.queue.takeDue(this.hooks.now());
    let lost = false;
    for (const item of due) {
      if (item.meta) writeMeta(this.state, item.meta);
      if (item.view !== undefined) this.applyView(item.view, item.hands);
      else if (item.action) {
        const next = this.view === null ? null : viewAfterWire(this.game.module, this.view, item.action.events);
        if (next !== null) this.applyView(next, item.hands);
        else lost = true;
      }
      if (item.action) this.history.push(item.action.events);
    }
    if (due.length > 0) {
      try {
        this.hooks.released(due);
      } catch (e) {
        this.hooks.log('sending released items failed:', e);
      }
    }
    this.timer?.clear();
    this.timer = null;
    if (lost && !this.syncing) {
      // Events that do not move the view held on (never expected: the table checked them): start over.
      this.hooks.log('an action did not follow from the view held: resync from a snapshot');
      this.requestSnapshot();
      return;
    }
    if (this.queue.hasGap && !this.syncing) {
      // Presence may hand items over out of order (a publish nested in another's delivery): wait a
      // moment for the missing one, then start over from a snapshot.
      this.timer = this.hooks.later(GAP_WAIT_MS, () => {
        this.timer = null;
        if (!this.queue.hasGap || this.syncing || this.stopped) return;
        this.hooks.log('the feed lost an item: resync from a snapshot');
        this.requestSnapshot();
      });
      return;
    }
    const wait = this.queue.nextDueIn(this.hooks.now());
    if (wait !== null) this.timer = this.hooks.later(wait, () => this.releaseDue());
  }

  private applyView(view: unknown, hands: unknown[] | undefined): void {
    if (view === null || view === undefined) return;
    this.view = view;
    if (!this.gameInState) return;
    this.state.game ??= this.game.schema.create();
    // An audience room: no hands (the public view has none, and no card is added to any StateView).
    // A delayed caster or seat stream: the hands it may show, each card into its viewers' StateViews.
    this.game.schema.syncView(this.state.game, view, hands ?? [], (seat, part) => this.hooks.handCard?.(seat, part));
  }
}

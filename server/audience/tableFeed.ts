/**
 * The table's side of its audience rooms (feedWire.ts): publishes each accepted action and every
 * change of the non-game state through presence, answers snapshot requests, and sums the audience
 * rooms' spectator counts. Only public data leaves: the spectator view and spectator-redacted events.
 * Once an audience room follows the table, an action's item carries the view only when its events do
 * not give it (checked here, once per action for every audience room: viewFromEvents.ts); before
 * any does (most tables), the view goes with every item and nothing is checked. The delayed line
 * always gets the view.
 */
import { randomBytes } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { HistoryWire } from '../../shared/protocol/eventsEnvelope.js';
import type { SpectatorFocusMessage, TurnTimedOutMessage } from '../../shared/protocol/protocol.js';
import type { TableState } from '../schema/TableState.js';
import { AudienceCounts } from './audienceCounts.js';
import {
  feedChannel,
  replyChannel,
  requestChannel,
  type CountReport,
  type FeedAlive,
  type FeedItem,
  type SnapshotReply,
  type SnapshotRequest,
  type TableMeta,
} from './feedWire.js';
import { readMeta } from './tableMeta.js';
import { eventsGiveView } from './viewFromEvents.js';

/** Audience rooms report at least this often; a room silent for 3 beats is counted out. */
export const COUNT_HEARTBEAT_MS = 5000;

export interface FeedSource {
  readonly tableId: string;
  readonly state: TableState;
  /** The table's game: its events give the views followers derive (viewFromEvents.ts). */
  readonly module: AnyGameModule;
  /** Spectators may watch (else audience rooms are refused). */
  spectatorsAllowed(): boolean;
  /** The public view now, or null before the start. */
  publicView(): unknown;
  /** The spectator history now (capped as for joiners). */
  spectatorHistory(): HistoryWire;
  /** The audience total changed: write it into the state (and the rest of afterChange). */
  countChanged(): void;
  /** The table's clock (epoch ms): items are stamped with it, counts age on it. */
  now(): number;
  log(message: string, error?: unknown): void;
}

export class TableFeed {
  readonly counts = new AudienceCounts(3 * COUNT_HEARTBEAT_MS);
  readonly epoch = randomBytes(9).toString('base64url');
  /** A delayed table's delay line (server/delayed/): every item published goes through it too, held for the delay. */
  delayed: {
    published(item: FeedItem, events: readonly unknown[] | null, view: unknown): void;
    alive(): void;
    close(): void;
  } | null = null;
  private seq = 0;
  /** The public view the feed's followers hold after the last item (null before the start). */
  private lastView: unknown = null;
  /** An audience room asked for a snapshot, or a delayed line is attached: items may leave out views their events give. */
  private followed = false;
  /** Actions whose events did not give their view (an engine bug: logged; the view was published with them). */
  mismatches = 0;
  private lastMetaKey = '';
  private holdMeta = false;
  private closed = false;
  private readonly onRequest = (m: unknown) => this.request(m);

  constructor(
    private readonly presence: Presence,
    private readonly src: FeedSource,
  ) {
    void Promise.resolve(presence.subscribe(requestChannel(src.tableId), this.onRequest)).catch((e: unknown) =>
      src.log('audience subscribe failed:', e),
    );
  }

  /** An action is being committed: its state changes go out with it (action()), not before. */
  beginAction(): void {
    this.holdMeta = true;
    // Never held past this task, even if the commit threw before commit().
    queueMicrotask(() => {
      if (!this.holdMeta) return;
      this.holdMeta = false;
      this.metaMaybeChanged();
    });
  }

  /** After an action (or the start) is committed and sent to the table's own clients: the new public view with it. */
  commit(view: unknown, action?: FeedItem['action'], fullEvents?: readonly unknown[]): void {
    this.holdMeta = false;
    const meta = this.changedMeta();
    const before = this.lastView;
    this.lastView = view;
    // Nobody derives views from events before a follower exists: the view goes with the item, unchecked.
    const checked = action !== undefined && (this.followed || this.delayed !== null);
    const fromEvents = checked && eventsGiveView(this.src.module, before, action.events, view);
    if (checked && before !== null && !fromEvents) {
      this.mismatches += 1;
      this.src.log(`the events of version ${action.version} did not give its view: the view is published with them`);
    }
    const body = { ...(fromEvents ? {} : { view }), ...(action ? { action } : {}), ...(meta ? { meta } : {}) };
    this.publish(body, fullEvents ?? null, view);
  }

  /** The turn clock ran out: audience rooms tell their spectators too. */
  turnTimedOut(notice: TurnTimedOutMessage): void {
    this.publish({ timedOut: notice });
  }

  /** The active player's focus (already checked and throttled by the table's FocusRelay). */
  focus(msg: SpectatorFocusMessage): void {
    this.publish({ focus: msg });
  }

  /** After any change of the table (afterChange): publishes the non-game state when it changed. */
  metaMaybeChanged(): void {
    if (this.holdMeta || this.closed) return;
    const meta = this.changedMeta();
    if (meta) this.publish({ meta });
  }

  /** The table room goes away: its audience rooms close too. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.presence.unsubscribe(requestChannel(this.src.tableId), this.onRequest);
    this.presence.publish(feedChannel(this.src.tableId), { k: 'closed', epoch: this.epoch });
    this.delayed?.close();
  }

  /**
   * The meta when it changed since the last one published, else null. Runs once per accepted action:
   * afterChange inside the action is held (beginAction), and commit() reads it (tableFeed.test.ts).
   */
  private changedMeta(): TableMeta | null {
    const meta = readMeta(this.src.state);
    const key = JSON.stringify(meta);
    if (key === this.lastMetaKey) return null;
    this.lastMetaKey = key;
    return meta;
  }

  /** `view`: the public view after this item when the game changed (published only if `body` has it). */
  private publish(
    body: Pick<FeedItem, 'meta' | 'view' | 'action' | 'timedOut' | 'focus'>,
    fullEvents: readonly unknown[] | null = null,
    view: unknown = null,
  ): void {
    if (this.closed) return;
    const item: FeedItem = { k: 'item', epoch: this.epoch, seq: ++this.seq, at: this.src.now(), ...body };
    this.presence.publish(feedChannel(this.src.tableId), item);
    // The same item, whatever it carries, goes to the delayed streams only once older than the delay.
    this.delayed?.published(item, fullEvents, view);
  }

  private request(m: unknown): void {
    if (this.closed || typeof m !== 'object' || m === null) return;
    const r = m as SnapshotRequest | CountReport;
    try {
      if (r.k === 'count' && typeof r.room === 'string' && typeof r.n === 'number') {
        if (this.counts.report(r.room, r.n, this.src.now())) this.src.countChanged();
      } else if (r.k === 'snapshot' && typeof r.room === 'string') {
        this.followed = true;
        this.presence.publish(replyChannel(this.src.tableId, r.room), this.snapshot());
      }
    } catch (e) {
      this.src.log('audience request failed:', e);
    }
  }

  private snapshot(): SnapshotReply {
    if (!this.src.spectatorsAllowed()) return { k: 'refused', message: 'This table does not allow spectators' };
    // Nothing is published from here (it may run inside another item's delivery): the meta may be newer
    // than `seq`; the item that publishes it later only writes the same values again.
    return {
      k: 'snapshot',
      epoch: this.epoch,
      seq: this.seq,
      at: this.src.now(),
      meta: readMeta(this.src.state),
      view: this.src.publicView(),
      history: this.src.spectatorHistory(),
    };
  }

  /** Periodically: tells the audience rooms the table is alive, and drops those that stopped reporting. */
  sweep(): void {
    if (!this.closed) this.presence.publish(feedChannel(this.src.tableId), { k: 'alive', epoch: this.epoch } satisfies FeedAlive);
    if (!this.closed) this.delayed?.alive();
    const before = this.src.state.spectatorCount;
    if (this.counts.total(this.src.now()) !== before) this.src.countChanged();
  }
}

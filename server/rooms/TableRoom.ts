/**
 * One table, as a Colyseus room: the lifecycle hooks, each handing over to the part that does the
 * job. Opening (options, or a restored table) is tableOpening.ts, the shared context
 * buildTableContext.ts, seats (join, leave, reconnect) seating.ts, the host role hostRole.ts, message
 * handlers messageDispatch.ts + tableCommands.ts, the after-change sync tableSync.ts, keeping a delayed
 * table open to its end delayedEndHold.ts, sync and fan-out fanOut.ts, bots and the turn clock the
 * shared host loop (shared/host/hostLoop.ts) with botTurns.ts, the patched Colyseus internals
 * colyseus/patches.ts. The rules are the engine's.
 */
import type { Client } from '@colyseus/core';
import { HardenedRoom } from '../colyseus/patches.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../config.js';
import { admitFrame } from '../net/rateLimitFrames.js';
import type { GameRecord } from '../game/gameSession.js';
import { newTableRandomness } from '../game/gameSecret.js';
import { Refusal, refuse, type ClientData } from '../net/messageGuard.js';
import type { TableState } from '../schema/TableState.js';
import { EmptyTableCountdown } from './emptyTable.js';
import { HostRole } from './hostRole.js';
import { parseJoinOptions } from '../../shared/protocol/joinOptions.js';
import { ListingUpdater } from './listingUpdater.js';
import { refuseUndecodable, registerHandlers } from './messageDispatch.js';
import { ReconnectionHolds } from './reconnection.js';
import { Seating } from './seating.js';
import { seatPhase, type TableContext } from './tableContext.js';
import { takeOverRestoredTable } from './restoredTable.js';
import { COUNT_HEARTBEAT_MS } from '../audience/tableFeed.js';
import { GameStart } from './gameStart.js';
import { readMeta } from '../audience/tableMeta.js';
import { buildTableContext, type TableHost } from './buildTableContext.js';
import { DelayedEndHold } from './delayedEndHold.js';
import { newTableState, openTable } from './tableOpening.js';
import { TableSync } from './tableSync.js';

export class TableRoom extends HardenedRoom<TableState> {
  /** Server-wide settings; makeTableRoom() gives a subclass its own. */
  protected cfg: ServerConfig = DEFAULT_CONFIG;

  private ctx!: TableContext;
  private seating!: Seating;
  private sync!: TableSync;
  private readonly host = new HostRole();
  private disposed = false;
  private shuttingDown = false;

  async onCreate(options: unknown): Promise<void> {
    this.hardenMessageHandlers();
    const { opts, restored } = openTable(options, this.host); // checked, or a restored table's (tableOpening.ts)
    if (restored) this.roomId = restored.table.id; // the same id: invite links keep working
    // The shuffle's secret (gameSecret.ts) stays in this room; bots are seeded apart from it.
    const randomness = newTableRandomness(this.cfg, opts);
    this.state = newTableState(opts, this.cfg);
    this.maxClients = opts.seatCount + this.cfg.maxSpectators;
    const ctx = (this.ctx = buildTableContext(this.tableHost(), opts, restored));
    const emptyTable = this.emptyTableCountdown();
    const endHold = new DelayedEndHold(ctx, emptyTable);
    this.sync = new TableSync(ctx, { host: this.host, emptyTable, endHold, lobbyEntry: new ListingUpdater(this) });
    this.seating = this.newSeating(emptyTable);
    this.clock.setInterval(() => ctx.feed.sweep(), COUNT_HEARTBEAT_MS);
    if (opts.isPrivate) await this.setPrivate(true);
    const closing = () => this.shuttingDown || this.disposed;
    registerHandlers(ctx, this.host, new GameStart(ctx, this.host, randomness, this.seating, closing), this);
    if (restored) {
      takeOverRestoredTable(ctx, restored);
      ctx.delayed?.restore(restored.steps, readMeta(this.state)); // delayed viewers go on where the delay stood
      endHold.restored(restored); // open even with no client
    } else ctx.writer.created(opts.name, opts, ctx.timers.clock.now(), ctx.casterKey);
    this.afterChange();
  }

  onJoin(client: Client, options: unknown): void | Promise<void> {
    return this.seating.join(client, options); // a new player's, once their seat is stored
  }

  onLeave(client: Client, consented: boolean): Promise<void> {
    // A shutdown disconnects everyone, but nobody left: the seats are stored (and come back) as they were.
    if (this.shuttingDown) return Promise.resolve();
    return this.seating.leave(client, consented);
  }

  /** Graceful shutdown (SIGTERM/SIGINT): the table is not closed in the store; it comes back on the next start. */
  override onBeforeShutdown(): void {
    this.shuttingDown = true;
    super.onBeforeShutdown();
  }

  onDispose(): void {
    this.disposed = true;
    this.ctx?.timers.clearAll();
    this.ctx?.writer.stop();
    this.ctx?.feed.close();
    // Emptied and gone before its end: closed for good (a shutdown keeps it for the next start).
    if (this.ctx && !this.shuttingDown && this.state.status !== 'ended') this.ctx.writer.closed('closed');
  }

  /**
   * The game so far as config + action log (for replays, audits and tests); null before the start.
   * Opaque to the table; a caller that knows the game names its record's types (`gameRecord<EmberforgeRecord>()`).
   */
  gameRecord<R extends GameRecord = GameRecord>(): R | null {
    return this.ctx.session.record() as R | null;
  }

  /**
   * The seat a join's seat key fits here (a player coming back, a seat link), or null: such a join's
   * reservation has capacity of its own, which a flood without the key cannot use (net/seatReservations.ts).
   */
  seatOfKey(options: unknown): number | null {
    const req = parseJoinOptions(options);
    if (!req.ok || req.value.role !== 'reclaim' || !this.ctx) return null;
    return this.ctx.seats.bySeatKey(req.value.seatKey)?.seat ?? null;
  }

  /** After any change (tableSync.ts); nothing once the room is gone (a late reconnection rejection must not restart timers). */
  private afterChange(): void {
    if (!this.disposed) this.sync.afterChange();
  }

  /** What the room gives the table's context (buildTableContext.ts). */
  private tableHost(): TableHost {
    return {
      roomId: this.roomId,
      clients: this.clients,
      state: this.state,
      cfg: this.cfg,
      presence: this.presence,
      broadcast: (type, message) => this.broadcast(type, message),
      broadcastPatch: () => this.broadcastPatch(),
      afterChange: () => this.afterChange(),
      delayedReleased: () => {
        if (!this.disposed) this.sync.updateListing();
      },
      log: (message, error) => this.log(message, error),
    };
  }

  /** The empty-table countdown (emptyTable.ts), on the table's clock, holding off the room's own auto-dispose. */
  private emptyTableCountdown(): EmptyTableCountdown {
    const room = {
      clients: this.clients,
      setAutoDispose: (on: boolean) => (this.autoDispose = on),
      disposeIfEmptySoon: () => this.resetAutoDisposeTimeout(0),
    };
    return new EmptyTableCountdown(room, this.ctx.timers, this.cfg.emptyTableSeconds);
  }

  /** Seats over the table's life (seating.ts), with the room's reconnection holds and the empty-table countdown. */
  private newSeating(emptyTable: EmptyTableCountdown): Seating {
    const holds = new ReconnectionHolds(this, this.ctx.timers);
    return new Seating(this.ctx, this.host, {
      awaitReconnection: (client, seconds) => holds.await(client, seconds),
      cancelReconnection: (sessionId) => holds.cancel(sessionId),
      keepAliveIfEmpty: () => emptyTable.startIfEmpty(seatPhase(this.ctx)),
      cancelEmptyCountdown: () => emptyTable.cancel(),
      shuttingDown: () => this.shuttingDown,
    });
  }

  /** The per-client rate limit, per frame, before any decoding (net/rateLimitFrames.ts). */
  protected override admitFrame(client: Client, buffer: Buffer): boolean {
    return admitFrame(this.cfg, client, buffer);
  }

  protected onUndecodableMessage(client: Client, type: string): void {
    refuseUndecodable(this.ctx, client, type);
  }

  protected onDispatchFailure(client: Client, error: unknown): void {
    this.log('message dispatch failed:', error);
    const d = client.userData as ClientData | undefined;
    if (d) refuse(client, 'unknown', new Refusal('invalid_message', 'The server could not read this message'));
  }

  private log(message: string, error?: unknown): void {
    if (error === undefined) console.error(`[table ${this.roomId}] ${message}`);
    else console.error(`[table ${this.roomId}] ${message}`, error);
  }
}

/** A TableRoom class bound to these server settings (one per server). */
export function makeTableRoom(cfg: ServerConfig): typeof TableRoom {
  return class ConfiguredTableRoom extends TableRoom {
    protected override cfg = cfg;
  };
}

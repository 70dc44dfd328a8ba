/**
 * One table, as a Colyseus room: the lifecycle hooks, each handing over to the part that does the
 * job. Seats (join, leave, reconnect) are seating.ts, the host role hostRole.ts, message handlers
 * messageDispatch.ts + tableCommands.ts, sync and fan-out fanOut.ts, bots and the turn clock the
 * shared host loop (shared/host/hostLoop.ts), the patched Colyseus internals colyseus/patches.ts.
 * The rules are the engine's.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../../shared/platform/seats.js';
import { HostLoop, turnKeyOf, type BotMoveResult } from '../../shared/host/hostLoop.js';
import { HISTORY_EVENT_CAP, S2C, type TurnTimedOutMessage } from '../../shared/protocol/protocol.js';
import { Timers } from '../../shared/host/timers.js';
import { serverClockOf } from '../clock/systemClock.js';
import { HardenedRoom } from '../colyseus/patches.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../config.js';
import { admitFrame } from '../net/rateLimitFrames.js';
import { GameSession, type GameRecord, type SessionAction, type SessionEvent, type SessionState } from '../game/gameSession.js';
import { newTableRandomness } from '../game/gameSecret.js';
import { Refusal, refuse, type ClientData } from '../net/messageGuard.js';
import { TableState } from '../schema/TableState.js';
import { Seats } from '../seats/seats.js';
import { syncSeatRecords } from '../seats/seatRows.js';
import { EmptyTableCountdown } from './emptyTable.js';
import { newSeatKey } from '../seats/seatKeys.js';
import { commitAction } from './fanOut.js';
import { HostRole } from './hostRole.js';
import { parseJoinOptions } from '../../shared/protocol/joinOptions.js';
import { ListingUpdater } from './listingUpdater.js';
import { refuseUndecodable, registerHandlers } from './messageDispatch.js';
import { ReconnectionHolds } from './reconnection.js';
import { createRefused } from './refusals.js';
import { Seating } from './seating.js';
import { seatPhase, SeatViews, type TableContext } from './tableContext.js';
import { creatorRefusal, parseTableOptions, type TableOptions } from '../../shared/protocol/tableOptions.js';
import { toSyncedOptions } from '../../shared/protocol/tableOptionFields.js';
import { gameModule } from '../../shared/platform/registry.js';
import { TableWriter } from './persistence.js';
import { takeRestoredTable, type RestoredTable } from './restoreTables.js';
import { takeOverRestoredTable } from './restoredTable.js';
import { COUNT_HEARTBEAT_MS, TableFeed } from '../audience/tableFeed.js';
import { viewFor } from '../game/engine.js';
import { FocusRelay } from './focusRelay.js';
import { GameStart } from './gameStart.js';
import { delayMsOf, openDelayedBroadcast } from '../delayed/openDelayed.js';
import { clockTimeout } from '../clock/clockTimeout.js';
import { readMeta } from '../audience/tableMeta.js';
import { ShownCount } from './shownCount.js';
import { botDelayMs, watchedAtEnd } from './botsOnlyTable.js';

export class TableRoom extends HardenedRoom<TableState> {
  /** Server-wide settings; makeTableRoom() gives a subclass its own. */
  protected cfg: ServerConfig = DEFAULT_CONFIG;

  private ctx!: TableContext;
  private seating!: Seating;
  private readonly host = new HostRole();
  /** The spectator count shown to everybody: at most one change per 2 s (a crowd moves it constantly). */
  private readonly shownCount = new ShownCount();
  private emptyTable!: EmptyTableCountdown;
  private lobbyEntry!: ListingUpdater;
  private disposed = false;
  /** The table is held open until its delayed broadcast shows the end (set once, at the end or on restore). */
  private endHeld = false;
  private shuttingDown = false;

  async onCreate(options: unknown): Promise<void> {
    this.hardenMessageHandlers();
    const restored = takeRestoredTable(options); // a table back after a restart (server-only path)
    let opts: TableOptions;
    if (restored) {
      this.roomId = restored.table.id; // the same id: invite links keep working
      opts = restored.table.options;
      this.host.noCreator();
    } else {
      const parsed = parseTableOptions(options);
      if (!parsed.ok) throw createRefused(parsed.message);
      const creator = parseJoinOptions(options);
      if (!creator.ok) throw createRefused(creator.message);
      const refusal = creatorRefusal(parsed.value, creator.value.role);
      if (refusal) throw createRefused(refusal);
      opts = parsed.value;
      this.host.expectCreator(options); // proven by the create call's token (lobby/creatorGate.ts)
    }
    // The shuffle's secret (gameSecret.ts) stays in this room; bots are seeded apart from it.
    const randomness = newTableRandomness(this.cfg, opts);
    this.state = newTableState(opts, this.cfg);
    this.maxClients = opts.seatCount + this.cfg.maxSpectators;

    const timers = new Timers(serverClockOf(this.cfg), (name, e) => this.log(`timer "${name}" failed:`, e));
    const ctx: TableContext = (this.ctx = {
      roomId: this.roomId,
      clients: this.clients,
      state: this.state,
      cfg: this.cfg,
      opts,
      // Kept with the table; a table from before caster keys were stored gets a new one, stored then (restoredTable.ts).
      casterKey: opts.casterView ? (restored?.table.casterKey ?? newSeatKey()) : null,
      casterAddresses: new Set(),
      module: gameModule(opts.game),
      seats: new Seats(opts.seatCount),
      seatViews: new SeatViews(opts.seatCount),
      session: restored?.session ?? new GameSession(),
      timers,
      hostLoop: new HostLoop(
        {
          game: () => this.ctx.session.game,
          botControlled: (seat) => this.ctx.seats.botControlled(seat),
          commitBotMove: (seat, move) => this.commitBotMove(seat, move),
          turnExpired: (seat) => this.turnExpired(seat),
          report: (message, error) => this.log(message, error),
        },
        timers,
        {
          // Read at each bot move: a public table of bots only plays no faster than botsOnlyMinDelayMs.
          get botDelayMs() {
            return botDelayMs(ctx);
          },
          turnSeconds: opts.turnSeconds,
          module: gameModule(opts.game),
        },
      ),
      writer: new TableWriter({
        store: this.cfg.store,
        game: gameModule(opts.game),
        tableId: this.roomId,
        log: (message, error) => this.log(message, error),
        now: () => timers.clock.now(),
        crashAfterWrite: this.cfg.faultCrashAfterWrite,
        watched: () => watchedAtEnd(ctx, this.clients.length),
      }),
      feed: new TableFeed(this.presence, {
        tableId: this.roomId,
        state: this.state,
        spectatorsAllowed: () => opts.spectatorsAllowed,
        publicView: () => (this.ctx.session.game ? viewFor(this.ctx.session.game, 'spectator') : null),
        spectatorHistory: () => (this.ctx.session.game ? this.ctx.session.history.wireFor('spectator', HISTORY_EVENT_CAP) : []),
        countChanged: () => this.afterChange(),
        now: () => timers.clock.now(),
        log: (message, error) => this.log(message, error),
      }),
      focus: new FocusRelay({
        module: gameModule(opts.game),
        game: () => this.ctx.session.game,
        playsInPerson: (seat) =>
          this.ctx.seats.records[seat]?.kind === 'human' &&
          !!this.ctx.seats.records[seat]?.connected &&
          !this.ctx.seats.botControlled(seat),
        clients: this.clients,
        publish: (msg) => this.ctx.feed.focus(msg),
        timers,
      }),
      delayed: null,
      afterChange: () => this.afterChange(),
      broadcastPatch: () => this.broadcastPatch(),
      log: (message, error) => this.log(message, error),
    });
    ctx.delayed = openDelayedBroadcast(this.presence, ctx, {
      later: clockTimeout(timers.clock), // not the room's clock, which ticks every ~16 ms: releases would come that much late
      released: () => {
        if (!this.host.opening && !this.disposed) this.lobbyEntry.update(ctx);
      },
    });
    this.emptyTable = new EmptyTableCountdown(
      {
        clients: this.clients,
        setAutoDispose: (on) => (this.autoDispose = on),
        disposeIfEmptySoon: () => this.resetAutoDisposeTimeout(0),
      },
      timers,
      this.cfg.emptyTableSeconds,
    );
    const holds = new ReconnectionHolds(this, timers);
    this.seating = new Seating(ctx, this.host, {
      awaitReconnection: (client, seconds) => holds.await(client, seconds),
      cancelReconnection: (sessionId) => holds.cancel(sessionId),
      keepAliveIfEmpty: () => this.emptyTable.startIfEmpty(seatPhase(ctx)),
      cancelEmptyCountdown: () => this.emptyTable.cancel(),
      shuttingDown: () => this.shuttingDown,
    });
    this.lobbyEntry = new ListingUpdater(this);
    this.clock.setInterval(() => this.ctx.feed.sweep(), COUNT_HEARTBEAT_MS);
    if (opts.isPrivate) await this.setPrivate(true);
    const closing = () => this.shuttingDown || this.disposed;
    registerHandlers(ctx, this.host, new GameStart(ctx, this.host, randomness, this.seating, closing), this);
    if (restored) {
      takeOverRestoredTable(ctx, restored);
      ctx.delayed?.restore(restored.steps, readMeta(this.state)); // delayed viewers go on where the delay stood
      this.emptyTable.hold(this.restoredHoldSeconds(restored)); // open even with no client
      this.endHeld = this.state.status === 'ended';
    } else ctx.writer.created(opts.name, opts, timers.clock.now(), ctx.casterKey);
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
   * How long a restored table stays open with nobody in it: the players' window to come back, or, for
   * a game that ended before the restart (back only for its delayed viewers), until the broadcast has
   * shown the end, then the empty-table countdown.
   */
  private restoredHoldSeconds(restored: RestoredTable): number {
    const endedAt = restored.table.endedAt;
    if (this.state.status !== 'ended' || endedAt === null) return this.cfg.reclaimSeconds;
    return this.endShownHoldSeconds(endedAt);
  }

  /** Until a game's end is shown behind the table's delay, then the empty-table countdown (s). */
  private endShownHoldSeconds(endedAt: number): number {
    const shownAt = endedAt + delayMsOf(this.cfg, this.ctx.opts);
    return Math.max(0, shownAt - this.ctx.timers.clock.now()) / 1000 + this.cfg.emptyTableSeconds;
  }

  /**
   * A delayed table whose game has just ended stays open, and listed as of the delay, until its
   * broadcast has shown the end: closed at the usual countdown, its row would vanish from the lobby
   * (telling everyone the game was over) and its link would take nobody to the delayed broadcast's
   * last minutes.
   */
  private holdForDelayedEnd(): void {
    if (this.endHeld || this.state.status !== 'ended') return;
    this.endHeld = true;
    if (delayMsOf(this.cfg, this.ctx.opts) > 0) this.emptyTable.hold(this.endShownHoldSeconds(this.ctx.timers.clock.now()));
  }

  /** The game so far as config + action log (for replays, audits and tests); null before the start. */
  gameRecord(): GameRecord | null {
    return this.ctx.session.record();
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

  /** After any change: seats, host seat, turn clock, bot scheduling, lobby listing. */
  private afterChange(): void {
    if (this.disposed) return; // a late reconnection rejection must not restart timers
    this.ctx.seats.currentTurn = turnKeyOf(this.ctx.module, this.ctx.session.game); // a timed-out turn is the bot's
    syncSeatRecords(this.state.seats, this.ctx.seats);
    this.ctx.writer.seats(this.ctx.seats.records); // written only when they changed
    this.state.hostSeat = this.host.seatOf(this.ctx.seats);
    this.state.turnDeadline = this.ctx.hostLoop.update();
    const audience = this.ctx.feed.counts.remote(this.ctx.timers.clock.now());
    const clock = this.ctx.timers.clock;
    this.state.spectatorCount = this.shownCount.next(this.ctx.feed.counts.local + audience, clock.now(), (ms) =>
      this.ctx.timers.set('shownCount', ms, () => this.afterChange()),
    );
    this.holdForDelayedEnd();
    this.emptyTable.audience(audience, this.state.status);
    if (!this.host.opening) this.lobbyEntry.update(this.ctx); // not listed before its creator joined
    this.ctx.feed.metaMaybeChanged();
    this.ctx.focus.tableChanged();
  }

  /** The bot's move, written before it is sent; if the write fails the bot tries again a moment later. */
  private commitBotMove(seat: Seat, move: BotMoveResult): void {
    const ctx = this.ctx;
    const from = ctx.module.version(move.state) - 1;
    const [next, action, events] = [move.state as SessionState, move.action as SessionAction, move.events as SessionEvent[]];
    ctx.writer.action(
      () => (ctx.session.game?.version === from ? { next, seat, action, events } : null),
      (d) => commitAction(ctx, d.next, d.seat, d.action, d.events),
      () => ctx.timers.set('botRetry', Math.max(1000, ctx.opts.botDelayMs), () => this.afterChange()),
    );
  }

  /**
   * The turn clock ran out on a human's turn: the bot plays this turn (Seats.turnTimedOut), and
   * everyone is told, in the log.
   */
  private turnExpired(seat: Seat): void {
    const missed = this.ctx.seats.turnTimedOut(seat);
    if (missed) {
      const notice: TurnTimedOutMessage = { seat, ...missed };
      this.broadcast(S2C.turnTimedOut, notice);
      this.ctx.feed.turnTimedOut(notice);
    }
    this.afterChange();
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

function newTableState(o: TableOptions, cfg: ServerConfig): TableState {
  const state = new TableState();
  // Every synced option as shared/protocol/tableOptionFields.ts declares it.
  Object.assign(state.options, toSyncedOptions({ ...o, graceSeconds: cfg.graceSeconds }));
  return state;
}

/** A TableRoom class bound to these server settings (one per server). */
export function makeTableRoom(cfg: ServerConfig): typeof TableRoom {
  return class ConfiguredTableRoom extends TableRoom {
    protected override cfg = cfg;
  };
}

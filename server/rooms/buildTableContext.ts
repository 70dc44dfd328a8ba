/**
 * The table's context (tableContext.ts), built once when the room opens: its seats and their views,
 * the game session (a restored table's, or a new one), the timers on the server's clock, the host loop
 * (bots and the turn clock: botTurns.ts), the store's writer, the audience feed, the focus relay and a
 * delayed table's delay line. The room gives what is its own (TableHost); everything here is wired
 * through the context, so the parts see one another as they are now.
 */
import type { Client, Presence } from '@colyseus/core';
import { HostLoop } from '../../shared/host/hostLoop.js';
import { Timers } from '../../shared/host/timers.js';
import { gameModule } from '../../shared/platform/registry.js';
import { HISTORY_EVENT_CAP } from '../../shared/protocol/protocol.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';
import { TableFeed } from '../audience/tableFeed.js';
import { clockTimeout } from '../clock/clockTimeout.js';
import { serverClockOf } from '../clock/systemClock.js';
import type { ServerConfig } from '../config.js';
import { openDelayedBroadcast } from '../delayed/openDelayed.js';
import { GameSession } from '../game/gameSession.js';
import type { TableState } from '../schema/TableState.js';
import { newSeatKey } from '../seats/seatKeys.js';
import { Seats } from '../seats/seats.js';
import { botDelayMs, watchedAtEnd } from './botsOnlyTable.js';
import { commitBotMove, turnExpired } from './botTurns.js';
import { FocusRelay } from './focusRelay.js';
import { TableWriter } from './persistence.js';
import type { RestoredTable } from './restoreTables.js';
import { SeatViews, type TableContext } from './tableContext.js';

/** What the Colyseus room gives its table's context. */
export interface TableHost {
  readonly roomId: string;
  /** The room's own array of clients (always current). */
  readonly clients: Client[];
  readonly state: TableState;
  readonly cfg: ServerConfig;
  readonly presence: Presence;
  /** Room.broadcast: a message to every client of the room. */
  broadcast(type: string, message: unknown): void;
  /** Room.broadcastPatch: the Schema patch, now. */
  broadcastPatch(): void;
  /** The after-change sync (tableSync.ts), unless the room is gone. */
  afterChange(): void;
  /** The delayed broadcast released a step: the lobby row, as of the delay, may have changed. */
  delayedReleased(): void;
  log(message: string, error?: unknown): void;
}

export function buildTableContext(room: TableHost, opts: TableOptions, restored: RestoredTable | null): TableContext {
  const log = (message: string, error?: unknown) => room.log(message, error);
  const timers = new Timers(serverClockOf(room.cfg), (name, e) => log(`timer "${name}" failed:`, e));
  const module = gameModule(opts.game);
  const ctx: TableContext = {
    roomId: room.roomId,
    clients: room.clients,
    state: room.state,
    cfg: room.cfg,
    opts,
    // Kept with the table; a table from before caster keys were stored gets a new one, stored then (restoredTable.ts).
    casterKey: opts.casterView ? (restored?.table.casterKey ?? newSeatKey()) : null,
    casterAddresses: new Set(),
    module,
    seats: new Seats(opts.seatCount),
    seatViews: new SeatViews(opts.seatCount),
    session: restored?.session ?? new GameSession(module),
    timers,
    hostLoop: new HostLoop(
      {
        game: () => ctx.session.game,
        botControlled: (seat) => ctx.seats.botControlled(seat),
        // A bot seat's own level; a human's seat the bot covers: the table's takeover level.
        botLevel: (seat) => ctx.seats.botLevelOf(seat, ctx.opts.botLevel),
        commitBotMove: (seat, move) => commitBotMove(ctx, seat, move),
        turnExpired: (seat) => turnExpired(ctx, seat, (type, message) => room.broadcast(type, message)),
        report: log,
      },
      timers,
      {
        // Read at each bot move: a public table of bots only plays no faster than botsOnlyMinDelayMs.
        get botDelayMs() {
          return botDelayMs(ctx);
        },
        turnSeconds: opts.turnSeconds,
        module,
        // Normal and Hard think in the server's worker pool (bots/searchPool.ts), with the seat's view only.
        thinker: room.cfg.botThinker,
        thinkMarginMs: room.cfg.botThinkMarginMs,
      },
    ),
    writer: new TableWriter({
      store: room.cfg.store,
      game: module,
      tableId: room.roomId,
      log,
      now: () => timers.clock.now(),
      crashAfterWrite: room.cfg.faultCrashAfterWrite,
      watched: () => watchedAtEnd(ctx, room.clients.length),
    }),
    feed: new TableFeed(room.presence, {
      tableId: room.roomId,
      state: room.state,
      module,
      spectatorsAllowed: () => opts.spectatorsAllowed,
      publicView: () => (ctx.session.game !== null ? module.viewFor(ctx.session.game, 'spectator') : null),
      spectatorHistory: () => (ctx.session.game !== null ? ctx.session.history.wireFor('spectator', HISTORY_EVENT_CAP) : []),
      countChanged: () => room.afterChange(),
      now: () => timers.clock.now(),
      log,
    }),
    focus: new FocusRelay({
      module,
      game: () => ctx.session.game,
      playsInPerson: (seat) =>
        ctx.seats.records[seat]?.kind === 'human' && !!ctx.seats.records[seat]?.connected && !ctx.seats.botControlled(seat),
      clients: room.clients,
      publish: (msg) => ctx.feed.focus(msg),
      timers,
    }),
    delayed: null,
    afterChange: () => room.afterChange(),
    broadcastPatch: () => room.broadcastPatch(),
    log,
  };
  // A table whose takeovers search: the search threads load while it fills.
  if (opts.botLevel !== 'easy') room.cfg.botThinker?.warm?.();
  ctx.delayed = openDelayedBroadcast(room.presence, ctx, {
    later: clockTimeout(timers.clock), // not the room's clock, which ticks every ~16 ms: releases would come that much late
    released: () => room.delayedReleased(),
  });
  return ctx;
}

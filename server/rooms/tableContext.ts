/**
 * What the parts of one table share: the room's clients and Schema state, the settings, the seats,
 * each seat's StateView, the game and its timers. TableRoom builds it once in onCreate; the parts
 * (seating, commands, fan-out, host loop) each take it and do one job.
 */
import type { Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { Seat } from '../../shared/platform/seats.js';
import type { HostLoop } from '../../shared/host/hostLoop.js';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import type { Timers } from '../../shared/host/timers.js';
import type { ServerConfig } from '../config.js';
import type { GameSession } from '../game/gameSession.js';
import type { TableState } from '../schema/TableState.js';
import type { Seats } from '../seats/seats.js';
import type { TableWriter } from './persistence.js';
import type { TableFeed } from '../audience/tableFeed.js';
import type { FocusRelay } from './focusRelay.js';
import type { DelayedBroadcast } from '../delayed/delayedBroadcast.js';
import type { TableOptions } from '../../shared/protocol/tableOptions.js';

export interface TableContext {
  readonly roomId: string;
  /** The room's connected clients (the room's own array: always current). */
  readonly clients: readonly Client[];
  readonly state: TableState;
  readonly cfg: ServerConfig;
  readonly opts: TableOptions;
  /** The table's game (its module, from the registry by `opts.game`). */
  readonly module: AnyGameModule;
  /** The secret that opens the caster view (every hand, delayed): given to the host only; null without a caster view. */
  readonly casterKey: string | null;
  /** The network addresses its caster came from (the create call, every caster view opened): refused seats (casterTrust.ts). */
  readonly casterAddresses: Set<string>;
  readonly seats: Seats;
  readonly seatViews: SeatViews;
  readonly session: GameSession;
  readonly timers: Timers;
  readonly hostLoop: HostLoop;
  /** The table's writes to the store, in order (write-ahead for actions); a no-op with persistence off. */
  readonly writer: TableWriter;
  /** The table's audience rooms, through presence: the public feed, snapshots and their spectator counts. */
  readonly feed: TableFeed;
  /** The active player's public focus, throttled, to spectators and the feed. */
  readonly focus: FocusRelay;
  /** A delayed table's delay line (server/delayed/): its state as of now − delay; null without a delay. */
  delayed: DelayedBroadcast | null;
  /** After any change: seats, host seat, turn clock, bot scheduling, lobby listing. */
  afterChange(): void;
  /** Sends the Schema patch now (Room.broadcastPatch). */
  broadcastPatch(): void;
  /** Logs against this table. */
  log(message: string, error?: unknown): void;
}

/**
 * The table's status as seat changes see it: between the host's start and its write to the store the
 * status still reads 'lobby', but the game is dealt with these seats: 'starting'. Only in 'lobby' may
 * a seat be emptied (a bot removed, a player's consented leave freeing the seat); otherwise a game
 * could run with a seat nobody plays, and come back so after a restart.
 */
export function seatPhase(ctx: Pick<TableContext, 'state' | 'session'>): string {
  return ctx.state.status === 'lobby' && ctx.session.game ? 'starting' : ctx.state.status;
}

/** One StateView per seat: a seat's hidden cards are added to its own view only. */
export class SeatViews {
  private readonly views: StateView[];

  constructor(seatCount: number) {
    this.views = Array.from({ length: seatCount }, () => new StateView());
  }

  of(seat: Seat): StateView {
    return this.views[seat]!;
  }

  /** A new occupant gets a fresh view (nothing of the previous occupant's). */
  renew(seat: Seat): StateView {
    return (this.views[seat] = new StateView());
  }
}

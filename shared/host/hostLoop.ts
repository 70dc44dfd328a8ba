/**
 * The host loop of one game, shared by the server's table room and the offline practice game: after
 * every change it works out who must act; when a bot controls that seat it schedules the bot's move
 * (after `botDelayMs`, on the injected clock), and while a human plays it runs the optional turn
 * clock, whose expiry hands the seat to the bot. No Colyseus, no Node, no DOM: the host (room or
 * page) supplies the game, says which seats the bot controls, and commits what the bot played.
 */
import type { AnyGameModule, BotChoice } from '../platform/gameModule.js';
import type { Seat } from '../platform/seats.js';
import { Timers } from './timers.js';
import { TurnClock } from './turnClock.js';

const BOT_TIMER = 'bot';

/** A game's state as the host holds it: opaque, asked about through its module. */
type State = unknown;
/** A bot's move as the host commits it. */
export type BotMoveResult = BotChoice<State, unknown, unknown>;

/** One player's turn as the game's module names it: what the turn clock times and a timed-out turn names. */
export function turnKeyOf(module: AnyGameModule, g: State | null): string | null {
  return g === null ? null : module.turnKey(g);
}

/** The seat the game waits for now (the first, when it waits for several), or null once it is over. */
function activeSeat(module: AnyGameModule, g: State | null): Seat | null {
  if (g === null || module.outcome(g) !== null) return null;
  return module.activeSeats(g)[0] ?? null;
}

export interface HostDriver {
  /** The running game, null before the start. */
  game(): State | null;
  /** The bot plays this seat right now (a bot seat, or a human's seat handed over). */
  botControlled(seat: Seat): boolean;
  /** The bot played: take this engine state (already applied) as the game's next. */
  commitBotMove(seat: Seat, move: BotMoveResult): void;
  /** The human on `seat` let the turn clock run out: hand the seat to the bot, then call update(). */
  turnExpired(seat: Seat): void;
  /** Something went wrong that must not stop the table (logged by the host). */
  report(message: string, error?: unknown): void;
}

export interface HostLoopOptions {
  /** The game's module: whose turn it is, its turn key, its bots. */
  module: AnyGameModule;
  botDelayMs: number;
  /** Seconds a human has for a turn; 0 = no turn clock. */
  turnSeconds: number;
}

export class HostLoop {
  private botRng: number[] = [];
  private readonly turnClock: TurnClock;

  constructor(
    private readonly driver: HostDriver,
    readonly timers: Timers,
    private readonly opts: HostLoopOptions,
  ) {
    this.turnClock = new TurnClock(timers, opts.turnSeconds, () => this.onTurnClockExpired());
  }

  /** A game starts: every seat's bot is seeded from the game's seed, the same way on server and page. */
  seedBots(seed: number, seatCount: number): void {
    this.botRng = this.opts.module.botSeeds(seed, seatCount);
  }

  /** Call after every change. Returns the turn deadline (epoch ms, 0 = none) for the clients. */
  update(): number {
    const g = this.driver.game();
    const seat = activeSeat(this.opts.module, g);
    const running = seat !== null;
    const botTurn = running && this.driver.botControlled(seat);
    const turnKey = turnKeyOf(this.opts.module, g);
    const deadline = this.turnClock.update(turnKey, running && !botTurn);
    if (botTurn) {
      if (!this.timers.has(BOT_TIMER)) this.timers.set(BOT_TIMER, this.opts.botDelayMs, () => this.botTick());
    } else this.timers.clear(BOT_TIMER);
    return deadline;
  }

  /** Stops every timer (the table is closing). */
  stop(): void {
    this.turnClock.stop();
    this.timers.clear(BOT_TIMER);
  }

  private botTick(): void {
    const g = this.driver.game();
    const seat = activeSeat(this.opts.module, g);
    if (g === null || seat === null || !this.driver.botControlled(seat)) return;
    try {
      const move = this.opts.module.botMove(g, seat, this.botRng[seat] ?? 1);
      if (!move) {
        this.driver.report(`bot for seat ${seat} found no legal action at version ${this.opts.module.version(g)}`);
        return;
      }
      this.botRng[seat] = move.rng;
      this.driver.commitBotMove(seat, move);
    } catch (e) {
      this.driver.report('bot move failed:', e);
    }
  }

  private onTurnClockExpired(): void {
    const seat = activeSeat(this.opts.module, this.driver.game());
    if (seat !== null) this.driver.turnExpired(seat);
  }
}

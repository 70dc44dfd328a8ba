/**
 * The host loop of one game, shared by the server's table room and the offline practice game: after
 * every change it works out who must act; when a bot controls that seat it schedules the bot's move
 * (after `botDelayMs`, on the injected clock), and while a human plays it runs the optional turn
 * clock, whose expiry hands the seat to the bot. No Colyseus, no Node, no DOM: the host (room or
 * page) supplies the game, says which seats the bot controls, and commits what the bot played.
 */
import type { GameState } from '../index.js';
import type { Seat } from '../platform/seats.js';
import { botMove, botSeeds, type BotMoveResult } from './botMove.js';
import { Timers } from './timers.js';
import { TurnClock } from './turnClock.js';

const BOT_TIMER = 'bot';

/** One player's turn of one phase of one round: what the turn clock times and a timed-out turn names. */
export function turnKeyOf(g: GameState | null): string | null {
  return g && g.phase !== 'ended' ? `${g.round}:${g.phase}:${g.turnIndex}:${g.activeSeat}` : null;
}

export interface HostDriver {
  /** The running game, null before the start. */
  game(): GameState | null;
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
    this.botRng = botSeeds(seed, seatCount);
  }

  /** Call after every change. Returns the turn deadline (epoch ms, 0 = none) for the clients. */
  update(): number {
    const g = this.driver.game();
    const running = g !== null && g.phase !== 'ended';
    const botTurn = running && this.driver.botControlled(g.activeSeat);
    const turnKey = turnKeyOf(g);
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
    if (!g || g.phase === 'ended' || !this.driver.botControlled(g.activeSeat)) return;
    const seat = g.activeSeat;
    try {
      const move = botMove(g, seat, this.botRng[seat] ?? 1);
      if (!move) {
        this.driver.report(`bot for seat ${seat} found no legal action at version ${g.version}`);
        return;
      }
      this.botRng[seat] = move.rng;
      this.driver.commitBotMove(seat, move);
    } catch (e) {
      this.driver.report('bot move failed:', e);
    }
  }

  private onTurnClockExpired(): void {
    const g = this.driver.game();
    if (!g || g.phase === 'ended') return;
    this.driver.turnExpired(g.activeSeat);
  }
}

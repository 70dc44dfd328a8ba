/**
 * The host loop of one game, shared by the server's table room and the offline practice game: after
 * every change it works out who must act; when a bot controls that seat it schedules the bot's move
 * (after `botDelayMs`, on the injected clock), and while a human plays it runs the optional turn
 * clock, whose expiry hands the seat to the bot. No Colyseus, no Node, no DOM: the host (room or
 * page) supplies the game, says which seats the bot controls, and commits what the bot played.
 *
 * Bot levels (issue 42): Easy is the game's heuristic bot, played at once on this thread. A searching
 * level (Normal, Hard) asks the injected `thinker` (botThinker.ts) with the seat's view only, and waits
 * without blocking, up to the level's budget plus `thinkMarginMs` on the injected clock; past that, or
 * on no answer or a refused one, the heuristic bot plays. An answer that comes after the game moved on
 * (another version, the seat no longer the bot's) is dropped. Without a thinker every level plays Easy.
 */
import { SEARCH_BUDGET_MS, type BotLevel } from '../platform/botLevels.js';
import type { AnyGameModule, BotChoice } from '../platform/gameModule.js';
import type { Seat } from '../platform/seats.js';
import type { BotThinker } from './botThinker.js';
import { Timers } from './timers.js';
import { TurnClock } from './turnClock.js';

const BOT_TIMER = 'bot';
const THINK_TIMER = 'botThink';
/** Milliseconds past a level's search budget the host waits for its answer before the heuristic bot plays. */
export const DEFAULT_THINK_MARGIN_MS = 400;

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
  /** The level of the bot playing this seat now (a bot seat's own, or the table's takeover level); absent: Easy. */
  botLevel?(seat: Seat): BotLevel;
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
  /** Where searching levels think (a worker pool, a Web Worker); absent: every level plays Easy. */
  thinker?: BotThinker;
  /** How long past the level's budget the host waits for the thinker (default DEFAULT_THINK_MARGIN_MS). */
  thinkMarginMs?: number;
}

/** A question to the thinker whose answer the loop still waits for. */
interface Thinking {
  seat: Seat;
  version: number;
  abort: AbortController;
}

/** The next seed of a seat's search, from its bot generator's state (a 32-bit LCG step, never 0). */
function nextSearchSeed(rng: number): number {
  return (Math.imul(rng, 1664525) + 1013904223) >>> 0 || 1;
}

export class HostLoop {
  private botRng: number[] = [];
  private readonly turnClock: TurnClock;
  private thinking: Thinking | null = null;

  constructor(
    private readonly driver: HostDriver,
    readonly timers: Timers,
    private readonly opts: HostLoopOptions,
  ) {
    this.turnClock = new TurnClock(timers, opts.turnSeconds, () => this.onTurnClockExpired());
  }

  /** A game starts: every seat's bot is seeded from the game's seed, the same way on server and page (and the seats are counted). */
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
    const t = this.thinking;
    if (t && !(botTurn && t.seat === seat && t.version === this.opts.module.version(g))) this.stopThinking();
    if (botTurn) {
      if (!this.timers.has(BOT_TIMER) && !this.thinking) this.timers.set(BOT_TIMER, this.opts.botDelayMs, () => this.botTick());
    } else this.timers.clear(BOT_TIMER);
    return deadline;
  }

  /** Stops every timer (the table is closing); an answer still awaited is dropped. */
  stop(): void {
    this.turnClock.stop();
    this.timers.clear(BOT_TIMER);
    this.stopThinking();
  }

  /** A question to the thinker is awaited (tests, benches). */
  get isThinking(): boolean {
    return this.thinking !== null;
  }

  private botTick(): void {
    const g = this.driver.game();
    const seat = activeSeat(this.opts.module, g);
    if (g === null || seat === null || !this.driver.botControlled(seat)) return;
    const level = this.driver.botLevel?.(seat) ?? 'easy';
    const budgetMs = SEARCH_BUDGET_MS[level];
    if (this.opts.thinker && budgetMs > 0 && this.opts.module.determinize) this.askThinker(this.opts.thinker, g, seat, level, budgetMs);
    else this.playHeuristic(g, seat);
  }

  /** Asks the thinker with the seat's view; the heuristic bot plays if no usable answer comes by the deadline. */
  private askThinker(thinker: BotThinker, g: State, seat: Seat, level: BotLevel, budgetMs: number): void {
    const module = this.opts.module;
    const version = module.version(g);
    const seed = nextSearchSeed(this.botRng[seat] ?? 1);
    this.botRng[seat] = seed;
    const t: Thinking = { seat, version, abort: new AbortController() };
    this.thinking = t;
    this.timers.set(THINK_TIMER, budgetMs + (this.opts.thinkMarginMs ?? DEFAULT_THINK_MARGIN_MS), () => {
      if (this.thinking !== t) return;
      this.stopThinking();
      this.driver.report(`bot for seat ${seat} (${level}) gave no answer in time at version ${version}: heuristic move played`);
      this.playCurrent(t);
    });
    let answer: Promise<unknown>;
    try {
      const request = { game: module.id, seat, seats: this.botRng.length, view: module.viewFor(g, seat), level, budgetMs, seed };
      answer = thinker.think(request, t.abort.signal);
    } catch (e) {
      answer = Promise.reject(e);
    }
    answer.then(
      (action) => this.answered(t, action),
      (e: unknown) => {
        if (this.thinking !== t) return;
        this.stopThinking();
        this.driver.report(`bot for seat ${seat} (${level}) failed to think:`, e);
        this.playCurrent(t);
      },
    );
  }

  /** The thinker answered: played if the loop still waits for this very question and the engine accepts it. */
  private answered(t: Thinking, action: unknown): void {
    if (this.thinking !== t) return; // late: the deadline passed or the game moved on
    this.stopThinking();
    const g = this.driver.game();
    if (!this.stillTheBotsTurn(t, g)) return;
    if (action !== null && action !== undefined) {
      try {
        const r = this.opts.module.apply(g, t.seat, action);
        if (r.ok) {
          this.driver.commitBotMove(t.seat, { action, state: r.state, events: r.events, rng: this.botRng[t.seat] ?? 1 });
          return;
        }
        this.driver.report(`bot for seat ${t.seat} answered a refused action (${r.error.code}) at version ${t.version}`);
      } catch (e) {
        this.driver.report('bot answer failed:', e);
      }
    }
    this.playHeuristic(g, t.seat);
  }

  /** The heuristic bot plays the question's turn, if the game still waits for it. */
  private playCurrent(t: Thinking): void {
    const g = this.driver.game();
    if (this.stillTheBotsTurn(t, g)) this.playHeuristic(g, t.seat);
  }

  private stillTheBotsTurn(t: Thinking, g: State | null): g is State {
    return (
      g !== null &&
      this.opts.module.version(g) === t.version &&
      activeSeat(this.opts.module, g) === t.seat &&
      this.driver.botControlled(t.seat)
    );
  }

  private stopThinking(): void {
    const t = this.thinking;
    if (!t) return;
    this.thinking = null;
    this.timers.clear(THINK_TIMER);
    t.abort.abort();
  }

  private playHeuristic(g: State, seat: Seat): void {
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

/**
 * A bot that thinks somewhere else than the host's own thread (issue 42): the server's pool of worker
 * threads (server/bots/), a Web Worker in the browser's practice game. The host loop hands it what one
 * seat may know and waits for an action, never blocking: the answer arrives later, or not at all. The
 * host loop keeps the deadline itself (on its injected clock) and plays the game's heuristic bot
 * instead when no answer came in time; an answer for a game that moved on is dropped.
 *
 * The request carries the seat's view, never the state: the bot cannot cheat, whatever runs it.
 */
import type { BotLevel } from '../platform/botLevels.js';
import type { Seat } from '../platform/seats.js';

export interface BotThinkRequest {
  /** The game's module id (the thinker holds its own copy of the module: registry.gameModule). */
  game: string;
  /** The seat to move. */
  seat: Seat;
  /** The number of seats at the table. */
  seats: number;
  /** `module.viewFor(state, seat)`: everything the bot may know. */
  view: unknown;
  /** The level of the bot on that seat (never 'easy': the host plays Easy itself). */
  level: BotLevel;
  /** Milliseconds of thinking the level buys (SEARCH_BUDGET_MS[level]). */
  budgetMs: number;
  /** Seeds the search (a 32-bit whole number, from the seat's bot generator). */
  seed: number;
}

export interface BotThinker {
  /**
   * Think about `request`; resolve with the chosen action (the game's own action, checked by the host
   * with the engine before it is played), or null when there is none. A rejection counts as no answer.
   * `signal` aborts when the host no longer waits (deadline passed, game moved on, table closing): a
   * thinker may then drop a queued request or stop thinking; whatever it resolves later is ignored.
   */
  think(request: BotThinkRequest, signal: AbortSignal): Promise<unknown>;
  /** Optional: get ready now (start threads, load the games), because a searching bot will soon be asked. */
  warm?(): void;
}

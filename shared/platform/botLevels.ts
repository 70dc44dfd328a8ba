/**
 * The bot levels people choose (issue 42): in the lobby's "Add bot", for a table's takeovers of dropped
 * players, and at practice in the browser. Easy is the game's own heuristic bot (`GameModule.botMove`);
 * Normal and Hard are the search bot (shared/platform/search/ismcts.ts) at two budgets of one core's CPU
 * time per move. A game whose module cannot determinize a view offers Easy only (`levelsFor`).
 */
import type { AnyGameModule } from './gameModule.js';

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A table's level when nobody chose one: the heuristic bot (fast, and what tables played before levels). */
export const DEFAULT_BOT_LEVEL: BotLevel = 'easy';

/**
 * The search budget of each level, in milliseconds of one core's CPU time per move (0: no search). Hard's
 * move is to take at most 200 ms (issue 42, the median): the search stops at its first look at the clock
 * past the budget and then scores, backs up and picks, so at a budget of 200 its moves took 200.09 ms
 * (median; docs/BENCHMARKS.md). 199 leaves that tail inside the 200.
 */
export const SEARCH_BUDGET_MS: Readonly<Record<BotLevel, number>> = { easy: 0, normal: 60, hard: 199 };

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

/** The levels a game offers: all three where its module can determinize a seat's view, else Easy only. */
export function levelsFor(module: Pick<AnyGameModule, 'determinize'>): readonly BotLevel[] {
  return module.determinize ? BOT_LEVELS : ['easy'];
}

/**
 * The search worker's work (issue 42), apart from the worker so a unit test runs it in Node: the bot
 * seat's view to the move the search bot (shared/platform/search/ismcts.ts) chooses at its level's
 * budget, through the game's module from the registry. Never throws: a bad request or a failed search
 * is an answer saying so (the page then plays the heuristic move).
 */
import { SEARCH_BUDGET_MS } from '../../shared/platform/botLevels.js';
import { catalogEntry, type GameId } from '../../shared/platform/gameCatalog.js';
import { gameModule } from '../../shared/platform/registry.js';
import { searchMove } from '../../shared/platform/search/ismcts.js';
import type { SearchAnswer, SearchRequest } from './searchRequest.js';

/** As the bench measured the search at its best (docs/BENCHMARKS.md, bench:bots): playouts of 40 actions, 40 visits of prior on the heuristic's move. */
const PLAYOUT_STEPS = 40;
const PRIOR_VISITS = 40;

export function answerSearch(request: SearchRequest, now: () => number): SearchAnswer {
  const id = typeof request?.id === 'number' ? request.id : -1;
  try {
    const entry = catalogEntry(request.game);
    if (!entry) return { id, ok: false, message: `no game ${String(request.game)}` };
    if (!entry.botLevels.includes(request.level) || request.level === 'easy')
      return { id, ok: false, message: `${entry.id} has no search at level ${String(request.level)}` };
    // The level's budget, or less if asked (never more: a request cannot make the worker search for long).
    const budgetMs = Math.min(SEARCH_BUDGET_MS[request.level], Math.max(1, Number(request.budgetMs) || 0));
    const start = now();
    const result = searchMove(gameModule(entry.id as GameId), request.view, request.seat, {
      seats: request.seats,
      timeMs: budgetMs,
      now,
      seed: request.seed >>> 0,
      playoutSteps: PLAYOUT_STEPS,
      priorVisits: PRIOR_VISITS,
    });
    return { id, ok: true, action: result.action, iterations: result.iterations, ms: now() - start };
  } catch (e) {
    return { id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

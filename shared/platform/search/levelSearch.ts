/**
 * One search at a bot level, as a worker runs it (the server's worker threads, server/bots/searchWorker.ts,
 * and the page's Web Worker, client/platform/searchWorker.ts; apart from them so a unit test runs it on
 * one thread): a bot seat's view to the move the search bot (shared/platform/search/ismcts.ts) chooses at
 * its level, through the game's module from the registry. Its input is the view, never the state. Never
 * throws: a bad request or a failed search is an answer saying so (the host then plays the heuristic move).
 */
import { levelsFor, SEARCH_BUDGET_MS, type BotLevel } from '../botLevels.js';
import { GAME_IDS, type GameId } from '../gameCatalog.js';
import { gameModule } from '../registry.js';
import { searchMove } from './ismcts.js';

/**
 * As bench:bots measured the search at its best (docs/BENCHMARKS.md): playouts of 40 actions, 40 visits
 * of prior on the heuristic's move, and a paired root (every root action on each determinization, the
 * game bot's move kept unless another is better by a standard error) wherever the root has at most 8
 * legal actions.
 */
const PLAYOUT_STEPS = 40;
const PRIOR_VISITS = 40;
const PAIRED_ROOT = 8;

/** What the pool posts to a worker: a BotThinkRequest (shared/host/botThinker.ts) with the pool's job id. */
export interface SearchJob {
  id: number;
  game: string;
  seat: number;
  seats: number;
  view: unknown;
  level: BotLevel;
  budgetMs: number;
  seed: number;
}

export type SearchAnswer =
  { id: number; ok: true; action: unknown; iterations: number; ms: number } | { id: number; ok: false; message: string };

export function runSearchJob(job: SearchJob, now: () => number): SearchAnswer {
  const id = typeof job?.id === 'number' ? job.id : -1;
  try {
    if (!(GAME_IDS as readonly string[]).includes(job.game)) return { id, ok: false, message: `no game ${String(job.game)}` };
    const module = gameModule(job.game as GameId);
    if (job.level === 'easy' || !levelsFor(module).includes(job.level)) {
      return { id, ok: false, message: `${module.id} has no search at level ${String(job.level)}` };
    }
    // The level's budget, or less if asked (never more).
    const budgetMs = Math.min(SEARCH_BUDGET_MS[job.level], Math.max(1, Number(job.budgetMs) || 0));
    const start = now();
    const result = searchMove(module, job.view, job.seat, {
      seats: job.seats,
      timeMs: budgetMs,
      now,
      seed: job.seed >>> 0,
      playoutSteps: PLAYOUT_STEPS,
      priorVisits: PRIOR_VISITS,
      pairedRoot: PAIRED_ROOT,
    });
    return { id, ok: true, action: result.action, iterations: result.iterations, ms: now() - start };
  } catch (e) {
    return { id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

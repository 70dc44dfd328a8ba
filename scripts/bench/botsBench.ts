/**
 * npm run bench:bots [-- --games N --budgets 50,200 --playout-steps S --players 2 --prior V --c C --seed S --policy module|heuristic]
 * The search bot (shared/platform/search/ismcts.ts) against Emberforge's heuristic bot: whole games from
 * fixed seeds, the search bot's seat alternated game by game (the others heuristic), at each budget of
 * CPU milliseconds per move (the search's clock is this process's CPU time, so the budget means one
 * core's work whatever the machine's load). Prints the search bot's win rate (a shared win counts 1/k)
 * with its 95% confidence interval (Wilson), and its CPU ms per move (median, p99, moves with one legal
 * action are played without searching and not counted). Defaults: 40 games, budgets 50 and 200, playouts
 * of 40 actions, a prior of 40 visits on the heuristic bot's move (the best seen so far, docs/BENCHMARKS.md).
 * A script, not a test.
 */
import { searchMove } from '../../shared/platform/search/ismcts.js';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { PLAYER_COLORS } from '../../shared/games/emberforge/engine/constants.js';
import { applyAction } from '../../shared/games/emberforge/engine/applyAction.js';
import { legalActions } from '../../shared/games/emberforge/engine/legalActions.js';
import { createGame } from '../../shared/games/emberforge/engine/setup.js';
import { viewFor } from '../../shared/games/emberforge/engine/viewFor.js';
import type { Action } from '../../shared/games/emberforge/engine/actions.js';
import { gameSeed } from '../../shared/games/emberforge/sim/simulate.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { machineLine } from './benchStats.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const GAMES = Math.max(2, Number(arg('--games', '40')));
const BUDGETS = arg('--budgets', '50,200').split(',').map(Number);
const PLAYOUT_STEPS = Number(arg('--playout-steps', '40'));
const PLAYERS = Number(arg('--players', '2'));
const SEED = Number(arg('--seed', '42'));
const PRIOR = Number(arg('--prior', '40'));
const EXPLORATION = Number(arg('--c', '0.7'));
/** 'module': the game's own playout policy; 'heuristic': the heuristic bot on the acting seat's view of the determinized state. */
const POLICY = arg('--policy', 'module');
const game: typeof emberforge =
  POLICY === 'heuristic'
    ? {
        ...emberforge,
        playoutPolicy: (state, seat, rng) => heuristicBot(viewFor(state, seat), Math.floor(rng() * 0x100000000)).action,
      }
    : emberforge;

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}

/** Wilson score interval of a proportion (95%). */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

interface GameResult {
  score: number;
  moveMs: number[];
  iterations: number[];
}

function playOne(index: number, budgetMs: number): GameResult {
  const seed = gameSeed(SEED, index);
  const searchSeat = index % PLAYERS;
  const players = PLAYER_COLORS.slice(0, PLAYERS).map((color, i) => ({ name: `P${i}`, color }));
  let state = createGame({ players, seed });
  const rngs = players.map((_, i) => (seed ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0);
  const moveMs: number[] = [];
  const iterations: number[] = [];
  let moves = 0;
  while (!state.winner) {
    const seat = state.activeSeat;
    const view = viewFor(state, seat);
    let action: Action;
    if (seat === searchSeat) {
      const options = legalActions(view, seat);
      if (options.length === 1) action = options[0]!;
      else {
        const t0 = cpuMs();
        const r = searchMove(game, view, seat, {
          seats: PLAYERS,
          timeMs: budgetMs,
          now: cpuMs,
          seed: (seed ^ Math.imul(moves + 1, 0x9e3779b1)) >>> 0,
          playoutSteps: PLAYOUT_STEPS,
          priorVisits: PRIOR,
          exploration: EXPLORATION,
        });
        moveMs.push(cpuMs() - t0);
        iterations.push(r.iterations);
        action = r.action;
      }
    } else {
      const pick = heuristicBot(view, rngs[seat]!);
      rngs[seat] = pick.rng;
      action = pick.action;
    }
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} sent a refused action in game ${index}: ${r.error.message}`);
    state = r.state;
    if (++moves > 5000) throw new Error(`game ${index} did not end`);
  }
  const winners = state.winner.seats;
  return { score: winners.includes(searchSeat) ? 1 / winners.length : 0, moveMs, iterations };
}

function main(): void {
  console.log(`machine  ${machineLine()}`);
  console.log(
    `method   Emberforge ${PLAYERS} players: 1 search bot (IS-MCTS, c ${EXPLORATION}, playouts of ${PLAYOUT_STEPS} actions then the game's evaluation, ` +
      `prior of ${PRIOR} visits on the heuristic's move, playout policy ${POLICY}) ` +
      `against ${PLAYERS - 1} heuristic; ${GAMES} games per budget (seeds from ${SEED}), search seat = game index mod ${PLAYERS}; CPU time`,
  );
  console.log('budget ms | games | search wins | win rate (95% CI)      | CPU ms/move median | p99   | iterations/move median');
  for (const budget of BUDGETS) {
    let score = 0;
    const ms: number[] = [];
    const its: number[] = [];
    for (let g = 0; g < GAMES; g++) {
      const r = playOne(g, budget);
      score += r.score;
      ms.push(...r.moveMs);
      its.push(...r.iterations);
    }
    const [lo, hi] = wilson(score, GAMES);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      `${String(budget).padStart(9)} | ${String(GAMES).padStart(5)} | ${score.toFixed(1).padStart(11)} | ` +
        `${pct(score / GAMES).padStart(6)} (${pct(lo)}-${pct(hi)})`.padEnd(22) +
        ` | ${percentile(ms, 0.5).toFixed(0).padStart(18)} | ${percentile(ms, 0.99).toFixed(0).padStart(5)} | ${percentile(its, 0.5)}`,
    );
  }
}

main();

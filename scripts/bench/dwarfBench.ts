/**
 * npm run bench -- --game dwarf [--games N --runs R --players P]
 * Full random-bot DWARF games per second on one core (3 players by default; goal ≥ 3,000), each seat
 * deciding on its own view as the simulations play (sim/playGame.ts), and where a game's time goes:
 * viewFor, the random bot (legalActions on the view), applyAction. A script, not a test. These
 * machines are shared and noisy: every figure is the median of R runs with its spread, and the rate is
 * given in CPU time (process.cpuUsage) beside the wall clock.
 */
import { performance } from 'node:perf_hooks';
import { randomBot } from '../../shared/games/dwarf/bots/randomBot.js';
import { botSeeds } from '../../shared/games/dwarf/bots/botMove.js';
import { applyAction } from '../../shared/games/dwarf/engine/applyAction.js';
import { createGame } from '../../shared/games/dwarf/engine/setup.js';
import type { GameConfig } from '../../shared/games/dwarf/engine/state.js';
import { activeSeat } from '../../shared/games/dwarf/engine/turn.js';
import { viewFor } from '../../shared/games/dwarf/engine/viewFor.js';
import { playGame } from '../../shared/games/dwarf/sim/playGame.js';
import { cpuMicros, machineLine, median, spread } from './benchStats.js';

const GOAL = 3000;
function arg(name: string, fallback: number, min: number, max = Infinity): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Math.min(max, Math.max(min, Number(process.argv[i + 1]) || fallback)) : fallback;
}
const GAMES = arg('--games', 1000, 10);
const RUNS = arg('--runs', 7, 3);
const PLAYERS = arg('--players', 3, 1, 5);
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];
const bots = COLORS.slice(0, PLAYERS).map(() => randomBot);

/** Game g of run `run` (the seeds depend on run and g only, so every version of the engine plays the same games). */
function config(run: number, g: number): GameConfig {
  return {
    players: COLORS.slice(0, PLAYERS).map((color, i) => ({ name: `P${i + 1}`, color })),
    seed: (Math.imul(run * 100_003 + g + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0,
  };
}

interface Run {
  wallGps: number;
  cpuPerGame: number;
  actionsPerGame: number;
  rounds: number;
}

function timedRun(run: number): Run {
  let actions = 0;
  let rounds = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const p = playGame(config(run, g), bots, g + 1);
    actions += p.actions;
    rounds += p.final.round;
  }
  const wall = (performance.now() - t0) / 1000;
  return { wallGps: GAMES / wall, cpuPerGame: cpuMicros(c0) / GAMES, actionsPerGame: actions / GAMES, rounds: rounds / GAMES };
}

/** Where a random game's time goes (wall clock, µs per game): the seat's view, the bot on it, applyAction, setup. */
function breakdown(games: number): Record<'setup' | 'view' | 'bot' | 'apply', number> {
  const sum = { setup: 0, view: 0, bot: 0, apply: 0 };
  for (let g = 0; g < games; g++) {
    const t = performance.now();
    let s = createGame(config(50, g));
    sum.setup += performance.now() - t;
    const rngs = botSeeds(g + 1, PLAYERS);
    for (let seat = activeSeat(s); seat !== null; seat = activeSeat(s)) {
      const t0 = performance.now();
      const v = viewFor(s, seat);
      const t1 = performance.now();
      const pick = randomBot(v, rngs[seat]!);
      const t2 = performance.now();
      const r = applyAction(s, seat, pick.action);
      const t3 = performance.now();
      if (!r.ok) throw new Error(`random bot sent an illegal action: ${r.error.message}`);
      rngs[seat] = pick.rng;
      s = r.state;
      sum.view += t1 - t0;
      sum.bot += t2 - t1;
      sum.apply += t3 - t2;
    }
  }
  const per = (x: number) => (x * 1000) / games;
  return { setup: per(sum.setup), view: per(sum.view), bot: per(sum.bot), apply: per(sum.apply) };
}

export function main(): void {
  console.log(`machine  ${machineLine()}`);
  console.log(
    `method   ${RUNS} runs of ${GAMES} full ${PLAYERS}-player random-bot DWARF games (seat views; same seeds every time) after a warm-up run`,
  );
  timedRun(0);
  const runs: Run[] = [];
  for (let r = 1; r <= RUNS; r++) runs.push(timedRun(r));
  const cpuGps = runs.map((r) => 1e6 / r.cpuPerGame);
  const verdict = median(cpuGps) >= GOAL ? 'met' : 'MISSED';
  const goal = PLAYERS === 3 ? `   goal ≥ ${GOAL} (median): ${verdict}` : '';
  console.log(`games/s, CPU time (1 core)   ${spread(cpuGps)}${goal}`);
  console.log(`games/s, wall clock          ${spread(runs.map((r) => r.wallGps))}   (falls with the machine's load)`);
  console.log(`CPU µs per game              ${spread(runs.map((r) => r.cpuPerGame))}`);
  console.log(
    `per game                     ${median(runs.map((r) => r.actionsPerGame)).toFixed(0)} actions, ${median(runs.map((r) => r.rounds)).toFixed(1)} rounds`,
  );
  const b = breakdown(Math.min(GAMES, 300));
  const total = b.setup + b.view + b.bot + b.apply;
  const share = (x: number) => `${x.toFixed(0)} µs (${((100 * x) / total).toFixed(0)}%)`;
  console.log(
    `per game, wall: createGame ${share(b.setup)}, viewFor ${share(b.view)}, randomBot ${share(b.bot)}, applyAction ${share(b.apply)}`,
  );
}

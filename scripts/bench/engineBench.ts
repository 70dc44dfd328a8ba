/**
 * npm run bench [-- --games N --runs R --warmup W]   (DWARF: npm run bench -- --game dwarf, see dwarfBench.ts)
 * Full 4-player random games per second on one core (goal ≥ 5,000, issue 42), played two ways on the
 * same seeds, giving the same games (the bench checks their final states are equal):
 *  - as the search bot plays out (the goal's figure: "search lives on playouts"): the uniform random pick
 *    (randomLegalAction) on the state, applied in place on the playout's own copy (engine/playout.ts);
 *  - as a table of random bots plays: each seat's view (viewFor), the random bot on it, applyAction.
 * Each way runs in a child process of its own, after W warm-up games (default 1,000: the JIT needs about
 * that many here before its rate settles). Then the median microseconds of applyAction, legalActions and viewFor. A script, not a test. These
 * machines are shared and noisy, so every figure is the median of R runs with its spread, and next to
 * the wall-clock rate it gives the rate in CPU time (process.cpuUsage), which other processes barely move.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { randomBot } from '../../shared/games/emberforge/bots/randomBot.js';
import { PLAYER_COLORS } from '../../shared/games/emberforge/engine/constants.js';
import { applyAction } from '../../shared/games/emberforge/engine/applyAction.js';
import { legalActions } from '../../shared/games/emberforge/engine/legalActions.js';
import { applyInPlace, ownCopy } from '../../shared/games/emberforge/engine/playout.js';
import { randomLegalAction } from '../../shared/games/emberforge/engine/randomLegalAction.js';
import { createGame } from '../../shared/games/emberforge/engine/setup.js';
import type { GameState } from '../../shared/games/emberforge/engine/state.js';
import { viewFor } from '../../shared/games/emberforge/engine/viewFor.js';
import { fnvHasher, gameSeed, playGame } from '../../shared/games/emberforge/sim/simulate.js';
import { cpuMicros, machineLine, median, spread } from './benchStats.js';

const GOAL = 5000;
function arg(name: string, fallback: number, min: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Math.max(min, Number(process.argv[i + 1]) || fallback) : fallback;
}
const GAMES = arg('--games', 200, 10);
const RUNS = arg('--runs', 7, 3);
/** Games played before the timed runs, so that the JIT has settled (about 1,000 games here). */
const WARMUP = arg('--warmup', 1000, 0);
const bots = [randomBot, randomBot, randomBot, randomBot];

interface Run {
  wallGps: number;
  cpuPerGame: number;
  actionsPerGame: number;
  /** A digest of the final states (both ways must give the same games). */
  digest: string;
}

type Way = 'playout' | 'table';

/** One random game played out as the search does: a copy of its own, the uniform pick on the state, in place. */
function playoutGame(seed: number): { state: GameState; actions: number } {
  const state = ownCopy(newGame(seed));
  const rngs = [1, 2, 3, 4].map((i) => (seed ^ Math.imul(i, 0x85ebca6b)) >>> 0);
  let actions = 0;
  while (!state.winner) {
    const seat = state.activeSeat;
    const chosen = randomLegalAction(state, seat, rngs[seat]!);
    if (!chosen) throw new Error(`seat ${seat} has no legal action in game ${seed}`);
    rngs[seat] = chosen.rng;
    applyInPlace(state, seat, chosen.action);
    actions++;
  }
  return { state, actions };
}

/** One timed run of GAMES games (the seeds depend on `run` only, so every version plays the same games). */
function timedRun(run: number, way: Way): Run {
  let actions = 0;
  const finals: GameState[] = [];
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const r = way === 'playout' ? playoutGame(gameSeed(run, g)) : playGame(gameSeed(run, g), bots);
    actions += r.actions;
    if (g < 20) finals.push(r.state);
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuMicros(c0);
  const hasher = fnvHasher();
  for (const f of finals) hasher.update(JSON.stringify(f));
  return { wallGps: GAMES / wall, cpuPerGame: cpu / GAMES, actionsPerGame: actions / GAMES, digest: hasher.digest() };
}

/** The players of playGame's games (simulate.ts), so that both ways play the very same games. */
const FOUR = PLAYER_COLORS.slice(0, 4).map((color, i) => ({ name: `Bot ${i + 1}`, color }));

function newGame(seed: number): GameState {
  return createGame({ players: FOUR, seed });
}

/** Where a random-bot game spends its time: the seat's view, the bot (legalActions on that view), applyAction. */
function breakdown(games: number): { view: number; bot: number; apply: number } {
  const sum = { view: 0, bot: 0, apply: 0 };
  for (let g = 0; g < games; g++) {
    const seed = gameSeed(50, g);
    let state = newGame(seed);
    const rngs = [1, 2, 3, 4].map((i) => (seed ^ Math.imul(i, 0x85ebca6b)) >>> 0);
    while (!state.winner) {
      const seat = state.activeSeat;
      const t0 = performance.now();
      const v = viewFor(state, seat);
      const t1 = performance.now();
      const chosen = randomBot(v, rngs[seat]!);
      const t2 = performance.now();
      const r = applyAction(state, seat, chosen.action);
      const t3 = performance.now();
      if (!r.ok) throw new Error(`random bot sent an illegal action: ${r.error.message}`);
      rngs[seat] = chosen.rng;
      state = r.state;
      sum.view += t1 - t0;
      sum.bot += t2 - t1;
      sum.apply += t3 - t2;
    }
  }
  return { view: (sum.view * 1000) / games, bot: (sum.bot * 1000) / games, apply: (sum.apply * 1000) / games };
}
/** Where a game played out in place spends its time: making and copying the game, the pick, applyInPlace. */
function breakdownPlayout(games: number): { create: number; pick: number; apply: number } {
  const sum = { create: 0, pick: 0, apply: 0 };
  for (let g = 0; g < games; g++) {
    const seed = gameSeed(50, g);
    const t0 = performance.now();
    const state = ownCopy(newGame(seed));
    sum.create += performance.now() - t0;
    const rngs = [1, 2, 3, 4].map((i) => (seed ^ Math.imul(i, 0x85ebca6b)) >>> 0);
    while (!state.winner) {
      const seat = state.activeSeat;
      const t1 = performance.now();
      const chosen = randomLegalAction(state, seat, rngs[seat]!)!;
      const t2 = performance.now();
      applyInPlace(state, seat, chosen.action);
      const t3 = performance.now();
      rngs[seat] = chosen.rng;
      sum.pick += t2 - t1;
      sum.apply += t3 - t2;
    }
  }
  return { create: (sum.create * 1000) / games, pick: (sum.pick * 1000) / games, apply: (sum.apply * 1000) / games };
}

type Kind = 'apply' | 'legalState' | 'legalView' | 'view';
type Phase = 'placement' | 'activation';
type Samples = Record<Phase, Record<Kind, number[]>>;

/** Times single calls along random games (each call repeated to beat the timer's resolution). */
function perCall(games: number, offset: number): Samples {
  const empty = () => ({ apply: [], legalState: [], legalView: [], view: [] }) as Record<Kind, number[]>;
  const out: Samples = { placement: empty(), activation: empty() };
  const REPEAT = 20;
  const time = (f: () => unknown): number => {
    const t = performance.now();
    for (let i = 0; i < REPEAT; i++) f();
    return ((performance.now() - t) * 1000) / REPEAT;
  };
  for (let g = 0; g < games; g++) {
    const seed = gameSeed(offset, g);
    let state = newGame(seed);
    let rng = seed;
    while (!state.winner) {
      const seat = state.activeSeat;
      const s = out[state.phase === 'placement' ? 'placement' : 'activation'];
      const v = viewFor(state, seat);
      const chosen = randomBot(v, rng);
      rng = chosen.rng;
      const st = state;
      s.view.push(time(() => viewFor(st, seat)));
      s.legalState.push(time(() => legalActions(st, seat)));
      s.legalView.push(time(() => legalActions(v, seat)));
      s.apply.push(time(() => applyAction(st, seat, chosen.action)));
      const r = applyAction(state, seat, chosen.action);
      if (!r.ok) throw new Error(`random bot sent an illegal action: ${r.error.message}`);
      state = r.state;
    }
  }
  return out;
}

/** The child's part (`--way W`): warm up, time RUNS runs of one way, print them as one JSON line. */
function measureWay(way: Way): void {
  for (let w = 0; w < WARMUP; w += GAMES) timedRun(0, way);
  const runs: Run[] = [];
  for (let r = 1; r <= RUNS; r++) runs.push(timedRun(r, way));
  console.log(JSON.stringify(runs));
}

/** One way measured in a process of its own (so that neither way's type feedback slows the other). */
function runWay(way: Way): Run[] {
  const args = [
    ...process.execArgv,
    fileURLToPath(import.meta.url),
    '--way',
    way,
    '--games',
    `${GAMES}`,
    '--runs',
    `${RUNS}`,
    '--warmup',
    `${WARMUP}`,
  ];
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (child.status !== 0) throw new Error(`the ${way} run failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Run[];
}

function main(): void {
  console.log(`machine  ${machineLine()}`);
  console.log(
    `method   each way in a process of its own: ${WARMUP} warm-up games, then ${RUNS} runs of ${GAMES} full 4-player random games (the same seeds every time)`,
  );
  const runs: Record<Way, Run[]> = { playout: runWay('playout'), table: runWay('table') };
  const same = runs.playout.every((p, i) => p.digest === runs.table[i]!.digest);
  console.log(`the same games both ways (final states of each run's first 20): ${same ? 'yes' : 'NO'}`);
  for (const way of ['playout', 'table'] as const) {
    const cpuGps = runs[way].map((r) => 1e6 / r.cpuPerGame);
    const label = way === 'playout' ? 'played out (pick on the state, in place)' : 'at a table (viewFor, randomBot, applyAction)';
    const verdict = way === 'playout' ? `   goal ≥ ${GOAL} (median): ${median(cpuGps) >= GOAL ? 'met' : 'MISSED'}` : '';
    console.log(`${label}`);
    console.log(`  games/s, CPU time (1 core)   ${spread(cpuGps)}${verdict}`);
    console.log(`  games/s, wall clock          ${spread(runs[way].map((r) => r.wallGps))}   (falls with the machine's load)`);
    console.log(`  CPU µs per game              ${spread(runs[way].map((r) => r.cpuPerGame))}`);
  }
  console.log(`per game                     ${median(runs.table.map((r) => r.actionsPerGame)).toFixed(0)} actions`);

  // The split and the per-call figures are measured here, warmed up as the children were.
  for (let w = 0; w < WARMUP; w += GAMES) timedRun(0, 'table');
  const b = breakdown(Math.min(GAMES, 100));
  const total = b.view + b.bot + b.apply;
  const share = (x: number) => `${x.toFixed(0)} µs (${((100 * x) / total).toFixed(0)}%)`;
  console.log(`per game at a table, wall: viewFor ${share(b.view)}, randomBot ${share(b.bot)}, applyAction ${share(b.apply)}`);
  for (let w = 0; w < WARMUP; w += GAMES) timedRun(0, 'playout');
  const p = breakdownPlayout(Math.min(GAMES, 100));
  const ptotal = p.create + p.pick + p.apply;
  const pshare = (x: number) => `${x.toFixed(0)} µs (${((100 * x) / ptotal).toFixed(0)}%)`;
  console.log(
    `per game played out, wall: createGame + ownCopy ${pshare(p.create)}, the pick ${pshare(p.pick)}, applyInPlace ${pshare(p.apply)}`,
  );

  const reps = [perCall(10, 101), perCall(10, 102), perCall(10, 103)];
  const row = (label: string, k: Kind) => {
    const all = reps.map((s) => median(s.placement[k].concat(s.activation[k])));
    const pl = median(reps.map((s) => median(s.placement[k])));
    const ac = median(reps.map((s) => median(s.activation[k])));
    console.log(`${label.padEnd(22)} median ${spread(all, 2)} µs; placement ${pl.toFixed(2)}, activation ${ac.toFixed(2)}`);
  };
  row('applyAction', 'apply');
  row('legalActions (state)', 'legalState');
  row('legalActions (view)', 'legalView');
  row('viewFor', 'view');
}

const gameFlag = process.argv.indexOf('--game');
const game = gameFlag > 0 ? process.argv[gameFlag + 1] : 'emberforge';
const wayFlag = process.argv.indexOf('--way');
if (wayFlag > 0) {
  const way = process.argv[wayFlag + 1];
  if (way !== 'playout' && way !== 'table') throw new Error(`--way must be playout or table, got ${way ?? 'nothing'}`);
  measureWay(way);
} else if (game === 'dwarf') (await import('./dwarfBench.js')).main();
else if (game === 'emberforge') main();
else throw new Error(`--game must be emberforge or dwarf, got ${game ?? 'nothing'}`);

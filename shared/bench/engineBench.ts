/**
 * npm run bench [-- --games N]
 * Prints the machine's core count, full 4-player random-bot games per second on one core (goal
 * ≥ 1,000), and the median microseconds of applyAction, legalActions and viewFor.
 * A script, not a test: these machines are noisy, so it runs 3 timed rounds and quotes the median.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomBot } from '../bots/randomBot.js';
import { applyAction, legalActions, viewFor } from '../index.js';
import { gameSeed, playGame } from '../sim/simulate.js';
import type { GameState } from '../index.js';
import { createGame } from '../index.js';
import { PLAYER_COLORS } from '../engine/constants.js';

const GOAL = 1000;
const argIdx = process.argv.indexOf('--games');
const GAMES = argIdx > 0 ? Math.max(10, Number(process.argv[argIdx + 1]) || 300) : 300;
const bots = [randomBot, randomBot, randomBot, randomBot];

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function gamesPerSecond(offset: number): { gps: number; actionsPerGame: number; roundsPerGame: number } {
  let actions = 0;
  let rounds = 0;
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const r = playGame(gameSeed(offset, g), bots);
    actions += r.actions;
    rounds += r.state.round;
  }
  const seconds = (performance.now() - t0) / 1000;
  return { gps: GAMES / seconds, actionsPerGame: actions / GAMES, roundsPerGame: rounds / GAMES };
}

/** Times single calls along random games (repeating each call to beat the timer's resolution). */
interface Samples {
  apply: number[];
  legal: number[];
  view: number[];
}

function perCall(games: number): Record<'placement' | 'activation', Samples> {
  const out = { placement: { apply: [], legal: [], view: [] } as Samples, activation: { apply: [], legal: [], view: [] } as Samples };
  const REPEAT = 20;
  for (let g = 0; g < games; g++) {
    const seed = gameSeed(99, g);
    let state: GameState = createGame({
      players: PLAYER_COLORS.map((color, i) => ({ name: `P${i}`, color })),
      seed,
    });
    let rng = seed;
    while (!state.winner) {
      const seat = state.activeSeat;
      const { apply, legal, view } = out[state.phase === 'placement' ? 'placement' : 'activation'];
      let t = performance.now();
      let v = viewFor(state, seat);
      for (let i = 1; i < REPEAT; i++) v = viewFor(state, seat);
      view.push(((performance.now() - t) * 1000) / REPEAT);
      t = performance.now();
      for (let i = 0; i < REPEAT; i++) legalActions(state, seat);
      legal.push(((performance.now() - t) * 1000) / REPEAT);
      const chosen = randomBot(v, rng);
      rng = chosen.rng;
      t = performance.now();
      let r = applyAction(state, seat, chosen.action);
      for (let i = 1; i < REPEAT; i++) r = applyAction(state, seat, chosen.action);
      apply.push(((performance.now() - t) * 1000) / REPEAT);
      if (!r.ok) throw new Error(`random bot sent an illegal action: ${r.error.message}`);
      state = r.state;
    }
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function main(): void {
  console.log(`cores (os.availableParallelism)   ${availableParallelism()}`);
  gamesPerSecond(7); // warm-up (JIT)
  const runs = [gamesPerSecond(1), gamesPerSecond(2), gamesPerSecond(3)];
  const gps = median(runs.map((r) => r.gps));
  const r0 = runs[0]!;
  console.log(
    `4-player random-bot games/s (1 core) ${gps.toFixed(0)}  (median of 3 runs of ${GAMES}; goal ≥ ${GOAL}: ${gps >= GOAL ? 'met' : 'MISSED'})`,
  );
  console.log(`  per game: ${r0.actionsPerGame.toFixed(0)} actions, ${r0.roundsPerGame.toFixed(1)} rounds`);
  const calls = perCall(20);
  const all = (k: keyof Samples) => calls.placement[k].concat(calls.activation[k]);
  const row = (label: string, k: keyof Samples) =>
    console.log(
      `${label.padEnd(22)} median ${median(all(k)).toFixed(2).padStart(7)} µs  ` +
        `(placement ${median(calls.placement[k]).toFixed(2)}, activation ${median(calls.activation[k]).toFixed(2)}, ` +
        `mean ${mean(all(k)).toFixed(2)})`,
    );
  row('applyAction', 'apply');
  row('legalActions (state)', 'legal');
  row('viewFor', 'view');
}

main();

/**
 * npm run bench:bots [-- --game emberforge|dwarf --players 1-5 --automa LEVEL[,LEVEL] --games N --from I --to J
 *   --budgets 50,200 --playout-steps S --prior V --paired N --paired-z Z --c C --seed S --policy module|heuristic|none
 *   --out FILE]
 * npm run bench:bots -- --merge FILE [FILE...]
 *
 * The search bot (shared/platform/search/ismcts.ts) in one seat against the game's own heuristic bot in
 * every other (its `botOnView`, from its seat's view alone), or alone at a DWARF solo table against the
 * automa the engine plays (`--players 1`, each level of `--automa`, default all three). Whole games from
 * fixed seeds (`gameSeed(seed, index)`), the search bot's seat = game index mod players, at each budget of
 * CPU milliseconds per move (the search's clock is this process's CPU time, so the budget means one core's
 * work whatever the machine's load). Prints the search bot's win rate (a shared win counts 1/k) with its
 * 95% confidence interval (Wilson), and its CPU ms per move (median, p99; moves with one legal action are
 * played without searching and not counted).
 *
 * Sharding: `--from I --to J` plays game indices I..J-1 (default 0..games). `--out FILE` appends one JSON
 * line per finished game, so a run stopped early keeps what it played; `--merge` prints the table of
 * several such files (two shards run in parallel, say). Defaults: Emberforge, 2 players, 40 games,
 * budgets 50 and 200, playouts of 40 actions, a prior of 40 visits on the heuristic bot's move, a paired
 * root at roots of at most 8 legal actions with z 1 (`--paired 0`: off), c 0.7: the levels' settings
 * (shared/platform/search/levelSearch.ts).
 * A script, not a test.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { searchMove } from '../../shared/platform/search/ismcts.js';
import type { AnyGameModule } from '../../shared/platform/gameModule.js';
import { PLAYER_COLORS } from '../../shared/platform/seats.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { heuristicBot } from '../../shared/games/emberforge/bots/heuristicBot.js';
import { viewFor as emberforgeViewFor } from '../../shared/games/emberforge/engine/viewFor.js';
import { dwarf } from '../../shared/games/dwarf/module.js';
import { AUTOMA_LEVELS } from '../../shared/games/dwarf/engine/constants.js';
import { gameSeed } from '../../shared/games/emberforge/sim/simulate.js';
import { machineLine } from './benchStats.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

/** One finished game, as `--out` writes it and `--merge` reads it. */
interface GameRecord {
  game: string;
  players: number;
  /** DWARF solo: the automa's level; else null. */
  automa: string | null;
  budget: number;
  index: number;
  seed: number;
  searchSeat: number;
  score: number;
  moveMs: number[];
  iterations: number[];
  config: string;
}

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

function moduleFor(id: string, policy: string): AnyGameModule {
  if (id === 'dwarf') return dwarf as AnyGameModule;
  if (id !== 'emberforge') throw new Error(`unknown game ${id} (emberforge or dwarf)`);
  if (policy !== 'heuristic') return emberforge as AnyGameModule;
  // The heuristic bot as Emberforge's playout policy, on the acting seat's view of the determinized state
  // (the module's own policy since issue 42's 2-player pass: kept so that older rows can be rerun).
  return {
    ...emberforge,
    playoutPolicy: (state: Parameters<typeof emberforgeViewFor>[0], seat: number, rng: () => number) =>
      heuristicBot(emberforgeViewFor(state, seat), Math.floor(rng() * 0x100000000)).action,
  } as AnyGameModule;
}

interface RunSettings {
  module: AnyGameModule;
  players: number;
  automa: string | null;
  budget: number;
  seed: number;
  playoutSteps: number;
  prior: number;
  exploration: number;
  useModuleHeuristics: boolean;
  pairedRoot: number;
  pairedZ: number;
}

function playOne(index: number, s: RunSettings): Omit<GameRecord, 'config'> {
  const { module, players: seats } = s;
  const seed = gameSeed(s.seed, index);
  const searchSeat = index % seats;
  const players = PLAYER_COLORS.slice(0, seats).map((color, i) => ({ name: `P${i}`, color }));
  const options = module.optionsSchema.parse(s.automa ? { automa: s.automa } : {});
  let state: unknown = module.create(module.configFor(players, seed, options));
  const rngs = players.map((_, i) => (seed ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0);
  const moveMs: number[] = [];
  const iterations: number[] = [];
  let moves = 0;
  while (!module.outcome(state)) {
    const seat = module.activeSeats(state)[0]!;
    const view: unknown = module.viewFor(state, seat);
    let action: unknown;
    if (seat === searchSeat) {
      const legal = module.legalActions(state, seat) as unknown[];
      if (legal.length === 1) action = legal[0];
      else {
        const t0 = cpuMs();
        const r = searchMove(module, view, seat, {
          seats,
          timeMs: s.budget,
          now: cpuMs,
          seed: (seed ^ Math.imul(moves + 1, 0x9e3779b1)) >>> 0,
          playoutSteps: s.playoutSteps,
          priorVisits: s.prior,
          exploration: s.exploration,
          useModuleHeuristics: s.useModuleHeuristics,
          pairedRoot: s.pairedRoot,
          pairedZ: s.pairedZ,
        });
        moveMs.push(cpuMs() - t0);
        iterations.push(r.iterations);
        action = r.action;
      }
    } else {
      const pick = module.botOnView(view, seat, rngs[seat]!);
      if (!pick) throw new Error(`the heuristic bot found no move for seat ${seat} in game ${index}`);
      rngs[seat] = pick.rng;
      action = pick.action;
    }
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} sent a refused action in game ${index}: ${r.error.message}`);
    state = r.state;
    if (++moves > 5000) throw new Error(`game ${index} did not end`);
  }
  const outcome = module.outcome(state)!;
  const won = outcome.kind === 'cooperative' ? outcome.won : outcome.seats.includes(searchSeat);
  const k = outcome.kind === 'winners' ? outcome.seats.length : 1;
  return {
    game: module.id,
    players: seats,
    automa: s.automa,
    budget: s.budget,
    index,
    seed: s.seed,
    searchSeat,
    score: won ? 1 / k : 0,
    moveMs,
    iterations,
  };
}

function printTable(records: GameRecord[]): void {
  const groups = new Map<string, GameRecord[]>();
  for (const r of records) {
    const key = `${r.game} | ${r.players}p${r.automa ? ` vs ${r.automa}` : ''} | ${r.config} | ${r.budget}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  console.log(
    'game | players | search settings | budget ms | games | search wins | win rate (95% CI) | CPU ms/move median | p99 | iterations/move median',
  );
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  for (const [key, list] of groups) {
    const indices = new Set(list.map((r) => `${r.seed}:${r.index}`));
    if (indices.size !== list.length) console.log(`(warning: ${list.length - indices.size} games of ${key} appear twice)`);
    const n = list.length;
    const score = list.reduce((a, r) => a + r.score, 0);
    const ms = list.flatMap((r) => r.moveMs);
    const its = list.flatMap((r) => r.iterations);
    const [lo, hi] = wilson(score, n);
    console.log(
      `${key} | ${n} | ${score.toFixed(1)} | ${pct(score / n)} (${pct(lo)}-${pct(hi)}) | ` +
        `${percentile(ms, 0.5).toFixed(0)} | ${percentile(ms, 0.99).toFixed(0)} | ${percentile(its, 0.5)}`,
    );
  }
}

function commitLine(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execSync('git status --porcelain -- shared scripts/bench', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${head}${dirty ? ' (with uncommitted changes under shared/ or scripts/bench/)' : ''}`;
  } catch {
    return 'unknown (no git here)';
  }
}

function main(): void {
  const mergeAt = process.argv.indexOf('--merge');
  if (mergeAt > 0) {
    const files = process.argv.slice(mergeAt + 1).filter((f) => !f.startsWith('--'));
    const records = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as GameRecord),
    );
    console.log(`merged ${records.length} games from ${files.join(', ')}`);
    printTable(records);
    return;
  }
  const gameId = arg('--game', 'emberforge');
  const policy = arg('--policy', 'module');
  const module = moduleFor(gameId, policy);
  const players = Number(arg('--players', '2'));
  if (!(players >= module.minSeats && players <= module.maxSeats)) throw new Error(`${gameId} seats ${module.minSeats}-${module.maxSeats}`);
  const games = Math.max(1, Number(arg('--games', '40')));
  const from = Number(arg('--from', '0'));
  const to = Number(arg('--to', String(games)));
  const budgets = arg('--budgets', '50,200').split(',').map(Number);
  const automas = gameId === 'dwarf' && players === 1 ? arg('--automa', AUTOMA_LEVELS.join(',')).split(',') : [null];
  const out = arg('--out', '');
  const base = {
    module,
    players,
    seed: Number(arg('--seed', '42')),
    playoutSteps: Number(arg('--playout-steps', '40')),
    prior: Number(arg('--prior', '40')),
    exploration: Number(arg('--c', '0.7')),
    useModuleHeuristics: policy !== 'none',
    pairedRoot: Number(arg('--paired', '8')),
    pairedZ: Number(arg('--paired-z', '1')),
  };
  const paired = base.pairedRoot > 0 ? `, paired root <= ${base.pairedRoot} z ${base.pairedZ}` : '';
  const config = `c ${base.exploration}, playouts ${base.playoutSteps}, prior ${base.prior}, policy ${policy}${paired}`;
  console.log(`machine  ${machineLine()}`);
  console.log(`code     ${commitLine()}`);
  console.log(
    `method   ${gameId} ${players} player(s): 1 search bot (IS-MCTS, ${config}; playouts then the game's evaluation) against ` +
      (players === 1 ? `the automa (${automas.join(', ')})` : `${players - 1} heuristic bot(s)`) +
      `; games ${from}..${to - 1} per budget (seeds from ${base.seed}), search seat = game index mod ${players}; CPU time`,
  );
  const records: GameRecord[] = [];
  // Game by game across the automa levels, so that a run stopped early has played every level alike.
  for (const budget of budgets) {
    for (let g = from; g < to; g++) {
      for (const automa of automas) {
        const record: GameRecord = { ...playOne(g, { ...base, automa, budget }), config };
        records.push(record);
        if (out) appendFileSync(out, JSON.stringify(record) + '\n');
      }
    }
  }
  printTable(records);
}

main();

/**
 * Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012, "SO-ISMCTS"), for any
 * game module (issue 42). Its only input about the game is the searching seat's view: every iteration
 * asks the module for a determinization (a whole state consistent with that view, its hidden part
 * sampled), then walks one tree shared by all determinizations, whose edges are actions (keyed by their
 * JSON). At a node, only the children legal in this iteration's determinization compete, and each
 * child's UCB term counts the iterations in which it was available (the subset-armed bandit of the
 * paper), since a seat's own future hand differs between determinizations. Expansion adds one untried
 * legal action (among the module's `searchActions` where it bounds them); a playout follows the
 * module's playout policy (or random legal actions) through the real engine up to a step limit, where
 * the module's evaluation (or an even split) scores the seats; a game that offers `ownCopy` and
 * `applyInPlace` has its playouts run in place on a copy of their own.
 * Rewards are per seat: a win 1 (shared by k winners: 1/k each), a loss 0; a cooperative game's result
 * is everybody's. Each edge keeps the reward of the seat that chose it.
 *
 * Compared with OpenSpiel's algorithms/is_mcts (read for this): nodes there are keyed by the acting
 * player's information state and UCB uses the node's total visits after filtering illegal children;
 * here nodes follow the public action sequence from the root (one observer, as in the paper) and UCB
 * uses availability counts. Deterministic for a seed and an iteration budget; a time budget reads the
 * injected clock (no clock of its own: shared code takes time from its caller).
 *
 * Paired root (`pairedRoot`, issue 42): the value of a root action is one playout's reward, whose spread
 * over determinizations (the opponents' hands, the deck order) dwarfs the differences between the
 * actions, so with a few hundred iterations the most visited action was mostly luck. At a root with few
 * legal actions each determinization plays every one of them, each then on the same stream of random
 * numbers (common random numbers), and the differences are measured pair by pair; the search keeps the
 * game bot's move unless another beats it by more than `pairedZ` standard errors of that difference.
 */
import type { AnyGameModule, GameModule, SeatIndex } from '../gameModule.js';
import { searchRandom } from './searchRandom.js';

/** A playout looks at the clock every this many steps (a time budget's search only). */
const PLAYOUT_CHECK = 8;

export interface SearchOptions {
  /** The number of seats at the table (the length of the reward vectors). */
  seats: number;
  /**
   * Stop after this many iterations (playouts), checked between determinizations: at a paired root one
   * determinization is one playout per root action, so a search may pass it by that many.
   */
  iterations?: number;
  /**
   * Stop once this many milliseconds of `now` have passed: checked between determinizations, between the
   * root actions of a paired root, and every PLAYOUT_CHECK steps of a playout (one past the deadline is
   * scored where it stands, by `evaluate`), so that no playout, however long its game, holds a move past
   * its budget by more than a few steps.
   */
  timeMs?: number;
  /** The clock for `timeMs` (milliseconds); required with it. */
  now?: () => number;
  /** Seeds the determinizations, tie-breaks and playouts (a 32-bit whole number). */
  seed: number;
  /** UCB's exploration constant (default 0.7). */
  exploration?: number;
  /** Actions a playout plays before it is scored by `evaluate` (default 200). */
  playoutSteps?: number;
  /** Use the module's playout policy and evaluation when it has them (default true). */
  useModuleHeuristics?: boolean;
  /**
   * Virtual visits given at the root to the move the game's own bot (`botOnView`) would make, as a
   * prior worth `priorVisits` iterations at `priorReward` (default 0: no prior).
   */
  priorVisits?: number;
  /** The mean reward of those virtual visits (default 0.6). */
  priorReward?: number;
  /**
   * At a root with at most this many legal actions, each determinization plays every root action with
   * the same random numbers after it, and the move is the game bot's (`botOnView`) unless another beats
   * it by more than `pairedZ` standard errors of the paired difference (default 0: off).
   */
  pairedRoot?: number;
  /** See `pairedRoot` (default 1). */
  pairedZ?: number;
}

export interface SearchResult<Action> {
  action: Action;
  iterations: number;
  /** The root's children: action key, visits and mean reward of the searching seat. */
  stats: { key: string; visits: number; mean: number }[];
}

interface Edge {
  action: unknown;
  key: string;
  visits: number;
  /** Sum of the rewards of the seat that took this action. */
  reward: number;
  /** Iterations in which this action was legal when its node was reached. */
  available: number;
  child: TreeNode | null;
}

interface TreeNode {
  edges: Map<string, Edge>;
}

const MAX_TREE_DEPTH = 400;

/** The rewards of a finished game per seat, or null while it runs. */
function terminalRewards(module: AnyGameModule, state: unknown, seats: number): number[] | null {
  const outcome = module.outcome(state);
  if (!outcome) return null;
  const out = new Array<number>(seats).fill(0);
  if (outcome.kind === 'cooperative') return out.fill(outcome.won ? 1 : 0);
  const k = outcome.seats.length;
  for (const s of outcome.seats) if (s >= 0 && s < seats) out[s] = 1 / k;
  return out;
}

/** The move `seat` should make, from its own view alone. Throws if the module cannot determinize or the seat cannot act. */
/* eslint-disable-next-line @typescript-eslint/no-explicit-any */
type ModuleOf<Action, View> = GameModule<any, any, Action, any, View, any>;

export function searchMove<Action, View>(
  game: ModuleOf<Action, View>,
  view: View,
  seat: SeatIndex,
  options: SearchOptions,
): SearchResult<Action> {
  const module = game as AnyGameModule;
  const determinize = module.determinize;
  if (!determinize) throw new Error(`${module.id} cannot determinize a view: no search bot for it`);
  if (options.iterations === undefined && options.timeMs === undefined) throw new Error('searchMove needs iterations or timeMs');
  if (options.timeMs !== undefined && !options.now) throw new Error('searchMove: timeMs needs a clock (now)');
  const rand = searchRandom(options.seed);
  const c = options.exploration ?? 0.7;
  const playoutSteps = options.playoutSteps ?? 200;
  const heuristics = options.useModuleHeuristics ?? true;
  const policy = heuristics ? module.playoutPolicy : undefined;
  const evaluate = heuristics ? module.evaluate : undefined;
  /** The actions the search looks at: the game's bounded list where it has one (searchActions), else every legal action. */
  const actionsAt = (state: unknown, actor: SeatIndex): unknown[] =>
    (module.searchActions ? module.searchActions(state, actor) : module.legalActions(state, actor)) as unknown[];
  // One determinization up front, on its own random numbers: a view the module cannot read, or a seat
  // with nothing to do, fails here with the module's own words, before anything else reads the view.
  const first: unknown = determinize.call(module, view, seat, searchRandom(options.seed ^ 0x5bd1e995));
  if (actionsAt(first, seat).length === 0) throw new Error(`searchMove: seat ${seat} has no legal action`);
  const root: TreeNode = { edges: new Map() };
  const priorVisits = options.priorVisits ?? 0;
  const pairedMax = options.pairedRoot ?? 0;
  const pairedZ = options.pairedZ ?? 1;
  let botKey: string | null = null;
  if (priorVisits > 0 || pairedMax > 0) {
    const pick = module.botOnView(view, seat, Math.floor(rand() * 0x100000000));
    if (pick && module.check(view, seat, pick.action) === null) {
      botKey = JSON.stringify(pick.action);
      if (priorVisits > 0) {
        const reward = priorVisits * (options.priorReward ?? 0.6);
        root.edges.set(botKey, { action: pick.action, key: botKey, visits: priorVisits, reward, available: priorVisits, child: null });
      }
    }
  }
  const start = options.now?.() ?? 0;
  const deadline = options.timeMs !== undefined ? start + options.timeMs : null;
  const pastDeadline = (): boolean => deadline !== null && options.now!() >= deadline;
  const seats = options.seats;
  let iterations = 0;

  const path: { edge: Edge; actor: SeatIndex }[] = [];

  /**
   * `module.apply`'s next state. A refusal is a bug of the module: of a move it listed as legal (`listed`),
   * or of its playout policy's move.
   */
  const applied = (state: unknown, actor: SeatIndex, action: unknown, listed: boolean): unknown => {
    const r = module.apply(state, actor, action);
    if (r.ok) return r.state;
    const what = listed ? `${module.id} refused its own legal action ${JSON.stringify(action)}` : `${module.id}'s playout move was refused`;
    throw new Error(`searchMove: ${what}: ${r.error.message}`);
  };

  const inPlace = module.ownCopy !== undefined && module.applyInPlace !== undefined;
  /** A playout's move on its own copy; a refusal is a bug of the playout policy (or of the module). */
  const stepInPlace = (owned: unknown, actor: SeatIndex, action: unknown): void => {
    try {
      module.applyInPlace!(owned, actor, action);
    } catch (e) {
      throw new Error(`searchMove: ${module.id}'s playout move was refused: ${(e as Error).message}`);
    }
  };

  /** Selection, expansion and playout from `node` (null: straight to the playout) in `state`; the edges taken go on `path`. */
  const descend = (from: TreeNode | null, startState: unknown, rand: () => number): number[] => {
    let state = startState;
    let node = from;
    let rewards: number[] | null = null;
    // Selection and expansion: down the tree while every legal action of a node has been tried.
    for (let depth = 0; node && depth < MAX_TREE_DEPTH; depth++) {
      rewards = terminalRewards(module, state, seats);
      if (rewards) break;
      const actor = module.activeSeats(state)[0] as SeatIndex;
      const legal = actionsAt(state, actor);
      if (legal.length === 0) break;
      let untried: { action: unknown; key: string }[] | null = null;
      let best: Edge | null = null;
      let bestScore = -Infinity;
      const available: Edge[] = [];
      for (const action of legal) {
        const key = JSON.stringify(action);
        const edge = node.edges.get(key);
        if (!edge) (untried ??= []).push({ action, key });
        else available.push(edge);
      }
      for (const edge of available) edge.available++;
      let chosen: Edge;
      if (untried) {
        const pick = untried[Math.floor(rand() * untried.length)]!;
        chosen = { action: pick.action, key: pick.key, visits: 0, reward: 0, available: 1, child: null };
        node.edges.set(pick.key, chosen);
      } else {
        for (const edge of available) {
          const score = edge.reward / edge.visits + c * Math.sqrt(Math.log(edge.available) / edge.visits);
          if (score > bestScore) {
            bestScore = score;
            best = edge;
          }
        }
        chosen = best!;
      }
      state = applied(state, actor, chosen.action, true);
      path.push({ edge: chosen, actor });
      if (chosen.visits === 0) {
        node = null; // a new edge: leave the tree, play out from here
        break;
      }
      node = chosen.child ??= { edges: new Map() };
    }

    // Playout: in place on a copy of its own when the game can (ownCopy, applyInPlace), else with apply.
    rewards ??= terminalRewards(module, state, seats);
    if (!rewards && inPlace) state = module.ownCopy!(state);
    for (let step = 0; !rewards && step < playoutSteps; step++) {
      if (step % PLAYOUT_CHECK === PLAYOUT_CHECK - 1 && pastDeadline()) break;
      const actor = module.activeSeats(state)[0] as SeatIndex;
      let action: unknown;
      if (policy) action = policy.call(module, state, actor, rand);
      else {
        const legal = actionsAt(state, actor);
        if (legal.length === 0) break;
        action = legal[Math.floor(rand() * legal.length)];
      }
      if (inPlace) stepInPlace(state, actor, action);
      else state = applied(state, actor, action, false);
      rewards = terminalRewards(module, state, seats);
    }
    return rewards ?? (evaluate ? evaluate.call(module, state) : new Array<number>(seats).fill(1 / seats));
  };

  /** Backpropagation: each edge of `path` learns the reward of the seat that chose it. */
  const backpropagate = (rewards: number[]): void => {
    for (const { edge, actor } of path) {
      edge.visits++;
      edge.reward += rewards[actor] ?? 0;
    }
  };

  // Paired comparison at the root: per root edge, the sums of its reward less the game bot's move's reward
  // over the determinizations where both were played (same hidden cards, same random numbers after).
  const paired = new Map<string, { n: number; sum: number; sum2: number }>();

  for (;;) {
    if (options.iterations !== undefined && iterations >= options.iterations) break;
    if (iterations > 0 && pastDeadline()) break;
    const state: unknown = determinize.call(module, view, seat, rand);
    const rootLegal = pairedMax > 0 ? actionsAt(state, seat) : null;
    if (rootLegal && rootLegal.length <= pairedMax) {
      // One determinization and one stream of random numbers for every root action (common random numbers).
      const batchSeed = Math.floor(rand() * 0x100000000);
      const got = new Map<string, number>();
      for (const action of rootLegal) {
        if (got.size > 0 && pastDeadline()) break;
        iterations++;
        const key = JSON.stringify(action);
        let edge = root.edges.get(key);
        if (!edge) {
          edge = { action, key, visits: 0, reward: 0, available: 0, child: null };
          root.edges.set(key, edge);
        }
        edge.available++;
        const next = applied(state, seat, action, true);
        path.length = 0;
        path.push({ edge, actor: seat });
        const child = edge.visits === 0 ? null : (edge.child ??= { edges: new Map() });
        const rewards = descend(child, next, searchRandom(batchSeed));
        backpropagate(rewards);
        got.set(key, rewards[seat] ?? 0);
      }
      // Only a whole batch compares its actions (a batch cut by the deadline has not played them all).
      const base = botKey !== null && got.size === rootLegal.length ? got.get(botKey) : undefined;
      if (base !== undefined) {
        for (const [key, v] of got) {
          const p = paired.get(key) ?? { n: 0, sum: 0, sum2: 0 };
          p.n++;
          p.sum += v - base;
          p.sum2 += (v - base) * (v - base);
          paired.set(key, p);
        }
      }
      continue;
    }
    iterations++;
    path.length = 0;
    backpropagate(descend(root, state, rand));
  }

  const stats = [...root.edges.values()].map((e) => ({ key: e.key, visits: e.visits, mean: e.visits > 0 ? e.reward / e.visits : 0 }));
  if (paired.size > 0 && botKey !== null) {
    // The game bot's move unless another is better by more than pairedZ standard errors of the difference.
    let pick = botKey;
    let pickLow = 0;
    for (const [key, p] of paired) {
      if (key === botKey || p.n < 2) continue;
      const mean = p.sum / p.n;
      const sd = Math.sqrt(Math.max(0, p.sum2 / p.n - mean * mean) * (p.n / (p.n - 1)));
      const low = mean - (pairedZ * sd) / Math.sqrt(p.n);
      if (low > pickLow) {
        pickLow = low;
        pick = key;
      }
    }
    const edge = root.edges.get(pick);
    if (edge) return { action: edge.action as Action, iterations, stats };
  }
  let bestEdge: Edge | null = null;
  for (const e of root.edges.values()) {
    if (!bestEdge || e.visits > bestEdge.visits || (e.visits === bestEdge.visits && e.reward > bestEdge.reward)) bestEdge = e;
  }
  if (!bestEdge) throw new Error('searchMove: no iteration ran');
  return { action: bestEdge.action as Action, iterations, stats };
}

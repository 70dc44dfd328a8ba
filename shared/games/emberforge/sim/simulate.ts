/**
 * Plays many full games between bots and sums them up. Pure and deterministic (no clock, no I/O, no unseeded randomness);
 * the same options give the same result (and the same digest of every final state).
 */
import type { Action } from '../engine/actions.js';
import type { PlayerColor, Seat } from '../engine/constants.js';
import { PLAYER_COLORS } from '../engine/constants.js';
import type { GameState, VictoryReason } from '../engine/state.js';
import { applyAction } from '../engine/applyAction.js';
import { createGame } from '../engine/setup.js';
import { viewFor } from '../engine/viewFor.js';
import { heuristicBot } from '../bots/heuristicBot.js';
import type { Bot } from '../bots/randomBot.js';
import { randomBot } from '../bots/randomBot.js';
import { fnvHasher, type Hasher } from '../../../platform/hash.js';

export type BotName = 'heuristic' | 'random';
export type BotMix = BotName | 'mix';

export const BOTS: Record<BotName, Bot> = { heuristic: heuristicBot, random: randomBot };

export { fnvHasher, type Hasher } from '../../../platform/hash.js';

export interface SimOptions {
  games: number;
  players: number;
  seed: number;
  bots: BotMix;
  roundLimit?: number;
  /** Hash for the digest of final states (default: a pure 64-bit FNV-1a). */
  createHasher?: () => Hasher;
  /** Safety net: a game with more accepted actions than this is a bug. */
  maxActionsPerGame?: number;
}

export interface GameRecord {
  seed: number;
  bots: BotName[];
  rounds: number;
  actions: number;
  winners: Seat[];
  reason: VictoryReason;
}

export interface SimResult {
  games: number;
  players: number;
  seed: number;
  bots: BotMix;
  actions: number;
  rounds: { median: number; p90: number; min: number; max: number; mean: number };
  /** Games won by each victory type. */
  wins: Record<VictoryReason, number>;
  /** Share of the games each seat won (a shared win counts 1/k to each of the k winners). */
  winRateBySeat: number[];
  /** Per bot: seats played, wins (shared wins split), win rate per seat played. */
  byBot: Record<string, { seats: number; wins: number; winRate: number }>;
  digest: string;
  records: GameRecord[];
}

/** The seed of game `index` of a run started with `seed`. */
export function gameSeed(seed: number, index: number): number {
  return (Math.imul(index + 1, 0x9e3779b1) ^ (seed >>> 0)) >>> 0;
}

export function botsFor(mix: BotMix, players: number, gameIndex: number): BotName[] {
  const out: BotName[] = [];
  for (let s = 0; s < players; s++) {
    out.push(mix === 'mix' ? ((gameIndex + s) % 2 === 0 ? 'heuristic' : 'random') : mix);
  }
  return out;
}

/** Plays one whole game; returns the final state and the number of accepted actions. */
export function playGame(
  seed: number,
  bots: readonly Bot[],
  roundLimit?: number,
  maxActions = 20_000,
  /** Told of every accepted action (a replay log can be recorded from it). */
  onAction?: (seat: Seat, action: Action) => void,
): { state: GameState; actions: number } {
  const players = bots.map((_, i) => ({ name: `Bot ${i + 1}`, color: PLAYER_COLORS[i] as PlayerColor }));
  let state = createGame({ players, seed, ...(roundLimit !== undefined ? { roundLimit } : {}) });
  const rngs = bots.map((_, i) => (seed ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0);
  let actions = 0;
  while (!state.winner) {
    const seat = state.activeSeat;
    const chosen: { action: Action; rng: number } = bots[seat]!(viewFor(state, seat), rngs[seat]!);
    rngs[seat] = chosen.rng;
    const result = applyAction(state, seat, chosen.action);
    if (!result.ok) {
      throw new Error(
        `Bot at seat ${seat} sent an illegal action in game seed ${seed}, round ${state.round}, phase ${state.phase}: ` +
          `${JSON.stringify(chosen.action)} -> ${result.error.code}: ${result.error.message}`,
      );
    }
    state = result.state;
    onAction?.(seat, chosen.action);
    if (++actions > maxActions) throw new Error(`Game seed ${seed} passed ${maxActions} actions without a winner`);
  }
  return { state, actions };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[idx]!;
}

export function simulate(options: SimOptions): SimResult {
  const { games, players, seed, bots } = options;
  if (!Number.isInteger(games) || games < 1) throw new Error('games must be a whole number ≥ 1');
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new Error('players must be 2, 3 or 4');
  const hasher = (options.createHasher ?? fnvHasher)();
  const wins: Record<VictoryReason, number> = { forgeMastery: 0, guildPrestige: 0, roundLimit: 0 };
  const seatWins = new Array<number>(players).fill(0);
  const byBot: Record<string, { seats: number; wins: number; winRate: number }> = {};
  const records: GameRecord[] = [];
  let totalActions = 0;
  for (let g = 0; g < games; g++) {
    const s = gameSeed(seed, g);
    const names = botsFor(bots, players, g);
    const { state, actions } = playGame(
      s,
      names.map((n) => BOTS[n]),
      options.roundLimit,
      options.maxActionsPerGame,
    );
    totalActions += actions;
    hasher.update(JSON.stringify(state));
    const winner = state.winner!;
    wins[winner.reason]++;
    for (const n of names) (byBot[n] ??= { seats: 0, wins: 0, winRate: 0 }).seats++;
    for (const w of winner.seats) {
      seatWins[w]! += 1 / winner.seats.length;
      byBot[names[w]!]!.wins += 1 / winner.seats.length;
    }
    records.push({ seed: s, bots: names, rounds: state.round, actions, winners: winner.seats, reason: winner.reason });
  }
  for (const b of Object.values(byBot)) b.winRate = b.wins / b.seats;
  const rounds = records.map((r) => r.rounds).sort((a, b) => a - b);
  return {
    games,
    players,
    seed,
    bots,
    actions: totalActions,
    rounds: {
      median: percentile(rounds, 0.5),
      p90: percentile(rounds, 0.9),
      min: rounds[0]!,
      max: rounds[rounds.length - 1]!,
      mean: rounds.reduce((a, b) => a + b, 0) / rounds.length,
    },
    wins,
    winRateBySeat: seatWins.map((w) => w / games),
    byBot,
    digest: hasher.digest(),
    records,
  };
}

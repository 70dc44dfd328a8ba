/**
 * Who is leading, in the engine's own terms: per player the collections forged (of the 5 Forge Mastery
 * needs), the commissions (of the 3 Guild Prestige needs), how many steps are left to either victory,
 * the places (winners first, then the round-limit order), and which tie-break decided a round-limit end.
 * Pure functions of the public part of a table: they run on the state and on any seat's view alike.
 */
import { collectionOf } from '../cardLookup.js';
import { COLLECTIONS, FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS, MATERIALS } from '../constants.js';
import type { Collection, Seat } from '../constants.js';
import type { PlayerPublic, Winner } from '../state.js';

/** The round-limit criteria, in the order the engine compares them (RULES.md, "Round limit"). */
export const ROUND_LIMIT_CRITERIA = ['commissions', 'collections', 'weapons', 'materials'] as const;
export type RoundLimitCriterion = (typeof ROUND_LIMIT_CRITERIA)[number];
/** What decided a round-limit end: one of the criteria, or nothing at all (a shared win). */
export type TieBreak = RoundLimitCriterion | 'shared';

export interface Standing {
  seat: Seat;
  /** Different collections among the upright weapons, in the collections' table order. */
  forgedCollections: Collection[];
  forgedWeapons: number;
  commissions: number;
  /** Material tokens held (tokens lying on unfinished cards do not count). */
  materials: number;
  /** Forgings of a new collection still needed for Forge Mastery (0 = met). */
  collectionsToGo: number;
  /** Commissions still needed for Guild Prestige (0 = met). */
  commissionsToGo: number;
  /** The fewer of the two: how many forgings or commissions stand between this player and a win. */
  stepsToWin: number;
  /** 1 = first; equal places for players the engine cannot tell apart. */
  place: number;
}

/** The numbers the round limit compares, most important first. */
export function roundLimitScore(p: PlayerPublic): Record<RoundLimitCriterion, number> {
  return {
    commissions: p.commissionTokens,
    collections: forgedCollectionList(p).length,
    weapons: p.play.filter((c) => c.forged).length,
    materials: MATERIALS.reduce((n, m) => n + p.materials[m], 0),
  };
}

export function forgedCollectionList(p: PlayerPublic): Collection[] {
  const have = new Set<Collection>();
  for (const c of p.play) {
    if (!c.forged) continue;
    const col = collectionOf(c.id);
    if (col) have.add(col);
  }
  return COLLECTIONS.filter((c) => have.has(c));
}

/** One forging of a new collection or one more commission would win the game. */
export function oneStepFromVictory(p: PlayerPublic): boolean {
  return stepsToWin(p) === 1;
}

export function stepsToWin(p: PlayerPublic): number {
  const collections = Math.max(0, FORGE_MASTERY_COLLECTIONS - forgedCollectionList(p).length);
  const commissions = Math.max(0, GUILD_PRESTIGE_COMMISSIONS - p.commissionTokens);
  return Math.min(collections, commissions);
}

function compareScores(a: PlayerPublic, b: PlayerPublic): number {
  const sa = roundLimitScore(a);
  const sb = roundLimitScore(b);
  for (const k of ROUND_LIMIT_CRITERIA) if (sa[k] !== sb[k]) return sb[k] - sa[k];
  return 0;
}

/**
 * Every player's standing, in seat order. Places: the winners (if the game is over) share first
 * place; the others follow in the round-limit order (commissions, collections, weapons, materials).
 */
export function standings(table: { players: readonly PlayerPublic[]; winner: Winner | null }): Standing[] {
  const won = (p: PlayerPublic) => table.winner?.seats.includes(p.seat) ?? false;
  const ordered = [...table.players].sort((a, b) => Number(won(b)) - Number(won(a)) || compareScores(a, b));
  const placeOf = new Map<Seat, number>();
  ordered.forEach((p, i) => {
    const prev = ordered[i - 1];
    const tied = prev !== undefined && won(prev) === won(p) && compareScores(prev, p) === 0;
    placeOf.set(p.seat, tied ? placeOf.get(prev.seat)! : i + 1);
  });
  return table.players.map((p) => {
    const score = roundLimitScore(p);
    const collectionsToGo = Math.max(0, FORGE_MASTERY_COLLECTIONS - score.collections);
    const commissionsToGo = Math.max(0, GUILD_PRESTIGE_COMMISSIONS - score.commissions);
    return {
      seat: p.seat,
      forgedCollections: forgedCollectionList(p),
      forgedWeapons: score.weapons,
      commissions: score.commissions,
      materials: score.materials,
      collectionsToGo,
      commissionsToGo,
      stepsToWin: Math.min(collectionsToGo, commissionsToGo),
      place: placeOf.get(p.seat)!,
    };
  });
}

/**
 * The seats closest to a win: fewest steps to either victory, then fewest steps on both tracks
 * together (a first forged collection counts even while a commission is the nearer win). Empty while
 * nobody has forged a weapon or completed a commission.
 */
export function closestToWin(table: { players: readonly PlayerPublic[] }): Seat[] {
  const keys = table.players.map((p) => {
    const collections = Math.max(0, FORGE_MASTERY_COLLECTIONS - forgedCollectionList(p).length);
    const commissions = Math.max(0, GUILD_PRESTIGE_COMMISSIONS - p.commissionTokens);
    return { seat: p.seat, steps: Math.min(collections, commissions), both: collections + commissions };
  });
  if (keys.every((k) => k.both === FORGE_MASTERY_COLLECTIONS + GUILD_PRESTIGE_COMMISSIONS)) return [];
  const best = keys.reduce((a, b) => (b.steps < a.steps || (b.steps === a.steps && b.both < a.both) ? b : a));
  return keys.filter((k) => k.steps === best.steps && k.both === best.both).map((k) => k.seat);
}

/**
 * The criterion that decided a round-limit end: the first one on which the winners beat the best of
 * the others; 'shared' when every player won (nothing told them apart). Null for any other end.
 */
export function tieBreakUsed(table: { players: readonly PlayerPublic[]; winner: Winner | null }): TieBreak | null {
  const winner = table.winner;
  if (!winner || winner.reason !== 'roundLimit') return null;
  const winners = table.players.filter((p) => winner.seats.includes(p.seat));
  const others = table.players.filter((p) => !winner.seats.includes(p.seat));
  if (winners.length === 0 || others.length === 0) return 'shared';
  const w = roundLimitScore(winners[0]!);
  for (const k of ROUND_LIMIT_CRITERIA) {
    const best = Math.max(...others.map((p) => roundLimitScore(p)[k]));
    if (w[k] > best) return k;
    if (w[k] < best) return null;
  }
  return 'shared';
}

/** The two victory conditions, checked after every effect, and the round-limit tie-breaks. */
import { collectionBitOf } from './cardLookup.js';
import { FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS, MATERIALS } from './constants.js';
import type { Seat, Material } from './constants.js';
import type { Draft } from './draft.js';
import type { PlayerPublic, TableBase, VictoryReason } from './state.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
/** How many different collections a player has among their upright weapons. */
export function forgedCollections(p: PlayerPublic): number {
  let mask = 0;
  const play = p.play;
  for (let i = 0; i < play.length; i++) if (play[i]!.forged) mask |= collectionBitOf(play[i]!.id);
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

export function forgedCount(p: PlayerPublic): number {
  let n = 0;
  for (const c of p.play) if (c.forged) n++;
  return n;
}

function reasonFor(p: PlayerPublic): VictoryReason | null {
  if (p.commissionTokens >= GUILD_PRESTIGE_COMMISSIONS) return 'guildPrestige';
  // (fewer cards in play than collections needed: not worth counting)
  if (p.play.length >= FORGE_MASTERY_COLLECTIONS && forgedCollections(p) >= FORGE_MASTERY_COLLECTIONS) return 'forgeMastery';
  return null;
}

/** Seats in turn order starting from the Forgemaster. */
export function turnOrder(t: Pick<TableBase, 'forgemaster' | 'playerCount'>): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < t.playerCount; i++) out.push((t.forgemaster + i) % t.playerCount);
  return out;
}

/**
 * Ends the game if a player meets a condition. Several at once: the active player wins if among
 * them, otherwise the first of them in turn order from the Forgemaster. Returns whether it ended.
 */
export function checkVictory(d: Draft): boolean {
  if (d.s.winner) return true;
  const s = d.s;
  const active = s.players[s.activeSeat];
  let seat: Seat | null = null;
  let reason: VictoryReason | null = active ? reasonFor(active) : null;
  if (reason) seat = s.activeSeat;
  else {
    for (let i = 0; i < s.playerCount; i++) {
      const candidate = (s.forgemaster + i) % s.playerCount;
      reason = reasonFor(s.players[candidate]!);
      if (reason) {
        seat = candidate;
        break;
      }
    }
  }
  if (seat === null || reason === null) return false;
  endGame(d, [seat], reason);
  return true;
}

export function endGame(d: Draft, seats: Seat[], reason: VictoryReason): void {
  d.s.winner = { seats, reason };
  d.s.phase = 'ended';
  d.s.resolving = null;
  d.events?.push({ type: 'gameWon', seats, reason });
}

/**
 * Round limit reached with no winner: most Commission tokens, then most different collections
 * forged, then most forged weapons, then most material tokens held (not those lying on unfinished
 * cards); a tie after all of these is shared.
 */
export function roundLimitWinners(players: readonly PlayerPublic[]): Seat[] {
  const score = (p: PlayerPublic): number[] => [
    p.commissionTokens,
    forgedCollections(p),
    forgedCount(p),
    MATS.reduce((n, m) => n + p.materials[m], 0),
  ];
  let best: number[] | null = null;
  let seats: Seat[] = [];
  for (const p of players) {
    const sc = score(p);
    const cmp = best === null ? 1 : compare(sc, best);
    if (cmp > 0) {
      best = sc;
      seats = [p.seat];
    } else if (cmp === 0) seats.push(p.seat);
  }
  return seats;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

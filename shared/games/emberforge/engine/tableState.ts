/**
 * Rules are checked on a GameState. A seat's view is turned into a stand-in state whose hidden cards
 * (the deck, other hands, the box) are placeholders that name no real card, so the same rule code runs
 * on a view and reads only what that seat may know.
 */
import type { CardId } from './constants.js';
import type { GameState } from './state.js';
import type { GameView } from './view.js';
import { UNKNOWN_RNG } from '../../../platform/random/secretRng.js';

/** Any table the rules run on: the whole state, or one seat's view. */
export type Table = GameState | GameView;

export function isGameState(table: GameState | GameView): table is GameState {
  return Array.isArray((table as GameState).deck);
}

const CACHE = new Map<string, readonly CardId[]>();

/** n ids that name no card (cached: the engine never writes into a state's arrays). */
function placeholders(prefix: string, n: number): CardId[] {
  const key = `${prefix}${n}`;
  let out = CACHE.get(key);
  if (!out) {
    const list: CardId[] = new Array(n);
    for (let i = 0; i < n; i++) list[i] = `?${prefix}${i}`;
    out = Object.freeze(list);
    if (CACHE.size < 10_000) CACHE.set(key, out);
  }
  return out as CardId[];
}

export function tableState(table: GameState | GameView): GameState {
  if (isGameState(table)) return table;
  const v = table;
  return {
    version: v.version,
    playerCount: v.playerCount,
    roundLimit: v.roundLimit,
    round: v.round,
    phase: v.phase,
    forgemaster: v.forgemaster,
    activeSeat: v.activeSeat,
    turnIndex: v.turnIndex,
    placedThisTurn: v.placedThisTurn,
    zones: v.zones,
    discard: v.discard,
    commissions: v.commissions,
    supply: v.supply,
    resolving: v.resolving,
    winner: v.winner,
    rng: UNKNOWN_RNG,
    deck: placeholders('d', v.deckCount),
    box: placeholders('b', v.boxCount),
    players: v.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      color: p.color,
      play: p.play,
      materials: p.materials,
      commissionTokens: p.commissionTokens,
      resolvedZones: p.resolvedZones,
      hand: p.hand ?? placeholders(`h${p.seat}-`, p.handCount),
    })),
  };
}

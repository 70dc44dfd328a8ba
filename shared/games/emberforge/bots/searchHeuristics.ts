/**
 * Emberforge's help to the generic search bot (shared/platform/search/ismcts.ts, issue 42): a playout
 * policy (the heuristic bot) and an evaluation of a state where a playout stops. Both read only public
 * fields and the acting seat's own hand, so they run on determinized states like on real ones.
 */
import type { Action } from '../engine/actions.js';
import { costsOf } from '../engine/cardLookup.js';
import { FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS, MATERIALS } from '../engine/constants.js';
import type { Seat } from '../engine/constants.js';
import { legalActionsWithin } from '../engine/legalActions.js';
import { viewFor } from '../engine/viewFor.js';
import { heuristicBot } from './heuristicBot.js';
import type { GameState, PlayerPublic } from '../engine/state.js';
import { forgedCollections } from '../engine/victory.js';

/**
 * The heuristic bot's move (heuristicBot.ts) on the acting seat's view of the state, its noise seeded
 * from the search's random numbers. The search sees a determinized state, so the view holds the hand
 * the determinization dealt that seat. About five times slower than the biased random move it
 * replaced, yet stronger at 2 players: random placements and activations made a playout say little
 * about the move under test (docs/BENCHMARKS.md, issue 42).
 */
export function playoutPolicy(state: GameState, seat: Seat, rng: () => number): Action {
  return heuristicBot(viewFor(state, seat), Math.floor(rng() * 0x100000000)).action;
}

/** Above this many cards in hand, the search looks at Ignar discards of one card only. */
export const SEARCH_FULL_HAND = 8;

/**
 * The actions the search looks at (GameModule.searchActions): every legal action, except that with more
 * than SEARCH_FULL_HAND cards in hand Ignar's discards are of one card at most. There is no hand limit,
 * and a hand of n cards has 2^n discards: 20 cards would list about 20 million actions at every node.
 */
export function searchActions(state: GameState, seat: Seat): Action[] {
  const hand = state.players[seat]?.hand ?? [];
  return legalActionsWithin(state, seat, hand.length > SEARCH_FULL_HAND ? 1 : Infinity);
}

/** A player's progress toward either victory, 0 (start) to 1 (won), with a little for tokens and cards under way. */
export function progressOf(p: PlayerPublic): number {
  const forge = forgedCollections(p) / FORGE_MASTERY_COLLECTIONS;
  const guild = p.commissionTokens / GUILD_PRESTIGE_COMMISSIONS;
  let underway = 0;
  for (const c of p.play) {
    if (c.forged) continue;
    const cost = costsOf(c.id);
    let need = 0;
    let paid = 0;
    for (const m of MATERIALS) {
      need += cost[m];
      paid += c.paid[m];
    }
    if (need > 0) underway = Math.max(underway, paid / need);
  }
  let held = 0;
  for (const m of MATERIALS) held += p.materials[m];
  return Math.max(forge, guild) + 0.3 * Math.min(forge, guild) + 0.08 * underway + 0.01 * held;
}

/** Each seat's chance to win as a softmax of its progress: the sharper the lead, the surer. */
export function evaluate(state: GameState): number[] {
  const scores = state.players.map((p) => Math.exp(6 * progressOf(p)));
  let total = 0;
  for (const s of scores) total += s;
  return scores.map((s) => s / total);
}

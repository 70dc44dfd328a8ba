/**
 * Emberforge's help to the generic search bot (shared/platform/search/ismcts.ts, issue 42): a cheap
 * playout policy and an evaluation of a state where a playout stops. Both read only public fields and
 * the acting seat's own hand, so they run on determinized states like on real ones.
 */
import type { Action } from '../engine/actions.js';
import { costsOf } from '../engine/cardLookup.js';
import { FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS, MATERIALS } from '../engine/constants.js';
import type { Seat } from '../engine/constants.js';
import { legalActions } from '../engine/legalActions.js';
import type { GameState, PlayerPublic } from '../engine/state.js';
import { forgedCollections } from '../engine/victory.js';

/** Whether an action moves its player toward a victory (forging, delivering, placing on a zone that does). */
function progresses(a: Action): boolean {
  switch (a.type) {
    case 'durgaz':
      return a.payments.length > 0;
    case 'gildar':
      return a.pick.kind === 'commission';
    case 'placeEmber':
      return a.zone !== 'runarium';
    case 'ignar':
      return a.take.length > 0;
    default:
      return false;
  }
}

/**
 * A random legal action, but the longest payment sequence or a delivery when there is one, and
 * otherwise an action that progresses three times in four: quick, and it ends games.
 */
export function playoutPolicy(state: GameState, seat: Seat, rng: () => number): Action {
  const options = legalActions(state, seat);
  if (options.length === 0) throw new Error(`playoutPolicy: seat ${seat} has no legal action`);
  let delivery: Action | null = null;
  let longest: Action | null = null;
  let longestPayments = 0;
  const good: Action[] = [];
  for (const a of options) {
    if (a.type === 'gildar' && a.pick.kind === 'commission') delivery ??= a;
    if (a.type === 'durgaz' && a.payments.length > longestPayments) {
      longest = a;
      longestPayments = a.payments.length;
    }
    if (progresses(a)) good.push(a);
  }
  if (delivery) return delivery;
  if (longest) return longest;
  if (good.length > 0 && rng() < 0.75) return good[Math.floor(rng() * good.length)]!;
  return options[Math.floor(rng() * options.length)]!;
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

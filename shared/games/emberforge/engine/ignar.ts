/**
 * Ignar: discard cards; their costs form an offer; take up to E tokens of it; the rest is lost; then the
 * cap. The resolution and the listing of its legal actions.
 */
import { costsOf } from './cardLookup.js';
import { MATERIAL_CAP_PER_TYPE, MATERIALS } from './constants.js';
import type { CardId, Material, MaterialCounts, Seat } from './constants.js';
import { fail, mutDiscard, mutHand, removeOne } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import { countMaterials, gainMaterials, isMaterial } from './materials.js';
import { embersOf, markResolved } from './turns.js';
import type { Action } from './actions.js';
import { materialMultisets } from './choiceFields.js';
import type { Table } from './tableState.js';
import { startZone } from './zoneAccess.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
/** The offer of a set of discarded cards: their costs added together. */
export function offerOf(cards: readonly CardId[]): MaterialCounts {
  const offer: MaterialCounts = { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };
  for (const id of cards) {
    const cost = costsOf(id);
    for (const m of MATS) offer[m] += cost[m];
  }
  return offer;
}

export function resolveIgnar(d: Draft, seat: Seat, discard: CardId[], take: Material[]): EngineError | null {
  if (!Array.isArray(discard) || !Array.isArray(take) || !take.every(isMaterial)) {
    return fail('invalid_action', 'Ignar needs a list of cards to discard and a list of materials to take.');
  }
  const hand = d.s.players[seat]!.hand;
  const seen = new Set<CardId>();
  for (const id of discard) {
    if (seen.has(id)) return fail('invalid_action', `Card ${id} is listed twice.`);
    seen.add(id);
    if (!hand.includes(id)) return fail('card_not_in_hand', `Card ${id} is not in your hand.`);
  }
  const e = startZone(d, seat, 'ignar');
  if (typeof e !== 'number') return e;
  if (take.length > e) return fail('too_many_choices', `You may take at most ${e} token(s): one per ember in Ignar.`);
  const offer = offerOf(discard);
  const wanted = countMaterials(take);
  for (const m of MATS) {
    if (wanted[m] > offer[m]) return fail('not_in_offer', `The offer holds only ${offer[m]} ${m}.`);
    if (wanted[m] > d.s.supply[m]) return fail('not_in_supply', `The supply holds only ${d.s.supply[m]} ${m}.`);
  }
  if (discard.length > 0) {
    const hand = mutHand(d, seat);
    const pile = mutDiscard(d);
    for (const id of discard) {
      removeOne(hand, id);
      pile.push(id);
    }
    d.events.push({ type: 'cardsDiscarded', seat, cards: discard.slice() });
  }
  gainMaterials(d, seat, wanted);
  markResolved(d, seat, 'ignar');
  return null;
}

// ---- the legal Ignar actions (legalActions) ----

/**
 * Every distinct outcome of Ignar, in a canonical form: every subset of the hand (the cards in hand
 * order; cards discarded together join the pile in that order, RULES_NOTES.md), each with every take
 * of 0..E tokens within the offer, the supply and the room under the 3-per-type cap (a token taken
 * above the cap goes straight back to the supply: the same outcome as not taking it). Smallest subsets
 * first; the first action discards and takes nothing.
 */
export function ignarOptions(t: Table, seat: Seat, handIn: readonly CardId[], out: Action[]): void {
  const e = embersOf(t, seat, 'ignar');
  const hand = [...new Set(handIn)];
  const held = t.players[seat]!.materials;
  const room = {} as MaterialCounts;
  for (const m of MATS) room[m] = Math.min(t.supply[m], MATERIAL_CAP_PER_TYPE - held[m]);
  out.push({ type: 'ignar', discard: [], take: [] });
  const cur: CardId[] = [];
  const visit = (from: number, size: number): void => {
    if (cur.length === size) {
      const offer = offerOf(cur);
      const avail = {} as MaterialCounts;
      let total = 0;
      for (const m of MATS) total += avail[m] = Math.max(0, Math.min(offer[m], room[m]));
      for (let k = 0; k <= Math.min(e, total); k++) {
        for (const take of materialMultisets(k, avail)) out.push({ type: 'ignar', discard: cur.slice(), take });
      }
      return;
    }
    for (let i = from; i < hand.length; i++) {
      cur.push(hand[i]!);
      visit(i + 1, size);
      cur.pop();
    }
  };
  for (let size = 1; size <= hand.length; size++) visit(0, size);
}

/**
 * Ignar: discard cards; their costs form an offer; take up to E tokens of it; the rest is lost; then the
 * cap. The resolution and the listing of its legal actions.
 */
import { costsOf } from './cardLookup.js';
import { MATERIALS } from './constants.js';
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
 * Ignar: discarding nothing, then every subset of the hand of at most E cards (smallest first, at
 * most IGNAR_SUBSETS subsets), each with every largest take its offer allows (a smaller take is never
 * better); at most IGNAR_LIMIT actions in all.
 */
export const IGNAR_SUBSETS = 24;
export const IGNAR_LIMIT = 80;

interface IgnarWalk {
  t: Table;
  e: number;
  hand: CardId[];
  cur: CardId[];
  subsets: number;
  actions: number;
  out: Action[];
}

/** Appends the listed Ignar actions of `seat` (the zone is known to be usable). */
export function ignarOptions(t: Table, seat: Seat, handIn: readonly CardId[], out: Action[]): void {
  const e = embersOf(t, seat, 'ignar');
  const hand = [...new Set(handIn)];
  out.push({ type: 'ignar', discard: [], take: [] });
  const w: IgnarWalk = { t, e, hand, cur: [], subsets: 0, actions: 1, out };
  const maxSize = Math.min(e, hand.length);
  for (let size = 1; size <= maxSize; size++) if (!ignarVisit(w, 0, size)) return;
}

function ignarVisit(w: IgnarWalk, from: number, size: number): boolean {
  if (w.cur.length === size) {
    if (++w.subsets > IGNAR_SUBSETS) return false;
    const offer = offerOf(w.cur);
    const avail = {} as MaterialCounts;
    let total = 0;
    for (const m of MATS) total += avail[m] = Math.min(offer[m], w.t.supply[m]);
    for (const take of materialMultisets(Math.min(w.e, total), avail)) {
      if (++w.actions > IGNAR_LIMIT) return false;
      w.out.push({ type: 'ignar', discard: w.cur.slice(), take });
    }
    return true;
  }
  for (let i = from; i < w.hand.length; i++) {
    w.cur.push(w.hand[i]!);
    const go = ignarVisit(w, i + 1, size);
    w.cur.pop();
    if (!go) return false;
  }
  return true;
}

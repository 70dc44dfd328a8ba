/**
 * Ignar: discard cards; their costs form an offer; take up to E tokens of it; the rest is lost; then the
 * cap. The resolution and the listing of its legal actions.
 */
import { costsOf, packedCostOf, packedPart } from './cardLookup.js';
import { MATERIAL_CAP_PER_TYPE, MATERIALS, materialIn } from './constants.js';
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

/** The offer of `cards` packed (see PACK_BITS), or -1 for more cards than a packed sum holds exactly. */
function packedOffer(cards: readonly CardId[]): number {
  if (cards.length > PACKED_CARDS) return -1;
  let offer = 0;
  for (let i = 0; i < cards.length; i++) offer += packedCostOf(cards[i]!);
  return offer;
}
/** At most 2 tokens of a type per card: 31 cards' sum fits in PACK_BITS bits a material. */
const PACKED_CARDS = 31;

export function resolveIgnar(d: Draft, seat: Seat, discard: CardId[], take: Material[]): EngineError | null {
  if (!Array.isArray(discard) || !Array.isArray(take) || !take.every(isMaterial)) {
    return fail('invalid_action', 'Ignar needs a list of cards to discard and a list of materials to take.');
  }
  const hand = d.s.players[seat]!.hand;
  for (let i = 0; i < discard.length; i++) {
    const id = discard[i]!;
    if (discard.indexOf(id) !== i) return fail('invalid_action', `Card ${id} is listed twice.`);
    if (!hand.includes(id)) return fail('card_not_in_hand', `Card ${id} is not in your hand.`);
  }
  const e = startZone(d, seat, 'ignar');
  if (typeof e !== 'number') return e;
  if (take.length > e) return fail('too_many_choices', `You may take at most ${e} token(s): one per ember in Ignar.`);
  // nothing taken: nothing to check against the offer and the supply, nothing gained
  const wanted = take.length > 0 ? countMaterials(take) : null;
  if (wanted) {
    const offer = packedOffer(discard);
    const whole = offer < 0 ? offerOf(discard) : null;
    for (let mi = 0; mi < 5; mi++) {
      const m = MATS[mi]!;
      const offered = whole ? whole[m] : packedPart(offer, mi);
      if (materialIn(wanted, m) > offered) return fail('not_in_offer', `The offer holds only ${offered} ${m}.`);
      if (materialIn(wanted, m) > materialIn(d.s.supply, m)) return fail('not_in_supply', `The supply holds only ${d.s.supply[m]} ${m}.`);
    }
  }
  if (discard.length > 0) {
    const hand = mutHand(d, seat);
    const pile = mutDiscard(d);
    for (const id of discard) {
      removeOne(hand, id);
      pile.push(id);
    }
    d.events?.push({ type: 'cardsDiscarded', seat, cards: discard.slice() });
  }
  if (wanted) gainMaterials(d, seat, wanted);
  markResolved(d, seat, 'ignar');
  return null;
}

// ---- the legal Ignar actions (legalActions) ----

/**
 * Every distinct outcome of Ignar, in a canonical form: every subset of the hand (the cards in hand
 * order; cards discarded together join the pile in that order, RULES_NOTES.md), each with every take
 * of 0..E tokens within the offer, the supply and the room under the 3-per-type cap (a token taken
 * above the cap goes straight back to the supply: the same outcome as not taking it). Smallest subsets
 * first; the first action discards and takes nothing. The lists in these actions are frozen and shared
 * between actions (a subset's discard, the takes): read-only, like every action.
 */
export function ignarOptions(t: Table, seat: Seat, handIn: readonly CardId[], out: Action[], maxDiscard = Infinity): void {
  walkIgnar(t, seat, handIn, -1, out, maxDiscard);
}

/** How many actions ignarOptions would list (none built). */
export function ignarOptionCount(t: Table, seat: Seat, hand: readonly CardId[]): number {
  return walkIgnar(t, seat, hand, -1, null) as number;
}

/** Action number `i` (0-based) of ignarOptions' list, built alone; `i` must be below ignarOptionCount. */
export function ignarOptionAt(t: Table, seat: Seat, hand: readonly CardId[], i: number): Action {
  const a = walkIgnar(t, seat, hand, i, null);
  if (typeof a === 'number') throw new Error(`Ignar has no option ${i}`);
  return a;
}

const NO_CARDS: readonly CardId[] = Object.freeze([]);
const NO_TAKE: readonly Material[] = Object.freeze([]);

/**
 * Ignar's options in their canonical order: pushed into `out` when given; otherwise option number `pick`
 * is returned (pick ≥ 0), or their number (pick < 0). Only discards of at most `maxDiscard` cards when
 * given (legalActionsWithin).
 */
function walkIgnar(
  t: Table,
  seat: Seat,
  handIn: readonly CardId[],
  pick: number,
  out: Action[] | null,
  maxDiscard = Infinity,
): number | Action {
  if (pick === 0) return { type: 'ignar', discard: NO_CARDS as CardId[], take: NO_TAKE as Material[] };
  out?.push({ type: 'ignar', discard: NO_CARDS as CardId[], take: NO_TAKE as Material[] });
  let count = 1;
  if (handIn.length === 0) return count;
  const e = embersOf(t, seat, 'ignar');
  const hand = distinct(handIn);
  const n = hand.length;
  const held = t.players[seat]!.materials;
  const supply = t.supply;
  // Per material (MATS order), what may be taken at most: the supply, and the room under the cap (never below 0).
  const r0 = Math.max(0, Math.min(supply.iron, MATERIAL_CAP_PER_TYPE - held.iron));
  const r1 = Math.max(0, Math.min(supply.bronze, MATERIAL_CAP_PER_TYPE - held.bronze));
  const r2 = Math.max(0, Math.min(supply.crystal, MATERIAL_CAP_PER_TYPE - held.crystal));
  const r3 = Math.max(0, Math.min(supply.scale, MATERIAL_CAP_PER_TYPE - held.scale));
  const r4 = Math.max(0, Math.min(supply.mithril, MATERIAL_CAP_PER_TYPE - held.mithril));
  if (n > packed.length) packed = new Int32Array(n);
  for (let i = 0; i < n; i++) packed[i] = packedCostOf(hand[i]!);
  const idx = subsetIdx;
  // Subsets by size, each size in lexicographic order of hand indices (the order of a depth-first walk).
  for (let size = 1; size <= Math.min(n, maxDiscard); size++) {
    for (let i = 0; i < size; i++) idx[i] = i;
    for (;;) {
      let offer = 0;
      for (let i = 0; i < size; i++) offer += packed[idx[i]!]!;
      // Per material, what may be taken of the offer; code: those five base 4, iron the lowest digit.
      const a0 = clampOffer(offer, 0, r0);
      const a1 = clampOffer(offer, 1, r1);
      const a2 = clampOffer(offer, 2, r2);
      const a3 = clampOffer(offer, 3, r3);
      const a4 = clampOffer(offer, 4, r4);
      const code = (((a4 * 4 + a3) * 4 + a2) * 4 + a1) * 4 + a0;
      const kMax = Math.min(e, a0 + a1 + a2 + a3 + a4);
      const here = takesUpTo(kMax, code);
      if (out) {
        const discard = subsetOf(hand, idx, size);
        // The actions of one subset share its (frozen) discard list, and takes are shared frozen lists.
        for (let k = 0; k <= kMax; k++) {
          const takes = multisetsByCode(k, code);
          for (let j = 0; j < takes.length; j++) out.push({ type: 'ignar', discard, take: takes[j] as Material[] });
        }
      } else if (pick >= count && pick < count + here) {
        let j = pick - count;
        for (let k = 0; ; k++) {
          const takes = multisetsByCode(k, code);
          if (j < takes.length) return { type: 'ignar', discard: subsetOf(hand, idx, size), take: takes[j] as Material[] };
          j -= takes.length;
        }
      }
      count += here;
      let i = size - 1;
      while (i >= 0 && idx[i] === n - size + i) i--;
      if (i < 0) break;
      idx[i]! += 1;
      for (let j = i + 1; j < size; j++) idx[j] = idx[j - 1]! + 1;
    }
  }
  return count;
}

/** The packed costs of the hand's cards and the subset's indices: scratch of walkIgnar (one walk at a time). */
let packed = new Int32Array(16);
const subsetIdx: number[] = new Array<number>(64).fill(0);

/** Material `mi`'s tokens in a packed offer, within `limit` (≥ 0). */
function clampOffer(offer: number, mi: number, limit: number): number {
  return Math.min(packedPart(offer, mi), limit);
}

/** The cards at the first `size` indices of `idx`, as a frozen list. */
function subsetOf(hand: readonly CardId[], idx: readonly number[], size: number): CardId[] {
  const discard: CardId[] = new Array(size);
  for (let i = 0; i < size; i++) discard[i] = hand[idx[i]!]!;
  return Object.freeze(discard) as CardId[];
}

/** The distinct ids of a hand, in order (a fresh array only when there are duplicates). */
function distinct(hand: readonly CardId[]): readonly CardId[] {
  for (let i = 1; i < hand.length; i++) if (hand.indexOf(hand[i]!) !== i) return [...new Set(hand)];
  return hand;
}

/** materialMultisets(k, limits) with the limits (0..3, MATS order) packed base 4; cached and frozen. */
const MULTISETS = new Map<number, readonly (readonly Material[])[]>();
function multisetsByCode(k: number, code: number): readonly (readonly Material[])[] {
  const key = code * 8 + k;
  let list = MULTISETS.get(key);
  if (!list) {
    const limit = {} as MaterialCounts;
    let c = code;
    for (let mi = 0; mi < 5; mi++) {
      limit[MATS[mi]!] = c % 4;
      c = Math.floor(c / 4);
    }
    list = Object.freeze(materialMultisets(k, limit).map((x) => Object.freeze(x)));
    MULTISETS.set(key, list);
  }
  return list;
}

/** How many takes of 0..kMax tokens the limits `code` allow (cached by code * 16 + kMax; -1: not yet). */
const TAKES_UP_TO = new Int32Array(1024 * 16).fill(-1);
function takesUpTo(kMax: number, code: number): number {
  const key = code * 16 + kMax;
  let n = TAKES_UP_TO[key]!;
  if (n < 0) {
    n = 0;
    for (let k = 0; k <= kMax; k++) n += multisetsByCode(k, code).length;
    TAKES_UP_TO[key] = n;
  }
  return n;
}

/**
 * The legal Durgaz actions (legalActions), their number, and one of them built alone (the random bot):
 * one walk of the payment sequences serves all three, so they agree on the order. The resolution is
 * durgaz.ts.
 */
import type { Action, Payment } from './actions.js';
import { collectionIndexOf, costsOf, packedCostOf, packedPart } from './cardLookup.js';
import { COLLECTIONS, FORGE_MASTERY_COLLECTIONS, MATERIALS, materialIn } from './constants.js';
import type { CardId, Material, MaterialCounts, Seat } from './constants.js';
import type { PlayCard } from './state.js';
import type { Table } from './tableState.js';
import { embersOf } from './turns.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;

/**
 * Every distinct outcome of Durgaz: no payment, then the sequences of 1..E payments that each move at
 * least one token, walked depth first (cards in play then the hand, material by material), keeping the
 * first sequence of each outcome; payments that commute are walked in their canonical order only. The
 * order of payments matters when two cards need the same material (what is left for the second) and
 * for the order in which hand cards enter the play area, so an outcome is the tokens moved onto each
 * card plus that order. A payment that wins the game ends the sequence (the engine makes no later
 * payment).
 */
export function durgazOptions(t: Table, seat: Seat, hand: readonly CardId[], out: Action[]): void {
  walkDurgaz(t, seat, hand, -1, out);
}

/** How many actions durgazOptions would list (none built). */
export function durgazOptionCount(t: Table, seat: Seat, hand: readonly CardId[]): number {
  if (embersOf(t, seat, 'durgaz') === 1) return 1 + (singlePayments(t, seat, hand, -1) as number);
  return walkDurgaz(t, seat, hand, -1, null)?.count ?? 1;
}

/** Action number `i` (0-based) of durgazOptions' list, built alone; `i` must be below durgazOptionCount. */
export function durgazOptionAt(t: Table, seat: Seat, hand: readonly CardId[], i: number): Action {
  if (i === 0) return { type: 'durgaz', payments: NO_PAYMENTS.slice() };
  if (embersOf(t, seat, 'durgaz') === 1) {
    const one = singlePayments(t, seat, hand, i - 1);
    if (typeof one === 'number') throw new Error(`Durgaz has no option ${i}`);
    return { type: 'durgaz', payments: [one] };
  }
  const w = walkDurgaz(t, seat, hand, i, null);
  if (!w?.found) throw new Error(`Durgaz has no option ${i}`);
  return { type: 'durgaz', payments: w.found };
}

/**
 * With one ember the walk's outcomes are its single payments, each its own: every card in progress, then
 * every card of the hand (once each), with every material held that it still needs, in MATS order. The
 * payment number `pick` (≥ 0), or how many there are (pick < 0); the same as walkDurgaz with E = 1.
 */
function singlePayments(t: Table, seat: Seat, hand: readonly CardId[], pick: number): number | Payment {
  const p = t.players[seat]!;
  const held = p.materials;
  let n = 0;
  const cards = p.play.length + hand.length;
  for (let k = 0; k < cards; k++) {
    let id: CardId;
    let paid: Readonly<MaterialCounts> | null = null;
    if (k < p.play.length) {
      const c = p.play[k]!;
      if (c.forged) continue;
      id = c.id;
      paid = c.paid;
    } else {
      const i = k - p.play.length;
      id = hand[i]!;
      if (hand.indexOf(id) !== i) continue;
    }
    const cost = packedCostOf(id);
    for (let mi = 0; mi < 5; mi++) {
      const m = MATS[mi]!;
      if (materialIn(held, m) <= 0 || packedPart(cost, mi) <= (paid ? materialIn(paid, m) : 0)) continue;
      if (n === pick) return { cardId: id, material: m };
      n++;
    }
  }
  return n;
}

/**
 * The walk's working state, kept between calls (a walk never calls back into the engine, so one walk at
 * a time): cards by index, materials by index in MATS, in typed arrays so that a walk allocates only the
 * actions it returns.
 */
interface DurgazWalk {
  e: number;
  cardCount: number;
  ids: CardId[];
  /** Tokens still needed, card * 5 + material. */
  need: Int32Array;
  /** Tokens moved this resolution, card * 5 + material. */
  moved: Int32Array;
  fromHand: Uint8Array;
  /** Order of entry into the play area (hand cards), 0 = not entered. */
  entered: Int32Array;
  forged: Uint8Array;
  /** The card's collection (index in COLLECTIONS), -1 for none. */
  collection: Int32Array;
  held: Int32Array;
  /** Upright weapons of the player per collection, and how many collections have one (Forge Mastery). */
  perCollection: Int32Array;
  collections: number;
  /** The payments so far, each as its card's index * 8 + its material's index. */
  seq: Int32Array;
  seqLength: number;
  entries: number;
  /** The outcomes reached (numbers when they fit exactly: see outcomeKey); not needed when E = 1. */
  seen: Set<number | string>;
  numericKeys: boolean;
  /** Every action, when listing. */
  out: Action[] | null;
  /** Outcomes found so far (the action without payments is the first). */
  count: number;
  /** The outcome wanted (its index), or -1 to walk them all. */
  pick: number;
  found: Payment[] | null;
}

function newWalk(cards: number): DurgazWalk {
  return {
    e: 0,
    cardCount: 0,
    ids: [],
    need: new Int32Array(cards * 5),
    moved: new Int32Array(cards * 5),
    fromHand: new Uint8Array(cards),
    entered: new Int32Array(cards),
    forged: new Uint8Array(cards),
    collection: new Int32Array(cards),
    held: new Int32Array(5),
    perCollection: new Int32Array(COLLECTIONS.length),
    collections: 0,
    seq: new Int32Array(16),
    seqLength: 0,
    entries: 0,
    seen: new Set(),
    numericKeys: true,
    out: null,
    count: 1,
    pick: -1,
    found: null,
  };
}

let scratch = newWalk(32);
const NO_PAYMENTS: Payment[] = [];

function addCard(w: DurgazWalk, id: CardId, cost: Readonly<MaterialCounts>, paid: Readonly<MaterialCounts> | null): void {
  const ci = w.cardCount++;
  w.ids[ci] = id;
  for (let mi = 0; mi < 5; mi++) {
    const m = MATS[mi]!;
    w.need[ci * 5 + mi] = materialIn(cost, m) - (paid ? materialIn(paid, m) : 0);
    w.moved[ci * 5 + mi] = 0;
  }
  w.fromHand[ci] = paid ? 0 : 1;
  w.entered[ci] = 0;
  w.forged[ci] = 0;
  w.collection[ci] = collectionIndexOf(id);
}

/** Walks the legal Durgaz actions of `seat` (the zone is known to be usable): lists them, counts them, or stops at number `pick`. */
function walkDurgaz(t: Table, seat: Seat, hand: readonly CardId[], pick: number, out: Action[] | null): DurgazWalk | null {
  out?.push({ type: 'durgaz', payments: NO_PAYMENTS.slice() });
  const e = embersOf(t, seat, 'durgaz');
  const p = t.players[seat]!;
  if (e === 0 || !anyPayment(p.play, p.materials, hand)) return null;
  if (p.play.length + hand.length > scratch.fromHand.length) scratch = newWalk(p.play.length + hand.length);
  if (e > scratch.seq.length) scratch.seq = new Int32Array(e);
  const w = scratch;
  w.e = e;
  w.cardCount = 0;
  w.perCollection.fill(0);
  w.collections = 0;
  for (const c of p.play) {
    if (c.forged) {
      const col = collectionIndexOf(c.id);
      if (col >= 0 && w.perCollection[col]!++ === 0) w.collections++;
      continue;
    }
    addCard(w, c.id, costsOf(c.id), c.paid);
  }
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (hand.indexOf(id) === i) addCard(w, id, costsOf(id), null);
  }
  for (let mi = 0; mi < 5; mi++) w.held[mi] = materialIn(p.materials, MATS[mi]!);
  w.seqLength = 0;
  w.entries = 0;
  w.seen.clear();
  w.numericKeys = e <= 3 && w.cardCount <= 32;
  w.out = out;
  w.count = 1;
  w.pick = pick;
  w.found = null;
  durgazVisit(w, -1, -1, false, false);
  w.out = null;
  w.seen.clear();
  return w;
}

/** Whether some payment would move a token: a card in progress or in the hand needing a material held. */
function anyPayment(play: readonly PlayCard[], held: Readonly<MaterialCounts>, hand: readonly CardId[]): boolean {
  for (const c of play) {
    if (c.forged) continue;
    const cost = costsOf(c.id);
    for (const m of MATS) if (materialIn(held, m) > 0 && materialIn(cost, m) > materialIn(c.paid, m)) return true;
  }
  for (const id of hand) {
    const cost = costsOf(id);
    for (const m of MATS) if (materialIn(held, m) > 0 && materialIn(cost, m) > 0) return true;
  }
  return false;
}

/** The payments so far, as an action lists them. */
function paymentsOf(w: DurgazWalk): Payment[] {
  const out: Payment[] = new Array(w.seqLength);
  for (let i = 0; i < w.seqLength; i++) {
    const code = w.seq[i]!;
    out[i] = { cardId: w.ids[code >> 3]!, material: MATS[code & 7]! };
  }
  return out;
}

/** A card's part of the outcome: its entry rank, then the tokens moved per material (base 4: at most 3 held). */
function cardCode(w: DurgazWalk, ci: number): number {
  let code = w.entered[ci]!;
  for (let i = 0; i < 5; i++) code = code * 4 + w.moved[ci * 5 + i]!;
  return code;
}

/**
 * The outcome so far: per card, the tokens moved and its entry rank. With at most 3 payments (so at
 * most 3 cards touched, entry ranks ≤ 3) and at most 32 cards, a number holds it exactly: 17 bits per
 * touched card (its index, its code), untouched cards left out. Otherwise a string of one character per card.
 */
function outcomeKey(w: DurgazWalk): number | string {
  if (w.numericKeys) {
    let key = 0;
    for (let ci = 0; ci < w.cardCount; ci++) {
      const code = cardCode(w, ci);
      if (code !== 0) key = key * 131072 + ci * 4096 + code;
    }
    return key;
  }
  const codes: number[] = [];
  for (let ci = 0; ci < w.cardCount; ci++) codes.push(cardCode(w, ci));
  return String.fromCharCode(...codes);
}

/**
 * One level of the walk after the payment (lastCard, lastMat) (-1 at the start); returns true once the
 * wanted outcome is found (the walk stops). Two payments of different materials, neither forging its
 * card, and not both bringing a hand card into play, commute (same outcome in either order), so only
 * their canonical order is walked. With E = 1 every payment is its own outcome (one card and material
 * each), so no outcome needs checking.
 */
function durgazVisit(w: DurgazWalk, lastCard: number, lastMat: number, lastEntered: boolean, lastForged: boolean): boolean {
  for (let ci = 0; ci < w.cardCount; ci++) {
    if (w.forged[ci]) continue;
    const base = ci * 5;
    for (let mi = 0; mi < 5; mi++) {
      const k = Math.min(w.held[mi]!, w.need[base + mi]!);
      if (k <= 0) continue;
      w.held[mi]! -= k;
      w.need[base + mi]! -= k;
      w.moved[base + mi]! += k;
      const entering = w.fromHand[ci] === 1 && w.entered[ci] === 0;
      if (entering) w.entered[ci] = ++w.entries;
      let done = true;
      for (let x = 0; x < 5; x++) if (w.need[base + x]! > 0) done = false;
      const col = w.collection[ci]!;
      let wins = false;
      if (done) {
        w.forged[ci] = 1;
        if (col >= 0 && w.perCollection[col]!++ === 0) {
          w.collections++;
          wins = w.collections >= FORGE_MASTERY_COLLECTIONS;
        }
      }
      const commutes = lastCard >= 0 && !lastForged && !done && lastMat !== mi && !(lastEntered && entering && lastCard !== ci);
      let stop = false;
      if (!commutes || lastCard * 8 + lastMat < ci * 8 + mi) {
        w.seq[w.seqLength++] = ci * 8 + mi;
        let fresh = true;
        if (w.e > 1) {
          const key = outcomeKey(w);
          fresh = !w.seen.has(key);
          if (fresh) w.seen.add(key);
        }
        if (fresh) {
          if (w.count === w.pick) {
            w.found = paymentsOf(w);
            stop = true;
          }
          w.count++;
          w.out?.push({ type: 'durgaz', payments: paymentsOf(w) });
        }
        if (!stop && !wins && w.seqLength < w.e) stop = durgazVisit(w, ci, mi, entering, done);
        w.seqLength--;
      }
      if (done) {
        w.forged[ci] = 0;
        if (col >= 0 && --w.perCollection[col]! === 0) w.collections--;
      }
      if (entering) {
        w.entered[ci] = 0;
        w.entries--;
      }
      w.moved[base + mi]! -= k;
      w.need[base + mi]! += k;
      w.held[mi]! += k;
      if (stop) return true;
    }
  }
  return false;
}

/**
 * Durgaz: E payments; one payment = one material type onto one card, moving min(held, still needed)
 * tokens (a payment that would move none is invalid). A hand card enters the play area on its first
 * payment; a card holding its whole cost returns the tokens to the supply and turns upright.
 * The resolution and the listing of its legal actions (the preview of a plan: rules/durgazPlan.ts).
 */
import { collectionOf, costOf, costsOf } from './cardLookup.js';
import { FORGE_MASTERY_COLLECTIONS, MATERIALS } from './constants.js';
import type { CardId, Collection, Material, MaterialCounts, Seat } from './constants.js';
import { fail, mutHand, mutMaterials, mutPlay, mutPlayCard, mutSupply, removeOne } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import type { Payment } from './actions.js';
import { isMaterial } from './materials.js';
import { embersOf, markResolved } from './turns.js';
import type { Action } from './actions.js';
import type { Table } from './tableState.js';
import { checkVictory } from './victory.js';
import { startZone } from './zoneAccess.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
/** How many tokens a payment of `m` onto the play card `cardId` would move now (0 if none). */
export function paymentAmount(d: Pick<Draft, 's'>, seat: Seat, cardId: CardId, m: Material): number {
  const p = d.s.players[seat]!;
  const inPlay = p.play.find((c) => c.id === cardId);
  const paid = inPlay ? inPlay.paid[m] : 0;
  return Math.min(p.materials[m], costOf(cardId, m) - paid);
}

/**
 * Pays `m` onto a horizontal card of the play area (already checked to move ≥ 1 token); forges it when
 * its whole cost is there. `instant`: it came from the hand in this same Durgaz resolution.
 */
export function payOnto(d: Draft, seat: Seat, cardId: CardId, m: Material, instant: boolean): void {
  const amount = paymentAmount(d, seat, cardId, m);
  const card = mutPlayCard(d, seat, cardId)!;
  mutMaterials(d, seat)[m] -= amount;
  card.paid[m] += amount;
  d.events.push({ type: 'materialsPaid', seat, cardId, material: m, amount });
  const cost = costsOf(cardId);
  for (const x of MATS) if (card.paid[x] < cost[x]) return;
  const supply = mutSupply(d);
  for (const x of MATS) {
    supply[x] += card.paid[x];
    card.paid[x] = 0;
  }
  card.forged = true;
  d.events.push({ type: 'weaponForged', seat, cardId, instant });
  checkVictory(d);
}

/** Why a payment is not possible now, or null. */
export function paymentError(d: Pick<Draft, 's'>, seat: Seat, cardId: CardId, m: Material): EngineError | null {
  const p = d.s.players[seat]!;
  const inPlay = p.play.find((c) => c.id === cardId);
  if (inPlay?.forged) return fail('card_already_forged', `Card ${cardId} is already forged.`);
  if (!inPlay && !p.hand.includes(cardId))
    return fail('card_not_in_hand', `Card ${cardId} is neither in your hand nor in progress in your play area.`);
  if (costOf(cardId, m) === 0) return fail('invalid_payment', `Card ${cardId} does not cost ${m}.`);
  if (paymentAmount(d, seat, cardId, m) <= 0) {
    return fail('invalid_payment', p.materials[m] === 0 ? `You have no ${m}.` : `Card ${cardId} needs no more ${m}.`);
  }
  return null;
}

export function resolveDurgaz(d: Draft, seat: Seat, payments: Payment[]): EngineError | null {
  if (!Array.isArray(payments) || !payments.every((x) => x && typeof x.cardId === 'string' && isMaterial(x.material))) {
    return fail('invalid_action', 'Durgaz needs a list of payments, each a card and a material.');
  }
  const e = startZone(d, seat, 'durgaz');
  if (typeof e !== 'number') return e;
  if (payments.length > e) return fail('too_many_choices', `You may make at most ${e} payment(s): one per ember in Durgaz.`);
  const err = payInOrder(d, seat, payments, new Set<CardId>());
  if (err) return err.error;
  if (!d.s.winner) markResolved(d, seat, 'durgaz');
  return null;
}

/**
 * Makes the payments one after the other (a hand card enters the play area on its first payment and
 * its id joins `fromHand`); stops at the first refused payment (returning it and its index) or when
 * the game is won.
 */
export function payInOrder(
  d: Draft,
  seat: Seat,
  payments: readonly Payment[],
  fromHand: Set<CardId>,
): { error: EngineError; index: number } | null {
  for (let i = 0; i < payments.length; i++) {
    const { cardId, material } = payments[i]!;
    const err = paymentError(d, seat, cardId, material);
    if (err) return { error: err, index: i };
    const p = d.s.players[seat]!;
    if (p.hand.includes(cardId)) {
      removeOne(mutHand(d, seat), cardId);
      mutPlay(d, seat).push({ id: cardId, forged: false, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } });
      fromHand.add(cardId);
      d.events.push({ type: 'cardPlayed', seat, cardId });
    }
    payOnto(d, seat, cardId, material, fromHand.has(cardId));
    if (d.s.winner) return null;
  }
  return null;
}

// ---- the legal Durgaz actions (legalActions) ----

/**
 * Every distinct outcome of Durgaz: no payment, then the sequences of 1..E payments that each move at
 * least one token, walked depth first (cards in play then the hand, material by material), keeping the
 * first sequence of each outcome; payments that commute are walked in their canonical order only. The
 * order of payments matters when two cards need the same material (what is left for the second) and
 * for the order in which hand cards enter the play area, so an outcome is the tokens moved onto each
 * card plus that order. A payment that wins the game ends the sequence (the engine makes no later
 * payment).
 */
interface DurgazCard {
  id: CardId;
  need: MaterialCounts;
  /** Tokens moved this resolution, per material in MATS order. */
  moved: number[];
  fromHand: boolean;
  /** Order of entry into the play area (hand cards), 0 = not entered. */
  entered: number;
  forged: boolean;
  collection: Collection | undefined;
}

interface DurgazWalk {
  e: number;
  cards: DurgazCard[];
  held: MaterialCounts;
  seq: Payment[];
  entries: number;
  /** Upright collections of the player (for the Forge Mastery check). */
  collections: Map<Collection, number>;
  seen: Set<string>;
  out: Action[];
}

function durgazCard(id: CardId, need: MaterialCounts, fromHand: boolean): DurgazCard {
  return { id, need, moved: [0, 0, 0, 0, 0], fromHand, entered: 0, forged: false, collection: collectionOf(id) };
}

/** Appends the legal Durgaz actions of `seat` (the zone is known to be usable). */
export function durgazOptions(t: Table, seat: Seat, hand: readonly CardId[], out: Action[]): void {
  const e = embersOf(t, seat, 'durgaz');
  const p = t.players[seat]!;
  const cards: DurgazCard[] = [];
  const collections = new Map<Collection, number>();
  for (const c of p.play) {
    const col = collectionOf(c.id);
    if (c.forged) {
      if (col) collections.set(col, (collections.get(col) ?? 0) + 1);
      continue;
    }
    const cost = costsOf(c.id);
    const need = {} as MaterialCounts;
    for (const m of MATS) need[m] = cost[m] - c.paid[m];
    cards.push(durgazCard(c.id, need, false));
  }
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (hand.indexOf(id) !== i) continue;
    cards.push(durgazCard(id, { ...costsOf(id) }, true));
  }
  out.push({ type: 'durgaz', payments: [] });
  if (e > 0) durgazVisit({ e, cards, held: { ...p.materials }, seq: [], entries: 0, collections, seen: new Set(), out }, null);
}

/** The outcome so far: per card, the tokens moved (base 4 per material: at most 3 held) and its entry rank. */
function outcomeKey(w: DurgazWalk): string {
  const codes: number[] = [];
  for (const c of w.cards) {
    let code = c.entered;
    for (let i = 0; i < 5; i++) code = code * 4 + c.moved[i]!;
    codes.push(code);
  }
  return String.fromCharCode(...codes);
}

/**
 * The last payment of the walk: two payments of different materials, neither forging its card, and
 * not both bringing a hand card into play, commute (same outcome in either order), so only their
 * canonical order is walked.
 */
interface LastPayment {
  card: number;
  mat: number;
  entered: boolean;
  forged: boolean;
}

function durgazVisit(w: DurgazWalk, last: LastPayment | null): void {
  for (let ci = 0; ci < w.cards.length; ci++) {
    const card = w.cards[ci]!;
    if (card.forged) continue;
    for (let mi = 0; mi < MATS.length; mi++) {
      const m = MATS[mi]!;
      const k = Math.min(w.held[m], card.need[m]);
      if (k <= 0) continue;
      w.held[m] -= k;
      card.need[m] -= k;
      card.moved[mi]! += k;
      const entering = card.fromHand && card.entered === 0;
      if (entering) card.entered = ++w.entries;
      let done = true;
      for (const x of MATS) if (card.need[x] > 0) done = false;
      card.forged = done;
      let wins = false;
      if (done && card.collection) {
        const n = w.collections.get(card.collection) ?? 0;
        w.collections.set(card.collection, n + 1);
        wins = n === 0 && w.collections.size >= FORGE_MASTERY_COLLECTIONS;
      }
      const commutes = last !== null && !last.forged && !done && last.mat !== mi && !(last.entered && entering && last.card !== ci);
      if (!commutes || last.card * 8 + last.mat < ci * 8 + mi) {
        w.seq.push({ cardId: card.id, material: m });
        const key = outcomeKey(w);
        if (!w.seen.has(key)) {
          w.seen.add(key);
          w.out.push({ type: 'durgaz', payments: w.seq.slice() });
        }
        if (!wins && w.seq.length < w.e) durgazVisit(w, { card: ci, mat: mi, entered: entering, forged: done });
        w.seq.pop();
      }
      if (done && card.collection) {
        const n = w.collections.get(card.collection)!;
        if (n <= 1) w.collections.delete(card.collection);
        else w.collections.set(card.collection, n - 1);
      }
      card.forged = false;
      if (entering) {
        card.entered = 0;
        w.entries--;
      }
      card.moved[mi]! -= k;
      card.need[m] += k;
      w.held[m] += k;
    }
  }
}

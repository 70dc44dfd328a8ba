/**
 * The actions a seat may take now. Complete for placement, rune, gildar, closeZone and endTurn (every
 * accepted ability choice and commission delivery, the two free materials as unordered pairs).
 * Ignar and Durgaz have too many combinations to list: see IGNAR_LIMIT and DURGAZ_LIMIT.
 */
import type { Action, Payment } from './actions.js';
import { costsOf, collectionOf, defOf } from './cardLookup.js';
import { needsChoice } from './abilities.js';
import { COMMISSION_SLOTS, MATERIALS, EMBERS_PER_PLAYER } from './constants.js';
import type { CardId, Material, MaterialCounts, Seat, Zone } from './constants.js';
import { choiceOptionsOn, materialMultisets } from './choiceFields.js';
import { offerOf } from './ignar.js';
import type { GameState } from './state.js';
import { tableState } from './tableState.js';
import { embersOf } from './turns.js';
import type { GameView } from './view.js';
import { mayStartZone } from './zoneAccess.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
/**
 * Ignar: discarding nothing, then every subset of the hand of at most E cards (smallest first, at
 * most IGNAR_SUBSETS subsets), each with every largest take its offer allows (a smaller take is never
 * better); at most IGNAR_LIMIT actions in all.
 */
export const IGNAR_SUBSETS = 24;
export const IGNAR_LIMIT = 80;
/**
 * Durgaz: no payment, then every sequence of 1..E payments that each move at least one token, with
 * payments in a canonical order (card by card, material by material); at most DURGAZ_LIMIT actions.
 */
export const DURGAZ_LIMIT = 80;

const PAIRS: [Material, Material][] = [];
for (let i = 0; i < MATS.length; i++) for (let j = i; j < MATS.length; j++) PAIRS.push([MATS[i]!, MATS[j]!]);

type Table = GameState | GameView;

export function legalActions(table: Table, seat: Seat): Action[] {
  if (table.winner || table.phase === 'ended' || seat !== table.activeSeat) return [];
  if (table.phase === 'placement') {
    if (table.placedThisTurn >= EMBERS_PER_PLAYER) return [{ type: 'endPlacement' }];
    return [
      { type: 'placeEmber', zone: 'ignar' },
      { type: 'placeEmber', zone: 'durgaz' },
      { type: 'placeEmber', zone: 'runarium' },
      { type: 'placeEmber', zone: 'gildar' },
      { type: 'endPlacement' },
    ];
  }
  const out: Action[] = [];
  const p = table.players[seat]!;
  const hand = p.hand ?? [];
  if (usable(table, seat, 'ignar')) ignarOptions(table, seat, hand, out);
  if (usable(table, seat, 'durgaz')) durgazOptions(table, seat, hand, out);
  if (usable(table, seat, 'runarium')) runeOptions(table, seat, hand, out);
  if (usable(table, seat, 'gildar')) gildarOptions(table, seat, out);
  if (table.resolving) out.push({ type: 'closeZone' });
  out.push({ type: 'endTurn' });
  return out;
}

function usable(t: Table, seat: Seat, zone: Zone): boolean {
  return t.resolving?.zone === zone || mayStartZone(t, seat, zone);
}

/**
 * A rune use whose ability needs no choice gives exactly one action when the Runarium is usable (the
 * card checks of beginRune hold by construction), so only abilities with a choice are rehearsed on a
 * draft (choiceOptionsOn).
 */
function runeOptions(t: Table, seat: Seat, hand: readonly CardId[], out: Action[]): void {
  const play = t.players[seat]!.play;
  let s: GameState | null = null;
  for (const c of play) {
    if (!c.forged) continue;
    if (choiceFree(c.id) && play.find((x) => x.id === c.id) === c) {
      out.push({ type: 'rune', use: { mode: 'forged', cardId: c.id } });
      continue;
    }
    s ??= tableState(t);
    for (const choice of choiceOptionsOn(s, seat, 'forged', c.id)) {
      out.push({ type: 'rune', use: choice ? { mode: 'forged', cardId: c.id, choice } : { mode: 'forged', cardId: c.id } });
    }
  }
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (hand.indexOf(id) !== i) continue;
    if (choiceFree(id)) {
      out.push({ type: 'rune', use: { mode: 'ephemeral', cardId: id } });
      continue;
    }
    s ??= tableState(t);
    for (const choice of choiceOptionsOn(s, seat, 'ephemeral', id)) {
      out.push({ type: 'rune', use: choice ? { mode: 'ephemeral', cardId: id, choice } : { mode: 'ephemeral', cardId: id } });
    }
  }
}

/** A known card whose ability asks for no choice. */
function choiceFree(id: CardId): boolean {
  const def = defOf(id);
  return def !== undefined && !def.ability.some(needsChoice);
}

function gildarOptions(t: Table, seat: Seat, out: Action[]): void {
  out.push({ type: 'gildar', pick: { kind: 'draw' } });
  for (const c of t.players[seat]!.play) {
    if (!c.forged) continue;
    const col = collectionOf(c.id);
    for (let slot = 0; slot < COMMISSION_SLOTS; slot++) {
      const wanted = t.commissions[slot];
      if (wanted == null || collectionOf(wanted) !== col) continue;
      for (const [a, b] of PAIRS) out.push({ type: 'gildar', pick: { kind: 'commission', cardId: c.id, slot, materials: [a, b] } });
    }
  }
}

interface IgnarWalk {
  t: Table;
  e: number;
  hand: CardId[];
  cur: CardId[];
  subsets: number;
  actions: number;
  out: Action[];
}

function ignarOptions(t: Table, seat: Seat, handIn: readonly CardId[], out: Action[]): void {
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

interface DurgazWalk {
  e: number;
  cards: { id: CardId; need: MaterialCounts; forged: boolean }[];
  held: MaterialCounts;
  seq: Payment[];
  count: number;
  out: Action[];
}

function durgazOptions(t: Table, seat: Seat, hand: readonly CardId[], out: Action[]): void {
  const e = embersOf(t, seat, 'durgaz');
  const p = t.players[seat]!;
  const cards: DurgazWalk['cards'] = [];
  for (const c of p.play) {
    if (c.forged) continue;
    const cost = costsOf(c.id);
    const need = {} as MaterialCounts;
    for (const m of MATS) need[m] = cost[m] - c.paid[m];
    cards.push({ id: c.id, need, forged: false });
  }
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (hand.indexOf(id) !== i) continue;
    const need = { ...costsOf(id) };
    cards.push({ id, need, forged: false });
  }
  out.push({ type: 'durgaz', payments: [] });
  if (e > 0) durgazVisit({ e, cards, held: { ...p.materials }, seq: [], count: 1, out }, 0, 0);
}

function durgazVisit(w: DurgazWalk, fromCard: number, fromMat: number): boolean {
  for (let ci = fromCard; ci < w.cards.length; ci++) {
    const card = w.cards[ci]!;
    if (card.forged) continue;
    for (let mi = ci === fromCard ? fromMat : 0; mi < MATS.length; mi++) {
      const m = MATS[mi]!;
      const k = Math.min(w.held[m], card.need[m]);
      if (k <= 0) continue;
      w.held[m] -= k;
      card.need[m] -= k;
      let done = true;
      for (const x of MATS) if (card.need[x] > 0) done = false;
      card.forged = done;
      w.seq.push({ cardId: card.id, material: m });
      let go = ++w.count <= DURGAZ_LIMIT;
      if (go) {
        w.out.push({ type: 'durgaz', payments: w.seq.slice() });
        if (w.seq.length < w.e) go = durgazVisit(w, ci, mi + 1);
      }
      w.seq.pop();
      card.forged = false;
      card.need[m] += k;
      w.held[m] += k;
      if (!go) return false;
    }
  }
  return true;
}

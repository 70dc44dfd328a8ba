/**
 * Card ids in play: with two sets (4-5 players), the second set's copies are the same cards with ids
 * ending in `b` (MT07 and MT07b), so that every card on the table has an id of its own.
 */
import { CARDS } from './cardData.js';
import type { CardDef, CardId, Effect, GridPos, MineFace, SpecialCardDef } from './cardTypes.js';

/** The id of a card of `set` (0: the first set, 1: the second). */
export function inSet(id: CardId, set: number): CardId {
  return set === 0 ? id : `${id}b`;
}

/** Both sets' ids to their definition. */
const BY_ID = new Map<string, CardDef>(CARDS.flatMap((c) => [[c.id, c] as const, [inSet(c.id, 1), c] as const]));
const HOME = new Map<string, number>([...BY_ID].map(([id, c]) => [id, c.pos.row * 3 + c.pos.col]));

/** A card's definition, whichever set it belongs to; throws on an id that names no card. */
export function cardOf(id: CardId): CardDef {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`No DWARF card ${id}.`);
  return c;
}

/** A Special card's definition; throws if `id` is not a Special card. */
export function specialOf(id: CardId): SpecialCardDef {
  const c = cardOf(id);
  if (c.kind !== 'special') throw new Error(`${id} is not a Special card.`);
  return c;
}

export function isCardId(id: unknown): id is CardId {
  return typeof id === 'string' && BY_ID.has(id);
}

/** Both sets' ids to the face each card shows in the mine (the rules ask for it at every step). */
const FACE = new Map<string, MineFace>([...BY_ID].map(([id, c]) => [id, c.face]));

/** What a card shows once it lies in the mine (a Special card: its mine side). */
export function faceOf(id: CardId): MineFace {
  const f = FACE.get(id);
  if (!f) throw new Error(`No DWARF card ${id}.`);
  return f;
}

export function effectOf(id: CardId): Effect {
  return cardOf(id).face.effect;
}

/** The position a card belongs to in its mine, 0-8 in reading order. */
export function gridIndex(p: GridPos): number {
  return p.row * 3 + p.col;
}

export function homeOf(id: CardId): number {
  const p = HOME.get(id);
  if (p === undefined) throw new Error(`No DWARF card ${id}.`);
  return p;
}

/** Every card id of both sets (the wire's card table and the leak check's token). */
export const ALL_CARD_IDS: readonly CardId[] = Object.freeze([...CARDS.map((c) => c.id), ...CARDS.map((c) => inSet(c.id, 1))]);

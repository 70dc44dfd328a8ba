/** Fast card lookups for the engine. Unknown ids (the placeholders of a view's hidden cards) give undefined. */
import { CARDS } from '../cards/cardData.js';
import type { CardDef } from './cardTypes.js';
import type { CardId, Collection, Material, MaterialCounts } from './constants.js';
import { COLLECTIONS, MATERIALS, materialIn } from './constants.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
const DEFS: ReadonlyMap<CardId, CardDef> = new Map(CARDS.map((c) => [c.id, c]));
const NO_COST: Readonly<MaterialCounts> = Object.freeze({ iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 });
/** Every card's cost as a full record (0 for the types it does not need), built once. */
const COSTS: ReadonlyMap<CardId, Readonly<MaterialCounts>> = new Map(
  CARDS.map((c) => {
    const full = { ...NO_COST };
    for (const m of MATS) full[m] = c.cost[m] ?? 0;
    return [c.id, Object.freeze(full)];
  }),
);

/** Bits per material in a packed cost (see packedCostOf): sums of up to 31 cards stay exact in 30 bits. */
export const PACK_BITS = 6;
/**
 * Every card's cost packed in one integer, PACK_BITS bits per material in MATS order (iron lowest), so
 * that the offer of several cards is the sum of their packed costs (no card needs more than 2 of a type).
 */
const PACKED: ReadonlyMap<CardId, number> = new Map(
  [...COSTS].map(([id, cost]) => [id, MATS.reduce((code, m, i) => code + cost[m] * 2 ** (PACK_BITS * i), 0)]),
);

/** The card's cost packed (0 for an unknown card): see PACK_BITS. */
export function packedCostOf(id: CardId): number {
  return PACKED.get(id) ?? 0;
}

const PACK_MASK = (1 << PACK_BITS) - 1;

/** Material number `mi`'s (MATS order) tokens in a packed cost or sum of costs. */
export function packedPart(packed: number, mi: number): number {
  return (packed >>> (PACK_BITS * mi)) & PACK_MASK;
}

/** The card with this id, or undefined for an id that is not in the set. */
export function defOf(id: CardId): CardDef | undefined {
  return DEFS.get(id);
}

export function collectionOf(id: CardId): Collection | undefined {
  return DEFS.get(id)?.collection;
}

/** Each card's collection as one bit (1 << its index in COLLECTIONS), for sets of collections as masks. */
const COLLECTION_BITS: ReadonlyMap<CardId, number> = new Map(CARDS.map((c) => [c.id, 1 << COLLECTIONS.indexOf(c.collection)]));

/** The card's collection bit (see COLLECTION_BITS); 0 for an unknown card. */
export function collectionBitOf(id: CardId): number {
  return COLLECTION_BITS.get(id) ?? 0;
}

/** The index of the card's collection in COLLECTIONS; -1 for an unknown card. */
export function collectionIndexOf(id: CardId): number {
  return 31 - Math.clz32(COLLECTION_BITS.get(id) ?? 0);
}

/** How many tokens of `m` the card costs (0 for an unknown card). */
export function costOf(id: CardId, m: Material): number {
  return materialIn(COSTS.get(id) ?? NO_COST, m);
}

/** The card's whole cost, every type present (all 0 for an unknown card). Read-only and shared. */
export function costsOf(id: CardId): Readonly<MaterialCounts> {
  return COSTS.get(id) ?? NO_COST;
}

/** The material types of a card's cost, in MATS order. */
export function costTypes(id: CardId): Material[] {
  const def = DEFS.get(id);
  if (!def) return [];
  return MATS.filter((m) => (def.cost[m] ?? 0) > 0);
}

export function allCardIds(): CardId[] {
  return CARDS.map((c) => c.id);
}

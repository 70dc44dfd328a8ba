/** Ignar arithmetic: the offer built from discarded cards and how many tokens may be taken. */
import { cardById, emptyMaterials, MATERIALS } from '../../shared/index.js';
import type { CardId, Material, MaterialCounts } from '../../shared/index.js';

/** The offer: the costs of the discarded cards added together (a multiset of material tokens). */
export function ignarOffer(discard: readonly CardId[]): MaterialCounts {
  const offer = emptyMaterials();
  for (const id of discard) {
    const cost = cardById(id).cost;
    for (const m of MATERIALS) offer[m] += cost[m] ?? 0;
  }
  return offer;
}

export function countMaterials(list: readonly Material[]): MaterialCounts {
  const counts = emptyMaterials();
  for (const m of list) counts[m] += 1;
  return counts;
}

/** How many more of `material` may be added to `take` (limited by embers, the offer and the supply). */
export function ignarRoomFor(
  material: Material,
  take: readonly Material[],
  offer: MaterialCounts,
  supply: MaterialCounts,
  embers: number,
): number {
  if (take.length >= embers) return 0;
  const already = countMaterials(take)[material];
  return Math.max(0, Math.min(offer[material], supply[material]) - already);
}

/** Drops taken tokens the offer no longer covers (after a card is un-selected). */
export function trimTake(take: readonly Material[], offer: MaterialCounts, embers: number): Material[] {
  const used = emptyMaterials();
  const kept: Material[] = [];
  for (const m of take) {
    if (kept.length >= embers || used[m] >= offer[m]) continue;
    used[m] += 1;
    kept.push(m);
  }
  return kept;
}

/**
 * A useful first take (the composer's default): as many tokens as the embers allow from the offer,
 * never more than the supply has, and none the 3-per-type cap would send straight back. The player
 * can still change it.
 */
export function defaultTake(offer: MaterialCounts, supply: MaterialCounts, held: MaterialCounts, embers: number, cap = 3): Material[] {
  const take: Material[] = [];
  for (const m of MATERIALS) {
    const room = Math.min(offer[m], supply[m], Math.max(0, cap - held[m]));
    for (let i = 0; i < room && take.length < embers; i++) take.push(m);
  }
  return take;
}

/** Material tokens: the finite supply (15 of each type) and the 3-per-type cap of a player. */
import { MATERIALS, MATERIAL_CAP_PER_TYPE } from './constants.js';
import type { Material, MaterialCounts, Seat } from './constants.js';
import { mutMaterials, mutSupply } from './draft.js';
import type { Draft } from './draft.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
/**
 * Gives `seat` what the supply can cover of `wanted`, then returns any excess over 3 of a type to the
 * supply (the cap applies after the whole gain). Returns the amounts actually kept.
 */
export function gainMaterials(d: Draft, seat: Seat, wanted: Partial<MaterialCounts>): Partial<MaterialCounts> {
  let gained: Partial<MaterialCounts> | null = null;
  for (const m of MATS) {
    const want = wanted[m] ?? 0;
    if (want <= 0) continue;
    const got = Math.min(want, d.s.supply[m]);
    if (got <= 0) continue;
    mutSupply(d)[m] -= got;
    mutMaterials(d, seat)[m] += got;
    (gained ??= {})[m] = got;
  }
  if (!gained) return {};
  d.events?.push({ type: 'materialsGained', seat, materials: gained });
  applyCap(d, seat);
  return gained;
}

/** Returns to the supply every token above the cap of each type. */
export function applyCap(d: Draft, seat: Seat): void {
  const held = d.s.players[seat]!.materials;
  let returned: Partial<MaterialCounts> | null = null;
  for (const m of MATS) {
    const excess = held[m] - MATERIAL_CAP_PER_TYPE;
    if (excess > 0) (returned ??= {})[m] = excess;
  }
  if (!returned) return;
  const mine = mutMaterials(d, seat);
  const supply = mutSupply(d);
  for (const m of MATS) {
    const n = returned[m] ?? 0;
    mine[m] -= n;
    supply[m] += n;
  }
  d.events?.push({ type: 'materialsReturned', seat, materials: returned });
}

/** Counts a list of materials into a record. */
export function countMaterials(list: readonly Material[]): MaterialCounts {
  const out: MaterialCounts = { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };
  for (const m of list) out[m] += 1;
  return out;
}

export function totalOf(counts: Partial<MaterialCounts>): number {
  let n = 0;
  for (const m of MATS) n += counts[m] ?? 0;
  return n;
}

export function isMaterial(x: unknown): x is Material {
  return x === 'iron' || x === 'bronze' || x === 'crystal' || x === 'scale' || x === 'mithril';
}

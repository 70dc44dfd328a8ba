/** Material tokens: the finite supply (15 of each type) and the 3-per-type cap of a player. */
import { MATERIALS, MATERIAL_CAP_PER_TYPE, addMaterial, materialIn } from './constants.js';
import type { Material, MaterialCounts, Seat } from './constants.js';
import { mutMaterials, mutSupply } from './draft.js';
import type { Draft } from './draft.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const MATS: readonly Material[] = MATERIALS;
/**
 * Gives `seat` what the supply can cover of `wanted`, then returns any excess over 3 of a type to the
 * supply (the cap applies after the whole gain). The records of what was kept and returned are built
 * only for the draft's events.
 */
export function gainMaterials(d: Draft, seat: Seat, wanted: Partial<MaterialCounts>): void {
  let gained: Partial<MaterialCounts> | null = null;
  let any = false;
  for (const m of MATS) {
    const want = materialIn(wanted, m);
    if (want <= 0) continue;
    const got = Math.min(want, materialIn(d.s.supply, m));
    if (got <= 0) continue;
    addMaterial(mutSupply(d), m, -got);
    addMaterial(mutMaterials(d, seat), m, got);
    any = true;
    if (d.events) (gained ??= {})[m] = got;
  }
  if (!any) return;
  if (gained) d.events?.push({ type: 'materialsGained', seat, materials: gained });
  applyCap(d, seat);
}

/** Returns to the supply every token above the cap of each type. */
export function applyCap(d: Draft, seat: Seat): void {
  const held = d.s.players[seat]!.materials;
  let over = false;
  for (const m of MATS) if (materialIn(held, m) > MATERIAL_CAP_PER_TYPE) over = true;
  if (!over) return;
  const mine = mutMaterials(d, seat);
  const supply = mutSupply(d);
  const returned: Partial<MaterialCounts> | null = d.events ? {} : null;
  for (const m of MATS) {
    const excess = materialIn(mine, m) - MATERIAL_CAP_PER_TYPE;
    if (excess <= 0) continue;
    addMaterial(mine, m, -excess);
    addMaterial(supply, m, excess);
    if (returned) returned[m] = excess;
  }
  if (returned) d.events?.push({ type: 'materialsReturned', seat, materials: returned });
}

/** Counts a list of materials into a record. */
export function countMaterials(list: readonly Material[]): MaterialCounts {
  const out: MaterialCounts = { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };
  for (const m of list) addMaterial(out, m, 1);
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

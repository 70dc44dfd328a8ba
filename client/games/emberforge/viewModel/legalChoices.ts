/** What the engine's legal action list allows, grouped for the composers. */
import { countMaterials } from '../../../../shared/games/emberforge/index.js';
import type { Action, CardId, Material, Zone } from '../../../../shared/games/emberforge/index.js';

/** Card ids with at least one legal Runarium use, per mode. */
export function usableRuneCards(actions: readonly Action[]): { forged: Set<CardId>; ephemeral: Set<CardId> } {
  const out = { forged: new Set<CardId>(), ephemeral: new Set<CardId>() };
  for (const a of actions) if (a.type === 'rune') out[a.use.mode].add(a.use.cardId);
  return out;
}

/** Weapon ids with a legal commission delivery. */
export function deliverableWeapons(actions: readonly Action[]): Set<CardId> {
  const out = new Set<CardId>();
  for (const a of actions) if (a.type === 'gildar' && a.pick.kind === 'commission') out.add(a.pick.cardId);
  return out;
}

/**
 * Of the zones the player may start, those worth opening: Ignar and Durgaz always (their options are
 * built in the composer), Runarium and Gildar only with at least one legal use.
 */
export function zonesWithActions(actions: readonly Action[], zones: readonly Zone[]): Zone[] {
  const has = (type: 'rune' | 'gildar') => actions.some((a) => a.type === type);
  return zones.filter((z) => (z === 'runarium' ? has('rune') : z === 'gildar' ? has('gildar') : true));
}

/**
 * 1 when some legal delivery of `weaponId` names all of `picked` (the two free materials: any pair the
 * engine accepts, also a type the supply lacks, which then gives what the supply holds), else 0.
 */
export function deliveryMaterialRoom(actions: readonly Action[], weaponId: CardId, picked: readonly Material[]): number {
  const want = countMaterials(picked);
  for (const a of actions) {
    if (a.type !== 'gildar' || a.pick.kind !== 'commission' || a.pick.cardId !== weaponId) continue;
    const has = countMaterials(a.pick.materials);
    if (Object.entries(want).every(([m, n]) => has[m as Material] >= n)) return 1;
  }
  return 0;
}

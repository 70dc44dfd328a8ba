/** Zones and embers, as the HUD and the bots ask about them: who may still resolve what, and the heat tokens. */
import { EMBERS_PER_PLAYER, ZONES } from '../constants.js';
import type { Seat, Zone } from '../constants.js';
import type { EngineError } from '../errors.js';
import type { TableBase } from '../state.js';
import { tableState, type Table } from '../tableState.js';
import { embersOf } from '../turns.js';
import { mayStartZone, zoneStartError } from '../zoneAccess.js';
import { freeHeatTokens as freeHeatTokensOf } from '../overheat.js';

export { embersOf, hasSomethingToActivate } from '../turns.js';
export { mayStartZone, zoneUsable } from '../zoneAccess.js';
export { freeHeatTokens } from '../overheat.js';

/** Embers of `seat` not on the board (during placement: still to place). */
export function unplacedEmbers(t: Pick<TableBase, 'zones'>, seat: Seat): number {
  let placed = 0;
  for (const z of ZONES) placed += embersOf(t, seat, z);
  return Math.max(0, EMBERS_PER_PLAYER - placed);
}

/** Whether the zone is overheated (locked for this round). */
export function isLocked(t: Pick<TableBase, 'zones'>, zone: Zone): boolean {
  return t.zones[zone].heat === 'overheat';
}

/** The zones `seat` may still start resolving this activation phase (embers there, unlocked, unresolved), in `order`. */
export function resolvableZones(t: Table, seat: Seat, order: readonly Zone[] = ZONES): Zone[] {
  if (!t.players[seat]) return [];
  return order.filter((z) => mayStartZone(t, seat, z));
}

/** Why `seat` may not start resolving `zone` now (locked, already resolved, none of their embers there), or null: the engine's own check. */
export function zoneStartRefusal(t: Table, seat: Seat, zone: Zone): EngineError | null {
  return zoneStartError({ s: tableState(t) }, seat, zone);
}

/**
 * Whether `zone` would overheat at the next overheat check if it held more embers than players: it
 * has no heat token (a Cooldown protects it) and a heat token is free (overheat.ts).
 */
export function mayOverheat(t: Pick<TableBase, 'zones'>, zone: Zone): boolean {
  return t.zones[zone].heat === 'none' && freeHeatTokensOf(t) > 0;
}

/**
 * Whether one more ember on `zone` would overheat it at the overheat check, were placement to end
 * now: the check of overheat.ts (in board order, a zone with more embers than players and no heat
 * token overheats while a token is free) run on the board with that ember added. The HUD warns before
 * such an ember is placed (the embers already there, and it, would then do nothing this round).
 */
export function overheatsWithOneMore(t: Pick<TableBase, 'zones' | 'playerCount'>, zone: Zone): boolean {
  let free = freeHeatTokensOf(t);
  for (const z of ZONES) {
    const state = t.zones[z];
    const embers = state.embers.length + (z === zone ? 1 : 0);
    if (state.heat !== 'none' || embers <= t.playerCount) continue;
    if (free <= 0) return false;
    if (z === zone) return true;
    free -= 1;
  }
  return false;
}

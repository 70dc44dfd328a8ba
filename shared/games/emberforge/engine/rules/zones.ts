/** Zones and embers, as the HUD and the bots ask about them: who may still resolve what, and the heat tokens. */
import { EMBERS_PER_PLAYER, ZONES } from '../constants.js';
import type { Seat, Zone } from '../constants.js';
import type { TableBase } from '../state.js';
import type { Table } from '../tableState.js';
import { embersOf } from '../turns.js';
import { mayStartZone } from '../zoneAccess.js';
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

/**
 * Whether `zone` would overheat at the next overheat check if it held more embers than players: it
 * has no heat token (a Cooldown protects it) and a heat token is free (overheat.ts).
 */
export function mayOverheat(t: Pick<TableBase, 'zones'>, zone: Zone): boolean {
  return t.zones[zone].heat === 'none' && freeHeatTokensOf(t) > 0;
}

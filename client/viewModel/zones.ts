/** Ember arithmetic on a view: how many embers a seat has where, and which zones it may still use. */
import { EMBERS_PER_PLAYER, ZONES } from '../../shared/index.js';
import type { GameView, Seat, TableBase, Zone } from '../../shared/index.js';

export function embersOf(table: TableBase, seat: Seat, zone: Zone): number {
  return table.zones[zone].embers.filter((s) => s === seat).length;
}

/** Embers of `seat` not on the board (during placement: still to place). */
export function unplacedEmbers(table: TableBase, seat: Seat): number {
  const placed = ZONES.reduce((n, z) => n + embersOf(table, seat, z), 0);
  return Math.max(0, EMBERS_PER_PLAYER - placed);
}

export function isLocked(table: TableBase, zone: Zone): boolean {
  return table.zones[zone].heat === 'overheat';
}

/** Zones `seat` can still start resolving this activation phase (embers there, unlocked, unresolved). */
export function resolvableZones(view: GameView, seat: Seat): Zone[] {
  const player = view.players[seat];
  if (!player) return [];
  return ZONES.filter((z) => embersOf(view, seat, z) > 0 && !isLocked(view, z) && !player.resolvedZones.includes(z));
}

/** Number keys 1-4 map to the zones in board order. */
export function zoneForKey(key: string): Zone | null {
  const index = Number(key) - 1;
  return Number.isInteger(index) && index >= 0 && index < ZONES.length ? ZONES[index]! : null;
}

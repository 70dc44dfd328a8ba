/** The overheat check after the last placement turn, and the shared pool of 3 heat tokens. */
import { HEAT_TOKENS, ZONES, zoneIn } from './constants.js';
import type { Zone } from './constants.js';
import { mutZone } from './draft.js';
import type { Draft } from './draft.js';
import type { TableBase } from './state.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const ZONE_LIST: readonly Zone[] = ZONES;
/** Heat tokens not on the board (each zone holds at most one, overheat or cooldown side up). */
export function freeHeatTokens(t: Pick<TableBase, 'zones'>): number {
  let used = 0;
  for (const z of ZONE_LIST) if (zoneIn(t.zones, z).heat !== 'none') used++;
  return HEAT_TOKENS - used;
}

/**
 * In board order, a zone with more embers than players and no Cooldown token overheats (locked this
 * round), while a token is free; a zone that would overheat when none is free stays open.
 */
export function overheatCheck(d: Draft): void {
  for (const zone of ZONE_LIST) {
    const z = zoneIn(d.s.zones, zone);
    if (z.heat !== 'none' || z.embers.length <= d.s.playerCount) continue;
    if (freeHeatTokens(d.s) <= 0) continue;
    const hot = mutZone(d, zone);
    hot.heat = 'overheat';
    hot.heatRound = d.s.round;
    d.events?.push({ type: 'zoneOverheated', zone, embers: z.embers.length });
  }
}

/** Number keys 1-4 map to the zones in board order (the rules about zones are the engine's: shared/games/emberforge/engine/rules). */
import { ZONES } from '../../../../shared/games/emberforge/index.js';
import type { Zone } from '../../../../shared/games/emberforge/index.js';

export function zoneForKey(key: string): Zone | null {
  const index = Number(key) - 1;
  return Number.isInteger(index) && index >= 0 && index < ZONES.length ? ZONES[index]! : null;
}

/** End of a round: temperature, the Forgemaster passes on, embers return; the round limit. */
import { ZONES, zoneIn } from './constants.js';
import type { Zone } from './constants.js';
import { mutPlayerRecord, mutZones } from './draft.js';
import type { Draft } from './draft.js';
import { endGame, roundLimitWinners } from './victory.js';
/** Module-local alias (cheaper than a cross-module binding in hot loops). */
const ZONE_LIST: readonly Zone[] = ZONES;
export function endRound(d: Draft): void {
  const s = d.s;
  const zones = mutZones(d);
  for (const zone of ZONE_LIST) {
    const z = zoneIn(zones, zone);
    z.embers = [];
    if (z.heat === 'overheat') {
      z.heat = 'cooldown';
      z.heatRound = s.round + 1;
      d.events?.push({ type: 'temperatureChanged', zone, heat: 'cooldown' });
    } else if (z.heat === 'cooldown' && z.heatRound <= s.round) {
      z.heat = 'none';
      z.heatRound = 0;
      d.events?.push({ type: 'temperatureChanged', zone, heat: 'none' });
    }
  }
  s.forgemaster = (s.forgemaster + 1) % s.playerCount;
  s.resolving = null;
  s.players.forEach((p, seat) => {
    if (p.resolvedZones.length > 0) mutPlayerRecord(d, seat).resolvedZones = [];
  });
  d.events?.push({ type: 'roundEnded', round: s.round, forgemaster: s.forgemaster });
  if (s.round >= s.roundLimit) {
    endGame(d, roundLimitWinners(s.players), 'roundLimit');
    return;
  }
  s.round += 1;
  s.phase = 'placement';
  s.turnIndex = 0;
  s.placedThisTurn = 0;
  s.activeSeat = s.forgemaster;
  d.events?.push({ type: 'phaseStarted', phase: 'placement', round: s.round });
  d.events?.push({ type: 'turnStarted', seat: s.activeSeat, phase: 'placement' });
}

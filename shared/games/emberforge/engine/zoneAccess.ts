/** Starting the resolution of a zone in the activation phase (shared by the four zone handlers). */
import { zoneIn } from './constants.js';
import type { Seat, Zone } from './constants.js';
import { fail } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import type { TableBase } from './state.js';
import { closeResolving, embersOf, holds, holdsSeat } from './turns.js';

export function isZone(x: unknown): x is Zone {
  return x === 'ignar' || x === 'durgaz' || x === 'runarium' || x === 'gildar';
}

const ZONE_NAMES: Record<Zone, string> = { ignar: 'Ignar', durgaz: 'Durgaz', runarium: 'Runarium', gildar: 'Gildar' };

/** Whether `seat` may start resolving `zone` now: zoneStartError would be null (no message built). */
export function mayStartZone(
  t: Pick<TableBase, 'zones'> & { players: readonly { resolvedZones: Zone[] }[] },
  seat: Seat,
  zone: Zone,
): boolean {
  const z = zoneIn(t.zones, zone);
  return z.heat !== 'overheat' && !holds(t.players[seat]!.resolvedZones, zone) && holdsSeat(z.embers, seat);
}

/** Whether `seat` may act in `zone` now: it is the zone being resolved, or one it may start. */
export function zoneUsable(
  t: Pick<TableBase, 'zones' | 'resolving'> & { players: readonly { resolvedZones: Zone[] }[] },
  seat: Seat,
  zone: Zone,
): boolean {
  return t.resolving?.zone === zone || mayStartZone(t, seat, zone);
}

/** Why `seat` may not start resolving `zone` now, or null. */
export function zoneStartError(d: Pick<Draft, 's'>, seat: Seat, zone: Zone): EngineError | null {
  const s = d.s;
  if (zoneIn(s.zones, zone).heat === 'overheat') return fail('zone_locked', `${ZONE_NAMES[zone]} is overheated and locked this round.`);
  if (s.players[seat]!.resolvedZones.includes(zone))
    return fail('zone_resolved', `You have already resolved ${ZONE_NAMES[zone]} this round.`);
  if (embersOf(s, seat, zone) === 0) return fail('no_embers_in_zone', `You have no embers in ${ZONE_NAMES[zone]}.`);
  return null;
}

/**
 * Starts resolving `zone` (closing any other zone being resolved ember by ember) and returns E, the
 * number of the player's embers there at this moment; or an error.
 */
export function startZone(d: Draft, seat: Seat, zone: Zone): number | EngineError {
  const err = zoneStartError(d, seat, zone);
  if (err) return err;
  closeResolving(d);
  const e = embersOf(d.s, seat, zone);
  d.events?.push({ type: 'zoneStarted', seat, zone, embers: e });
  return e;
}

/** For Runarium and Gildar: continues the zone being resolved, or starts it. Returns null or an error. */
export function useOneEmber(d: Draft, seat: Seat, zone: Zone): EngineError | null {
  const r = d.s.resolving;
  if (r && r.zone === zone) return null;
  const e = startZone(d, seat, zone);
  if (typeof e !== 'number') return e;
  d.s.resolving = { zone, remaining: e };
  return null;
}

/** After one ember of a Runarium or Gildar zone is used: closes the zone when its embers run out. */
export function spendEmber(d: Draft): void {
  const r = d.s.resolving;
  if (!r || d.s.winner) return;
  const remaining = r.remaining - 1;
  if (remaining <= 0) closeResolving(d);
  else d.s.resolving = { zone: r.zone, remaining };
}

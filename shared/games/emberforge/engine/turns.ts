/** Turn order: placement turns, activation turns that end by themselves, players skipped with nothing to do. */
import { EMBERS_PER_PLAYER, zoneIn } from './constants.js';
import type { Seat, Zone } from './constants.js';
import { mutPlayerRecord, mutResolvedZones } from './draft.js';
import type { Draft } from './draft.js';
import { endRound } from './endOfRound.js';
import { overheatCheck } from './overheat.js';
import type { TableBase, ZoneState } from './state.js';
/** The number of `seat`'s embers on `zone` right now. */
export function embersOf(t: Pick<TableBase, 'zones'>, seat: Seat, zone: Zone): number {
  let n = 0;
  const embers = zoneIn(t.zones, zone).embers;
  for (let i = 0; i < embers.length; i++) if (embers[i] === seat) n++;
  return n;
}

/** Whether `list` holds `x` (a loop: cheaper than Array.prototype.includes on these 0-12 item lists). */
export function holds<T>(list: readonly T[], x: T): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
  return false;
}

/** holds for a zone's embers (seats): numbers only, so its comparisons stay monomorphic. */
export function holdsSeat(embers: readonly Seat[], seat: Seat): boolean {
  for (let i = 0; i < embers.length; i++) if (embers[i] === seat) return true;
  return false;
}

/** Whether `seat` has an unresolved, unlocked zone with embers, or a zone being resolved. */
export function hasSomethingToActivate(t: TableBase & { players: readonly { resolvedZones: Zone[] }[] }, seat: Seat): boolean {
  if (t.resolving && t.activeSeat === seat) return true;
  const resolved = t.players[seat]!.resolvedZones;
  const zones = t.zones;
  return (
    activatable(zones.ignar, 'ignar', resolved, seat) ||
    activatable(zones.durgaz, 'durgaz', resolved, seat) ||
    activatable(zones.runarium, 'runarium', resolved, seat) ||
    activatable(zones.gildar, 'gildar', resolved, seat)
  );
}

function activatable(z: ZoneState, zone: Zone, resolved: readonly Zone[], seat: Seat): boolean {
  return z.heat !== 'overheat' && !holds(resolved, zone) && holdsSeat(z.embers, seat);
}

/** Marks a zone resolved for `seat` (it cannot be resumed this round). */
export function markResolved(d: Draft, seat: Seat, zone: Zone): void {
  if (!holds(d.s.players[seat]!.resolvedZones, zone)) mutResolvedZones(d, seat).push(zone);
  d.events?.push({ type: 'zoneClosed', seat, zone });
}

/** Ends the zone being resolved ember by ember, if any (its remaining embers do nothing). */
export function closeResolving(d: Draft): void {
  const r = d.s.resolving;
  if (!r) return;
  d.s.resolving = null;
  markResolved(d, d.s.activeSeat, r.zone);
}

export function endPlacementTurn(d: Draft): void {
  const s = d.s;
  d.events?.push({ type: 'placementEnded', seat: s.activeSeat, unplaced: EMBERS_PER_PLAYER - s.placedThisTurn });
  s.turnIndex += 1;
  s.placedThisTurn = 0;
  if (s.turnIndex < s.playerCount) {
    s.activeSeat = (s.forgemaster + s.turnIndex) % s.playerCount;
    d.events?.push({ type: 'turnStarted', seat: s.activeSeat, phase: 'placement' });
    return;
  }
  overheatCheck(d);
  startActivation(d);
}

function startActivation(d: Draft): void {
  const s = d.s;
  s.phase = 'activation';
  s.turnIndex = 0;
  s.resolving = null;
  s.players.forEach((p, seat) => {
    if (p.resolvedZones.length > 0) mutPlayerRecord(d, seat).resolvedZones = [];
  });
  d.events?.push({ type: 'phaseStarted', phase: 'activation', round: s.round });
  seekActivationTurn(d);
}

/** From turnIndex on, gives the turn to the first player with something to activate, or ends the round. */
function seekActivationTurn(d: Draft): void {
  const s = d.s;
  while (s.turnIndex < s.playerCount) {
    const seat = (s.forgemaster + s.turnIndex) % s.playerCount;
    s.activeSeat = seat;
    if (hasSomethingToActivate(s, seat)) {
      d.events?.push({ type: 'turnStarted', seat, phase: 'activation' });
      return;
    }
    s.turnIndex += 1;
  }
  endRound(d);
}

export function endActivationTurn(d: Draft): void {
  closeResolving(d);
  d.s.turnIndex += 1;
  seekActivationTurn(d);
}

/** After an accepted activation action: the turn ends by itself when nothing is left to activate. */
export function autoAdvance(d: Draft): void {
  const s = d.s;
  if (s.winner || s.phase !== 'activation') return;
  if (!hasSomethingToActivate(s, s.activeSeat)) endActivationTurn(d);
}

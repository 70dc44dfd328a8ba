/**
 * What each choice effect could do on a table right now (the engine's own predicates of abilities.ts,
 * asked on a seat's view or the state). A rune use checks them at the moment its effect is reached:
 * for that, see acceptedChoices (abilityChoice.ts).
 */
import { coolZones, infuseTargets, moveFromOk, moveToOk, transmutePairs } from '../abilities.js';
import { ZONES } from '../constants.js';
import type { CardId, Material, Seat, Zone } from '../constants.js';
import { tableState } from '../tableState.js';
import type { Table } from '../tableState.js';

/** Zones a Cool may target now. */
export function coolableZones(t: Table): Zone[] {
  return coolZones({ s: tableState(t) });
}

/** Zones an ember of `seat` may leave now (Move Ember). */
export function moveFromZones(t: Table, seat: Seat): Zone[] {
  const d = { s: tableState(t) };
  return ZONES.filter((z) => moveFromOk(d, seat, z));
}

/** Zones an ember of `seat` may move to from `from` now (Move Ember). */
export function moveToZones(t: Table, seat: Seat, from?: Zone): Zone[] {
  const d = { s: tableState(t) };
  return ZONES.filter((z) => z !== from && moveToOk(d, seat, z));
}

/** Infusions `seat` could make now: a horizontal card and a material that would move at least one token. */
export function infusions(t: Table, seat: Seat): { cardId: CardId; material: Material }[] {
  return infuseTargets({ s: tableState(t) }, seat);
}

/** Transmutations `seat` could make now: a material it holds for one the supply has. */
export function transmutations(t: Table, seat: Seat): { give: Material; get: Material }[] {
  return transmutePairs({ s: tableState(t) }, seat);
}

/**
 * Placement turns: one ember at a time on any zone; the third ember or endPlacement ends the turn.
 * The resolution and the listing of its legal actions.
 */
import type { Action } from './actions.js';
import { EMBERS_PER_PLAYER, ZONES } from './constants.js';
import type { Seat, Zone } from './constants.js';
import { fail, mutZone } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import { isZone } from './zoneAccess.js';
import { endPlacementTurn } from './turns.js';

export function placeEmber(d: Draft, seat: Seat, zone: Zone): EngineError | null {
  if (!isZone(zone)) return fail('invalid_action', 'Unknown zone.');
  if (d.s.placedThisTurn >= EMBERS_PER_PLAYER) return fail('no_embers_left', 'You have no embers left to place.');
  mutZone(d, zone).embers.push(seat);
  d.s.placedThisTurn += 1;
  d.events?.push({ type: 'emberPlaced', seat, zone });
  if (d.s.placedThisTurn >= EMBERS_PER_PLAYER) endPlacementTurn(d);
  return null;
}

export function endPlacement(d: Draft): EngineError | null {
  endPlacementTurn(d);
  return null;
}

/** The legal placement actions: an ember on any zone while some are left, and ending the turn. */
export function placementOptions(placedThisTurn: number): Action[] {
  if (placedThisTurn >= EMBERS_PER_PLAYER) return [{ type: 'endPlacement' }];
  return [
    { type: 'placeEmber', zone: ZONES[0]! },
    { type: 'placeEmber', zone: ZONES[1]! },
    { type: 'placeEmber', zone: ZONES[2]! },
    { type: 'placeEmber', zone: ZONES[3]! },
    { type: 'endPlacement' },
  ];
}

/**
 * A half-built Ignar action, as the HUD composes it: the offer of the cards picked so far, how many
 * more of each material may be taken, and the engine's verdict on the action as it stands.
 */
import type { Action } from '../actions.js';
import { checkAction } from '../checkAction.js';
import { MATERIAL_CAP_PER_TYPE, MATERIALS } from '../constants.js';
import type { CardId, Material, MaterialCounts, Seat } from '../constants.js';
import type { EngineError } from '../errors.js';
import { offerOf } from '../ignar.js';
import { countMaterials } from '../materials.js';
import type { Table } from '../tableState.js';
import { embersOf } from '../turns.js';

export { offerOf } from '../ignar.js';

/** How many more of `material` may be added to `take` (limited by embers, the offer and the supply). */
export function ignarRoomFor(
  material: Material,
  take: readonly Material[],
  offer: MaterialCounts,
  supply: MaterialCounts,
  embers: number,
): number {
  if (take.length >= embers) return 0;
  const already = countMaterials(take)[material];
  return Math.max(0, Math.min(offer[material], supply[material]) - already);
}

/** Drops taken tokens the offer no longer covers (after a card is un-selected), and any beyond the embers. */
export function trimTake(take: readonly Material[], offer: MaterialCounts, embers: number): Material[] {
  const used = countMaterials([]);
  const kept: Material[] = [];
  for (const m of take) {
    if (kept.length >= embers || used[m] >= offer[m]) continue;
    used[m] += 1;
    kept.push(m);
  }
  return kept;
}

export interface IgnarPlan {
  /** E: the seat's embers in Ignar. */
  embers: number;
  /** The picked cards that are in the hand. */
  discard: CardId[];
  offer: MaterialCounts;
  /** The picked take, trimmed to what the offer and the embers allow. */
  take: Material[];
  /** How many more of each material may be taken. */
  room: MaterialCounts;
  action: Action;
  /** Why the engine would refuse `action` now, or null. */
  error: EngineError | null;
}

/** Evaluates a half-built Ignar action of `seat` on a table (a seat's view or the state). */
export function planIgnar(t: Table, seat: Seat, picked: readonly CardId[], wanted: readonly Material[]): IgnarPlan {
  const embers = embersOf(t, seat, 'ignar');
  const hand = t.players[seat]?.hand ?? [];
  const discard = picked.filter((id) => hand.includes(id));
  const offer = offerOf(discard);
  const take = trimTake(wanted, offer, embers);
  const room = countMaterials([]);
  for (const m of MATERIALS) room[m] = ignarRoomFor(m, take, offer, t.supply, embers);
  const action: Action = { type: 'ignar', discard, take };
  return { embers, discard, offer, take, room, action, error: checkAction(t, seat, action) };
}

/**
 * A useful first take for these cards (the composer's default): as many tokens as the embers allow
 * from the offer, never more than the supply has, and none the 3-per-type cap would send straight back.
 */
export function defaultIgnarTake(t: Table, seat: Seat, picked: readonly CardId[]): Material[] {
  const { embers, offer } = planIgnar(t, seat, picked, []);
  const held = t.players[seat]?.materials;
  const take: Material[] = [];
  for (const m of MATERIALS) {
    const room = Math.min(offer[m], t.supply[m], Math.max(0, MATERIAL_CAP_PER_TYPE - (held?.[m] ?? 0)));
    for (let i = 0; i < room && take.length < embers; i++) take.push(m);
  }
  return take;
}

/** The take after toggling a card: it follows the default until the player changed it, else it is trimmed. */
export function takeAfterPick(
  t: Table,
  seat: Seat,
  before: readonly CardId[],
  after: readonly CardId[],
  take: readonly Material[],
): Material[] {
  const untouched = take.join() === defaultIgnarTake(t, seat, before).join();
  return untouched ? defaultIgnarTake(t, seat, after) : planIgnar(t, seat, after, take).take;
}

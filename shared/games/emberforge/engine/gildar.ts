/**
 * Gildar, one ember at a time: draw a card, or deliver an upright weapon to a matching commission.
 * The commission match, the resolution and the listing of its legal actions.
 */
import { collectionBitOf } from './cardLookup.js';
import { COMMISSION_FREE_MATERIALS, COMMISSION_SLOTS, MATERIALS } from './constants.js';
import type { CardId, Material, Seat } from './constants.js';
import type { Action, GildarPick } from './actions.js';
import { fail, mutBox, mutCommissions, mutDiscard, mutPlay, mutPlayerRecord } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import { refillSlot } from './commissions.js';
import { drawCards } from './deck.js';
import { countMaterials, gainMaterials, isMaterial } from './materials.js';
import { checkVictory } from './victory.js';
import type { Table } from './tableState.js';
import { spendEmber, useOneEmber } from './zoneAccess.js';

/** Whether the weapon `weaponId` may be delivered to the commission card `commissionId` (same collection). */
export function matchesCommission(weaponId: CardId, commissionId: CardId | null | undefined): boolean {
  // one bit per collection, 0 for an unknown card: a shared bit is the same, known collection
  return commissionId != null && (collectionBitOf(weaponId) & collectionBitOf(commissionId)) !== 0;
}

export interface CommissionMatch {
  weaponId: CardId;
  slot: number;
  commissionId: CardId;
}

/** Every (upright weapon of `seat`, visible commission) pair that may be delivered: weapon by weapon, slot by slot. */
export function commissionMatches(t: Table, seat: Seat): CommissionMatch[] {
  const out: CommissionMatch[] = [];
  const p = t.players[seat];
  if (!p) return out;
  for (const c of p.play) {
    if (!c.forged) continue;
    for (let slot = 0; slot < COMMISSION_SLOTS; slot++) {
      const commissionId = t.commissions[slot];
      if (commissionId != null && matchesCommission(c.id, commissionId)) out.push({ weaponId: c.id, slot, commissionId });
    }
  }
  return out;
}

/** The first commission slot the weapon matches, or null. */
export function slotForWeapon(t: Pick<Table, 'commissions'>, weaponId: CardId): number | null {
  for (let slot = 0; slot < t.commissions.length; slot++) if (matchesCommission(weaponId, t.commissions[slot])) return slot;
  return null;
}

/** Why this commission pick is impossible now (before the zone is started), or null. */
export function commissionError(d: Pick<Draft, 's'>, seat: Seat, pick: Extract<GildarPick, { kind: 'commission' }>): EngineError | null {
  const { cardId, slot, materials } = pick;
  if (typeof cardId !== 'string' || !Number.isInteger(slot) || slot < 0 || slot >= COMMISSION_SLOTS) {
    return fail('invalid_action', 'A commission needs a weapon and a slot.');
  }
  if (!Array.isArray(materials) || materials.length !== COMMISSION_FREE_MATERIALS || !materials.every(isMaterial)) {
    return fail('invalid_action', 'A commission needs exactly two materials of your choice.');
  }
  const c = d.s.players[seat]!.play.find((x) => x.id === cardId);
  if (!c) return fail('card_not_in_play', `Card ${cardId} is not in your play area.`);
  if (!c.forged) return fail('card_not_forged', `Card ${cardId} is not forged yet.`);
  if (!matchesCommission(cardId, d.s.commissions[slot])) {
    return fail('no_matching_commission', `The commission in slot ${slot + 1} does not match ${cardId}'s collection.`);
  }
  return null;
}

export function resolveGildar(d: Draft, seat: Seat, pick: GildarPick): EngineError | null {
  if (!pick || (pick.kind !== 'draw' && pick.kind !== 'commission'))
    return fail('invalid_action', 'A Gildar pick is a draw or a commission.');
  if (pick.kind === 'commission') {
    const err = commissionError(d, seat, pick);
    if (err) return err;
  }
  const err = useOneEmber(d, seat, 'gildar');
  if (err) return err;
  if (pick.kind === 'draw') {
    drawCards(d, seat, 1);
  } else {
    const { cardId, slot } = pick;
    const play = mutPlay(d, seat);
    play.splice(
      play.findIndex((x) => x.id === cardId),
      1,
    );
    mutPlayerRecord(d, seat).commissionTokens += 1;
    mutBox(d).push(cardId);
    const commissionId = d.s.commissions[slot]!;
    mutDiscard(d).push(commissionId);
    mutCommissions(d)[slot] = null;
    d.events?.push({ type: 'commissionCompleted', seat, weaponId: cardId, commissionId, slot });
    gainMaterials(d, seat, countMaterials(pick.materials));
    refillSlot(d, slot);
    checkVictory(d);
  }
  spendEmber(d);
  return null;
}

// ---- the legal Gildar actions (legalActions): every pick, the two free materials as unordered pairs ----

const PAIRS: [Material, Material][] = [];
for (let i = 0; i < MATERIALS.length; i++) for (let j = i; j < MATERIALS.length; j++) PAIRS.push([MATERIALS[i]!, MATERIALS[j]!]);

/** Appends the legal Gildar actions of `seat` (the zone is known to be usable): the draw, then each delivery with each pair. */
export function gildarOptions(t: Table, seat: Seat, out: Action[]): void {
  out.push({ type: 'gildar', pick: { kind: 'draw' } });
  for (const { weaponId, slot } of commissionMatches(t, seat)) {
    for (const [a, b] of PAIRS) out.push({ type: 'gildar', pick: { kind: 'commission', cardId: weaponId, slot, materials: [a, b] } });
  }
}

/** How many actions gildarOptions would list. */
export function gildarOptionCount(t: Table, seat: Seat): number {
  let n = 1;
  for (const c of t.players[seat]!.play) {
    if (!c.forged) continue;
    for (let slot = 0; slot < COMMISSION_SLOTS; slot++) if (matchesCommission(c.id, t.commissions[slot])) n += PAIRS.length;
  }
  return n;
}

/** Action number `i` (0-based) of gildarOptions' list, built alone; `i` must be below gildarOptionCount. */
export function gildarOptionAt(t: Table, seat: Seat, i: number): Action {
  if (i === 0) return { type: 'gildar', pick: { kind: 'draw' } };
  const match = commissionMatches(t, seat)[Math.floor((i - 1) / PAIRS.length)];
  if (!match) throw new Error(`Gildar has no option ${i}`);
  const [a, b] = PAIRS[(i - 1) % PAIRS.length]!;
  return { type: 'gildar', pick: { kind: 'commission', cardId: match.weaponId, slot: match.slot, materials: [a, b] } };
}

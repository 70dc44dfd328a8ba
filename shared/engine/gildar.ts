/** Gildar, one ember at a time: draw a card, or deliver an upright weapon to a matching commission. */
import { collectionOf } from './cardLookup.js';
import { COMMISSION_SLOTS } from './constants.js';
import type { Seat } from './constants.js';
import type { GildarPick } from './actions.js';
import { fail, mutBox, mutCommissions, mutDiscard, mutPlay, mutPlayerRecord } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import { refillSlot } from './commissions.js';
import { drawCards } from './deck.js';
import { countMaterials, gainMaterials, isMaterial } from './materials.js';
import { checkVictory } from './victory.js';
import { spendEmber, useOneEmber } from './zoneAccess.js';

/** Why this commission pick is impossible now (before the zone is started), or null. */
export function commissionError(d: Pick<Draft, 's'>, seat: Seat, pick: Extract<GildarPick, { kind: 'commission' }>): EngineError | null {
  const { cardId, slot, materials } = pick;
  if (typeof cardId !== 'string' || !Number.isInteger(slot) || slot < 0 || slot >= COMMISSION_SLOTS) {
    return fail('invalid_action', 'A commission needs a weapon and a slot.');
  }
  if (!Array.isArray(materials) || materials.length !== 2 || !materials.every(isMaterial)) {
    return fail('invalid_action', 'A commission needs exactly two materials of your choice.');
  }
  const c = d.s.players[seat]!.play.find((x) => x.id === cardId);
  if (!c) return fail('card_not_in_play', `Card ${cardId} is not in your play area.`);
  if (!c.forged) return fail('card_not_forged', `Card ${cardId} is not forged yet.`);
  const wanted = d.s.commissions[slot];
  if (wanted == null || collectionOf(wanted) !== collectionOf(cardId)) {
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
    d.events.push({ type: 'commissionCompleted', seat, weaponId: cardId, commissionId, slot });
    gainMaterials(d, seat, countMaterials(pick.materials));
    refillSlot(d, slot);
    checkVictory(d);
  }
  spendEmber(d);
  return null;
}

/**
 * Durgaz: E payments; one payment = one material type onto one card, moving min(held, still needed)
 * tokens (a payment that would move none is invalid). A hand card enters the play area on its first
 * payment; a card holding its whole cost returns the tokens to the supply and turns upright.
 * The resolution; its legal actions are listed by durgazOptions.ts (the preview of a plan: rules/durgazPlan.ts).
 */
import { costOf, costsOf } from './cardLookup.js';
import { addMaterial, materialIn } from './constants.js';
import type { CardId, Material, Seat } from './constants.js';
import { fail, mutHand, mutMaterials, mutPlay, mutPlayCard, mutSupply, removeOne } from './draft.js';
import type { Draft } from './draft.js';
import type { EngineError } from './errors.js';
import type { Payment } from './actions.js';
import { isMaterial } from './materials.js';
import { holds, markResolved } from './turns.js';
import { checkVictory } from './victory.js';
import { startZone } from './zoneAccess.js';
/** How many tokens a payment of `m` onto the play card `cardId` would move now (0 if none). */
export function paymentAmount(d: Pick<Draft, 's'>, seat: Seat, cardId: CardId, m: Material): number {
  const p = d.s.players[seat]!;
  const inPlay = p.play.find((c) => c.id === cardId);
  const paid = inPlay ? materialIn(inPlay.paid, m) : 0;
  return Math.min(materialIn(p.materials, m), costOf(cardId, m) - paid);
}

/**
 * Pays `m` onto a horizontal card of the play area (already checked to move ≥ 1 token); forges it when
 * its whole cost is there. `instant`: it came from the hand in this same Durgaz resolution.
 */
export function payOnto(d: Draft, seat: Seat, cardId: CardId, m: Material, instant: boolean): void {
  const amount = paymentAmount(d, seat, cardId, m);
  const card = mutPlayCard(d, seat, cardId)!;
  addMaterial(mutMaterials(d, seat), m, -amount);
  addMaterial(card.paid, m, amount);
  d.events?.push({ type: 'materialsPaid', seat, cardId, material: m, amount });
  const cost = costsOf(cardId);
  const paid = card.paid;
  if (
    paid.iron < cost.iron ||
    paid.bronze < cost.bronze ||
    paid.crystal < cost.crystal ||
    paid.scale < cost.scale ||
    paid.mithril < cost.mithril
  )
    return;
  const supply = mutSupply(d);
  supply.iron += paid.iron;
  supply.bronze += paid.bronze;
  supply.crystal += paid.crystal;
  supply.scale += paid.scale;
  supply.mithril += paid.mithril;
  paid.iron = 0;
  paid.bronze = 0;
  paid.crystal = 0;
  paid.scale = 0;
  paid.mithril = 0;
  card.forged = true;
  d.events?.push({ type: 'weaponForged', seat, cardId, instant });
  checkVictory(d);
}

/** Why a payment is not possible now, or null. */
export function paymentError(d: Pick<Draft, 's'>, seat: Seat, cardId: CardId, m: Material): EngineError | null {
  const p = d.s.players[seat]!;
  const inPlay = p.play.find((c) => c.id === cardId);
  if (inPlay?.forged) return fail('card_already_forged', `Card ${cardId} is already forged.`);
  if (!inPlay && !p.hand.includes(cardId))
    return fail('card_not_in_hand', `Card ${cardId} is neither in your hand nor in progress in your play area.`);
  if (costOf(cardId, m) === 0) return fail('invalid_payment', `Card ${cardId} does not cost ${m}.`);
  if (paymentAmount(d, seat, cardId, m) <= 0) {
    return fail('invalid_payment', p.materials[m] === 0 ? `You have no ${m}.` : `Card ${cardId} needs no more ${m}.`);
  }
  return null;
}

export function resolveDurgaz(d: Draft, seat: Seat, payments: Payment[]): EngineError | null {
  if (!Array.isArray(payments) || !payments.every((x) => x && typeof x.cardId === 'string' && isMaterial(x.material))) {
    return fail('invalid_action', 'Durgaz needs a list of payments, each a card and a material.');
  }
  const e = startZone(d, seat, 'durgaz');
  if (typeof e !== 'number') return e;
  if (payments.length > e) return fail('too_many_choices', `You may make at most ${e} payment(s): one per ember in Durgaz.`);
  const err = payInOrder(d, seat, payments, []);
  if (err) return err.error;
  if (!d.s.winner) markResolved(d, seat, 'durgaz');
  return null;
}

/**
 * Makes the payments one after the other (a hand card enters the play area on its first payment and
 * its id joins `fromHand`); stops at the first refused payment (returning it and its index) or when
 * the game is won.
 */
export function payInOrder(
  d: Draft,
  seat: Seat,
  payments: readonly Payment[],
  fromHand: CardId[],
): { error: EngineError; index: number } | null {
  for (let i = 0; i < payments.length; i++) {
    const { cardId, material } = payments[i]!;
    const err = paymentError(d, seat, cardId, material);
    if (err) return { error: err, index: i };
    const p = d.s.players[seat]!;
    if (p.hand.includes(cardId)) {
      removeOne(mutHand(d, seat), cardId);
      mutPlay(d, seat).push({ id: cardId, forged: false, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } });
      fromHand.push(cardId);
      d.events?.push({ type: 'cardPlayed', seat, cardId });
    }
    payOnto(d, seat, cardId, material, holds(fromHand, cardId));
    if (d.s.winner) return null;
  }
  return null;
}

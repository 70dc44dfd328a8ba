/**
 * A half-built Durgaz action, evaluated by the engine's own payment code on a draft of the table (a
 * seat's view or the state): what each payment moves, which cards forge (instantly or not), what is
 * left, what one more payment of each material onto each card would move, and the first refusal.
 */
import type { Payment } from '../actions.js';
import { costsOf } from '../cardLookup.js';
import { MATERIALS } from '../constants.js';
import type { CardId, MaterialCounts, Seat } from '../constants.js';
import { fail, startDraft } from '../draft.js';
import type { Draft } from '../draft.js';
import { paymentAmount, paymentError, payInOrder } from '../durgaz.js';
import type { EngineError } from '../errors.js';
import type { GameEvent } from '../events.js';
import { tableState } from '../tableState.js';
import type { Table } from '../tableState.js';
import { embersOf } from '../turns.js';
import { stillNeeded } from './collections.js';

export { paymentAmount } from '../durgaz.js';

export interface DurgazCardPlan {
  cardId: CardId;
  fromHand: boolean;
  cost: Readonly<MaterialCounts>;
  /** What it still needed before this plan. */
  need: MaterialCounts;
  /** Tokens on it after the plan (for a hand card, only this plan's; its whole cost once forged). */
  paid: MaterialCounts;
  /** Tokens the plan's payments move onto it. */
  moved: MaterialCounts;
  forged: boolean;
  instant: boolean;
  /** What one more payment of each material onto it would move after the plan (0: refused). */
  next: MaterialCounts;
}

export interface DurgazPlan {
  /** E: the seat's embers in Durgaz. */
  embers: number;
  /** The cards that may be paid onto: horizontal cards in play, then the hand. */
  cards: DurgazCardPlan[];
  embersUsed: number;
  /** Materials left with the player after the plan. */
  materialsLeft: MaterialCounts;
  /** The first payment the engine refuses (and its index), or a plan longer than E; null if none. */
  refused: { error: EngineError; index: number } | null;
  /** Whether a payment of the plan wins the game (the later ones are not made). */
  wins: boolean;
}

const zero = (): MaterialCounts => ({ iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 });

/** Evaluates `payments` by `seat` on `t`, payment by payment, as resolveDurgaz would make them. */
export function planDurgaz(t: Table, seat: Seat, payments: readonly Payment[]): DurgazPlan {
  const embers = embersOf(t, seat, 'durgaz');
  const p = t.players[seat]!;
  const cards: DurgazCardPlan[] = [];
  const seen = new Set<CardId>();
  const add = (cardId: CardId, fromHand: boolean, paid: MaterialCounts) => {
    if (seen.has(cardId)) return;
    seen.add(cardId);
    const cost = costsOf(cardId);
    cards.push({
      cardId,
      fromHand,
      cost,
      need: stillNeeded(cardId, paid),
      paid,
      moved: zero(),
      forged: false,
      instant: false,
      next: zero(),
    });
  };
  for (const c of p.play) if (!c.forged) add(c.id, false, { ...c.paid });
  for (const id of p.hand ?? []) add(id, true, zero());
  const events: GameEvent[] = [];
  const d = startDraft(tableState(t), events);
  const fromHand: CardId[] = [];
  let refused = payInOrder(d, seat, payments, fromHand);
  if (!refused && payments.length > embers) {
    refused = { error: fail('too_many_choices', `You may make at most ${embers} payment(s): one per ember in Durgaz.`), index: embers };
  }
  const byId = new Map(cards.map((c) => [c.cardId, c]));
  for (const ev of events) {
    if (ev.type === 'materialsPaid' && ev.seat === seat) {
      const c = byId.get(ev.cardId);
      if (c) {
        c.moved[ev.material] += ev.amount;
        c.paid[ev.material] += ev.amount;
      }
    } else if (ev.type === 'weaponForged' && ev.seat === seat) {
      const c = byId.get(ev.cardId);
      if (c) {
        c.forged = true;
        c.instant = ev.instant;
      }
    }
  }
  for (const c of cards) c.next = c.forged ? zero() : nextPayments(d, seat, c.cardId);
  const made = refused ? refused.index : payments.length;
  return {
    embers,
    cards,
    embersUsed: Math.min(made, payments.length),
    materialsLeft: { ...d.s.players[seat]!.materials },
    refused,
    wins: !!d.s.winner,
  };
}

function nextPayments(d: Draft, seat: Seat, cardId: CardId): MaterialCounts {
  const out = zero();
  for (const m of MATERIALS) if (paymentError(d, seat, cardId, m) === null) out[m] = paymentAmount(d, seat, cardId, m);
  return out;
}

/** Whether making `payments` (in this order) forges `cardId`. */
export function planForges(t: Table, seat: Seat, payments: readonly Payment[], cardId: CardId): boolean {
  return planDurgaz(t, seat, payments).cards.some((c) => c.cardId === cardId && c.forged);
}

/** What one payment would move now and whether it would forge the card (as Durgaz or an Infuse pays). */
export function paymentOutcome(t: Table, seat: Seat, payment: Payment): { moved: number; forges: boolean } {
  const card = planDurgaz(t, seat, [payment]).cards.find((c) => c.cardId === payment.cardId);
  return card ? { moved: card.moved[payment.material], forges: card.forged } : { moved: 0, forges: false };
}

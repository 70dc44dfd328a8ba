/**
 * Durgaz preview: what a list of payments does, following RULES.md. One payment = one material type
 * onto one card, costing one ember; it moves as many tokens of that type as the player has, up to
 * what the card still needs. A hand card paid in full this turn is an Instant Forge; otherwise it
 * lies horizontal (Phased Forging).
 */
import { cardById, emptyMaterials, MATERIALS } from '../../shared/index.js';
import type { CardId, Material, MaterialCounts, Payment, PlayerView } from '../../shared/index.js';

export interface DurgazCardPreview {
  cardId: CardId;
  fromHand: boolean;
  cost: MaterialCounts;
  /** Tokens on the card after the payments (for a hand card, only this turn's). */
  paid: MaterialCounts;
  /** Tokens this turn's payments move onto it. */
  moved: MaterialCounts;
  forged: boolean;
  instant: boolean;
}

export interface DurgazPreview {
  cards: DurgazCardPreview[];
  embersUsed: number;
  /** Materials left with the player after paying. */
  materialsLeft: MaterialCounts;
}

function costOf(id: CardId): MaterialCounts {
  const cost = emptyMaterials();
  const def = cardById(id).cost;
  for (const m of MATERIALS) cost[m] = def[m] ?? 0;
  return cost;
}

/** Cards the player may pay onto: the hand, then horizontal cards in their play area. */
export function durgazCandidates(player: PlayerView): { cardId: CardId; fromHand: boolean; paid: MaterialCounts }[] {
  const hand = (player.hand ?? []).map((cardId) => ({ cardId, fromHand: true, paid: emptyMaterials() }));
  const inPlay = player.play.filter((c) => !c.forged).map((c) => ({ cardId: c.id, fromHand: false, paid: { ...c.paid } }));
  return [...inPlay, ...hand];
}

export function remainingNeed(cost: MaterialCounts, paid: MaterialCounts, material: Material): number {
  return Math.max(0, cost[material] - paid[material]);
}

export function previewDurgaz(player: PlayerView, payments: readonly Payment[]): DurgazPreview {
  const left = { ...player.materials };
  const byCard = new Map<CardId, DurgazCardPreview>();
  for (const c of durgazCandidates(player)) {
    if (byCard.has(c.cardId)) continue;
    byCard.set(c.cardId, {
      cardId: c.cardId,
      fromHand: c.fromHand,
      cost: costOf(c.cardId),
      paid: c.paid,
      moved: emptyMaterials(),
      forged: false,
      instant: false,
    });
  }
  for (const p of payments) {
    const card = byCard.get(p.cardId);
    if (!card) continue;
    const amount = Math.min(left[p.material], remainingNeed(card.cost, card.paid, p.material));
    left[p.material] -= amount;
    card.paid[p.material] += amount;
    card.moved[p.material] += amount;
  }
  const touched = new Set(payments.map((p) => p.cardId));
  const cards = [...byCard.values()].map((c) => {
    const forged = MATERIALS.every((m) => c.paid[m] >= c.cost[m]) && touched.has(c.cardId);
    return { ...c, forged, instant: forged && c.fromHand };
  });
  return { cards, embersUsed: payments.length, materialsLeft: left };
}

/** Adds the payment, or removes it if it is already in the list (a toggle button). */
export function togglePayment(payments: readonly Payment[], payment: Payment): Payment[] {
  const exists = payments.some((p) => p.cardId === payment.cardId && p.material === payment.material);
  return exists ? payments.filter((p) => !(p.cardId === payment.cardId && p.material === payment.material)) : [...payments, payment];
}

export function sumMaterials(m: MaterialCounts): number {
  return MATERIALS.reduce((n, k) => n + m[k], 0);
}

/** The Durgaz selection as the player toggles payments (what they do is the engine's: planDurgaz). */
import type { Payment } from '../../../../shared/games/emberforge/index.js';

/** Adds the payment, or removes it if it is already in the list (a toggle button). */
export function togglePayment(payments: readonly Payment[], payment: Payment): Payment[] {
  const exists = payments.some((p) => p.cardId === payment.cardId && p.material === payment.material);
  return exists ? payments.filter((p) => !(p.cardId === payment.cardId && p.material === payment.material)) : [...payments, payment];
}

/**
 * What a Dwarf Emberforge player may point spectators at (the `focus` message's target): a zone, a
 * commission slot on the table, or a face-up card (in the discard pile, the commission row or a
 * player's play area; never a card in a hand or the deck). Read from untrusted input: anything else,
 * or a card nobody can see now, is no target.
 */
import { z } from 'zod';
import { COMMISSION_SLOTS, ZONES, type CardId, type Zone } from '../engine/constants.js';
import { isFaceUpCard } from '../engine/rules/faceUpCards.js';
import type { TableBase } from '../engine/state.js';

export type EmberforgeFocus = { kind: 'zone'; zone: Zone } | { kind: 'commission'; slot: number } | { kind: 'card'; id: CardId };

const focusSchema = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('zone'), zone: z.enum(ZONES) }),
  z.looseObject({
    kind: z.literal('commission'),
    slot: z
      .int()
      .min(0)
      .max(COMMISSION_SLOTS - 1),
  }),
  z.looseObject({ kind: z.literal('card'), id: z.string().max(64) }),
]);

/** The target with only its own fields (extra fields of the loose input dropped), or null. */
export function readFocus(input: unknown): EmberforgeFocus | null {
  const r = focusSchema.safeParse(input);
  if (!r.success) return null;
  const t = r.data;
  if (t.kind === 'zone') return { kind: 'zone', zone: t.zone };
  if (t.kind === 'commission') return { kind: 'commission', slot: t.slot };
  return { kind: 'card', id: t.id as CardId };
}

type FaceUpTable = Pick<TableBase, 'discard' | 'commissions'> & { players: readonly { play: readonly { id: CardId }[] }[] };

/** The target if everyone may see it on `table` (the state or any view) now, else null. */
export function publicFocus(table: FaceUpTable, input: unknown): EmberforgeFocus | null {
  const t = readFocus(input);
  if (t?.kind === 'card' && !isFaceUpCard(table, t.id)) return null;
  return t;
}

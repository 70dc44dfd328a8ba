/**
 * Every move of a DWARF seat as a discriminated union, and the one runtime schema (zod) the server
 * and the client check untrusted JSON with. The acting seat is never part of an action.
 */
import { z } from 'zod';
import { MINE_SIZE, PILES_PER_MINE } from './constants.js';
import { parseGameAction, type ParsedAction } from '../../../platform/parseGameAction.js';

const pos = z
  .int()
  .min(0)
  .max(2 * MINE_SIZE - 1);
const item = z.int().min(0).max(31);

export const actionSchema = z.discriminatedUnion('type', [
  /** Selection: a base worker on a free position; Call for Help step: an extra worker. */
  z.strictObject({ type: z.literal('place'), pos }),
  /** Selection: a Special Action from a pile (0-2, 3-5 beside the second mine), paid with both base workers or 4 iron and one. */
  z.strictObject({
    type: z.literal('special'),
    pile: z
      .int()
      .min(0)
      .max(2 * PILES_PER_MINE - 1),
    pay: z.enum(['workers', 'iron']),
  }),
  /** A choice: do the conversion `item` of the ones offered (choice.items). */
  z.strictObject({ type: z.literal('convert'), item }),
  /** A choice: decline the conversion `item`. */
  z.strictObject({ type: z.literal('decline'), item }),
]);

export type Action = z.infer<typeof actionSchema>;
export type MoveType = Action['type'];

export function parseAction(input: unknown): ParsedAction<Action> {
  return parseGameAction(actionSchema, input);
}

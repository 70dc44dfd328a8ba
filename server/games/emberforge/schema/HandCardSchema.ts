/**
 * One card in a hand. Instances live only in PlayerSchema.hand, a @view() collection: each instance is
 * added to its owner's StateView only, so no other client ever receives it.
 */
import { Schema, type } from '@colyseus/schema';
import type { HandCardWire } from '../../../../shared/games/emberforge/wire/wireShapes.js';

export class HandCardSchema extends Schema implements HandCardWire {
  @type('string') id = '';
}

/** A conversion waiting for its owner (a Special card's worker side has pos -1). */
import { Schema, type } from '@colyseus/schema';
import { EffectSchema } from './EffectSchema.js';
import type { WorkItemWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class WorkItemSchema extends Schema implements WorkItemWire {
  @type('string') card = '';
  @type('int8') pos = -1;
  @type(EffectSchema) effect = new EffectSchema();
  @type('boolean') changeFirstPlayer = false;
}

/** The seat choosing which conversion to do next (who = -1: nobody is choosing). */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { WorkItemSchema } from './WorkItemSchema.js';
import type { ChoiceWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class ChoiceSchema extends Schema implements ChoiceWire {
  @type('int8') who = -1;
  @type('string') reason = '';
  @type([WorkItemSchema]) items = new ArraySchema<WorkItemSchema>();
}

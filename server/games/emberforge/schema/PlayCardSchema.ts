/** A card in a play area (public): forged upright, or in progress with the tokens paid on it. */
import { Schema, type } from '@colyseus/schema';
import { MaterialsSchema } from './MaterialsSchema.js';
import type { PlayCardWire } from '../../../../shared/games/emberforge/wire/wireShapes.js';

export class PlayCardSchema extends Schema implements PlayCardWire {
  @type('string') id = '';
  @type('boolean') forged = false;
  @type(MaterialsSchema) paid = new MaterialsSchema();
}

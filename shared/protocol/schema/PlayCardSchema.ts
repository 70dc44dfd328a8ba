/** A card in a play area (public): forged upright, or in progress with the tokens paid on it. */
import { Schema, type } from '@colyseus/schema';
import { MaterialsSchema } from './MaterialsSchema.js';

export class PlayCardSchema extends Schema {
  @type('string') id = '';
  @type('boolean') forged = false;
  @type(MaterialsSchema) paid = new MaterialsSchema();
}

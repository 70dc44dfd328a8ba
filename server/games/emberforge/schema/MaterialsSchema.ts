/** Material token counts (a player's tokens, the supply, tokens paid onto a card in progress). */
import { Schema, type } from '@colyseus/schema';
import type { MaterialsWire } from '../../../../shared/games/emberforge/wire/wireShapes.js';

export class MaterialsSchema extends Schema implements MaterialsWire {
  @type('uint8') iron = 0;
  @type('uint8') bronze = 0;
  @type('uint8') crystal = 0;
  @type('uint8') scale = 0;
  @type('uint8') mithril = 0;
}

/** A card effect waiting in a choice: its kind, the monster ('' unless one) and a forge recipe (0s unless one). */
import { Schema, type } from '@colyseus/schema';
import type { EffectWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class EffectSchema extends Schema implements EffectWire {
  @type('string') kind = '';
  @type('string') monster = '';
  @type('uint8') steel = 0;
  @type('uint8') gold = 0;
  @type('uint8') iron = 0;
}

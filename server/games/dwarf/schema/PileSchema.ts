/** A Special pile as everyone sees it: its top card ('' = empty) and its size. The cards below the top are never here. */
import { Schema, type } from '@colyseus/schema';
import type { PileWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class PileSchema extends Schema implements PileWire {
  @type('string') top = '';
  @type('uint8') count = 0;
}

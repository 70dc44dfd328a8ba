/** A participant's iron, gold, steel, artefacts and medals. */
import { Schema, type } from '@colyseus/schema';
import type { ResourcesWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class ResourcesSchema extends Schema implements ResourcesWire {
  @type('uint16') iron = 0;
  @type('uint16') gold = 0;
  @type('uint16') steel = 0;
  @type('uint16') artefacts = 0;
  @type('uint16') medals = 0;
}

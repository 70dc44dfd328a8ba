/** One mine: its nine open stacks in reading order, how many cards its Mountain holds (never which), its three Special piles. */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { PileSchema } from './PileSchema.js';
import { StackSchema } from './StackSchema.js';
import type { MineWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class MineSchema extends Schema implements MineWire {
  @type([StackSchema]) stacks = new ArraySchema<StackSchema>();
  @type('uint8') mountainCount = 0;
  @type([PileSchema]) piles = new ArraySchema<PileSchema>();
}

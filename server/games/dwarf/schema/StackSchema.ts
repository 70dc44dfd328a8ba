/** One stack of a mine, open to everyone: its cards bottom first (the last one acts). */
import { ArraySchema, Schema, type } from '@colyseus/schema';
import type { StackWire } from '../../../../shared/games/dwarf/wire/wireShapes.js';

export class StackSchema extends Schema implements StackWire {
  @type(['string']) cards = new ArraySchema<string>();
}
